import pg from 'pg';
import type { Database } from '../db/client.ts';

type Method = (...args: unknown[]) => unknown;

export interface Counted {
  /** The texts of the statements sent, in order (search counts' writes left out: they fall whenever their timer does). */
  texts: string[];
  statements: number;
  transactions: number;
}

/**
 * The statements sent while `work` runs: every pg.Client's on a PostgreSQL server (BEGIN and COMMIT too, as
 * bench/api/order-cost.ts counts them), PGlite's query and exec calls embedded (`db` is the test app's), and the
 * transactions opened. The search counts' writes (every SEARCH_COUNTS_EVERY_MS, whenever they fall) are left out.
 */
export async function countedStatements(db: Database, work: () => Promise<unknown>): Promise<Counted> {
  const texts: string[] = [];
  let transactions = 0;
  const restore: (() => void)[] = [];
  const wrap = (target: object, name: string, note: (args: unknown[]) => void) => {
    const holder = target as Record<string, Method>;
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const original = holder[name]!;
    holder[name] = function (this: unknown, ...args: unknown[]) {
      note(args);
      return original.apply(this, args);
    };
    restore.push(() => (own ? (holder[name] = original) : delete holder[name]));
  };
  const textOf = (query: unknown) => String(typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text);
  if (process.env.TEST_DATABASE_URL) {
    wrap(pg.Client.prototype, 'query', (args) => texts.push(textOf(args[0])));
  } else {
    const client = (db as unknown as { $client: object }).$client;
    wrap(client, 'query', (args) => texts.push(textOf(args[0])));
    wrap(client, 'exec', (args) => texts.push(textOf(args[0])));
    wrap(client, 'transaction', () => (transactions += 1));
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  const statements = texts.filter((text) => !/insert into "search_queries"/i.test(text));
  transactions += statements.filter((text) => /^\s*begin\b/i.test(text)).length;
  return { texts: statements, statements: statements.length, transactions };
}
