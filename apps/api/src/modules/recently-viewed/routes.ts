import { recentlyViewedPage as recentlyViewedPageAnswer, recentlyViewedQuery, recordedView, recordViewBody } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { mergeRecentlyViewed, recentlyViewedPage, recordViewByCode } from './service.ts';

export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  // A guest's recently viewed products become the member's when the guest signs in.
  app.guestMerges.register('recently-viewed', (tx, { guestId, memberId }) => mergeRecentlyViewed(tx, guestId, memberId));

  app.get(
    '/my-recently-view/products',
    {
      preHandler: requireGuestOrUser,
      schema: {
        tags: ['lists'],
        summary: "The session's recently viewed products, newest first",
        querystring: recentlyViewedQuery,
        response: { 200: envelopeOf(recentlyViewedPageAnswer) },
      },
    },
    async (request) =>
      ok(await recentlyViewedPage(app.db, guardedCustomer(request).id, request.query.page, request.query.size, request.locale)),
  );

  app.post(
    '/my-recently-view/products',
    {
      preHandler: requireGuestOrUser,
      schema: {
        tags: ['lists'],
        summary: 'Record a product view for the session (pages rendered on the server)',
        body: recordViewBody,
        response: { 200: envelopeOf(recordedView) },
      },
    },
    async (request) => {
      await recordViewByCode(app.db, guardedCustomer(request).id, request.body.product_id);
      return ok({ product_id: request.body.product_id });
    },
  );
};
