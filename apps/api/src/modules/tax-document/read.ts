import type { OrderDocuments, TaxDocument } from '@talad/contract';
import { sameBangkokMonth, type ErrorName } from '@talad/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { DocumentContent } from './content.ts';
import { documentPdf } from './pdf.ts';

type DocumentRow = typeof taxDocuments.$inferSelect;

/** Where a document's PDF is answered: the member's route, or the back office's for staff. */
export type DocumentSide = { kind: 'member'; orderId: string } | { kind: 'staff'; orderNo: string };

const urlOf = (side: DocumentSide, number: string) =>
  side.kind === 'member' ? `/orders/${side.orderId}/documents/${number}` : `/admin/orders/${side.orderNo}/documents/${number}`;

/**
 * Why the member may not ask for a full tax invoice now, or null when they may: the order must be paid (a live sale
 * document), the ask made within the Bangkok calendar month of payment (the first sale document's issue), and before
 * any credit note (replacing an invoice that was credited would unsettle the notes' reference).
 */
export function taxInvoiceRefusal(rows: DocumentRow[], now: Date): ErrorName | null {
  const paidAt = rows.find((row) => row.kind !== 'CREDIT_NOTE')?.issuedAt;
  if (!paidAt || !rows.some((row) => row.kind !== 'CREDIT_NOTE' && row.cancelledAt === null)) return 'TAX_INVOICE_NOT_PAID';
  if (!sameBangkokMonth(paidAt, now)) return 'TAX_INVOICE_MONTH_PASSED';
  if (rows.some((row) => row.kind === 'CREDIT_NOTE' && row.cancelledAt === null)) return 'TAX_INVOICE_AFTER_REFUND';
  return null;
}

export async function documentRowsOf(db: Database, orderId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
}

export function documentsAnswer(rows: DocumentRow[], side: DocumentSide, now: Date): OrderDocuments {
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const items: TaxDocument[] = rows.map((row) => ({
    kind: row.kind,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    url: urlOf(side, row.number),
    total: row.total,
    vat: row.vat,
    against: row.againstId ? (numberOf.get(row.againstId) ?? null) : null,
    cancelled: row.cancelledAt !== null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    replaced_by: row.replacedById ? (numberOf.get(row.replacedById) ?? null) : null,
  }));
  return { items, can_request_tax_invoice: taxInvoiceRefusal(rows, now) === null };
}

/** The order of a member, or ORDER_NOT_FOUND (someone else's order answers as if it did not exist). */
export async function memberOrder(db: Database, customerId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** An order by the number staff quote, or ORDER_NOT_FOUND. */
export async function orderByNumber(db: Database, orderNo: string) {
  const [order] = await db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** One document of an order as a PDF; TAX_DOCUMENT_NOT_FOUND when the order has no document of that number. */
export async function documentPdfOf(db: Database, orderId: string, number: string): Promise<{ number: string; pdf: Buffer }> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.number, number)));
  if (!row) throw new AppError('TAX_DOCUMENT_NOT_FOUND');
  const pdf = await documentPdf(row.content as unknown as DocumentContent, { cancelled: row.cancelledAt !== null });
  return { number: row.number, pdf };
}
