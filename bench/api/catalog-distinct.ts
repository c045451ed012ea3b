/**
 * Cache-hostile catalogue scenarios (issue #16 item 1): each request asks something else, as real shoppers do, so the
 * in-process answer cache answers little. Drawn from a fixed seed so runs compare:
 * - listings: a random category of the menu (main, sub and detail), page 1–5, a sort, and a minimum price or none;
 * - searches: a word of a product name (hit), a word with two letters swapped (typo), or random letters (miss),
 *   Thai and English;
 * - product pages: a random product of the shop.
 * Requests are signed before the run (the signature covers the path and holds five minutes) and sent in turn, each
 * as one of SHOPPERS guests in turn: real traffic is many shoppers, each with a session of their own (a product page
 * records the view in the shopper's own list), not one session asked 50 times at once.
 */
import { PRODUCT_SORTS } from '@talad/domain';
import type { Menu, MenuNode, ProductListing } from '@talad/contract';
import autocannon from 'autocannon';
import { callApiAt, signed } from '../signing.ts';
import { loadAverage } from './catalog.ts';
import { BASE, callApi } from './server.ts';
import { randomFrom } from '../random.ts';

const SEED = 20261124;
/**
 * Requests drawn per scenario, sent in turn: a round of the list takes longer than the answer cache keeps an answer
 * (5 s) even at 6,000 requests/s, so a request asked again in the next round is not answered from it, and the figure is
 * not the cache's. Repeats that the draw itself makes (a popular word, a category's first page) stay, as in real
 * traffic.
 */
const REQUESTS_PER_SCENARIO = 40_000;
const SHOPPERS = 200;
/** Categories whose listing pages give the product pages' slugs: products from all over the shop, not its first pages. */
const SLUG_CATEGORIES = 40;
const SLUG_PAGES = 5;

interface Drawn {
  path: string;
  query: string;
}

interface ShopSample {
  categories: string[];
  slugs: string[];
  words: string[];
}

const CATEGORY_LINKS = new Set(['MAINCATEGORY', 'SUBCATEGORY', 'DETAILCATEGORY']);

/** Every category of the menu, at any level, by its slug (the last part of its link). */
function categoriesOf(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(CATEGORY_LINKS.has(node.link_type) ? [node.link_value.split('/').at(-1)!] : []),
    ...categoriesOf(node.children),
  ]);
}

/**
 * The menu's categories, product slugs and the words of product names (Thai and English). Slugs come from pages 1–5 of
 * SLUG_CATEGORIES categories drawn with the seed (48 a page: up to 9,600 products from all over the shop; the answer
 * cache keeps 500 product pages, so product pages are not answered from it as a few hundred would be); words from the
 * shop's first ten pages.
 */
async function sampleShop(token: string): Promise<ShopSample> {
  const menu = await callApi<Menu>('GET', 'menu', { token });
  const categories = [...new Set(categoriesOf(menu.categories))];
  const listed = (query: string, locale = 'th') =>
    callApiAt<ProductListing>(BASE, 'GET', `catalog/products?size=48&${query}`, { token, headers: { 'accept-language': locale } });
  const words = new Set<string>();
  for (const locale of ['th', 'en'])
    for (let page = 1; page <= 10; page++) {
      for (const item of (await listed(`page=${page}`, locale)).items)
        for (const word of item.name.split(/\s+/)) if (word.length >= 3) words.add(word);
    }
  const random = randomFrom(SEED + 1);
  const slugs = new Set<string>();
  for (let drawn = 0; drawn < SLUG_CATEGORIES; drawn++) {
    const category = pick(random, categories);
    for (let page = 1; page <= SLUG_PAGES; page++)
      for (const item of (await listed(`category=${category}&page=${page}`)).items) slugs.add(item.slug);
  }
  return { categories, slugs: [...slugs], words: [...words] };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function swapTwo(word: string, random: () => number): string {
  const letters = [...word];
  const at = Math.floor(random() * (letters.length - 1));
  [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  return letters.join('');
}

function randomLetters(random: () => number): string {
  const thai = random() < 0.5;
  const [from, span] = thai ? [0x0e01, 0x2e] : [0x61, 26];
  return Array.from({ length: 5 + Math.floor(random() * 5) }, () => String.fromCharCode(from + Math.floor(random() * span))).join('');
}

function drawListings(sample: ShopSample, random: () => number): Drawn[] {
  const sorts = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');
  const minimums = [null, 10_000, 50_000, 100_000, 300_000];
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => {
    const min = pick(random, minimums);
    const query = `category=${pick(random, sample.categories)}&page=${1 + Math.floor(random() * 5)}&size=24&sort=${pick(random, sorts)}`;
    return { path: 'catalog/products', query: min === null ? query : `${query}&min_price=${min}` };
  });
}

function drawSearches(sample: ShopSample, random: () => number): Drawn[] {
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => {
    const roll = random();
    const word = pick(random, sample.words);
    const text = roll < 0.5 ? word : roll < 0.75 ? swapTwo(word, random) : randomLetters(random);
    return { path: 'search', query: `search=${encodeURIComponent(text)}` };
  });
}

