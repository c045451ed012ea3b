import { LOCALES, STAFF_ROLES, STAFF_STATUSES, STAFF_THEMES } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/**
 * The back office's people (issue #26, decision 0039). The e-mail is kept lower-case (the database checks it), so
 * one address is one account however it is typed. The TOTP secret is sealed (AES-256-GCM under a key derived from the
 * app secret): a leaked table or backup gives neither the codes nor the secret. Enrolment in progress is a sealed
 * secret without `totp_enabled_at`; `totp_last_step` is the last 30-second step a code was accepted for, so a code is
 * good once.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('invited'),
    /** argon2id, as the shop's members' passwords; null until the invitation's link sets it. */
    passwordHash: text('password_hash'),
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    locale: text('locale', { enum: LOCALES }).notNull().default('th'),
    theme: text('theme', { enum: STAFF_THEMES }).notNull().default('light'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_email_idx').on(table.email), check('staff_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/** One-use backup codes: a keyed hash of each, used_at set once (the update that sets it is the one that wins). */
export const staffBackupCodes = pgTable(
  'staff_backup_codes',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_backup_codes_code_idx').on(table.staffId, table.codeHash)],
);

export const STAFF_LINK_PURPOSES = ['invite', 'set-password'] as const;

/** An invitation or set-password link: only the sha256 of its token is kept; good for 72 hours, once. */
export const staffLinks = pgTable(
  'staff_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STAFF_LINK_PURPOSES }).notNull(),
    /** Who made it; null for the command line's first owner. */
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('staff_links_staff_idx').on(table.staffId)],
);

/**
 * A signed-in browser: an opaque bearer token of which only the sha256 is kept, read on every admin call, so a revoked
 * or expired session is refused at once. `second_factor_at` is when this session proved the second factor.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    secondFactorAt: timestamptz('second_factor_at'),
    userAgent: text('user_agent'),
    /** A keyed hash of the address it signed in from (an IPv6 /64 as one): "the same place" without keeping the IP. */
    addressHash: text('address_hash'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_sessions_token_idx').on(table.tokenHash), index('staff_sessions_staff_idx').on(table.staffId)],
);

/** A personal API token (the command line's): shown once, only its sha256 kept; it acts with its owner's role. */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_api_tokens_token_idx').on(table.tokenHash), index('staff_api_tokens_staff_idx').on(table.staffId)],
);
