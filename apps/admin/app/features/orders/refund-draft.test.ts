import { refundRequest } from '@talad/contract';
import { describe, expect, it } from 'vitest';
import { emptyRefundDraft, refundRequestOf, satangOfBahtText, type RefundDraft } from './refund-draft.ts';

const lines = [
  { id: 11, refundable_quantity: 2 },
  { id: 12, refundable_quantity: 0 },
] as Parameters<typeof refundRequestOf>[1];

const draft = (change: Partial<RefundDraft>): RefundDraft => ({ ...emptyRefundDraft(), reason: 'damaged', ...change });

describe('the refund dialog reads baht as typed', () => {
  it('into whole satang, exactly', () => {
    expect(satangOfBahtText('120')).toBe(12_000);
    expect(satangOfBahtText(' 1,299.5 ')).toBe(129_950);
    expect(satangOfBahtText('0.29')).toBe(29);
    expect(satangOfBahtText('')).toBeNull();
  });

  it('and refuses what is not an amount of baht', () => {
    for (const typed of ['1.234', '-5', '1e3', '12abc', '.5', '٣']) expect(satangOfBahtText(typed)).toBeNaN();
  });
});

describe('the refund dialog asks the API for', () => {
  it('the chosen units of a line, with restock', () => {
    const answer = refundRequestOf(draft({ quantities: { 11: 1 }, restock: true }), lines);
    expect(answer).toEqual({ ok: true, request: { lines: [{ line_id: 11, quantity: 1 }], reason: 'damaged', restock: true } });
    if (answer.ok) expect(refundRequest.safeParse(answer.request).success).toBe(true);
  });

  it('the delivery fee, or a sum of money alone', () => {
    expect(refundRequestOf(draft({ shipping: true }), lines)).toEqual({
      ok: true,
      request: { shipping: true, reason: 'damaged', restock: false },
    });
    const goodwill = refundRequestOf(draft({ amountText: '50' }), lines);
    expect(goodwill).toEqual({ ok: true, request: { amount: 5_000, reason: 'damaged', restock: false } });
    if (goodwill.ok) expect(refundRequest.safeParse(goodwill.request).success).toBe(true);
  });

  it('nothing until something is chosen and a reason given', () => {
    expect(refundRequestOf({ ...emptyRefundDraft() }, lines)).toEqual({ ok: false, problems: ['nothing', 'reason'] });
  });

  it('never more units than are left to refund, nor a zero or unreadable amount, nor a restock without lines', () => {
    expect(refundRequestOf(draft({ quantities: { 11: 3 } }), lines)).toEqual({ ok: false, problems: ['quantity'] });
    expect(refundRequestOf(draft({ quantities: { 12: 1 } }), lines)).toEqual({ ok: false, problems: ['quantity'] });
    expect(refundRequestOf(draft({ amountText: '0' }), lines)).toEqual({ ok: false, problems: ['amount'] });
    expect(refundRequestOf(draft({ amountText: '1.234' }), lines)).toEqual({ ok: false, problems: ['amount'] });
    expect(refundRequestOf(draft({ shipping: true, restock: true }), lines)).toEqual({ ok: false, problems: ['restock'] });
  });
});
