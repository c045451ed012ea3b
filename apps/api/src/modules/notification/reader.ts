import type { Locale, MembershipTier } from '@talad/domain';
import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, notificationReadMarks, notifications, notificationStates } from '../../db/schema/index.ts';
import { shopperFacts } from '../membership/index.ts';

type Db = Database | Transaction;

/** The member reading their notifications: who they are, their tier now, and since when they are with the shop. */
export interface Reader {
  customerId: string;
  tier: MembershipTier | null;
  joinedAt: Date;
  locale: Locale;
}

export async function readerOf(db: Db, customerId: string, locale: Locale): Promise<Reader> {
  const [[customer], facts] = await Promise.all([
    db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customerId)),
    shopperFacts(db, customerId),
  ]);
  if (!customer) throw new Error(`customer ${customerId} vanished`);
  return { customerId, tier: facts.tier, joinedAt: customer.createdAt, locale };
}

/**
 * The notifications a member has: their own, and those sent to every member or to their tier since they joined (what
 * was sent before is not news to them). A TIER notification is for the tier's members when they read it.
 */
export function visibleTo(reader: Reader): SQL {
  const audience = reader.tier
    ? or(eq(notifications.audience, 'ALL'), and(eq(notifications.audience, 'TIER'), eq(notifications.tier, reader.tier)))
    : eq(notifications.audience, 'ALL');
  const broadcast = and(isNull(notifications.customerId), gte(notifications.createdAt, reader.joinedAt), audience);
  return or(eq(notifications.customerId, reader.customerId), broadcast) as SQL;
}

/** The join conditions of the member's own state of each notification and their read-all mark of its list (most have neither). */
export function stateJoins(reader: Reader): { states: SQL; marks: SQL } {
  return {
    states: and(eq(notificationStates.customerId, reader.customerId), eq(notificationStates.notificationId, notifications.id)) as SQL,
    marks: and(eq(notificationReadMarks.customerId, reader.customerId), eq(notificationReadMarks.kind, notifications.kind)) as SQL,
  };
}

/** Read: opened one by one, or covered by the list's read-all mark. */
export const isRead = sql<boolean>`(${notificationStates.readAt} is not null or ${notifications.id} <= coalesce(${notificationReadMarks.upToId}, 0))`;

/** Not deleted by the member. */
export const kept = isNull(notificationStates.deletedAt);
