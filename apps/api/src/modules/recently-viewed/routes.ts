import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { z } from 'zod';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/envelope.ts';
import { pagingQuery } from '../catalog/schema.ts';
import { mergeRecentlyViewed, recentlyViewedPage, recordViewByCode } from './service.ts';

export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  // A guest's recently viewed products become the member's when the guest signs in.
  app.guestMerges.register('recently-viewed', (tx, { guestId, memberId }) => mergeRecentlyViewed(tx, guestId, memberId));

  app.get(
    '/my-recently-view/products',
    { preHandler: requireGuestOrUser, schema: { tags: ['lists'], summary: "The session's recently viewed products, newest first", querystring: z.object({ page: pagingQuery.page, size: pagingQuery.size.default(20) }) } },
    async (request) => ok(await recentlyViewedPage(app.db, guardedCustomer(request).id, request.query.page, request.query.size, request.locale)),
  );

  app.post(
    '/my-recently-view/products',
    {
      preHandler: requireGuestOrUser,
      schema: { tags: ['lists'], summary: 'Record a product view for the session (pages rendered on the server)', body: z.object({ product_id: z.string().regex(/^PRD\d{1,12}$/, 'must be a product code (PRD and digits)') }) },
    },
    async (request) => {
      await recordViewByCode(app.db, guardedCustomer(request).id, request.body.product_id);
      return ok({ product_id: request.body.product_id });
    },
  );
};
