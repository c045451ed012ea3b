import type { SavedCard } from '@talad/contract';
import { maskCard, type CardBrand } from '@talad/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { jobs, orders, savedCards } from '../../db/schema/index.ts';
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
}

async function forgetLater(tx: Database | Transaction, cardToken: string) {
  await tx
    .insert(jobs)
    .values({ kind: CARD_FORGET_JOB, dedupeKey: `${CARD_FORGET_JOB}:${cardToken}`, payload: { cardToken } })
    .onConflictDoNothing();
}

/**
 * Keeps the card an approved payment tokenized, by §4's rules: a card with the same token is replaced, and a new
 * installment card replaces the earlier one (whose token the gateway is then asked to forget).
 */
export async function keepSavedCard(tx: Transaction, orderId: string, card: CardToKeep) {
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  if (card.type === 'INSTALLMENT') {
    const replaced = await tx
      .delete(savedCards)
      .where(
        and(
          eq(savedCards.customerId, order.customerId),
          eq(savedCards.type, 'INSTALLMENT'),
          ne(savedCards.gatewayToken, card.gatewayToken),
        ),
      )
      .returning({ gatewayToken: savedCards.gatewayToken });
    for (const { gatewayToken } of replaced) await forgetLater(tx, gatewayToken);
  }
  const { gatewayToken, ...details } = card;
  await tx
    .insert(savedCards)
    .values({ customerId: order.customerId, gatewayToken, ...details })
    .onConflictDoUpdate({ target: [savedCards.customerId, savedCards.gatewayToken], set: { ...details, createdAt: sql`now()` } });
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
    created_at: row.createdAt.toISOString(),
  };
}

/** GET users/me/my-card: newest first. */
export async function mySavedCards(db: Database, customerId: string): Promise<SavedCard[]> {
  const rows = await db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(desc(savedCards.createdAt));
  return rows.map(savedCardOf);
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
  const [card] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
    .returning({ gatewayToken: savedCards.gatewayToken });
  if (!card) throw new AppError('PAYMENT_CARD_NOT_FOUND');
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
