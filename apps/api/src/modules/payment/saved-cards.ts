import type { SavedCard } from '@talad/contract';
import { CARD_BRANDS, maskCard, type CardBrand } from '@talad/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, jobs, orders, savedCards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { GatewayClient } from './gateway-client.ts';

/**
 * Saved cards (spec §4, §7 users/me/my-card): the gateway keeps the card; the shop keeps its token, brand, last four,
 * expiry and holder. The token never leaves the server: the browser names a card by its id.
 */

/** The job that asks the gateway to forget a card token the shop no longer keeps (payload { cardToken }). */
export const CARD_FORGET_JOB = 'payment-card-forget';

export interface CardToKeep {
  gatewayToken: string;
  brand: CardBrand;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  holder: string;
  type: 'CREDITCARD' | 'INSTALLMENT';
  /** The gateway's fingerprint of the number: the same card kept again is the row it already is. */
  fingerprint: string | null;
}

/** The brand and last four of the gateway's masked number (`411111XXXXXX1111`); null without one. */
export function maskedCardOf(cardNo: string | undefined, cardType: string | undefined): { cardBrand: CardBrand; cardLast4: string } | null {
  const last4 = /(\d{4})$/.exec(cardNo ?? '')?.[1];
  if (!last4) return null;
  const brand = CARD_BRANDS.find((known) => known === cardType) ?? 'Unknown';
  return { cardBrand: brand, cardLast4: last4 };
}

async function forgetLater(tx: Database | Transaction, cardToken: string) {
  await tx
    .insert(jobs)
    .values({ kind: CARD_FORGET_JOB, dedupeKey: `${CARD_FORGET_JOB}:${cardToken}`, payload: { cardToken } })
    .onConflictDoNothing();
}

/**
 * Every change to a member's cards (keeping, choosing the default, deleting) holds the member's row, so two of them at
 * once happen one after the other and the one-default rule is never judged on a stale list.
 */
async function lockMemberCards(tx: Transaction, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
}

/** With no default card left (none yet, or the default removed), the most recent card becomes it; without cards, none. */
async function settleDefault(tx: Transaction, customerId: string) {
  const [current] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isDefault, true)));
  if (current) return;
  const [newest] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
    .limit(1);
  if (newest) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, newest.id));
}

/**
 * Keeps a card the gateway tokenized for this member, by §4's rules: a card with the same token is replaced, a new
 * installment card replaces the earlier one, and the same card again (the gateway's fingerprint) is the row it was,
 * now with the new token (the old one the gateway is asked to forget). The member's first card becomes the default.
 * Answers the card's id.
 */
export async function keepCard(tx: Transaction, customerId: string, card: CardToKeep): Promise<string> {
  await lockMemberCards(tx, customerId);
  if (card.type === 'INSTALLMENT') {
    const replaced = await tx
      .delete(savedCards)
      .where(and(eq(savedCards.customerId, customerId), eq(savedCards.type, 'INSTALLMENT'), ne(savedCards.gatewayToken, card.gatewayToken)))
      .returning({ gatewayToken: savedCards.gatewayToken });
    for (const { gatewayToken } of replaced) await forgetLater(tx, gatewayToken);
  }
  const { gatewayToken, ...details } = card;
  const [same] = card.fingerprint
    ? await tx
        .select({ id: savedCards.id, gatewayToken: savedCards.gatewayToken })
        .from(savedCards)
        .where(and(eq(savedCards.customerId, customerId), eq(savedCards.fingerprint, card.fingerprint)))
    : [];
  let id: string;
  if (same) {
    await tx
      .update(savedCards)
      .set({ gatewayToken, ...details })
      .where(eq(savedCards.id, same.id));
    if (same.gatewayToken !== gatewayToken) await forgetLater(tx, same.gatewayToken);
    id = same.id;
  } else {
    const [kept] = await tx
      .insert(savedCards)
      .values({ customerId, gatewayToken, ...details })
      .onConflictDoUpdate({ target: [savedCards.customerId, savedCards.gatewayToken], set: { ...details, createdAt: sql`now()` } })
      .returning({ id: savedCards.id });
    id = kept!.id;
  }
  await settleDefault(tx, customerId);
  return id;
}

