/**
 * Cache-hostile catalogue scenarios (issue #16 item 1): each request asks something else, as real shoppers do, so the
 * in-process answer cache answers little. Drawn from a fixed seed so runs compare:
 * - listings: filters drawn the way shoppers use them (listing-draws.ts, issue #28 item 4), never the same URL twice
 *   in a run;
 * - searches: a word of a product name (hit), a word with two letters swapped (typo), or random letters (miss),
 *   Thai and English;
 * - product pages: a random product of the shop.
 * Requests are signed before the run (the signature covers the path and holds five minutes) and sent in turn, each
 * as one of SHOPPERS guests in turn: real traffic is many shoppers, each with a session of their own (a product page
 * records the view in the shopper's own list), not one session asked 50 times at once.
 */
import { listingQueryShape, type Menu, type MenuNode, type ProductListing } from '@talad/contract';
import autocannon from 'autocannon';
import { callApiAt, signed } from '../signing.ts';
import { loadAverage } from './catalog.ts';
import { listingDrawer, type ListingDrawer, type ListingScope } from './listing-draws.ts';
import { BASE, callApi } from './server.ts';
import { randomFrom } from '../random.ts';

const SEED = 20261124;
/**
 * Searches and product pages drawn per scenario, sent in turn: a round of the list takes longer than the answer cache
 * keeps an answer (5 s) even at 6,000 requests/s, so a request asked again in the next round is not answered from it,
 * and the figure is not the cache's. Repeats that the draw itself makes (a popular word) stay, as in real traffic.
 * Listings are drawn as they are sent, each one new.
 */
const REQUESTS_PER_SCENARIO = 40_000;
const SHOPPERS = 200;
/** Categories whose listing pages give the product pages' slugs: products from all over the shop, not its first pages. */
const SLUG_CATEGORIES = 40;
const SLUG_PAGES = 5;
const LISTINGS_PATH = 'catalog/products';

export interface Drawn {
  path: string;
  query: string;
}

