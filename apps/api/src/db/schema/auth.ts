import { GENDERS, ROLES, PLATFORMS } from '@talad/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/** A shopper: a guest until they register. Phone, e-mail and password arrive with registration. */
/** A member's names as the orders desk searches them, lower-cased. */
export const customerNameOf = (table: { firstname: SQLWrapper; lastname: SQLWrapper; displayName: SQLWrapper }): SQL =>
  sql`lower(coalesce(${table.firstname}, '') || ' ' || coalesce(${table.lastname}, '') || ' ' || coalesce(${table.displayName}, ''))`;

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ROLES }).notNull(),
    phone: text('phone').unique(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    displayName: text('display_name'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    /** Key of the profile photo in media storage. */
    imageKey: text('image_key'),
    acceptPolicyAt: timestamptz('accept_policy_at'),
    acceptPolicyVersion: text('accept_policy_version'),
    /** Spend of the last 12 months in satang, kept by the order domain; drives the membership tier. */
    yearlySpend: bigint('yearly_spend', { mode: 'number' }).notNull().default(0),
    /** Set on account deletion: personal data is erased, the row stays for the orders that point at it. */
    deletedAt: timestamptz('deleted_at'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // The orders desk finds orders by the member's name, by its start (decision 0042), on this very expression.
    // Migration 0029 adds INCLUDE (id, firstname, lastname, display_name) (drizzle has no INCLUDE): the members of a
    // name are found in the index alone, their rows never read.
    index('customers_name_prefix_idx').on(sql`(${customerNameOf(table)}) text_pattern_ops`),
    index('customers_idle_guests_idx')
      .on(table.lastSeenAt)
      .where(sql`${table.role} = 'guest'`),
    /** The admin's members list (issue #26): the newest registered first, keyset on (created_at, id). */
    index('customers_members_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.role} = 'user'`),
  ],
);

/** One signed-in device. A session is also the family of the refresh tokens rotated from its first one. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    userAgent: text('user_agent'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** Only the sha256 of a refresh token is kept; a leaked table cannot be replayed. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token was exchanged for a new one; using it again is reuse. */
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);
