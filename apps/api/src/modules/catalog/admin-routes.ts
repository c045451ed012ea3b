import { staffProductParams, staffProductResult } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditOf } from '../audit/index.ts';
import { moveProductSale, type OnWithdrawn } from './withdrawal.ts';

/** The back office's catalogue moves (issue #26): taking a product off sale and back, permission catalog.write. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ onWithdrawn: OnWithdrawn }> = async (app, options) => {
  app.post(
    '/admin/products/:code/:action',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin'],
        summary: 'Withdraw a product from sale (listings and search drop it, carts untick it, orders refuse it) or restore it',
        params: staffProductParams,
        response: { 200: envelopeOf(staffProductResult) },
      },
    },
    async (request) => {
      const { code, action } = request.params;
      const result = await moveProductSale(app.db, code, action, auditOf(request), options.onWithdrawn, app.clock());
      // After the commit: every instance stops answering the product from memory.
      app.catalogueCaches.clear();
      return ok(result);
    },
  );
};
