/**
 * What a refund gives back (decision 0042), in whole satang, from the order as it was paid. Pure: the API computes the
 * preview and the refund itself with these, under the order's row lock.
 *
 * - A line is worth its share of the money paid for goods (the order's total less its delivery fee), split over the
 *   lines by their line totals so that the shares add up to that money exactly (largest remainders). Discounts and
 *   the cashback spent are so spread over the lines as they lowered the total; a free gift is worth nothing.
 * - Some units of a line are worth their share of the line, rounded down; the line's last units take what is left, so
 *   refunding a line in parts gives back exactly its share.
 * - The delivery fee comes back once, whole.
 * - An `amount` alone is a sum of money; with lines or the delivery fee it is a smaller sum than theirs.
 * - Spent cashback comes back in proportion to the goods' money refunded; earned cashback goes in proportion to all the
 *   money refunded (the API caps it at the member's balance). A refund of everything paid instead gives back the whole
 *   of the spent cashback and takes the whole of the earned, as a cancellation does.
 */

export interface RefundOrder {
  total: number;
  shippingFee: number;
  cashbackUsed: number;
  /** What the paying attempt took: the order's total when paid, 0 while unpaid. */
  paid: number;
  /** Refunded so far (pending refunds included). */
  refunded: number;
  /** Delivery fee refunded so far. */
  shippingRefunded: number;
  /** Spent cashback given back so far. */
  cashbackReturned: number;
  lines: ReadonlyArray<RefundableLine>;
}

export interface RefundableLine {
  id: number;
  quantity: number;
  lineTotal: number;
  refundedQuantity: number;
  /** Money refunded for this line so far. */
  refundedAmount: number;
}

export interface RefundAsk {
  lines?: ReadonlyArray<{ line_id: number; quantity: number }> | undefined;
  shipping?: boolean | undefined;
  amount?: number | undefined;
}

export type RefundProblem =
  'NOTHING_PAID' | 'UNKNOWN_LINE' | 'LINE_QUANTITY' | 'SHIPPING_REFUNDED' | 'NOTHING_TO_REFUND' | 'AMOUNT_OVER_ITEMS' | 'OVER_REFUNDABLE';

export interface RefundFigures {
  amount: number;
  shippingAmount: number;
  lines: Array<{ lineId: number; quantity: number; amount: number }>;
  /** Spent cashback given back, earned cashback to take back (before the balance cap). */
  cashbackReturned: number;
  earnedShare: (earned: number) => number;
  refundedAfter: number;
  /** Everything paid is given back with this refund. */
  endsPayment: boolean;
}

/** Each line's share of `goods`, by line totals, adding up to `goods` exactly (largest remainders, ties to the first). */
export function lineShares(lines: ReadonlyArray<{ id: number; lineTotal: number }>, goods: number): Map<number, number> {
  const sum = lines.reduce((total, line) => total + line.lineTotal, 0);
  const shares = new Map<number, number>();
  if (sum <= 0 || goods <= 0) {
    for (const line of lines) shares.set(line.id, 0);
    return shares;
  }
  const exact = lines.map((line) => ({
    id: line.id,
    whole: Math.floor((line.lineTotal * goods) / sum),
    rest: (line.lineTotal * goods) % sum,
  }));
  let left = goods - exact.reduce((total, line) => total + line.whole, 0);
  const byRest = [...exact].sort((a, b) => b.rest - a.rest);
  for (const line of byRest) {
    shares.set(line.id, line.whole + (left > 0 && line.rest > 0 ? 1 : 0));
    if (left > 0 && line.rest > 0) left -= 1;
  }
  return shares;
}

/** What one unit of each line was paid (its share over its quantity, rounded down): what the desk shows per unit. */
export function paidPerUnit(order: Pick<RefundOrder, 'total' | 'shippingFee' | 'lines'>): Map<number, number> {
  const shares = lineShares(order.lines, Math.max(order.total - order.shippingFee, 0));
  return new Map(order.lines.map((line) => [line.id, Math.floor((shares.get(line.id) ?? 0) / line.quantity)]));
}

export function refundFigures(
  order: RefundOrder,
  ask: RefundAsk,
): { ok: true; figures: RefundFigures } | { ok: false; problem: RefundProblem } {
  if (order.paid <= 0) return { ok: false, problem: 'NOTHING_PAID' };
  const goods = Math.max(order.total - order.shippingFee, 0);
  const shares = lineShares(order.lines, goods);
  const lines: RefundFigures['lines'] = [];
  for (const asked of ask.lines ?? []) {
    const line = order.lines.find((each) => each.id === asked.line_id);
    if (!line) return { ok: false, problem: 'UNKNOWN_LINE' };
    if (asked.quantity < 1 || line.refundedQuantity + asked.quantity > line.quantity) return { ok: false, problem: 'LINE_QUANTITY' };
    const share = shares.get(line.id) ?? 0;
    const last = line.refundedQuantity + asked.quantity === line.quantity;
    const amount = last ? share - line.refundedAmount : Math.floor((share * asked.quantity) / line.quantity);
    lines.push({ lineId: line.id, quantity: asked.quantity, amount: Math.max(amount, 0) });
  }
  let shippingAmount = 0;
  if (ask.shipping) {
    shippingAmount = order.shippingFee - order.shippingRefunded;
    if (shippingAmount <= 0) return { ok: false, problem: 'SHIPPING_REFUNDED' };
  }
  const itemised = lines.reduce((sum, line) => sum + line.amount, 0) + shippingAmount;
  const refundable = order.paid - order.refunded;
  let amount = itemised;
  if (ask.amount !== undefined) {
    if (lines.length > 0 || ask.shipping) {
      if (ask.amount > itemised) return { ok: false, problem: 'AMOUNT_OVER_ITEMS' };
      // A smaller sum than the items': the delivery fee's part shrinks with it.
      shippingAmount = itemised === 0 ? 0 : Math.floor((shippingAmount * ask.amount) / itemised);
    }
    amount = ask.amount;
  }
  if (amount <= 0) return { ok: false, problem: 'NOTHING_TO_REFUND' };
  if (amount > refundable) return { ok: false, problem: 'OVER_REFUNDABLE' };
  const refundedAfter = order.refunded + amount;
  const endsPayment = refundedAfter === order.paid;
  const goodsPart = amount - shippingAmount;
  const spentLeft = order.cashbackUsed - order.cashbackReturned;
  const cashbackReturned = endsPayment || goods === 0 ? spentLeft : Math.floor((order.cashbackUsed * goodsPart) / goods);
  return {
    ok: true,
    figures: {
      amount,
      shippingAmount,
      lines,
      cashbackReturned: Math.max(Math.min(cashbackReturned, spentLeft), 0),
      earnedShare: (earned) => (endsPayment ? earned : Math.floor((earned * amount) / order.paid)),
      refundedAfter,
      endsPayment,
    },
  };
}
