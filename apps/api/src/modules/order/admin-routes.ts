import {
  adminOrderActionBody,
  adminOrderActionParams,
  adminOrderActionResult,
  adminOrderDetail,
  adminOrderListQuery,
  adminOrderNoteBody,
  adminOrderPage,
  adminOrderParams,
} from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditActorOf, auditContextOf } from '../audit/index.ts';
import { adminOrderDetail as readDetail } from './admin-detail.ts';
import { listAdminOrders } from './admin-list.ts';
import { addOrderNote, deskMove, type DeskCaller } from './desk.ts';

/** The staff member behind a desk request, as the audit log names them, and where the request came from. */
export function deskCallerOf(request: FastifyRequest): DeskCaller {
  guardedStaff(request);
  return { actor: auditActorOf(request), context: auditContextOf(request) };
}

/** The orders desk (issue #26, decision 0042): the list, one order, its fulfilment moves and notes. Refunds: payment's. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary:
          'Orders, newest first, by state, by work queue (to_pack, to_ship, returns) and by order number, phone, e-mail or name (keyset pages, approximate total)',
        querystring: adminOrderListQuery,
        response: { 200: envelopeOf(adminOrderPage) },
      },
    },
    async (request) => ok(await listAdminOrders(app.db, request.query)),
  );

  app.get(
    '/admin/orders/:order_no',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'One order: lines, payments, refunds, shipments, notes and one timeline of its events and audit entries',
        params: adminOrderParams,
        response: { 200: envelopeOf(adminOrderDetail) },
      },
    },
    async (request) => ok(await readDetail(app.db, request.params.order_no, request.locale)),
  );

  app.post(
    '/admin/orders/:order_no/notes',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'Add a note to an order (for the staff only; audited)',
        params: adminOrderParams,
        body: adminOrderNoteBody,
        response: { 200: envelopeOf(adminOrderActionResult) },
      },
    },
    async (request) => {
      await addOrderNote(app.db, request.params.order_no, request.body.text, deskCallerOf(request));
      return ok(await readDetail(app.db, request.params.order_no, request.locale));
    },
  );

  // One route per verb, so each declares its own permission: cancelling is orders.cancel, the rest orders.fulfil.
  for (const action of adminOrderActionParams.shape.action.options) {
    app.post(
      `/admin/orders/:order_no/${action}`,
      {
        config: { permission: action === 'cancel' ? 'orders.cancel' : 'orders.fulfil' },
        schema: {
          tags,
          security,
          summary:
            action === 'cancel'
              ? 'Cancel an order {reason} (stock, coupons and cashback back; what was paid refunded)'
              : `Fulfilment: ${action}${action === 'ship' ? ' {carrier, tracking_no}' : ''} (through the shipment table; audited)`,
          params: adminOrderParams,
          body: adminOrderActionBody,
          response: { 200: envelopeOf(adminOrderActionResult) },
        },
      },
      async (request) => {
        await deskMove(app.db, request.params.order_no, action, request.body, deskCallerOf(request));
        return ok(await readDetail(app.db, request.params.order_no, request.locale));
      },
    );
  }
};
