/**
 * Catalogue scenarios: one URL repeated, so after the first request they measure the in-process answer cache
 * (ANSWER_CACHE_MS, 5 s by default), labelled "cached". Guest login is measured alongside (it writes a session).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { signed } from '../signing.ts';
import { BASE, callApi } from './server.ts';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Not signed (the signature covers the path only). */
  query?: string;
  needsToken: boolean;
}

/** The catalogue scenarios need a real product slug from the seeded shop; it is looked up once the API is up. */
function scenariosFor(productSlug: string): Scenario[] {
  return [
    { name: 'POST /auth/login/guest', method: 'POST', path: 'auth/login/guest', needsToken: false },
    { name: 'GET /menu (cached)', method: 'GET', path: 'menu', needsToken: true },
    {
      name: 'GET /catalog/products (category listing, cached)',
      method: 'GET',
      path: 'catalog/products',
      query: 'category=fashion&size=24',
      needsToken: true,
    },
    {
      name: 'GET /catalog/products (filtered, sorted, page 2, cached)',
      method: 'GET',
      path: 'catalog/products',
      query: 'category=mobile-tablet&brand=samsung,xiaomi,apple&hasStock=true&min_price=500000&sort=price_low_to_high&page=2&size=24',
      needsToken: true,
    },
    { name: 'GET /products/{slug} (product detail, cached)', method: 'GET', path: `products/${productSlug}`, needsToken: false },
    {
      name: 'GET /search (Thai, cached)',
      method: 'GET',
      path: 'search',
      query: `search=${encodeURIComponent('รองเท้า')}`,
      needsToken: true,
    },
  ];
}

async function firstProductSlug(token: string): Promise<string> {
  const page = await callApi<{ items: { slug: string }[] }>('GET', 'catalog/products?category=appliances&size=1', { token });
  const slug = page.items[0]?.slug;
  if (!slug) throw new Error('the seeded shop has no appliances to open');
  return slug;
}

/** The 1-minute load average: the API shares the machine with autocannon and whatever else runs. */
export const loadAverage = () => (loadavg()[0] ?? 0).toFixed(1);

/** Each scenario for `seconds` at `connections`; answers the table rows. */
export async function catalogRows(connections: number, seconds: number): Promise<string[]> {
  const token = (await callApi<{ access_token: string }>('POST', 'auth/login/guest')).access_token;
  const rows: string[] = [];
  for (const scenario of scenariosFor(await firstProductSlug(token))) {
    const loadBefore = loadAverage();
    const result = await autocannon({
      url: `${BASE}/${scenario.path}${scenario.query ? `?${scenario.query}` : ''}`,
      method: scenario.method,
      headers: await signed(scenario.path, scenario.needsToken ? token : undefined),
      connections,
      duration: seconds,
    });
    const row = `| ${scenario.name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${loadBefore} → ${loadAverage()} |`;
    console.log(row);
    rows.push(row);
  }
  return rows;
}

export const CATALOG_TABLE_HEAD = [
  '| scenario | connections | requests/s | p50 ms | p99 ms | non-2xx | load average (1 min) |',
  '|---|---|---|---|---|---|---|',
];
