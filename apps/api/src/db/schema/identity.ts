import { OTP_PURPOSES, SOCIAL_SIGN_IN_PROVIDERS } from '@talad/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;

/** One-time codes; only a keyed hash of the code is kept. The id is the otp_ref the client sends back. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** Normalised phone (0XXXXXXXXX) or lower-case e-mail. */
    target: text('target').notNull(),
    /** The account the code is for, when one exists (sign-in, recovery, change of phone or e-mail). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** The address that asked (an IPv6 /64 counts as one address). */
    ipHash: text('ip_hash').notNull(),
    /**
     * The session that asked, when the request carried one: only that session's answers are checked against the
     * code, so nobody else's wrong guesses can void it (decision 0032). Null for a request without a session.
     */
    sessionHash: text('session_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when used, replaced by a resend, or after 5 wrong tries. */
    closedAt: timestamptz('closed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('otp_codes_target_idx').on(table.target, table.createdAt), index('otp_codes_ip_idx').on(table.ipHash, table.createdAt)],
);

export const TICKET_PURPOSES = ['register', 'reset-password', 'social-register'] as const;

/** Proof of a finished step (phone verified, reset code right, social identity confirmed), used once. */
export const authTickets = pgTable('auth_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose', { enum: TICKET_PURPOSES }).notNull(),
  target: text('target'),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<Record<string, string | null>>().notNull().default({}),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

/**
 * Password attempts counted per key within a window: an account name from one address, an account name from
 * anywhere, a signed-in member's password check (keyed hashes, never the name or the IP). An attempt is counted
 * before its password is verified, so parallel guesses cannot run past the limit (decision 0017).
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    keyHash: text('key_hash').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('password_attempts_window_idx').on(table.windowEndsAt)],
);

/** What the local sender "sent": printed on the API's console, and read by tests through GET /dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to)],
);

/** A provider account linked to a member: (provider, subject) signs that member in. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider', { enum: SOCIAL_SIGN_IN_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('social_identities_customer_idx').on(table.customerId)],
);

/** An authorization request in flight: state, nonce and PKCE verifier, checked once on the way back. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: SOCIAL_SIGN_IN_PROVIDERS }).notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier'),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** PDPA choices of a member, append-only: the newest row counts, the history is the proof. */
export const pdpaConsents = pgTable(
  'pdpa_consents',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isMarketingAccepted: boolean('is_marketing_accepted').notNull(),
    isPersonalizationAccepted: boolean('is_personalization_accepted').notNull(),
    isThirdPartyAccepted: boolean('is_third_party_accepted').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pdpa_consents_customer_idx').on(table.customerId)],
);
