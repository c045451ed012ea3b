import {
  cardVerification,
  cardVerificationParams,
  cardVerificationResult as cardVerificationResultSchema,
  defaultCardBody,
  deleteCardBody,
  gatewayNotification,
  idempotencyHeaders,
  notificationAck,
  orderPayment as orderPaymentSchema,
  paymentOrderParams,
  savedCards as savedCardsSchema,
  startedPayment,
  startPaymentBody,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentSettings } from '../../config.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf, idempotent } from '../../platform/idempotency.ts';
import type { CheckoutSettings } from '../checkout/index.ts';
import { gatewayClient, type GatewayClient } from './gateway-client.ts';
import { receiveNotification } from './notification.ts';
import { cardVerificationResult, startCardVerification } from './card-verification.ts';
import { chooseDefaultCard, deleteSavedCard, mySavedCards } from './saved-cards.ts';
import { startPayment } from './start.ts';
import { orderPayment, simulatorOf } from './view.ts';

export interface PaymentRouteOptions {
  settings: PaymentSettings;
  checkout: CheckoutSettings;
  /** The real gateway over HTTP unless given. */
  gateway?: GatewayClient;
}

/** Paying an order through the gateway (issue #13, decision 0019), its notifications, and the member's saved cards (spec §7). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, options) => {
  const { settings, checkout } = options;
  const gateway = options.gateway ?? gatewayClient(settings);
  const tags = ['payment'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };

  app.post(
    '/orders/:id/payments',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Pay (again) for one of my orders with this method: closes the open attempt, opens one for the order’s amount',
        description:
          'The Idempotency-Key header is required: the same key and body answer the same attempt again. The answer carries the ' +
          'gateway’s payment token, its hosted page and its Do Payment address (cards are posted there from the browser, never ' +
          'here). 409 PAYMENT_ORDER_NOT_PAYABLE / PAYMENT_ORDER_EXPIRED; 503 PAYMENT_GATEWAY_UNAVAILABLE and 502 ' +
          'PAYMENT_GATEWAY_REFUSED leave the order as payable as before.',
        headers: idempotencyHeaders,
        params: paymentOrderParams,
        body: startPaymentBody,
        response: { 200: envelopeOf(startedPayment) },
      },
    },
    async (request, reply) => {
      const customerId = guardedCustomer(request).id;
      const key = idempotencyKeyOf(request);
      const orderId = request.params.id;
      const shopper = { customerId, locale: request.locale, origin: request.headers.origin };
      const context = { gateway, settings, checkout, log: request.log };
      const now = app.clock();
      const done = await idempotent(
        app.db,
        { customerId, scope: `POST /orders/${orderId}/payments`, key, body: request.body },
        async (tx) => ({
          status: 200,
          answer: await startPayment(tx, context, shopper, orderId, request.body, now),
        }),
      );
      if (done.replayed) reply.header('idempotent-replayed', 'true');
      return ok(done.answer);
    },
  );

  app.get(
    '/orders/:id/payment',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'The payment of one of my orders: amount due, deadline, result, latest attempt (slip, failure), methods and plans',
        params: paymentOrderParams,
        response: { 200: envelopeOf(orderPaymentSchema) },
      },
    },
    async (request) =>
      ok({
        ...(await orderPayment(app.db, guardedCustomer(request).id, request.params.id, checkout, request.locale, app.clock())),
        simulator_url: simulatorOf(settings),
      }),
  );

  app.post(
    '/payments/2c2p/notify',
    {
      // The gateway's call, signed with the merchant secret instead of the web app's signature, and not counted per IP.
      config: { signed: false, rateLimit: false },
      schema: {
        tags,
        summary: 'The payment gateway’s backend notification (2C2P: { payload: JWT }); 401 when not signed by it',
        body: gatewayNotification,
        response: { 200: envelopeOf(notificationAck) },
      },
    },
    async (request) => {
      await receiveNotification(app.db, gateway, settings.merchantId, request.body.payload, request.log);
      return ok({ received: true });
    },
  );

  app.get(
    '/users/me/my-card',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My saved cards (brand, masked number, expiry, holder, which is the default), newest first',
        response: { 200: envelopeOf(savedCardsSchema) },
      },
    },
    async (request) => ok(await mySavedCards(app.db, guardedCustomer(request).id)),
  );

  app.delete(
    '/users/me/my-card',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Forget one of my saved cards (the gateway forgets its token too); answers the cards left',
        body: deleteCardBody,
        response: { 200: envelopeOf(savedCardsSchema) },
      },
    },
    async (request) => ok(await deleteSavedCard(app.db, gateway, guardedCustomer(request).id, request.body.card_id, request.log)),
  );

  app.put(
    '/users/me/my-card/default',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Make one of my saved cards the default (preselected at checkout); answers my cards',
        description:
          'One default per member, whatever is sent at once. Another member’s card, or an unknown one: 404 PAYMENT_CARD_NOT_FOUND.',
        body: defaultCardBody,
        response: { 200: envelopeOf(savedCardsSchema) },
      },
    },
    async (request) => ok(await chooseDefaultCard(app.db, guardedCustomer(request).id, request.body.card_id)),
  );

  app.post(
    '/users/me/my-card/verifications',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Start adding a card: the gateway’s token for a zero-amount verification (decision 0069)',
        description:
          'The Idempotency-Key header is required: a repeat answers the same verification. The browser posts the card to ' +
          '`gateway.do_payment_url` (channel CC) itself — the number and CVV never come here — follows a 3-D Secure ' +
          'challenge if asked, then asks for the result. 503 PAYMENT_GATEWAY_UNAVAILABLE / 502 PAYMENT_GATEWAY_REFUSED.',
        headers: idempotencyHeaders,
        response: { 200: envelopeOf(cardVerification) },
      },
    },
    async (request, reply) => {
      const customerId = guardedCustomer(request).id;
      const shopper = { customerId, locale: request.locale, origin: request.headers.origin };
      const now = app.clock();
      const done = await idempotent(
        app.db,
        { customerId, scope: 'POST /users/me/my-card/verifications', key: idempotencyKeyOf(request), body: {} },
        async (tx) => ({
          status: 200,
          answer: await startCardVerification(tx, { gateway, settings, log: request.log }, shopper, now),
        }),
      );
      if (done.replayed) reply.header('idempotent-replayed', 'true');
      return ok(done.answer);
    },
  );

  app.post(
    '/users/me/my-card/verifications/:id/result',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'What became of a card being added: ADDED (with the card), FAILED (the gateway’s code) or PENDING',
        description:
          'Asks the gateway when still pending and keeps the card once approved (safe to repeat: the same card is one row). ' +
          'Another member’s verification, or an unknown one: 404 PAYMENT_CARD_VERIFICATION_NOT_FOUND.',
        params: cardVerificationParams,
        response: { 200: envelopeOf(cardVerificationResultSchema) },
      },
    },
    async (request) =>
      ok(await cardVerificationResult(app.db, { gateway, settings, log: request.log }, guardedCustomer(request).id, request.params.id)),
  );
};
