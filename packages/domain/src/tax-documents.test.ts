import { describe, expect, it } from 'vitest';
import {
  branchLabel,
  buddhistYearOf,
  creditNoteFigures,
  documentLinesOf,
  sameBangkokMonth,
  taxDocumentNumber,
  taxDocumentSeries,
  thaiDocumentDate,
  vatSplit,
} from './tax-documents.ts';

describe('the VAT inside a VAT-inclusive total (X-356)', () => {
  it('is total × 7/107 to the satang, halves up, and the parts add up to the total exactly', () => {
    // Awkward totals: one satang, VATs just under and over half a satang, ฿99.99, exact multiples of 107, 7s.
    const cases: Array<[number, number]> = [
      [0, 0],
      [1, 0], // 0.0654 satang
      [8, 1], // 0.523 → 1
      [15, 1], // 0.981 → 1
      [107, 7],
      [9_999, 654], // 654.14
      [5_350, 350],
      [77_777, 5_088], // 5088.21
      [199_900, 13_078], // 13077.57 → 13078
      [123_456_789, 8_076_612], // 8076612.36
    ];
    for (const [total, vat] of cases) {
      const split = vatSplit(total);
      expect(split, String(total)).toEqual({ total, vat, beforeVat: total - vat });
      expect(split.beforeVat + split.vat).toBe(total);
    }
  });

  it('matches the exact rational rounded to the nearest satang for every total up to ฿100', () => {
    // 7 × total / 107 never ends in exactly half a satang (107 is odd), so nearest is unambiguous.
    const wrong: number[] = [];
    for (let total = 0; total <= 10_000; total += 1) {
      const exact = (total * 7) / 107;
      const expected = exact - Math.floor(exact) >= 0.5 ? Math.ceil(exact) : Math.floor(exact);
      if (vatSplit(total).vat !== expected) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions of a satang and negative totals', () => {
    expect(() => vatSplit(10.5)).toThrow(RangeError);
    expect(() => vatSplit(-1)).toThrow(RangeError);
  });
});

describe("a credit note's figures (s. 86/10)", () => {
  it('states the original value, the correct value, the difference and its VAT', () => {
    expect(creditNoteFigures(107_000, 0, 10_700)).toEqual({
      originalTotal: 107_000,
      correctTotal: 96_300,
      difference: { total: 10_700, vat: 700, beforeVat: 10_000 },
    });
  });

  it('loses no satang of VAT over many awkward refunds: the notes and what is left carry the invoice’s VAT', () => {
    const invoice = 100_001;
    const refunds = [333, 1, 17_777, 9, 50_000, 31_881];
    let credited = 0;
    let vatCredited = 0;
    for (const amount of refunds) {
      const note = creditNoteFigures(invoice, credited, amount);
      expect(note.difference.vat + note.difference.beforeVat).toBe(amount);
      credited += amount;
      vatCredited += note.difference.vat;
      expect(note.correctTotal).toBe(invoice - credited);
      expect(vatCredited + vatSplit(note.correctTotal).vat).toBe(vatSplit(invoice).vat);
    }
    expect(credited).toBe(invoice);
    expect(vatCredited).toBe(vatSplit(invoice).vat);
  });

  it('refuses more than is left, and nothing', () => {
    expect(() => creditNoteFigures(1_000, 900, 101)).toThrow(RangeError);
    expect(() => creditNoteFigures(1_000, 0, 0)).toThrow(RangeError);
  });
});

describe("an order's lines on a document", () => {
  const name = (th: string) => ({ th, en: th });
  it('add up to the order’s total to the satang: goods, delivery, discount and cashback as lines', () => {
    const lines = documentLinesOf({
      lines: [
        { name: name('เสื้อ'), quantity: 3, unitPrice: 33_333, lineTotal: 99_999 },
        { name: name('หมวก'), quantity: 1, unitPrice: 4_501, lineTotal: 4_501 },
      ],
      shippingFee: 4_000,
      discountTotal: 10_001,
      cashbackUsed: 2_550,
      total: 99_999 + 4_501 + 4_000 - 10_001 - 2_550,
    });
    expect(lines.map((line) => line.amount)).toEqual([99_999, 4_501, 4_000, -10_001, -2_550]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(95_949);
  });

  it('absorbs a breakdown that does not add up into the discount, so the total stated is the one paid', () => {
    const lines = documentLinesOf({
      lines: [{ name: name('รองเท้า'), quantity: 1, unitPrice: 150_000, lineTotal: 150_000 }],
      shippingFee: 0,
      discountTotal: 0,
      cashbackUsed: 0,
      total: 149_999,
    });
    expect(lines.at(-1)).toMatchObject({ name: { en: 'Discount' }, amount: -1 });
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(149_999);
  });
});

describe('numbers, dates and branches', () => {
  it('numbers each kind in its own series per Buddhist-era year, six digits', () => {
    const lastDayOf2026InBangkok = new Date('2026-12-31T16:59:59Z');
    const firstDayOf2027InBangkok = new Date('2026-12-31T17:00:00Z');
    expect(buddhistYearOf(lastDayOf2026InBangkok)).toBe(2569);
    expect(taxDocumentSeries('RECEIPT', lastDayOf2026InBangkok)).toBe('RC2569');
    expect(taxDocumentSeries('TAX_INVOICE', firstDayOf2027InBangkok)).toBe('TX2570');
    expect(taxDocumentSeries('CREDIT_NOTE', firstDayOf2027InBangkok)).toBe('CN2570');
    expect(taxDocumentNumber('RC2569', 42)).toBe('RC2569-000042');
    expect(() => taxDocumentNumber('RC2569', 0)).toThrow(RangeError);
  });

  it('dates a document in the Buddhist era on Bangkok’s day', () => {
    expect(thaiDocumentDate(new Date('2026-11-28T17:30:00Z'))).toBe('29 พฤศจิกายน 2569');
    expect(thaiDocumentDate(new Date('2026-01-01T00:00:00Z'))).toBe('1 มกราคม 2569');
  });

  it('tells the same calendar month in Bangkok', () => {
    expect(sameBangkokMonth(new Date('2026-11-30T16:59:00Z'), new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(sameBangkokMonth(new Date('2026-11-30T17:00:00Z'), new Date('2026-11-30T16:00:00Z'))).toBe(false);
  });

  it('states the head office or the branch number', () => {
    expect(branchLabel('00000')).toBe('สำนักงานใหญ่');
    expect(branchLabel('00012')).toBe('สาขาที่ 00012');
    expect(branchLabel('00000', 'en')).toBe('Head office');
  });
});
