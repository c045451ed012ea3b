import { randomUUID } from 'node:crypto';
import type { StartedPayment, StartPaymentBody } from '@talad/contract';
import { channelOf, gatewayAmount, gatewayDateTime, installmentAllowed, type GatewayMethod, type Locale } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentSettings } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { orderEvents, orders, payments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { paymentRefusal, type CheckoutSettings } from '../checkout/index.ts';
import { movePayment } from '../order/index.ts';
import { GatewayUnavailable, type Claims, type GatewayClient } from './gateway-client.ts';
import { ownSavedCard } from './saved-cards.ts';
import { attemptOf, ownOrder, paymentFactsOf } from './view.ts';

export interface StartContext {
  gateway: GatewayClient;
  settings: PaymentSettings;
  checkout: CheckoutSettings;
  log: FastifyBaseLogger;
}

export interface Shopper {
  customerId: string;
  locale: Locale;
  /** The page's Origin header: the web origin to come back to, when it is one of the shop's (WEB_ORIGIN). */
  origin: string | undefined;
}

type OrderRow = typeof orders.$inferSelect;

/** The refusals that keep an order from being paid (again) with this method now, as catalogue errors. */
async function checkPayable(tx: Transaction, order: OrderRow, body: StartPaymentBody, checkout: CheckoutSettings, now: Date) {
  if (order.status !== 'PAYMENT') throw new AppError('PAYMENT_ORDER_NOT_PAYABLE');
  if (order.expiresAt && order.expiresAt <= now) throw new AppError('PAYMENT_ORDER_EXPIRED');
  const refusal = paymentRefusal(body.method, await paymentFactsOf(tx, order.id), order.total, checkout);
  if (refusal) throw new AppError(refusal);
  if (body.method === 'INSTALLMENT' && body.installment && !installmentAllowed(order.total, body.installment.months))
    throw new AppError('PAYMENT_INSTALLMENT_TOO_LOW');
  if (body.card_id && body.method !== 'CREDITCARD' && body.method !== 'INSTALLMENT') throw new AppError('PAYMENT_CARD_METHOD_MISMATCH');
}

/**
 * The web origin the gateway sends the shopper back to: only a configured origin, never the address the request names
 * (its Host, or a page of a host the shop is served under by someone else): each brand's page comes back to its own
 * origin, anything else to the shop's first.
 */
export function webOriginOf(settings: PaymentSettings, shopper: Pick<Shopper, 'origin'>): string | undefined {
  return settings.webOrigins.find((origin) => origin === shopper.origin) ?? settings.webOrigins[0];
}

/** What the gateway is asked for this attempt (decision 0019's paymentToken claims; payments.md's return addresses). */
function tokenClaims(
  order: OrderRow,
  attemptId: string,
  body: StartPaymentBody,
  cardToken: string | null,
  settings: PaymentSettings,
  shopper: Shopper,
): Claims {
  const method = body.method as GatewayMethod;
  const { locale } = shopper;
  const webOrigin = webOriginOf(settings, shopper);
  return {
    invoiceNo: order.orderNo,
    description: `Order ${order.orderNo}`,
    amount: gatewayAmount(order.total),
    currencyCode: 'THB',
    paymentChannel: [channelOf(method)],
    request3DS: 'Y',
    tokenize: body.save_card && !cardToken,
    cardTokens: cardToken ? [cardToken] : [],
    ...(method === 'INSTALLMENT' && body.installment
      ? { installmentBank: body.installment.bank, installmentPeriodFilter: [body.installment.months] }
      : {}),
    ...(method === 'COUNTER' && body.partner ? { agentCode: body.partner } : {}),
    ...(order.expiresAt ? { paymentExpiry: gatewayDateTime(order.expiresAt) } : {}),
    frontendReturnUrl: `${webOrigin}${locale === 'en' ? '/en' : ''}/2c2p?order=${order.id}`,
    backendReturnUrl: settings.notifyUrl,
    locale,
    userDefined1: attemptId,
  };
}

/** The gateway's token for these claims; unreachable or refusing, a catalogue error (logged with `about`: an order or a card being added). */
export async function askForToken(context: Pick<StartContext, 'gateway' | 'log'>, claims: Claims, about: Record<string, string>) {
  let answer: Claims;
  try {
    answer = await context.gateway.paymentToken(claims);
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    context.log.warn({ ...about, reason: error.message }, 'payment not started: gateway unavailable');
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', { cause: error });
  }
  const { respCode, paymentToken, webPaymentUrl } = answer;
  if (respCode !== '0000' || typeof paymentToken !== 'string' || typeof webPaymentUrl !== 'string') {
    context.log.warn({ ...about, respCode }, 'payment not started: the gateway refused the token');
    throw new AppError('PAYMENT_GATEWAY_REFUSED');
  }
  return { paymentToken, webPaymentUrl };
}

/**
 * POST orders/{id}/payments, inside the idempotency helper's transaction: the order's row is locked, the open attempt
 * closed (CANCELLED through the one guard), a new one opened with the order's amount, and the gateway asked for its
 * token. The call out is the last step of the transaction: if the gateway is down or refuses, everything rolls back
 * (the old attempt stays open, no half-made one is left) and the order is as payable as before.
 */
export async function startPayment(
  tx: Transaction,
  context: StartContext,
  shopper: Shopper,
  orderId: string,
  body: StartPaymentBody,
  now: Date,
): Promise<StartedPayment> {
  const order = await ownOrder(tx, shopper.customerId, orderId, true);
  await checkPayable(tx, order, body, context.checkout, now);
  const card = body.card_id ? await ownSavedCard(tx, shopper.customerId, body.card_id) : null;
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
  for (const attempt of open) await movePayment(tx, attempt.id, 'CANCELLED', 'shopper', 'REPLACED');
  const attemptId = randomUUID();
  const claims = tokenClaims(order, attemptId, body, card?.gatewayToken ?? null, context.settings, shopper);
  const [attempt] = await tx
    .insert(payments)
    .values({
      id: attemptId,
      orderId,
      method: body.method,
      status: 'PENDING',
      amount: order.total,
      channel: channelOf(body.method as GatewayMethod),
      invoiceNo: order.orderNo,
      saveCard: claims.tokenize === true,
      savedCardId: card?.id ?? null,
      installmentBank: body.method === 'INSTALLMENT' ? (body.installment?.bank ?? null) : null,
      installmentMonths: body.method === 'INSTALLMENT' ? (body.installment?.months ?? null) : null,
      slipPartner: body.method === 'COUNTER' ? (body.partner ?? null) : null,
    })
    .returning();
  await tx
    .insert(orderEvents)
    .values({ orderId, machine: 'payment', fromState: null, toState: 'PENDING', actor: 'shopper', reason: body.method });
  await tx.update(orders).set({ paymentMethod: body.method, updatedAt: now }).where(eq(orders.id, orderId));
  const token = await askForToken(context, claims, { orderId });
  await tx.update(payments).set({ gatewayToken: token.paymentToken }).where(eq(payments.id, attemptId));
  return {
    payment: attemptOf(attempt!),
    gateway: {
      payment_token: token.paymentToken,
      web_payment_url: token.webPaymentUrl,
      do_payment_url: `${context.settings.gatewayPublicUrl}/payment/4.3/payment`,
    },
  };
}
