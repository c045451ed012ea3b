import {
  checkoutOptions as checkoutOptionsSchema,
  checkoutOptionsQuery,
  checkoutPreview,
  idempotencyHeaders,
  placeOrderBody,
  placedOrder,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf, idempotent } from '../../platform/idempotency.ts';
import { checkoutOptions, parseItems } from './delivery.ts';
import { placeOrder, previewOrder } from './place-order.ts';
import type { CheckoutSettings } from './pricing.ts';

export interface CheckoutRouteOptions {
  settings: CheckoutSettings;
}

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRouteOptions> = async (app, { settings }) => {
  const tags = ['checkout'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };

  app.get(
    '/checkout/options',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Delivery choices, fee, estimate and payment methods (with why not) for the cart’s selected lines or "buy now" items',
        querystring: checkoutOptionsQuery,
        response: { 200: envelopeOf(checkoutOptionsSchema) },
      },
    },
    async (request) =>
      ok(
        await checkoutOptions(app.db, guardedCustomer(request).id, parseItems(request.query.items), settings, app.clock(), request.locale),
      ),
  );

  app.post(
    '/checkout/preview',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'The exact totals the order will have, and what would stop it; writes nothing',
        body: placeOrderBody,
        response: { 200: envelopeOf(checkoutPreview) },
      },
    },
    async (request) =>
      ok(
        await previewOrder(
          app.db,
          { customerId: guardedCustomer(request).id, locale: request.locale },
          request.body,
          settings,
          app.clock(),
        ),
      ),
  );

  app.post(
    '/orders',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Place an order (cart’s selected lines or "buy now"); the Idempotency-Key header is required',
        description:
          'The same Idempotency-Key with the same body answers the first answer again for 24 hours; with another body 422 ' +
          'IDEMPOTENCY_KEY_REUSED. A request sent while the first with its key is still running waits for it: then it ' +
          'answers the first answer (or 422 for another body), or, if the first failed (nothing written), is placed as the ' +
          'first. Not enough stock answers ' +
          '409 ORDER_OUT_OF_STOCK with errors [{field: "variant:<id>", reason: "available:<n>"}] and nothing is written.',
        headers: idempotencyHeaders,
        body: placeOrderBody,
        response: { 200: envelopeOf(placedOrder) },
      },
    },
    async (request, reply) => {
      const customerId = guardedCustomer(request).id;
      const key = idempotencyKeyOf(request);
      const shopper = { customerId, locale: request.locale };
      const now = app.clock();
      const body = request.body;
      const done = await idempotent(app.db, { customerId, scope: 'POST /orders', key, body }, async (tx) => {
        return { status: 200, answer: await placeOrder(tx, shopper, body, settings, now) };
      });
      reply.code(done.status as 200);
      if (done.replayed) reply.header('idempotent-replayed', 'true');
      return ok(done.answer);
    },
  );
};
