import {
  categoryPage,
  flashSales,
  listingQuery,
  productBrand,
  productCards,
  productCollection,
  productDetail as productDetailAnswer,
  productIdsQuery,
  productPageQuery,
  productListing as productListingAnswer,
  promotion,
  slugParams,
  type ProductDetail,
  type ProductListing,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { recogniseCustomer } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../../platform/prepared-answer.ts';
import { cardsBy } from './cards.ts';
import { brandBySlug, brandList, categoryBySlug, collectionBySlug, collectionList } from './directory.ts';
import type { CatalogueIndex } from './catalogue-index/index.ts';
import { productListing } from './listing.ts';
import { currentFlashSales, livePromotions } from './offers.ts';
import { productDetail } from './product-detail.ts';
import type { PreviewTokens } from './preview.ts';

interface CatalogOptions {
  answerCacheMs: number;
  /** Records a customer's view of a product: the recently-viewed module's, handed in so the catalogue needs no list module. */
  recordView: (customerId: string, productId: number) => Promise<void>;
  /** Checks a draft's preview link (decision 0048). */
  previews: PreviewTokens;
  /** The products on sale in this process (decision 0062): built by main.ts before listening, else by the first listing. */
  index: CatalogueIndex;
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogOptions> = async (app, options) => {
  // Kept as envelope bytes: a hit is sent as is (see prepared-answer.ts). Emptied when a product is withdrawn or restored.
  const caches = app.catalogueCaches;
  const listings = caches.add(answerCache<PreparedAnswer>({ ttlMs: options.answerCacheMs, maxEntries: 500 }));
  // Listings' pages and counts come from the catalogue index (decision 0062), brought up to date at once by a change
  // here or announced by another process.
  const index = options.index;
  caches.add({ clear: () => index.changed() });
  const details = caches.add(
    answerCache<{ internalId: number; answer: PreparedAnswer }>({ ttlMs: options.answerCacheMs, maxEntries: 500 }),
  );

  app.get(
    '/catalog/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product listing with the filter keys and fields of spec §3, sort, paging and facets',
        querystring: listingQuery,
        response: { 200: envelopeOf(productListingAnswer) },
      },
    },
    async (request, reply) => {
      const key = `${request.locale}:${JSON.stringify(request.query)}`;
      return sendPrepared(
        reply,
        await listings.get(key, async () =>
          prepareAnswer((await productListing(app.db, request.query, request.locale, { index })) satisfies ProductListing),
        ),
      );
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product cards by comma-joined product codes, in the order asked',
        querystring: productIdsQuery,
        response: { 200: envelopeOf(productCards) },
      },
    },
    async (request) => ok(await cardsBy(app.db, 'code', request.query.product_id, request.locale)),
  );

  app.get(
    '/products/:slug',
    {
      preHandler: recogniseCustomer,
      schema: {
        tags: ['catalog'],
        summary: "A product's detail; the view is recorded for the session",
        params: slugParams,
        querystring: productPageQuery,
        response: { 200: envelopeOf(productDetailAnswer) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const token = request.query.preview;
      if (token !== undefined) {
        // A preview (a draft's page, for staff) is read afresh, kept by no cache and recorded as nobody's view.
        const { internalId: _, ...answer } = await productDetail(app.db, slug, request.locale, new Date(), {
          token,
          opens: options.previews.opens,
        });
        reply.header('cache-control', 'private, no-store');
        return ok(answer satisfies ProductDetail);
      }
      const product = await details.get(`${request.locale}:${slug}`, async () => {
        // The internal id is for recording the view, never part of the answer.
        const { internalId, ...answer } = await productDetail(app.db, slug, request.locale);
        return { internalId, answer: prepareAnswer(answer satisfies ProductDetail) };
      });
      if (request.customer) await options.recordView(request.customer.id, product.internalId);
      return sendPrepared(reply, product.answer);
    },
  );

  app.get(
    '/brands',
    { schema: { tags: ['catalog'], summary: 'Every brand, A to Z', response: { 200: envelopeOf(z.array(productBrand)) } } },
    async (request) => ok(await brandList(app.db, request.locale)),
  );
  app.get(
    '/brands/:slug',
    { schema: { tags: ['catalog'], summary: 'One brand', params: slugParams, response: { 200: envelopeOf(productBrand) } } },
    async (request) => ok(await brandBySlug(app.db, request.params.slug, request.locale)),
  );
  app.get(
    '/collections',
    { schema: { tags: ['catalog'], summary: 'Every collection', response: { 200: envelopeOf(z.array(productCollection)) } } },
    async (request) => ok(await collectionList(app.db, request.locale)),
  );
  app.get(
    '/collections/:slug',
    { schema: { tags: ['catalog'], summary: 'One collection', params: slugParams, response: { 200: envelopeOf(productCollection) } } },
    async (request) => ok(await collectionBySlug(app.db, request.params.slug, request.locale)),
  );
  app.get(
    '/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A category with breadcrumb and children',
        params: slugParams,
        response: { 200: envelopeOf(categoryPage) },
      },
    },
    async (request) => ok(await categoryBySlug(app.db, request.params.slug, request.locale)),
  );
  app.get(
    '/flash-sales',
    { schema: { tags: ['catalog'], summary: 'The flash sale running now and the next ones', response: { 200: envelopeOf(flashSales) } } },
    async (request) => ok(await currentFlashSales(app.db, request.locale)),
  );
  app.get(
    '/promotions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Promotions live now with their first products',
        response: { 200: envelopeOf(z.array(promotion)) },
      },
    },
    async (request) => ok(await livePromotions(app.db, request.locale)),
  );
};
