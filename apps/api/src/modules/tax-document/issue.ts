import { randomUUID } from 'node:crypto';
import type { Address } from '@talad/contract';
import { creditNoteFigures, documentLinesOf, taxDocumentNumber, taxDocumentSeries, vatSplit, type TaxDocumentKind } from '@talad/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';
import { orderLines, orders, taxDocuments } from '../../db/schema/index.ts';
import { buyerOf, buyerOfDelivery, type DocumentBuyer, type DocumentContent } from './content.ts';
import { readShopTaxDetails } from './shop-details.ts';

/**
 * Issuing documents (decision 0067). Every issue runs in the caller's transaction under the order's row lock, and
 * takes its running number from the series' counter row (an upsert, so the row is locked until commit): numbers are
 * handed out one at a time, and a transaction that rolls back gives its number back with it — no gap, no repeat.
 */

type DocumentRow = typeof taxDocuments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The next running number of `series`, its counter row locked until the transaction ends. */
async function nextRunning(tx: Transaction, series: string): Promise<number> {
  const [row] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into tax_document_series (series, last_number) values (${series}, 1)
      on conflict (series) do update set last_number = tax_document_series.last_number + 1
      returning last_number`),
  );
  if (!row) throw new Error(`the counter of series ${series} answered no row`);
  return Number(row.last_number);
}

interface NewDocument {
  id?: string;
  order: OrderRow;
  kind: TaxDocumentKind;
  buyer: DocumentBuyer | null;
  lines: DocumentContent['lines'];
  figures: { total: number; vat: number; beforeVat: number };
  replaces?: string | null;
  credit?: DocumentContent['credit'];
  againstId?: string | null;
  refundId?: string | null;
}

async function insertDocument(tx: Transaction, next: NewDocument): Promise<DocumentRow> {
  const seller = await readShopTaxDetails(tx);
  // The number first, then the moment: numbers of a series rise with their issue times (the counter is locked).
  const issuedAt = new Date();
  const series = taxDocumentSeries(next.kind, issuedAt);
  const running = await nextRunning(tx, series);
  const number = taxDocumentNumber(series, running);
  const content: DocumentContent = {
    kind: next.kind,
    number,
    issuedAt: issuedAt.toISOString(),
    orderNo: next.order.orderNo,
    seller,
    buyer: next.buyer,
    lines: next.lines,
    total: next.figures.total,
    vat: next.figures.vat,
    beforeVat: next.figures.beforeVat,
    replaces: next.replaces ?? null,
    credit: next.credit ?? null,
  };
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...(next.id ? { id: next.id } : {}),
      orderId: next.order.id,
      kind: next.kind,
      series,
      running,
      number,
      issuedAt,
      againstId: next.againstId ?? null,
      refundId: next.refundId ?? null,
      total: next.figures.total,
      vat: next.figures.vat,
      beforeVat: next.figures.beforeVat,
      content: content as unknown as Record<string, unknown>,
    })
    .returning();
  if (!row) throw new Error('the document insert answered no row');
  return row;
}

/** The order under its row lock (every issue for one order waits for the one before). */
async function lockedOrder(tx: Transaction, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The order's live receipt or full invoice (at most one: the partial unique index). */
export async function liveSaleDocument(tx: Transaction, orderId: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(
      and(eq(taxDocuments.orderId, orderId), inArray(taxDocuments.kind, ['RECEIPT', 'TAX_INVOICE']), isNull(taxDocuments.cancelledAt)),
    );
  return row;
}

async function saleLinesOf(tx: Transaction, order: OrderRow) {
  const lines = await tx
    .select({ name: orderLines.name, quantity: orderLines.quantity, unitPrice: orderLines.unitPrice, lineTotal: orderLines.lineTotal })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return documentLinesOf({
    lines: lines.map((line) => ({ ...line, name: { th: line.name.th, en: line.name.en ?? line.name.th } })),
    shippingFee: order.shippingFee,
    discountTotal: order.discountTotal,
    cashbackUsed: order.cashbackUsed,
    total: order.total,
  });
}

/**
 * A paid order's sale document: a full tax invoice when a tax-invoice address was chosen at checkout, else the
 * receipt (abbreviated tax invoice). Idempotent: an order that has one already keeps it (a repeated notification, a
 * second payment, a credit note asking first), and a cancelled order gets none.
 */
export async function issueSaleDocument(tx: Transaction, orderId: string): Promise<DocumentRow | undefined> {
  const order = await lockedOrder(tx, orderId);
  if (!order || order.status === 'CANCELLED') return undefined;
  return (await liveSaleDocument(tx, orderId)) ?? issueSaleDocumentOf(tx, order);
}

/** The sale document of an order whose row is locked and that has none yet. */
async function issueSaleDocumentOf(tx: Transaction, order: OrderRow): Promise<DocumentRow | undefined> {
  if (order.status === 'PAYMENT') return undefined;
  const buyer = order.billing ? buyerOf(order.billing as Address) : null;
  return insertDocument(tx, {
    order,
    kind: buyer ? 'TAX_INVOICE' : 'RECEIPT',
    buyer,
    lines: await saleLinesOf(tx, order),
    figures: vatSplit(order.total),
  });
}

/** What credit notes against `document` took off so far. */
async function creditedAgainst(tx: Transaction, documentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${taxDocuments.total}), 0)`.mapWith(Number) })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.againstId, documentId), isNull(taxDocuments.cancelledAt)));
  return row?.sum ?? 0;
}