export interface ShopSample {
  /** Products the whole shop lists. */
  products: number;
  categories: string[];
  /** The whole shop and each category, with the brands and prices their listings show. */
  scopes: ListingScope[];
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
 * The menu's categories, each one's brands and price range (and the whole shop's), product slugs and the words of
 * product names (Thai and English). Slugs come from pages 1–5 of SLUG_CATEGORIES categories drawn with the seed (48 a
 * page: up to 9,600 products from all over the shop; the answer cache keeps 500 product pages, so product pages are
 * not answered from it as a few hundred would be); words from the shop's first ten pages.
 */
async function sampleShop(token: string): Promise<ShopSample> {
  const menu = await callApi<Menu>('GET', 'menu', { token });
  const categories = [...new Set(categoriesOf(menu.categories))];
  const listed = (query: string, locale = 'th') =>
    callApiAt<ProductListing>(BASE, 'GET', `catalog/products?size=48&${query}`, { token, headers: { 'accept-language': locale } });
  const scopes: ListingScope[] = [];
  let products = 0;
  for (const category of [null, ...categories]) {
    const { facets, total } = await listed(category === null ? '' : `category=${category}`);
    scopes.push({ category, brands: facets.brands.map((brand) => brand.value), price: facets.price });
    if (category === null) products = total;
  }
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
  return { products, categories, scopes, slugs: [...slugs], words: [...words] };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function swapTwo(word: string, random: () => number): string {
  const letters = [...word];
  const at = Math.floor(random() * (letters.length - 1));
  [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  return letters.join('');
}

export function randomLetters(random: () => number): string {
  const thai = random() < 0.5;
  const [from, span] = thai ? [0x0e01, 0x2e] : [0x61, 26];
  return Array.from({ length: 5 + Math.floor(random() * 5) }, () => String.fromCharCode(from + Math.floor(random() * span))).join('');
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

/** What one scenario measured: autocannon's figures, the requests it asked for and the load before and after. */
export interface Measured {
  result: autocannon.Result;
  sent: number;
  load: string;
}

/**
 * One scenario: `next` request after request, each as the next shopper, at `connections` for `seconds`. The
 * signature covers the path and holds five minutes: each of `paths` (every path `next` gives) is signed as the
 * scenario starts.
 */
export async function measure(
  next: () => Drawn,
  paths: Iterable<string>,
  tokens: string[],
  connections: number,
  seconds: number,
): Promise<Measured> {
  const headersOf = new Map<string, Record<string, string>>();
  for (const path of paths) headersOf.set(path, await signed(path));
  let sent = 0;
  const before = loadAverage();
  const result = await autocannon({
    url: BASE,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, query } = next();
          const headers = headersOf.get(path);
          if (!headers) throw new Error(`${path} was not signed before the run`);
          const authorization = `Bearer ${tokens[sent++ % tokens.length]}`;
          return { ...request, method: 'GET', path: `/${path}${query ? `?${query}` : ''}`, headers: { ...headers, authorization } };
        },
      },
    ],
  });
  return { result, sent, load: `${before} → ${loadAverage()}` };
}

/** A list of drawn requests sent in turn, round after round. */
function inTurn(drawn: Drawn[]): () => Drawn {
  let next = 0;
  return () => drawn[next++ % drawn.length]!;
}

/** A list of drawn requests measured in turn (searches, product pages). */
export const measureInTurn = (drawn: Drawn[], tokens: string[], connections: number, seconds: number) =>
  measure(inTurn(drawn), new Set(drawn.map((item) => item.path)), tokens, connections, seconds);

const tableRow = (name: string, connections: number, { result, load }: Measured) =>
  `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${load} |`;

/** The requests of the distinct scenarios, drawn from the sampled shop with the bench's seed. */
export interface DistinctRequests {
  listings: ListingDrawer;
  searches: Drawn[];
  products: Drawn[];
}

/** Guest sessions for the shoppers, the shop sampled, and the requests drawn (the same on every run of the same shop). */
export async function prepareDistinct(): Promise<{ tokens: string[]; sample: ShopSample; requests: DistinctRequests }> {
  const tokens: string[] = [];
  for (let shopper = 0; shopper < SHOPPERS; shopper++) {
    tokens.push((await callApi<{ access_token: string }>('POST', 'auth/login/guest')).access_token);
  }
  const sample = await sampleShop(tokens[0]!);
  const random = randomFrom(SEED);
  // The rating filter is drawn once the listing's contract takes one ("stars and up").
  const listings = listingDrawer(sample.scopes, randomFrom(SEED + 2), 'rating' in listingQueryShape);
  return { tokens, sample, requests: { listings, searches: drawSearches(sample, random), products: drawProducts(sample, random) } };
}

/**
 * The listings scenario: each request a listing never drawn before in the run. Answers what it measured, and the
 * count of URLs sent, checked: a URL sent twice ends the run, as the figure would not be what it says.
 */
export async function measureDistinctListings(listings: ListingDrawer, tokens: string[], connections: number, seconds: number) {
  const measured = await measure(() => ({ path: LISTINGS_PATH, query: listings.next() }), [LISTINGS_PATH], tokens, connections, seconds);
  const { drawn, redrawn } = listings.counts();
  // Every request goes through setupRequest, each with a new draw: more answers than draws would be a URL sent again.
  const answered = measured.result.requests.total;
  if (answered > drawn) throw new Error(`${answered} listings answered but ${drawn} distinct URLs drawn: a URL went twice`);
  return { measured, urls: `${drawn} URLs sent, each once (${redrawn} draws that repeated one were drawn again)` };
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
  // All three are drawn whatever runs, so a scenario run alone sends the same requests as in the whole suite.
  const { tokens, requests } = await prepareDistinct();
  const rows: string[] = [];
  const report = (row: string) => {
    console.log(row);
    rows.push(row);
  };
  if (only.includes('listings')) {
    const { measured, urls } = await measureDistinctListings(requests.listings, tokens, connections, seconds);
    report(tableRow(`GET /catalog/products (filters drawn as shoppers use them: ${urls})`, connections, measured));
  }
  const distinct = (drawn: Drawn[]) => new Set(drawn.map((item) => `${item.path}?${item.query}`)).size;
  for (const [scenario, name, drawn] of [
    ['searches', 'GET /search (random hits, typos and misses, Thai and English', requests.searches],
    ['products', 'GET /products/{slug} (random product', requests.products],
  ] as const) {
    if (!only.includes(scenario)) continue;
    report(tableRow(`${name}; ${distinct(drawn)} distinct)`, connections, await measureInTurn(drawn, tokens, connections, seconds)));
  }
  return rows;
}
