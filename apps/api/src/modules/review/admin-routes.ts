import { adminReview, adminReviewParams, adminReviewsPage, adminReviewsQuery, hideReviewBody, reviewReplyBody } from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditOf } from '../audit/index.ts';
import { dismissReports, hideReview, moderatedReview, moderationList, replyToReview, restoreReview } from './moderation.ts';

/** Review moderation in the back office (issue #26): permission reviews.moderate. */
export const reviewAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const tags = ['admin'];
  const config = { permission: 'reviews.moderate' } as const;
  const one = { 200: envelopeOf(adminReview) };
  const viewerOf = (request: FastifyRequest) => ({ customerId: null, locale: request.locale, publicUrl: options.publicUrl });
  /** The review after a change; the product page's kept answers and pages are dropped, so shoppers see it at once. */
  const answer = async (request: FastifyRequest, reviewId: number) => {
    app.catalogueCaches.clear();
    return ok(await moderatedReview(app.db, reviewId, viewerOf(request)));
  };

  app.get(
    '/admin/reviews',
    {
      config,
      schema: {
        tags,
        summary: 'Written reviews, the newest first: visible or hidden, by star',
        querystring: adminReviewsQuery,
        response: { 200: envelopeOf(adminReviewsPage) },
      },
    },
    async (request) => ok(await moderationList(app.db, request.query, viewerOf(request))),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config,
      schema: {
        tags,
        summary: 'Hide a review from the product page (its list, counts and average) with a reason for the desk',
        params: adminReviewParams,
        body: hideReviewBody,
        response: one,
      },
    },
    async (request) => {
      await hideReview(app.db, request.params.id, request.body.reason, auditOf(request), app.clock());
      return answer(request, request.params.id);
    },
  );

  app.post(
    '/admin/reviews/:id/restore',
    { config, schema: { tags, summary: 'Put a hidden review back on the product page', params: adminReviewParams, response: one } },
    async (request) => {
      await restoreReview(app.db, request.params.id, auditOf(request));
      return answer(request, request.params.id);
    },
  );

  app.post(
    '/admin/reviews/:id/dismiss-reports',
    {
      config,
      schema: {
        tags,
        summary: "Dismiss the members' open reports of a review, leaving it as it is",
        params: adminReviewParams,
        response: one,
      },
    },
    async (request) => {
      await dismissReports(app.db, request.params.id, auditOf(request), app.clock());
      return answer(request, request.params.id);
    },
  );

  app.put(
    '/admin/reviews/:id/reply',
    {
      config,
      schema: {
        tags,
        summary: 'Write or replace the shop’s reply, shown under the review as the seller’s',
        params: adminReviewParams,
        body: reviewReplyBody,
        response: one,
      },
    },
    async (request) => {
      await replyToReview(app.db, request.params.id, request.body.text, auditOf(request), app.clock());
      return answer(request, request.params.id);
    },
  );
};