/**
 * A credit note for money given back: against the order's live sale document, for `amount` or — `amount` null, a paid
 * order cancelled — for all that is left on it. One note per refund (`refundId`); nothing when nothing is left.
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: string,
  ask: { amount: number | null; reason: string; refundId?: string },
): Promise<DocumentRow | undefined> {
  const order = await lockedOrder(tx, orderId);
  if (!order) return undefined;
  if (ask.refundId) {
    const [earlier] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, ask.refundId));
    if (earlier) return earlier;
  }
  // A refund proves money was taken, so an order paid before documents existed gets its sale document first; a
  // cancellation credits only a document there is (an uncollected cash-on-delivery order never had one).
  const live = await liveSaleDocument(tx, orderId);
  const invoice = live ?? (ask.amount === null ? undefined : await issueSaleDocumentOf(tx, order));
  if (!invoice) return undefined;
  const credited = await creditedAgainst(tx, invoice.id);
  const left = invoice.total - credited;
  const amount = Math.min(ask.amount ?? left, left);
  if (amount <= 0) return undefined;
  const figures = creditNoteFigures(invoice.total, credited, amount);
  const content = invoice.content as unknown as DocumentContent;
  return insertDocument(tx, {
    order,
    kind: 'CREDIT_NOTE',
    buyer: content.buyer ?? buyerOfDelivery(order.delivery),
    lines: [
      {
        name: { th: `ลดหนี้ตาม${kindNameTh(invoice.kind)} ${invoice.number}`, en: `Credit against ${invoice.number}` },
        quantity: null,
        unitPrice: null,
        amount,
      },
    ],
    figures: figures.difference,
    againstId: invoice.id,
    refundId: ask.refundId ?? null,
    credit: {
      againstNumber: invoice.number,
      againstKind: invoice.kind,
      againstIssuedAt: invoice.issuedAt.toISOString(),
      originalTotal: figures.originalTotal,
      correctTotal: figures.correctTotal,
      reason: ask.reason,
    },
  });
}

const kindNameTh = (kind: TaxDocumentKind) => (kind === 'RECEIPT' ? 'ใบกำกับภาษีอย่างย่อ' : 'ใบกำกับภาษี');

/**
 * A full tax invoice in place of the live sale document (a receipt, or an invoice whose buyer is corrected): the old
 * one is marked cancelled and replaced — kept with its number — and the new one takes the next number of its series.
 */
export async function replaceWithTaxInvoice(
  tx: Transaction,
  order: OrderRow,
  live: DocumentRow,
  buyer: DocumentBuyer,
): Promise<DocumentRow> {
  const id = randomUUID();
  await tx
    .update(taxDocuments)
    .set({
      cancelledAt: new Date(),
      cancelReason: live.kind === 'RECEIPT' ? 'replaced by a full tax invoice' : 'buyer details corrected',
      replacedById: id,
    })
    .where(and(eq(taxDocuments.id, live.id), isNull(taxDocuments.cancelledAt)));
  const content = live.content as unknown as DocumentContent;
  return insertDocument(tx, {
    id,
    order,
    kind: 'TAX_INVOICE',
    buyer,
    lines: content.lines,
    figures: { total: live.total, vat: live.vat, beforeVat: live.beforeVat },
    replaces: live.number,
  });
}

export { lockedOrder };
