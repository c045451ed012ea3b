import type { PaymentMethod } from '@talad/domain';
import type { OrderPayment, StartPaymentBody } from '@talad/sdk';

/** What /payment pays with: every method but cash on delivery, which is chosen at checkout. */
export type PayableMethod = StartPaymentBody['method'];

export function isPayable(method: PaymentMethod): method is PayableMethod {
  return method !== 'COD';
}

/** Where an order's payment stands, as /payment/processing reads it to send the shopper on. */
export type PaymentPhase = 'paid' | 'failed' | 'closed' | 'slip' | 'pending' | 'unpaid';

/**
 * PAID and ORDEREXPIRED (spec §3 payment results) are final, and so is an order that can no longer be paid
 * (expired or cancelled) with nothing on its way; then the latest attempt: failed (declined, 3-D Secure
 * failed, cancelled, refunded after a late approval), a slip or QR waiting to be paid, or still pending on the gateway.
 */
export function paymentPhase(payment: OrderPayment): PaymentPhase {
  if (payment.result === 'PAID') return 'paid';
  if (payment.result === 'ORDEREXPIRED' || (!payment.payable && payment.latest?.status !== 'PENDING')) return 'closed';
  const latest = payment.latest;
  if (!latest) return 'unpaid';
  if (latest.status === 'PAID') return 'paid';
  if (latest.status === 'PENDING') return latest.slip ? 'slip' : 'pending';
  return 'failed';
}

/**
 * The waits between two reads of a pending payment on /payment/processing: quick at first (the gateway's
 * notification usually comes within seconds of the return), then slower, about 1½ minutes in all. After the last,
 * the page stops asking and offers "check again" — the reconciliation job settles a lost notification meanwhile.
 */
export const POLL_DELAYS_MS: readonly number[] = [
  1000, 1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000, 5000, 10_000, 10_000, 15_000, 15_000, 15_000,
];

/** The wait before read number `attempt` (0-based, after the first), or null once the schedule is spent. */
export function pollDelay(attempt: number): number | null {
  return POLL_DELAYS_MS[attempt] ?? null;
}

/** Methods paid on the shop's own card form; the card goes to the gateway's Do Payment from the browser. */
export const CARD_METHODS = ['CREDITCARD', 'INSTALLMENT'] as const satisfies readonly PaymentMethod[];
/** Methods that end in a slip or QR to pay later (at an ATM, a counter, from a bank app). */
export const SLIP_METHODS = ['ATM', 'COUNTER', 'PROMPTPAY'] as const satisfies readonly PaymentMethod[];

export function isCardMethod(method: PaymentMethod): method is (typeof CARD_METHODS)[number] {
  return (CARD_METHODS as readonly PaymentMethod[]).includes(method);
}

export function isSlipMethod(method: PaymentMethod): method is (typeof SLIP_METHODS)[number] {
  return (SLIP_METHODS as readonly PaymentMethod[]).includes(method);
}
