import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { ok } from '../../platform/envelope.ts';
import { searchQuery } from '../catalog/schema.ts';
import { SEARCH_COUNTS_EVERY_MS, searchCounts } from './search-counts.ts';
import { popularSearches, relatedSideMenu, searchPlaceholders, searchProducts, type SearchListing } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ answerCacheMs: number }> = async (app, options) => {
  const results = answerCache<SearchListing>({ ttlMs: options.answerCacheMs, maxEntries: 500 });
  const counts = searchCounts(app.db, (error) => app.log.error({ err: error }, 'search counts were not written'));
  const writer = setInterval(() => void counts.flush(), SEARCH_COUNTS_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(writer);
    await counts.flush();
  });
  app.get(
    '/search',
    { schema: { tags: ['search'], summary: 'Products matching a Thai or English text (typos forgiven), with the listing filters', querystring: searchQuery } },
    async (request) => ok(await searchProducts(app.db, request.query, request.locale, counts, results)),
  );
  app.get('/search/popular', { schema: { tags: ['search'], summary: 'The most searched words' } }, async () => {
    await counts.flush();
    return ok(await popularSearches(app.db));
  });
  app.get('/search/placeholders', { schema: { tags: ['search'], summary: 'Hints for the empty search box' } }, async (request) => {
    await counts.flush();
    return ok(await searchPlaceholders(app.db, request.locale));
  });
  app.get(
    '/search/related-product/side-menu',
    { schema: { tags: ['search'], summary: 'Categories and brands of the products matching the keywords', querystring: z.object({ keywords: z.string().trim().min(1, 'must not be empty').max(100) }) } },
    async (request) => ok(await relatedSideMenu(app.db, request.query.keywords, request.locale)),
  );
};
