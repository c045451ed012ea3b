/**
 * The growth table (issue #28 item 3): one row for the database the API is started on, the embedded one (2,000
 * products, a fresh temporary one unless BENCH_DATA_DIR names one) or DATABASE_URL's, seeded before
 * (`SEED_PRODUCTS=1000000 npx tsx apps/api/src/seed/time-seed.ts`):
 * - how long the API takes from its start to answering /health (a fresh temporary embedded database is seeded by a
 *   first start, untimed);
 * - listings drawn as shoppers filter, each URL once in the run (listing-draws.ts), and one listing URL repeated, so
 *   distinct ÷ repeated says what the answer cache hides;
 * - searches (hits, typos and misses) and product pages, as the distinct scenarios draw them (catalog-distinct.ts);
 * - the resident memory of the API process after the run.
 * Each scenario runs BENCH_SECONDS (30) at BENCH_CONNECTIONS (50). Run from the repo root:
 *   npx tsx bench/api/growth.ts
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/talad_k100 BENCH_API_PORT=5200 npx tsx bench/api/growth.ts
 */
import { loadAverage } from './catalog.ts';
import { measure, measureDistinctListings, measureInTurn, prepareDistinct, type Measured } from './catalog-distinct.ts';
import { benchApi } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { api, databaseUrl, temporaryData } = benchApi('talad-growth-');

const rate = ({ result }: Measured) => Math.round(result.requests.average);
/** Answers other than 2xx by status, and requests that failed outright (timeouts, resets), of one scenario. */
function failures({ result }: Measured): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count ?? 0} × ${status}`);
  const all = [...statuses, ...(result.errors > 0 ? [`${result.errors} errors`] : [])];
  return all.length === 0 ? '0' : all.join(', ');
}

try {
  if (temporaryData) {
    await api.start();
    await api.stop();
  }
  const loadAtStart = loadAverage();
  const starting = performance.now();
  await api.start();
  const readySeconds = (performance.now() - starting) / 1000;

  const { tokens, sample, requests } = await prepareDistinct();
  const listings = await measureDistinctListings(requests.listings, tokens, CONNECTIONS, SECONDS);
  // One listing of the shop's first category, asked again and again: what the answer cache serves.
  const repeated = { path: 'catalog/products', query: `category=${sample.categories[0]}&sort=recommended&page=1&size=24` };
  const again = await measure(() => repeated, [repeated.path], tokens, CONNECTIONS, SECONDS);
  const searches = await measureInTurn(requests.searches, tokens, CONNECTIONS, SECONDS);
  const pages = await measureInTurn(requests.products, tokens, CONNECTIONS, SECONDS);
  const memory = api.memoryMb();

  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const { result: listed } = listings.measured;
  console.log(
    [
      '',
      `Growth bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${CONNECTIONS} connections, ${SECONDS} s a scenario, Node ${process.version}`,
      '',
      '| products | database | distinct listings/s | p50 ms | p99 ms | one listing repeated /s | distinct ÷ repeated | searches/s | p99 ms | product pages/s | p99 ms | start to ready | API memory after | failed (listings / repeated / searches / pages) | load (1 min) |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${sample.products.toLocaleString('en')} | ${database} | ${rate(listings.measured)} | ${listed.latency.p50} | ${listed.latency.p99} | ` +
        `${rate(again)} | ${(rate(listings.measured) / rate(again)).toFixed(2)} | ${rate(searches)} | ${searches.result.latency.p99} | ` +
        `${rate(pages)} | ${pages.result.latency.p99} | ${readySeconds.toFixed(1)} s | ${memory ?? '—'} MB | ` +
        `${[listings.measured, again, searches, pages].map(failures).join(' / ')} | ${loadAtStart} at start; ${listings.measured.load}, ${again.load}, ${searches.load}, ${pages.load} |`,
      '',
      `Listings: ${listings.urls}; repeated: /${repeated.path}?${repeated.query}.`,
    ].join('\n'),
  );
} finally {
  await api.stop();
}
