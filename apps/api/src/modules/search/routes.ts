import {
  popularSearches as popularSearchesAnswer,
  relatedSideMenu as relatedSideMenuAnswer,
  searchPlaceholders as searchPlaceholdersAnswer,
  searchQuery,
  searchResult,
  searchSuggestions as searchSuggestionsAnswer,
  searchSuggestionsQuery,
  sideMenuQuery,
  type RelatedSideMenu,
} from '@talad/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { completions, type Locale } from '@talad/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCache } from '../../platform/answer-cache.ts';
import { tokenCustomerId } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { isRenderer } from '../../platform/rate-limit.ts';
import { MISS_CACHE, missCache } from './miss-cache.ts';
import { SEARCH_COUNTS_EVERY_MS, searchCounts } from './search-counts.ts';
import {
  popularSearches,
  relatedSideMenu,
  searchPlaceholders,
  searchProducts,
  searchVocabulary,
  type CountedHits,
  type FoundListing,
  type SearchMiss,
} from './service.ts';

export interface SearchRouteOptions {
  answerCacheMs: number;
  /** Searches (and side menus) per IP per minute: each costs more database work than any other public call. */
  ratePerMinute: number;
  /** The web renderer's key: its searches are every shopper's, so they are neither limited nor told apart. */
  rendererKey: string | undefined;
}

/**
 * Who searched, so a word counts once a day per searcher: the customer of the call's access token (read from the
 * token: no database work for a hint), else the address (an IPv6 /64 as one, as the rate limit counts it). Null
 * for the renderer.
 */
async function searcherOf(request: FastifyRequest, rendererKey: string | undefined): Promise<string | null> {
  if (isRenderer(request, rendererKey)) return null;
  const customerId = await tokenCustomerId(request);
  return customerId ? `customer:${customerId}` : `ip:${normalizeIP(request.ip)}`;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (app, options) => {
  // Emptied when a product is withdrawn or restored, as the catalogue's own caches are.
  const caches = app.catalogueCaches;
  const results = caches.add(answerCache<FoundListing>({ ttlMs: options.answerCacheMs, maxEntries: 500 }));
  // A results page asks for its search and its side menu at once: they find and count the same hits once.
  const hits = caches.add(answerCache<CountedHits>({ ttlMs: options.answerCacheMs, maxEntries: 500, sharedWhileComputing: true }));
  const listingMisses = caches.add(missCache<SearchMiss>(MISS_CACHE));
  const sideMenuMisses = caches.add(missCache<RelatedSideMenu>(MISS_CACHE));
  const limited = { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } };
  // With several processes (REDIS_URL), a searcher's word is claimed among them all, so it counts once a day in the shop.
  const claimAcrossProcesses = app.shared.redis ? app.shared.claimOnce : undefined;
  const counts = searchCounts(app.db, (error) => app.log.error({ err: error }, 'search counts were not written'), { claimAcrossProcesses });
  // The vocabulary changes only as popular searches do: read again at most once a minute per language, for the search
  // box's suggestions and for the words suggested when a search finds nothing.
  const vocabularies = caches.add(answerCache<string[]>({ ttlMs: 60_000, maxEntries: 2 }));
  const vocabulary = (locale: Locale) => vocabularies.get(locale, () => searchVocabulary(app.db, locale));
  const writer = setInterval(() => void counts.flush(), SEARCH_COUNTS_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(writer);
    await counts.flush();
  });
  app.get(
    '/search',
    {
      config: limited,
      schema: {
        tags: ['search'],
        summary: 'Products matching a Thai or English text (typos forgiven), with the listing filters',
        querystring: searchQuery,
        response: { 200: envelopeOf(searchResult) },
      },
    },
    async (request) =>
      ok(
        await searchProducts(app.db, request.query, request.locale, {
          counts,
          searcher: () => searcherOf(request, options.rendererKey),
          misses: listingMisses,
          results,
          hits,
          index: app.catalogueIndex,
          vocabulary,
        }),
      ),
  );
  app.get(
    '/search/popular',
    { schema: { tags: ['search'], summary: 'The most searched words', response: { 200: envelopeOf(popularSearchesAnswer) } } },
    async () => {
      await counts.flush();
      return ok(await popularSearches(app.db));
    },
  );
  app.get(
    '/search/placeholders',
    { schema: { tags: ['search'], summary: 'Hints for the empty search box', response: { 200: envelopeOf(searchPlaceholdersAnswer) } } },
    async (request) => {
      await counts.flush();
      return ok(await searchPlaceholders(app.db, request.locale));
    },
  );
  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary: 'Words completing what is being typed in the search box (tone marks or not), most searched first',
        querystring: searchSuggestionsQuery,
        response: { 200: envelopeOf(searchSuggestionsAnswer) },
      },
    },
    async (request) => {
      return ok(completions(request.query.text, await vocabulary(request.locale)));
    },
  );
  app.get(
    '/search/related-product/side-menu',
    {
      config: limited,
      schema: {
        tags: ['search'],
        summary: 'Categories and brands of the products matching the keywords',
        querystring: sideMenuQuery,
        response: { 200: envelopeOf(relatedSideMenuAnswer) },
      },
    },
    async (request) => ok(await relatedSideMenu(app.db, request.query.keywords, request.locale, sideMenuMisses, hits, app.catalogueIndex)),
  );
};
