import { CARD_VERIFICATION_FLOW, transition, type CardVerificationState } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { cardVerifications } from '../../db/schema/index.ts';
import type { GatewayResult, Outcome } from './results.ts';
import { keepCard, maskedCardOf } from './saved-cards.ts';

/** A card verification's invoice number: `CV` and 32 hex digits (orders' are `TL…`, so the two never meet). */
export const VERIFICATION_INVOICE = /^CV[0-9a-f]{32}$/;
export const isVerificationInvoice = (invoiceNo: string) => VERIFICATION_INVOICE.test(invoiceNo);

/** 2C2P's codes for "nothing final yet". */
const NOT_FINAL = new Set(['1001', '1005', '2000', '2001', '2002']);

/**
 * The gateway's result for a card being added (its notification, or the inquiry when the shopper comes back), applied
 * once under the verification's row lock through CARD_VERIFICATION_FLOW: approved with a card token, the card is kept
 * (the same card again is the row it already was); anything final but that, it failed. A result for a verification
 * already settled changes nothing.
 */
export async function applyToVerification(tx: Transaction, result: GatewayResult, now: Date): Promise<Outcome> {
  const [verification] = await tx.select().from(cardVerifications).where(eq(cardVerifications.invoiceNo, result.invoiceNo)).for('update');
  if (!verification) return 'unknown';
  if (NOT_FINAL.has(result.respCode)) return 'ignored';
  const card = maskedCardOf(result.cardNo, result.cardType);
  const approved = result.respCode === '0000' && result.cardToken !== undefined && card !== null;
  const to: CardVerificationState = approved ? 'ADDED' : 'FAILED';
  const move = transition(CARD_VERIFICATION_FLOW, verification.status, to, 'gateway');
  if (!move.ok) return 'ignored';
  const savedCardId =
    approved && move.effects.includes('keepCard')
      ? await keepCard(tx, verification.customerId, {
          gatewayToken: result.cardToken!,
          brand: card.cardBrand,
          last4: card.cardLast4,
          expMonth: result.cardExpiryMonth ?? null,
          expYear: result.cardExpiryYear ?? null,
          holder: result.cardHolderName ?? '',
          fingerprint: result.cardFingerprint ?? null,
          type: 'CREDITCARD',
        })
      : null;
  await tx
    .update(cardVerifications)
    .set({ status: to, respCode: result.respCode, savedCardId, settledAt: now })
    .where(and(eq(cardVerifications.id, verification.id), eq(cardVerifications.status, 'PENDING')));
  return approved ? 'card-added' : 'card-failed';
}
