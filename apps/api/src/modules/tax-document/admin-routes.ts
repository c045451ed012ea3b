import {
  adminOrderDocumentParams,
  adminOrderParams,
  orderDocuments,
  pdfAnswers,
  shopTaxDetails,
  shopTaxDetailsBody,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { guardedStaff } from '../../platform/staff-guard.ts';
import { auditActorOf, auditContextOf } from '../audit/index.ts';
import { documentPdfOf, documentRowsOf, documentsAnswer, orderByNumber } from './read.ts';
import { sendPdf } from './routes.ts';
import { readShopTaxDetails, updateShopTaxDetails } from './shop-details.ts';

/** The back office's side of tax documents (decision 0067): an order's documents (orders.read) and the shop's details. */
export const taxDocumentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];

  app.get(
    '/admin/orders/:order_no/documents',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'An order’s tax documents',
        params: adminOrderParams,
        response: { 200: envelopeOf(orderDocuments) },
      },
    },
    async (request) => {
      const order = await orderByNumber(app.db, request.params.order_no);
      return ok(documentsAnswer(await documentRowsOf(app.db, order.id), { kind: 'staff', orderNo: order.orderNo }, app.clock()));
    },
  );

  app.get(
    '/admin/orders/:order_no/documents/:number',
    {
      config: { permission: 'orders.read' },
      schema: { tags, security, summary: 'One of an order’s documents as a PDF', params: adminOrderDocumentParams, response: pdfAnswers },
    },
    async (request, reply) => {
      const order = await orderByNumber(app.db, request.params.order_no);
      return sendPdf(reply, await documentPdfOf(app.db, order.id, request.params.number));
    },
  );

  app.get(
    '/admin/settings/tax-details',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'The shop’s details as its tax documents state the seller',
        response: { 200: envelopeOf(shopTaxDetails) },
      },
    },
    async () => ok(await readShopTaxDetails(app.db)),
  );

  app.put(
    '/admin/settings/tax-details',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        security,
        summary: 'Change the shop’s legal name, tax id, branch, address or phone {…, reason} (next documents; audited)',
        body: shopTaxDetailsBody,
        response: { 200: envelopeOf(shopTaxDetails) },
      },
    },
    async (request) => {
      guardedStaff(request);
      return ok(await updateShopTaxDetails(app.db, request.body, { actor: auditActorOf(request), context: auditContextOf(request) }));
    },
  );
};
