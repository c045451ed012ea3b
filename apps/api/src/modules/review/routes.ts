import multipart from '@fastify/multipart';
import {
  clearMediaBody,
  myReviewsPage,
  myReviewsQuery,
  productReviewParams,
  productReviewsPage,
  productReviewsQuery,
  ratingSummary,
  reviewDetailQuery,
  reviewItem,
  reviewLike,
  reviewParams,
  reviewReport,
  reviewReportBody,
  writeReviewBody,
} from '@talad/contract';
import { REVIEW_VIDEO_MAX_BYTES, type Locale } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, recogniseCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import type { VideoTools } from '../../platform/video-tools.ts';
import { addMedia, clearMedia } from './media.ts';
import { myReviews, reviewDetail, writeReview } from './member-reviews.ts';
import { productRatingSummary, productReviews, setLike } from './product-reviews.ts';
import { reportReview } from './reports.ts';
import { readMediaUpload } from './upload.ts';

export interface ReviewRouteOptions {
  /** The API's public origin: media URLs in answers are absolute. */
  publicUrl: string;
  /** ffprobe reads an uploaded video before it is taken. */
  videoTools: VideoTools;
}

/** Spec §7 reviews (the member's), and the product page's summary, list and likes (issue #14). */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRouteOptions> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: REVIEW_VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 200 } });
  const tags = ['review'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };
  const one = { 200: envelopeOf(reviewItem) };
  const viewerOf = (request: FastifyRequest & { locale: Locale }) => ({
    customerId: request.customer?.id ?? null,
    locale: request.locale,
    publicUrl: options.publicUrl,
  });
  const memberOf = (request: FastifyRequest & { locale: Locale }) => ({ ...viewerOf(request), customerId: guardedCustomer(request).id });
  const detailOf = (request: FastifyRequest & { locale: Locale }, reviewId: number) => reviewDetail(app.db, memberOf(request), reviewId);

  for (const [path, state, summary] of [
    ['/reviews/my-reviews/waiting-for-review', 'WAITING', 'My bought lines waiting for a review, newest order first'],
    ['/reviews/my-reviews/reviewed-histories', 'REVIEWED', 'My written reviews, last written first'],
  ] as const) {
    app.get(
      path,
      { ...member, schema: { tags, security, summary, querystring: myReviewsQuery, response: { 200: envelopeOf(myReviewsPage) } } },
      async (request) => ok(await myReviews(app.db, memberOf(request), state, request.query)),
    );
  }

  app.get(
    '/reviews/review-detail',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'One of my reviews, with the variations I may choose',
        querystring: reviewDetailQuery,
        response: one,
      },
    },
    async (request) => ok(await detailOf(request, request.query.review_id)),
  );

  app.put(
    '/reviews/write-review',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Write or rewrite my review (REVIEW cashback on the first write)',
        body: writeReviewBody,
        response: one,
      },
    },
    async (request) => ok(await detailOf(request, await writeReview(app.db, guardedCustomer(request).id, request.body))),
  );

  app.post(
    '/reviews/add-media',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Add a photo (JPEG, PNG, WebP) or a video (MP4, WebM, MOV) to my review (multipart file, review_id)',
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request) => {
      const { bytes, reviewId } = await readMediaUpload(request);
      await addMedia(app.db, { media: app.media, tools: options.videoTools }, guardedCustomer(request).id, reviewId, bytes);
      return ok(await detailOf(request, reviewId));
    },
  );

  app.put(
    '/reviews/clear-media',
    { ...member, schema: { tags, security, summary: 'Remove every photo and video of my review', body: clearMediaBody, response: one } },
    async (request) => {
      await clearMedia(app.db, app.media, guardedCustomer(request).id, request.body.review_id);
      return ok(await detailOf(request, request.body.review_id));
    },
  );

  app.get(
    '/reviews/products/:product_id/summary',
    {
      schema: {
        tags,
        summary: "A product's rating summary: average and reviews per star",
        params: productReviewParams,
        response: { 200: envelopeOf(ratingSummary) },
      },
    },
    async (request) => ok(await productRatingSummary(app.db, request.params.product_id)),
  );

  app.get(
    '/reviews/products/:product_id',
    {
      preHandler: recogniseCustomer,
      schema: {
        tags,
        summary: "A product's written reviews: sort, photo/video filter, star, pages",
        params: productReviewParams,
        querystring: productReviewsQuery,
        response: { 200: envelopeOf(productReviewsPage) },
      },
    },
    async (request) => ok(await productReviews(app.db, viewerOf(request), request.params.product_id, request.query)),
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/reviews/:review_id/like',
      ...member,
      schema: {
        tags,
        security,
        summary: liked ? 'Like a review (once per member)' : 'Take my like back',
        params: reviewParams,
        response: { 200: envelopeOf(reviewLike) },
      },
      handler: async (request) => ok(await setLike(app.db, guardedCustomer(request).id, request.params.review_id, liked)),
    });
  }

  app.post(
    '/reviews/:review_id/report',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: "Report another member's review to the shop (once per member: a repeat answers the first report)",
        params: reviewParams,
        body: reviewReportBody,
        response: { 200: envelopeOf(reviewReport) },
      },
    },
    async (request) => ok(await reportReview(app.db, guardedCustomer(request).id, request.params.review_id, request.body)),
  );
};
