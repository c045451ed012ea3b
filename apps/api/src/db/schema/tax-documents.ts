import { TAX_DOCUMENT_KINDS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localized, timestamptz } from './columns.ts';
import { orders } from './commerce.ts';
import { refunds } from './orders-desk.ts';

/**
 * Thai tax documents (issue #29, decision 0067): receipts (abbreviated tax invoices), full tax invoices and credit
 * notes. A document is what was issued, frozen: the seller, the buyer, the lines and the figures are a copy in
 * `content`, so a later edit of the shop's details or the member's address book changes nothing. Documents are never
 * deleted and never changed, only marked cancelled (migration's trigger): the Revenue Department wants a cancelled
 * one kept with its number.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** The series (prefix + Buddhist-era year) and the running number in it: RC2569 and 42 make RC2569-000042. */
    series: text('series').notNull(),
    running: integer('running').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    /** A credit note's invoice (or receipt): the document whose value it lowers. */
    againstId: uuid('against_id'),
    /** The refund a credit note was issued for: one note per refund, however often it is asked. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The figures stated, satang: a credit note's are the difference it credits. */
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    beforeVat: integer('before_vat').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The document issued in its place (a full invoice replacing a receipt, or a corrected one). */
    replacedById: uuid('replaced_by_id'),
  },
  (table) => [
    index('tax_documents_order_idx').on(table.orderId, table.issuedAt),
    uniqueIndex('tax_documents_series_running_idx').on(table.series, table.running),
    uniqueIndex('tax_documents_refund_idx')
      .on(table.refundId)
      .where(sql`${table.refundId} is not null`),
    // At most one live sale document (receipt or full invoice) per order: paying twice or a repeated notification
    // cannot issue a second one, whoever races.
    uniqueIndex('tax_documents_one_sale_idx')
      .on(table.orderId)
      .where(sql`${table.kind} in ('RECEIPT', 'TAX_INVOICE') and ${table.cancelledAt} is null`),
    check('tax_documents_figures', sql`${table.total} >= 0 and ${table.vat} >= 0 and ${table.beforeVat} = ${table.total} - ${table.vat}`),
    check('tax_documents_kind', sql`${table.kind} in ('RECEIPT', 'TAX_INVOICE', 'CREDIT_NOTE')`),
    check('tax_documents_credit_note', sql`(${table.kind} = 'CREDIT_NOTE') = (${table.againstId} is not null)`),
  ],
);

/** One counter per series, taken with its row lock in the transaction that issues the document: no gap, no repeat. */
export const taxDocumentSeries = pgTable(
  'tax_document_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('tax_document_series_positive', sql`${table.lastNumber} > 0`)],
);

/**
 * The shop's own details as its tax documents state them (the seller): one row, edited by staff with settings.write
 * in the back office (audited). Seeded with the demo shop's details by the migration.
 */
export const shopTaxDetails = pgTable(
  'shop_tax_details',
  {
    id: integer('id').primaryKey().default(1),
    legalName: localized('legal_name').notNull(),
    taxId: text('tax_id').notNull(),
    branchCode: text('branch_code').notNull(),
    address: localized('address').notNull(),
    phone: text('phone').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('shop_tax_details_one_row', sql`${table.id} = 1`)],
);
