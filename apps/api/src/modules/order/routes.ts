import {
  cancelOrderBody,
  myOrderCount,
  myOrderPage,
  myOrderQuery,
  orderDetail,
  orderParams,
  orderTracking,
  orderTrackingParams,
  orderTrackingQuery,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { countMyOrders, getMyOrder, listMyOrders, moveMyOrder, trackOrder } from './service.ts';

/** Spec §7 "my-order", cancel and confirm receipt (members), and order tracking (guests too). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const one = { 200: envelopeOf(orderDetail) };

  app.get(
    '/users/me/my-order',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My orders on one tab, newest first',
        querystring: myOrderQuery,
        response: { 200: envelopeOf(myOrderPage) },
      },
    },
    async (request) => ok(await listMyOrders(app.db, guardedCustomer(request).id, request.query, request.locale)),
  );

  app.get(
    '/users/me/my-order/count',
    { ...member, schema: { tags, security, summary: 'How many of my orders each tab holds', response: { 200: envelopeOf(myOrderCount) } } },
    async (request) => ok(await countMyOrders(app.db, guardedCustomer(request).id)),
  );

  app.get(
    '/v2/orders/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'One of my orders: lines, totals, delivery, history, shipment timeline',
        params: orderParams,
        response: one,
      },
    },
    async (request) => ok(await getMyOrder(app.db, guardedCustomer(request).id, request.params.id, request.locale)),
  );

  app.put(
    '/orders/:id/cancel',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Cancel one of my orders before it ships (stock, coupons and cashback given back)',
        params: orderParams,
        body: cancelOrderBody,
        response: one,
      },
    },
    async (request) =>
      ok(await moveMyOrder(app.db, guardedCustomer(request).id, request.params.id, 'CANCELLED', request.locale, request.body.reason)),
  );

  app.put(
    '/orders/:id/confirm-receipt',
    {
      ...member,
      schema: { tags, security, summary: 'Confirm that my parcel arrived (the order completes)', params: orderParams, response: one },
    },
    async (request) => ok(await moveMyOrder(app.db, guardedCustomer(request).id, request.params.id, 'COMPLETED', request.locale)),
  );

  app.get(
    '/order-tracking/:order_no',
    {
      schema: {
        tags,
        summary: 'Track an order by its number and the phone on it (guests too)',
        params: orderTrackingParams,
        querystring: orderTrackingQuery,
        response: { 200: envelopeOf(orderTracking) },
      },
    },
    async (request) => ok(await trackOrder(app.db, request.params.order_no, request.query.phone, request.locale)),
  );
};
