import type { AdminOrderDetail, RefundRequest } from '@talad/contract';

/**
 * The refund dialog's form as the manager fills it in (issue #26): units per line, the delivery fee, or a sum of
 * money typed in baht; a reason; whether the units go back on sale. `refundRequestOf` turns it into the API's
 * request (packages/contract admin/orders.ts refundRequest) or names what is missing. The API re-checks everything
 * and computes every amount; nothing here decides money, it only reads what was typed exactly (no floating point).
 */
export interface RefundDraft {
  /** Units to refund per line id; absent or 0 = none of that line. */
  quantities: Record<number, number>;
  shipping: boolean;
  /** Baht as typed ("120", "120.50"); empty = what the lines and the delivery fee come to. */
  amountText: string;
  reason: string;
  restock: boolean;
}

export const emptyRefundDraft = (): RefundDraft => ({ quantities: {}, shipping: false, amountText: '', reason: '', restock: false });

export type RefundDraftProblem = 'nothing' | 'quantity' | 'amount' | 'reason' | 'restock';

/**
 * Baht as typed → whole satang, read as text so 0.29 is 29 satang and not 28.999…: digits with an optional
 * thousands comma grouping, a point and at most two decimals. Null for an empty field, NaN for anything else.
 */
export function satangOfBahtText(text: string): number | null {
  const typed = text.trim().replaceAll(',', '');
  if (typed === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return Number.NaN;
  const [, baht = '0', satang = ''] = match;
  return Number(baht) * 100 + Number(satang.padEnd(2, '0'));
}

type Lines = Pick<AdminOrderDetail, 'lines'>['lines'];

export function refundRequestOf(
  draft: RefundDraft,
  lines: Lines,
): { ok: true; request: RefundRequest } | { ok: false; problems: RefundDraftProblem[] } {
  const problems: RefundDraftProblem[] = [];
  const chosen: { line_id: number; quantity: number }[] = [];
  for (const line of lines) {
    const quantity = draft.quantities[line.id] ?? 0;
    if (quantity === 0) continue;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.refundable_quantity) problems.push('quantity');
    else chosen.push({ line_id: line.id, quantity });
  }
  const amount = satangOfBahtText(draft.amountText);
  if (amount !== null && !(amount > 0)) problems.push('amount');
  if (chosen.length === 0 && !draft.shipping && amount === null && !problems.includes('quantity')) problems.push('nothing');
  if (draft.reason.trim() === '') problems.push('reason');
  if (draft.restock && chosen.length === 0) problems.push('restock');
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)] };
  return {
    ok: true,
    request: {
      ...(chosen.length > 0 ? { lines: chosen } : {}),
      ...(draft.shipping ? { shipping: true } : {}),
      ...(amount !== null ? { amount } : {}),
      reason: draft.reason.trim(),
      restock: draft.restock,
    },
  };
}
