import { orderDocumentParams, orderDocuments, orderParams, pdfAnswers, taxInvoiceRequestBody } from '@talad/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { documentPdfOf, documentRowsOf, documentsAnswer, memberOrder } from './read.ts';
import { requestTaxInvoice } from './request.ts';

/** A document's PDF as the answer: shown in the browser, saved under its number, never cached by anyone between. */
export function sendPdf(reply: FastifyReply, document: { number: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${document.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}

/** The member's tax documents of their own order (issue #29, decision 0067); anyone else's order is not found. */
export const taxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['order'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };

  app.get(
    '/orders/:id/documents',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My order’s tax documents: receipt, full tax invoice, credit notes (cancelled ones too, marked)',
        params: orderParams,
        response: { 200: envelopeOf(orderDocuments) },
      },
    },
    async (request) => {
      const order = await memberOrder(app.db, guardedCustomer(request).id, request.params.id);
      return ok(documentsAnswer(await documentRowsOf(app.db, order.id), { kind: 'member', orderId: order.id }, app.clock()));
    },
  );

  app.post(
    '/orders/:id/documents/tax-invoice',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Ask for a full tax invoice to one of my tax-invoice addresses (within the month of payment); the receipt is replaced',
        params: orderParams,
        body: taxInvoiceRequestBody,
        response: { 200: envelopeOf(orderDocuments) },
      },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      await requestTaxInvoice(app.db, customerId, request.params.id, request.body.billing_address_id, app.clock());
      return ok(
        documentsAnswer(await documentRowsOf(app.db, request.params.id), { kind: 'member', orderId: request.params.id }, app.clock()),
      );
    },
  );

  app.get(
    '/orders/:id/documents/:number',
    {
      ...member,
      schema: { tags, security, summary: 'One of my order’s documents as a PDF', params: orderDocumentParams, response: pdfAnswers },
    },
    async (request, reply) => {
      const order = await memberOrder(app.db, guardedCustomer(request).id, request.params.id);
      return sendPdf(reply, await documentPdfOf(app.db, order.id, request.params.number));
    },
  );
};
