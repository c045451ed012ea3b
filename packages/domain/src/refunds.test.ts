import { describe, expect, it } from 'vitest';
import { lineShares, refundFigures, type RefundOrder } from './refunds.ts';

/** ฿100 + ฿200 + a gift, ฿30 off, ฿10 of cashback spent, ฿40 delivery: ฿300 paid. */
const order = (over: Partial<RefundOrder> = {}): RefundOrder => ({
  total: 30_000,
  shippingFee: 4_000,
  cashbackUsed: 1_000,
  paid: 30_000,
  refunded: 0,
  shippingRefunded: 0,
  cashbackReturned: 0,
  lines: [
    { id: 1, quantity: 3, lineTotal: 10_000, refundedQuantity: 0, refundedAmount: 0 },
    { id: 2, quantity: 1, lineTotal: 20_000, refundedQuantity: 0, refundedAmount: 0 },
    { id: 3, quantity: 1, lineTotal: 0, refundedQuantity: 0, refundedAmount: 0 },
  ],
  ...over,
});

const figures = (over: Partial<RefundOrder>, ask: Parameters<typeof refundFigures>[1]) => {
  const answer = refundFigures(order(over), ask);
  if (!answer.ok) throw new Error(answer.problem);
  return answer.figures;
};

describe('refund figures (decision 0042)', () => {
  it('splits the money paid for goods over the lines exactly, by their totals; a gift is worth nothing', () => {
    const shares = lineShares(order().lines, 26_000);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(26_000);
    expect(shares.get(1)).toBe(8_667);
    expect(shares.get(2)).toBe(17_333);
    expect(shares.get(3)).toBe(0);
  });

  it('gives back a line in parts that add up to its share exactly', () => {
    const first = figures({}, { lines: [{ line_id: 1, quantity: 1 }] });
    expect(first.lines[0]).toEqual({ lineId: 1, quantity: 1, amount: 2_889 });
    const rest = figures(
      { refunded: 2_889, lines: [{ ...order().lines[0]!, refundedQuantity: 1, refundedAmount: 2_889 }, ...order().lines.slice(1)] },
      { lines: [{ line_id: 1, quantity: 2 }] },
    );
    expect(first.amount + rest.amount).toBe(8_667);
  });

  it('refunds everything paid as the lines and the delivery fee, and says it ends the payment', () => {
    const all = figures({}, { lines: [1, 2, 3].map((id) => ({ line_id: id, quantity: id === 1 ? 3 : 1 })), shipping: true });
    expect(all).toMatchObject({ amount: 30_000, shippingAmount: 4_000, endsPayment: true, cashbackReturned: 1_000 });
    expect(all.earnedShare(900)).toBe(900);
  });

  it('gives back spent cashback by the goods refunded and takes earned cashback by the money refunded', () => {
    const part = figures({}, { lines: [{ line_id: 2, quantity: 1 }] });
    expect(part.amount).toBe(17_333);
    expect(part.cashbackReturned).toBe(Math.floor((1_000 * 17_333) / 26_000));
    expect(part.earnedShare(3_000)).toBe(Math.floor((3_000 * 17_333) / 30_000));
    expect(part.endsPayment).toBe(false);
  });

  it('takes an amount alone as a sum of money, and with lines as a smaller sum than theirs', () => {
    expect(figures({}, { amount: 5_000 })).toMatchObject({ amount: 5_000, shippingAmount: 0, lines: [] });
    expect(figures({}, { shipping: true, amount: 1_000 })).toMatchObject({ amount: 1_000, shippingAmount: 1_000 });
    expect(refundFigures(order(), { lines: [{ line_id: 1, quantity: 1 }], amount: 2_890 })).toEqual({
      ok: false,
      problem: 'AMOUNT_OVER_ITEMS',
    });
  });

  it('refuses more than is left, a line bought fewer times, an unknown line, the delivery fee twice, and an unpaid order', () => {
    expect(refundFigures(order({ refunded: 29_000 }), { amount: 1_001 })).toEqual({ ok: false, problem: 'OVER_REFUNDABLE' });
    expect(refundFigures(order(), { lines: [{ line_id: 1, quantity: 4 }] })).toEqual({ ok: false, problem: 'LINE_QUANTITY' });
    expect(refundFigures(order(), { lines: [{ line_id: 9, quantity: 1 }] })).toEqual({ ok: false, problem: 'UNKNOWN_LINE' });
    expect(refundFigures(order({ shippingRefunded: 4_000 }), { shipping: true })).toEqual({ ok: false, problem: 'SHIPPING_REFUNDED' });
    expect(refundFigures(order({ paid: 0 }), { amount: 100 })).toEqual({ ok: false, problem: 'NOTHING_PAID' });
    expect(refundFigures(order(), { lines: [{ line_id: 3, quantity: 1 }] })).toEqual({ ok: false, problem: 'NOTHING_TO_REFUND' });
  });
});
