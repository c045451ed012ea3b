import type { OrderEvent } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { historyRows, paymentMoveLabel } from './order-history.ts';

const at = (minute: number) => `2026-11-28T05:${String(minute).padStart(2, '0')}:00.000Z`;
const move = (machine: OrderEvent['machine'], from: string | null, to: string, reason: string | null, minute: number): OrderEvent => ({
  machine,
  from,
  to,
  actor: 'shopper',
  reason,
  at: at(minute),
});

// Placed by card, the card attempt replaced by an ATM one, then the card's money came late: the order is paid.
const placed = move('order', null, 'PAYMENT', 'created', 0);
const born = move('payment', null, 'PENDING', 'created', 0);
const card = move('payment', null, 'PENDING', 'CREDITCARD', 1);
const replaced = move('payment', 'PENDING', 'CANCELLED', 'REPLACED', 2);
const atm = move('payment', null, 'PENDING', 'ATM', 2);
const paid = move('payment', 'CANCELLED', 'PAID', 'tranRef 1234567890', 3);
const closed = move('payment', 'PENDING', 'CANCELLED', 'REPLACED', 3);
const shipment = move('order', 'PAYMENT', 'SHIPMENT', null, 3);
const events = [placed, born, move('payment', 'PENDING', 'CANCELLED', 'REPLACED', 1), card, replaced, atm, paid, closed, shipment];

describe('the order history', () => {
  it('folds every payment attempt into one payment step showing the attempt that paid, the others under it, newest first', () => {
    const rows = historyRows(events, 'PAID');
    expect(rows.map((row) => row.kind)).toEqual(['move', 'payment', 'move']);
    expect(rows[1]).toEqual({ kind: 'payment', event: paid, earlier: [closed, atm, replaced, card, events[2], born] });
  });

  it('shows the newest payment move when nothing reached the payment status (or there is none)', () => {
    expect(historyRows([placed, born], 'PENDING')[0]).toEqual({ kind: 'payment', event: born, earlier: [] });
    expect(historyRows([placed], null)).toEqual([{ kind: 'move', event: placed }]);
  });

  it('words the moves for the shopper: no reason codes', () => {
    const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);
    expect(paymentMoveLabel(card, t)).toBe('order.paymentStarted {"method":"checkout.methods.CREDITCARD"}');
    expect(paymentMoveLabel(replaced, t)).toBe('order.paymentReplaced');
    expect(paymentMoveLabel(born, t)).toBe('order.payment.PENDING');
    expect(paymentMoveLabel(paid, t)).toBe('order.payment.PAID');
  });
});