function drawProducts(sample: ShopSample, random: () => number): Drawn[] {
  return Array.from({ length: REQUESTS_PER_SCENARIO }, () => ({ path: `products/${pick(random, sample.slugs)}`, query: '' }));
}

/** One scenario: the drawn requests in turn, each as the next shopper, at `connections` for `seconds`; answers its table row. */
async function run(name: string, drawn: Drawn[], tokens: string[], connections: number, seconds: number) {
  const headersOf = new Map<string, Record<string, string>>();
  for (const { path } of drawn) if (!headersOf.has(path)) headersOf.set(path, await signed(path));
  let next = 0;
  const before = loadAverage();
  const result = await autocannon({
    url: BASE,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, query } = drawn[next % drawn.length]!;
          const authorization = `Bearer ${tokens[next++ % tokens.length]}`;
          return {
            ...request,
            method: 'GET',
            path: `/${path}${query ? `?${query}` : ''}`,
            headers: { ...headersOf.get(path)!, authorization },
          };
        },
      },
    ],
  });
  const distinct = new Set(drawn.map((item) => `${item.path}?${item.query}`)).size;
  return `| ${name} (${distinct} distinct) | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${before} → ${loadAverage()} |`;
}

type DistinctScenario = 'listings' | 'searches' | 'products';
const SCENARIOS: DistinctScenario[] = ['listings', 'searches', 'products'];

/** BENCH_DISTINCT_SCENARIOS (e.g. `searches`, or `listings,products`) runs only those; all three by default. */
function chosenScenarios(): DistinctScenario[] {
  const asked = process.env.BENCH_DISTINCT_SCENARIOS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked?.length) return SCENARIOS;
  const unknown = asked.filter((name) => !SCENARIOS.includes(name as DistinctScenario));
  if (unknown.length > 0) throw new Error(`BENCH_DISTINCT_SCENARIOS: unknown ${unknown.join(', ')} (known: ${SCENARIOS.join(', ')})`);
  return asked as DistinctScenario[];
}

/** The distinct-request scenarios (BENCH_DISTINCT_SCENARIOS); answers their table rows (same columns as the cached ones). */
export async function distinctCatalogRows(connections: number, seconds: number): Promise<string[]> {
  const only = chosenScenarios();
  const tokens: string[] = [];
  for (let shopper = 0; shopper < SHOPPERS; shopper++) {
    tokens.push((await callApi<{ access_token: string }>('POST', 'auth/login/guest')).access_token);
  }
  const sample = await sampleShop(tokens[0]!);
  const random = randomFrom(SEED);
  // All three are drawn whatever runs, so a scenario run alone sends the same requests as in the whole suite.
  const scenarios: Array<[DistinctScenario, string, Drawn[]]> = [
    ['listings', 'GET /catalog/products (random category, page, sort, minimum price)', drawListings(sample, random)],
    ['searches', 'GET /search (random hits, typos and misses, Thai and English)', drawSearches(sample, random)],
    ['products', 'GET /products/{slug} (random product)', drawProducts(sample, random)],
  ];
  const rows: string[] = [];
  for (const [scenario, name, drawn] of scenarios) {
    if (!only.includes(scenario)) continue;
    const row = await run(name, drawn, tokens, connections, seconds);
    console.log(row);
    rows.push(row);
  }
  return rows;
}
