/**
 * Where a search's time goes in PostgreSQL (issue #28 item 2), one search at a time: texts drawn as the distinct bench
 * draws them (catalog-distinct.ts: half a word of a product name, a quarter that word with two letters swapped, a
 * quarter random letters; the words of the first ten pages' names, read here from the table), or BENCH_SEARCHES
 * (comma-separated). Each search is made once through the search service (no answer cache), its statements caught as
 * the pg driver sends them, then each statement is run again under EXPLAIN (ANALYZE, BUFFERS) with the same
 * parameters, BENCH_REPEATS times (3), the fastest run kept: on a machine shared with other work a run now and then
 * waits for a core, and the fastest is the statement's own cost. Printed: per kind of search (hit, typo, miss) and kind
 * of statement, the statements' execution and planning ms and shared buffers a search of the kind, with the machine's
 * load. Nothing is written (the search counts are not kept).
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/<a seeded database> npx tsx bench/api/search-cost.ts
 *   BENCH_SEARCH_TEXTS (200 drawn), BENCH_EACH=1 prints each statement's time, BENCH_PLANS=1 each plan,
 *   BENCH_SEARCHES='สี,sheos' searches those instead.
 */
import { loadavg } from 'node:os';
import { searchQuery } from '@talad/contract';
import pg from 'pg';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { missCache } from '../../apps/api/src/modules/search/miss-cache.ts';
import { searchProducts } from '../../apps/api/src/modules/search/service.ts';
import { randomFrom } from '../random.ts';
import { randomLetters, swapTwo } from './catalog-distinct.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a seeded PostgreSQL database');
const TEXTS = Number(process.env.BENCH_SEARCH_TEXTS ?? 200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

interface Caught {
  text: string;
  values: unknown[];
}
let caught: Caught[] | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string; values?: unknown[] };
  // The API's client sends (config, values); values may also ride in the config.
  const values = (Array.isArray(args[1]) ? args[1] : typeof config === 'string' ? [] : config.values) ?? [];
  if (caught) caught.push({ text: typeof config === 'string' ? config : config.text, values });
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const explainer = new pg.Client({ connectionString: url });
await explainer.connect();

/** The words of the names of the shop's first ten pages of 48 (its own order), Thai and English, as the bench takes them. */
async function nameWords(): Promise<string[]> {
  const { rows } = await explainer.query<{ th: string; en: string }>(
    `select name->>'th' as th, coalesce(name->>'en', name->>'th') as en from products where withdrawn_at is null
     order by in_stock desc, rank desc, id limit 480`,
  );
  const words = new Set<string>();
  for (const name of rows.flatMap((row) => [row.th, row.en])) for (const word of name.split(/\s+/)) if (word.length >= 3) words.add(word);
  return [...words];
}

type Kind = 'hit' | 'typo' | 'miss' | 'asked';
type Plan = { 'Execution Time': number; 'Planning Time': number; Plan: Record<string, number> };
async function texts(): Promise<Array<[Kind, string]>> {
  if (process.env.BENCH_SEARCHES) return process.env.BENCH_SEARCHES.split(',').map((text) => ['asked', text]);
  const words = await nameWords();
  const random = randomFrom(20261129);
  return Array.from({ length: TEXTS }, () => {
    const roll = random();
    const word = words[Math.floor(random() * words.length)]!;
    return roll < 0.5 ? ['hit', word] : roll < 0.75 ? ['typo', swapTwo(word, random)] : ['miss', randomLetters(random)];
  });
}

/** A statement's kind, by what it starts with. */
function statementKind(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.startsWith('with exact as')) return 'hits';
  if (flat.startsWith('with hits as')) return 'counts';
  if (flat.startsWith('select "id", "code"')) return 'page';
  if (flat.startsWith('select "id" from "products"')) return 'typo hits';
  if (flat.startsWith('select "keyword"')) return 'popular searches';
  return flat.slice(0, 40);
}

const handle = createDatabase({ databaseUrl: url });
const services = {
  counts: { add: () => undefined, flush: async () => undefined },
  searcher: async () => null,
  misses: missCache<never>({ ttlMs: 0, maxEntries: 0 }),
};
const sums = new Map<string, { searches: Set<number>; statements: number; execution: number; planning: number; buffers: number }>();
const searches = new Map<Kind, number>();
const load = loadavg()[0]!.toFixed(1);
for (const [at, [kind, text]] of (await texts()).entries()) {
  searches.set(kind, (searches.get(kind) ?? 0) + 1);
  const asked = searchQuery.parse({ search: text });
  // Once to warm the lookups and the plans, then once caught.
  await searchProducts(handle.db, asked, 'th', services);
  caught = [];
  await searchProducts(handle.db, asked, 'th', services);
  const statements = caught;
  caught = undefined;
  for (const statement of statements) {
    const runs: Plan[] = [];
    for (let run = 0; run < REPEATS; run++) {
      const result = await explainer.query(`explain (analyze, buffers, format json) ${statement.text}`, statement.values);
      runs.push((result.rows[0]['QUERY PLAN'] as [Plan])[0]);
    }
    const plan = runs.reduce((fastest, run) => (run['Execution Time'] < fastest['Execution Time'] ? run : fastest));
    if (process.env.BENCH_PLANS) {
      const shown = await explainer.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(`${text}:\n${shown.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
    const key = `${kind}|${statementKind(statement.text)}`;
    if (process.env.BENCH_EACH) console.log(`${kind} ${text}: ${statementKind(statement.text)} ${plan['Execution Time'].toFixed(2)} ms`);
    const sum = sums.get(key) ?? { searches: new Set(), statements: 0, execution: 0, planning: 0, buffers: 0 };
    sum.searches.add(at);
    sum.statements += 1;
    sum.execution += plan['Execution Time'];
    sum.planning += plan['Planning Time'];
    sum.buffers += (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
    sums.set(key, sum);
  }
}
console.log(`load ${load} → ${loadavg()[0]!.toFixed(1)}; ${[...searches].map(([kind, count]) => `${count} ${kind}`).join(', ')} searches`);
console.log('| search | statement | in searches | execution ms a search of the kind | planning ms | shared buffers |');
console.log('|---|---|---|---|---|---|');
for (const [key, sum] of [...sums].sort(([a], [b]) => a.localeCompare(b))) {
  const [kind, statement] = key.split('|') as [Kind, string];
  const of = searches.get(kind)!;
  console.log(
    `| ${kind} | ${statement} | ${sum.searches.size} of ${of} | ${(sum.execution / of).toFixed(2)} | ${(sum.planning / of).toFixed(2)} | ${Math.round(sum.buffers / of)} |`,
  );
}
await explainer.end();
await handle.close();
