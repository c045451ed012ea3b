import { adminOrderParams, refundPreview, refundRequest, refundResult } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentSettings } from '../../config.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { adminOrderDetail, deskCallerOf } from '../order/index.ts';
import { gatewayClient, type GatewayClient } from './gateway-client.ts';
import { previewRefund, recordRefund, refundById, sendRefund } from './refunds.ts';

export interface AdminRefundRouteOptions {
  settings: PaymentSettings;
  /** The real gateway over HTTP unless given. */
  gateway?: GatewayClient;
}

/** Refunds from the orders desk (issue #26, decision 0042): a preview of the figures, and the refund itself. */
export const adminRefundRoutes: FastifyPluginAsyncZod<AdminRefundRouteOptions> = async (app, options) => {
  const gateway = options.gateway ?? gatewayClient(options.settings);
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.post(
    '/admin/orders/:order_no/refunds/preview',
    {
      // Read-only, but it is the refund dialog's: only who may refund sees its figures.
      config: { permission: 'orders.refund' },
      schema: {
        tags,
        security,
        summary: 'What a refund would give back: the amount by line and delivery fee, the cashback, what is left',
        params: adminOrderParams,
        body: refundRequest,
        response: { 200: envelopeOf(refundPreview) },
      },
    },
    async (request) => ok(await previewRefund(app.db, request.params.order_no, request.body)),
  );

  app.post(
    '/admin/orders/:order_no/refunds',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags,
        security,
        summary:
          'Refund lines, the delivery fee or an amount, with a reason (Idempotency-Key; through the gateway, or cash for COD; ' +
          'pending while the gateway is away, a job retries it)',
        params: adminOrderParams,
        body: refundRequest,
        response: { 200: envelopeOf(refundResult) },
      },
    },
    async (request) => {
      const key = idempotencyKeyOf(request);
      const { refundId } = await recordRefund(app.db, request.params.order_no, request.body, key, deskCallerOf(request));
      // Asked at once; if the gateway cannot be reached the refund stays PENDING and its job asks again.
      await sendRefund(app.db, gateway, refundId, 'staff');
      const order = await adminOrderDetail(app.db, request.params.order_no, request.locale);
      return ok({ refund: await refundById(app.db, order.id, refundId), order });
    },
  );
};