/** Keeps the card an approved payment tokenized (the "save card" box on /payment), for the order's member. */
export async function keepSavedCard(tx: Transaction, orderId: string, card: CardToKeep) {
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (order) await keepCard(tx, order.customerId, card);
}

function savedCardOf(row: typeof savedCards.$inferSelect): SavedCard {
  const expiry =
    row.expMonth && row.expYear ? `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}` : '';
  return {
    card_id: row.id,
    type: row.type,
    card_type: row.brand,
    // §5's mask over a number of which only the last four are known.
    marked_card: maskCard(row.last4.padStart(16, '0')),
    exp_date: expiry,
    holder_name: row.holder,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET users/me/my-card: newest first. */
export async function mySavedCards(db: Database | Transaction, customerId: string): Promise<SavedCard[]> {
  const rows = await db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(desc(savedCards.createdAt));
  return rows.map(savedCardOf);
}

/** One of my cards as the list shows it. */
export async function mySavedCard(db: Database | Transaction, customerId: string, cardId: string): Promise<SavedCard> {
  return savedCardOf(await ownSavedCard(db, customerId, cardId));
}

/**
 * PUT users/me/my-card/default {card_id}: this card is preselected at checkout from now on, and no other. Two choices
 * at once end with one of them (the member's row is held; the partial unique index would refuse two defaults).
 */
export async function chooseDefaultCard(db: Database, customerId: string, cardId: string): Promise<SavedCard[]> {
  await db.transaction(async (tx) => {
    await lockMemberCards(tx, customerId);
    await ownSavedCard(tx, customerId, cardId);
    // Two statements, the old default cleared first: the unique index is checked row by row as an UPDATE goes.
    await tx
      .update(savedCards)
      .set({ isDefault: false })
      .where(and(eq(savedCards.customerId, customerId), eq(savedCards.isDefault, true), ne(savedCards.id, cardId)));
    await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, cardId));
  });
  return mySavedCards(db, customerId);
}

/** A card of this member by its id (another member's is not found), with its token, for paying with it. */
export async function ownSavedCard(db: Database | Transaction, customerId: string, cardId: string) {
  const [card] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)));
  if (!card) throw new AppError('PAYMENT_CARD_NOT_FOUND');
  return card;
}

/**
 * DELETE users/me/my-card {card_id}: gone here at once; the gateway is asked to forget the token too, and if it
 * cannot be reached that is logged and retried by a job. Answers the cards left.
 */
export async function deleteSavedCard(
  db: Database,
  gateway: GatewayClient,
  customerId: string,
  cardId: string,
  log: FastifyBaseLogger,
): Promise<SavedCard[]> {
  // Removing the default makes the most recent card left the default (or none, without cards).
  const card = await db.transaction(async (tx) => {
    await lockMemberCards(tx, customerId);
    const [deleted] = await tx
      .delete(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
      .returning({ gatewayToken: savedCards.gatewayToken });
    if (!deleted) throw new AppError('PAYMENT_CARD_NOT_FOUND');
    await settleDefault(tx, customerId);
    return deleted;
  });
  const forgotten = await forgetCardToken(gateway, card.gatewayToken).catch(() => false);
  if (!forgotten) {
    log.warn({ cardId }, 'the gateway did not forget a deleted card’s token: removed here, asked again later');
    await forgetLater(db, card.gatewayToken);
  }
  return mySavedCards(db, customerId);
}

/** True once the gateway no longer holds the token (9080: it never did, or forgot it already). */
export async function forgetCardToken(gateway: GatewayClient, cardToken: string): Promise<boolean> {
  const answer = await gateway.deleteCardToken(cardToken);
  return answer.respCode === '0000' || answer.respCode === '9080';
}
