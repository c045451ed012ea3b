import { CARD_BRANDS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { payments } from './commerce.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * The gateway's backend notifications, each recorded once by its idempotencyID (decision 0019) in the transaction
 * that applies it: a replay finds its row and changes nothing. No payload is kept (it names the card's brand and
 * masked number; the outcome is on the payment).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    idempotencyId: text('idempotency_id').notNull(),
    /** Null when the notification named no attempt of ours. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    respCode: text('resp_code').notNull(),
    /** What it did: paid, failed, slip, flagged, ignored, unknown. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_notifications_idempotency_idx').on(table.idempotencyId),
    index('payment_notifications_payment_idx').on(table.paymentId),
  ],
);

export const SAVED_CARD_TYPES = ['CREDITCARD', 'INSTALLMENT'] as const;

/** A member's card kept by the gateway: the shop holds its token, brand, last four, expiry and holder; never the number or CVV. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand', { enum: CARD_BRANDS }).notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holder: text('holder').notNull().default(''),
    type: text('type', { enum: SAVED_CARD_TYPES }).notNull(),
    /** The gateway's fingerprint of the number (random, not derived from it): the same card saved again is one row. Null on cards saved before it was told. */
    fingerprint: text('fingerprint'),
    /** The card preselected at checkout: at most one per member (a partial unique index), the first card saved. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('saved_cards_customer_token_idx').on(table.customerId, table.gatewayToken),
    uniqueIndex('saved_cards_customer_fingerprint_idx')
      .on(table.customerId, table.fingerprint)
      .where(sql`${table.fingerprint} is not null`),
    uniqueIndex('saved_cards_one_default_idx')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

export const CARD_VERIFICATION_STATES = ['PENDING', 'ADDED', 'FAILED'] as const;

/**
 * A card being added from /account/my-card (decision 0069): the gateway verifies it without charging (tokenizeOnly)
 * under this row's invoice number; its result keeps the card. Nothing of the card is here but the outcome.
 */
export const cardVerifications = pgTable(
  'card_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceNo: text('invoice_no').notNull(),
    gatewayToken: text('gateway_token'),
    status: text('status', { enum: CARD_VERIFICATION_STATES }).notNull().default('PENDING'),
    respCode: text('resp_code'),
    savedCardId: uuid('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    uniqueIndex('card_verifications_invoice_idx').on(table.invoiceNo),
    index('card_verifications_customer_idx').on(table.customerId),
    check('card_verifications_status', sql`${table.status} in ('PENDING', 'ADDED', 'FAILED')`),
  ],
);
