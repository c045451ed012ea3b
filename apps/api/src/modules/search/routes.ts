import { popularSearches as popularSearchesAnswer, relatedSideMenu as relatedSideMenuAnswer, searchPlaceholders as searchPlaceholdersAnswer, searchQuery, searchResult, sideMenuQuery, type ProductListing } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { SEARCH_COUNTS_EVERY_MS, searchCounts } from './search-counts.ts';
import { popularSearches, relatedSideMenu, searchPlaceholders, searchProducts } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ answerCacheMs: number }> = async (app, options) => {
  const results = answerCache<ProductListing>({ ttlMs: options.answerCacheMs, maxEntries: 500 });
  const counts = searchCounts(app.db, (error) => app.log.error({ err: error }, 'search counts were not written'));
  const writer = setInterval(() => void counts.flush(), SEARCH_COUNTS_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(writer);
    await counts.flush();
  });
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products matching a Thai or English text (typos forgiven), with the listing filters',
        querystring: searchQuery,
        response: { 200: envelopeOf(searchResult) },
      },
    },
    async (request) => ok(await searchProducts(app.db, request.query, request.locale, counts, results)),
  );
  app.get('/search/popular', { schema: { tags: ['search'], summary: 'The most searched words', response: { 200: envelopeOf(popularSearchesAnswer) } } }, async () => {
    await counts.flush();
    return ok(await popularSearches(app.db));
  });
  app.get('/search/placeholders', { schema: { tags: ['search'], summary: 'Hints for the empty search box', response: { 200: envelopeOf(searchPlaceholdersAnswer) } } }, async (request) => {
    await counts.flush();
    return ok(await searchPlaceholders(app.db, request.locale));
  });
  app.get(
    '/search/related-product/side-menu',
    {
      schema: {
        tags: ['search'],
        summary: 'Categories and brands of the products matching the keywords',
        querystring: sideMenuQuery,
        response: { 200: envelopeOf(relatedSideMenuAnswer) },
      },
    },
    async (request) => ok(await relatedSideMenu(app.db, request.query.keywords, request.locale)),
  );
};
