import type { Satang } from './money.ts';
import { vatIncludedIn } from './pricing/rounding.ts';

/**
 * Thai tax documents (issue #29, decision 0067): the abbreviated tax invoice a paid order gets (ใบเสร็จรับเงิน/
 * ใบกำกับภาษีอย่างย่อ, Revenue Code s. 86/6), the full tax invoice asked for (ใบกำกับภาษีเต็มรูป, s. 86/4) and the
 * credit note a refund issues (ใบลดหนี้, s. 86/10). Prices are VAT-inclusive: the VAT is the total × 7/107 to the
 * satang, halves up, and what is shown before VAT is the rest, so the three figures always add up to the total.
 */
export const TAX_DOCUMENT_KINDS = ['RECEIPT', 'TAX_INVOICE', 'CREDIT_NOTE'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Each kind is its own series of running numbers, started again each Buddhist-era year: RC2569-000001. */
export const TAX_DOCUMENT_PREFIX: Record<TaxDocumentKind, string> = { RECEIPT: 'RC', TAX_INVOICE: 'TX', CREDIT_NOTE: 'CN' };

export const VAT_PERCENT = 7;

export interface VatSplit {
  total: Satang;
  /** The VAT inside the total (7/107, to the satang). */
  vat: Satang;
  /** The value before VAT: total − vat, so the parts add up exactly. */
  beforeVat: Satang;
}

export function vatSplit(total: Satang): VatSplit {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`a document's total is whole non-negative satang, got ${total}`);
  const vat = vatIncludedIn(total);
  return { total, vat, beforeVat: total - vat };
}

export interface CreditNoteFigures {
  /** The value the invoice stated (s. 86/10: "มูลค่าสินค้าตามใบกำกับภาษีเดิม"). */
  originalTotal: Satang;
  /** What is left of it after this and every earlier credit ("มูลค่าที่ถูกต้อง"). */
  correctTotal: Satang;
  /** The difference this note credits (the amount refunded), with its VAT and the value before VAT. */
  difference: VatSplit;
}

/**
 * A credit note's figures: `creditedBefore` is what earlier notes against the same invoice already took off. The VAT
 * of the difference is the VAT of what stood before less the VAT of what stands after, so every note's VAT, added to
 * what the invoice still carries, is exactly the invoice's VAT — no satang lost to rounding over several refunds.
 */
export function creditNoteFigures(originalTotal: Satang, creditedBefore: Satang, refunded: Satang): CreditNoteFigures {
  if (!Number.isInteger(refunded) || refunded <= 0) throw new RangeError(`a credit note is for a positive amount, got ${refunded}`);
  const before = originalTotal - creditedBefore;
  if (refunded > before) throw new RangeError(`credit ${refunded} is more than the ${before} left on the invoice`);
  const after = before - refunded;
  const vat = vatIncludedIn(before) - vatIncludedIn(after);
  return { originalTotal, correctTotal: after, difference: { total: refunded, vat, beforeVat: refunded - vat } };
}

/** One priced line of a document, VAT-inclusive; `quantity` null for the delivery fee and the discounts. */
export interface DocumentLine {
  name: { th: string; en: string };
  quantity: number | null;
  unitPrice: Satang | null;
  amount: Satang;
}

export interface OrderForDocument {
  lines: Array<{ name: { th: string; en: string }; quantity: number; unitPrice: Satang; lineTotal: Satang }>;
  shippingFee: Satang;
  discountTotal: Satang;
  cashbackUsed: Satang;
  total: Satang;
}

/**
 * An order's lines as a document lists them: the goods, the delivery fee, the discounts and the cashback spent (as
 * negative lines). The last line absorbs whatever the order's own breakdown leaves, so the lines always add up to the
 * order's total to the satang — the total is the one figure the shopper paid and the document must state.
 */
export function documentLinesOf(order: OrderForDocument): DocumentLine[] {
  const goods: DocumentLine[] = order.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    amount: line.lineTotal,
  }));
  const goodsTotal = goods.reduce((sum, line) => sum + line.amount, 0);
  const lines = [...goods];
  if (order.shippingFee > 0)
    lines.push({ name: { th: 'ค่าจัดส่ง', en: 'Delivery fee' }, quantity: null, unitPrice: null, amount: order.shippingFee });
  const off = goodsTotal + order.shippingFee - order.total;
  const cashback = Math.min(Math.max(order.cashbackUsed, 0), Math.max(off, 0));
  const discount = off - cashback;
  if (discount !== 0) lines.push({ name: { th: 'ส่วนลด', en: 'Discount' }, quantity: null, unitPrice: null, amount: -discount });
  if (cashback > 0)
    lines.push({ name: { th: 'ใช้เงินคืน (แคชแบ็ก)', en: 'Cashback used' }, quantity: null, unitPrice: null, amount: -cashback });
  return lines;
}

const bangkokParts = (date: Date) => {
  // Bangkok has no daylight saving: UTC+7 all year.
  const local = new Date(date.getTime() + 7 * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

/** The Buddhist-era year of a moment in Bangkok (2026 → 2569). */
export function buddhistYearOf(date: Date): number {
  return bangkokParts(date).year + 543;
}

/** The series a document of `kind` issued at `issuedAt` is numbered in: its prefix and the Buddhist-era year. */
export function taxDocumentSeries(kind: TaxDocumentKind, issuedAt: Date): string {
  return `${TAX_DOCUMENT_PREFIX[kind]}${buddhistYearOf(issuedAt)}`;
}

/** The document's number: its series and the running number, six digits (RC2569-000042). */
export function taxDocumentNumber(series: string, running: number): string {
  if (!Number.isInteger(running) || running < 1) throw new RangeError(`running numbers start at 1, got ${running}`);
  return `${series}-${String(running).padStart(6, '0')}`;
}

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

/** The issue date as a Thai document writes it, Buddhist era, Bangkok's day: "29 พฤศจิกายน 2569". */
export function thaiDocumentDate(date: Date): string {
  const { year, month, day } = bangkokParts(date);
  return `${day} ${THAI_MONTHS[month - 1]} ${year + 543}`;
}

/** Whether two moments fall in the same calendar month in Bangkok: a full invoice is asked for within the month of payment. */
export function sameBangkokMonth(a: Date, b: Date): boolean {
  const first = bangkokParts(a);
  const second = bangkokParts(b);
  return first.year === second.year && first.month === second.month;
}

/** Head office or branch as a tax invoice states it (s. 86/4 (2), (3) as amended: สำนักงานใหญ่ / สาขาที่ 00001). */
export function branchLabel(code: string, locale: 'th' | 'en' = 'th'): string {
  if (code === '00000') return locale === 'th' ? 'สำนักงานใหญ่' : 'Head office';
  return locale === 'th' ? `สาขาที่ ${code}` : `Branch ${code}`;
}
