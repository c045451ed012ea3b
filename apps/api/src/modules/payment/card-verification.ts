import { randomBytes, randomUUID } from 'node:crypto';
import type { CardVerification, CardVerificationResult } from '@talad/contract';
import { gatewayDateTime } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentSettings } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { cardVerifications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { GatewayUnavailable, type GatewayClient } from './gateway-client.ts';
import { applyGatewayResult, resultOf } from './results.ts';
import { mySavedCard, mySavedCards } from './saved-cards.ts';
import { askForToken, webOriginOf, type Shopper } from './start.ts';

/**
 * Adding a card from /account/my-card (issue #29, decision 0069). The gateway verifies the card without charging it —
 * 2C2P's tokenizeOnly, a zero-amount authorisation with 3-D Secure as for a payment — and keeps it; the shop keeps
 * what it keeps of any saved card (token, fingerprint, brand, last four, expiry, holder). The number and CVV go from
 * the browser to the gateway's Do Payment only.
 */

/** How long the shopper has to type the card and pass the challenge. */
const VERIFICATION_MINUTES = 30;

interface Context {
  gateway: GatewayClient;
  settings: PaymentSettings;
  log: FastifyBaseLogger;
}

/**
 * POST users/me/my-card/verifications, inside the idempotency helper's transaction: a verification row and the
 * gateway's token for it. The gateway being down rolls the row back and answers PAYMENT_GATEWAY_UNAVAILABLE.
 */
export async function startCardVerification(tx: Transaction, context: Context, shopper: Shopper, now: Date): Promise<CardVerification> {
  const id = randomUUID();
  const invoiceNo = `CV${randomBytes(16).toString('hex')}`;
  await tx.insert(cardVerifications).values({ id, customerId: shopper.customerId, invoiceNo });
  const { settings, log } = context;
  const token = await askForToken(
    context,
    {
      invoiceNo,
      description: 'Card verification',
      amount: '0.00',
      currencyCode: 'THB',
      paymentChannel: ['CC'],
      request3DS: 'Y',
      tokenize: true,
      tokenizeOnly: true,
      paymentExpiry: gatewayDateTime(new Date(now.getTime() + VERIFICATION_MINUTES * 60_000)),
      frontendReturnUrl: `${webOriginOf(settings, shopper)}${shopper.locale === 'en' ? '/en' : ''}/2c2p?card=${id}`,
      backendReturnUrl: settings.notifyUrl,
      locale: shopper.locale,
      userDefined1: id,
    },
    { cardVerificationId: id },
  );
  log.info({ cardVerificationId: id }, 'card verification started');
  await tx.update(cardVerifications).set({ gatewayToken: token.paymentToken }).where(eq(cardVerifications.id, id));
  return {
    verification_id: id,
    gateway: {
      payment_token: token.paymentToken,
      web_payment_url: token.webPaymentUrl,
      do_payment_url: `${settings.gatewayPublicUrl}/payment/4.3/payment`,
    },
  };
}

async function ownVerification(db: Database, customerId: string, id: string) {
  const [verification] = await db
    .select()
    .from(cardVerifications)
    .where(and(eq(cardVerifications.id, id), eq(cardVerifications.customerId, customerId)));
  if (!verification) throw new AppError('PAYMENT_CARD_VERIFICATION_NOT_FOUND');
  return verification;
}

/**
 * POST users/me/my-card/verifications/{id}/result: still pending, the gateway is asked (its answer applied as its
 * notification would be, once), so the card is there when the shopper comes back even before the notification. Another
 * member's verification is not found. The gateway unreachable, the verification is answered as it stands.
 */
export async function cardVerificationResult(
  db: Database,
  context: Context,
  customerId: string,
  id: string,
): Promise<CardVerificationResult> {
  let verification = await ownVerification(db, customerId, id);
  if (verification.status === 'PENDING' && verification.gatewayToken) {
    const claims = await context.gateway.inquiry(verification.invoiceNo, verification.gatewayToken).catch((error: unknown) => {
      if (error instanceof GatewayUnavailable) return null;
      throw error;
    });
    const result = claims && resultOf(claims);
    if (result) await applyGatewayResult(db, result, context.log);
    verification = await ownVerification(db, customerId, id);
  }
  return {
    status: verification.status,
    failure: verification.status === 'FAILED' ? { code: verification.respCode ?? '' } : null,
    card: verification.savedCardId ? await mySavedCard(db, customerId, verification.savedCardId).catch(() => null) : null,
    cards: await mySavedCards(db, customerId),
  };
}
