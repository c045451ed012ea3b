import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { rowsOf } from './statements.ts';

/** The one database type the services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** For the start-up line, e.g. "embedded PGlite at ./data/pglite". */
  description: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Extensions the migrations create (a PostgreSQL server has them built in, PGlite loads them), and a 16 MB buffer
 * cache instead of Postgres' 128 MB: it lives in PGlite's WebAssembly memory, which never shrinks, so it was a third
 * of the API's memory at rest (≈ 400 → ≈ 270 MB), while distinct listings cost the same CPU with either
 * (bench/README.md, "Memory (issue #16 item 6)"). Pages it does not hold are read from the files, which the system
 * caches anyway.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;

/**
 * PostgreSQL when a URL is given, otherwise PGlite: in memory when dataDir is omitted (tests),
 * persisted under DATA_DIR/pglite otherwise.
 */
export function createDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined }): DatabaseHandle {
  if (options.databaseUrl) return serverDatabase(options.databaseUrl);
  return persistedDatabase(options.dataDir);
}

/** A prepared statement's name on its connection: a digest of its text, so the same text always finds its plan. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `t${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

const settled = () => undefined;

/**
 * A statement that matches a pattern given as a parameter (`like $1`, `ilike $2`): a prepared statement's generic plan
 * cannot see the pattern, so it cannot use a prefix index (text_pattern_ops) to find `ผู้รับ12%` — after five runs
 * PostgreSQL may take that plan and walk every order back in time for a rare name (the orders desk at 200,000 orders:
 * p50 6 ms, p99 270 ms). Such statements are planned with their values each time instead.
 */
const PATTERN_PARAMETER = /\b(i?like)\s+\$\d/i;

/**
 * Every parameterised statement runs as a named prepared statement on its connection: PostgreSQL parses and plans it
 * once per connection instead of on every call (decision 0020; bench/README.md "Commerce"). Statements without
 * parameters (begin, commit, migrations) and those matching a pattern given as a parameter run as they are.
 *
 * A connection runs one statement at a time. Reads asked together inside a transaction (Promise.all over the
 * transaction: the lookups, a pricing's reads) would hand node-postgres a statement while another runs, which it queues
 * with a deprecation warning and will refuse from pg 9; so a statement asked for by promise waits here for the one
 * before it. Callback-style calls (the pool's own) and cursors go straight to node-postgres.
 */
class PreparingClient extends pg.Client {
  private previous: Promise<unknown> = Promise.resolve();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while a request holds it (a server restarting) fails that request's statement, which answers
    // 503; unheard, the connection's 'error' event would end the process. The pool drops the connection on release.
    this.on('error', () => {});
  }

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const query = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
    const prepared =
      typeof query?.text === 'string' && !query.name && Array.isArray(values) && values.length > 0 && !PATTERN_PARAMETER.test(query.text)
        ? { ...query, name: statementName(query.text) }
        : config;
    const send = () => (super.query as (...args: unknown[]) => never)(prepared, values, callback);
    if (typeof callback === 'function' || typeof values === 'function' || typeof query?.submit === 'function') return send();
    const sent = this.previous.then(send, send) as Promise<unknown>;
    this.previous = sent.then(settled, settled);
    return sent as never;
  }
}

function serverDatabase(databaseUrl: string): DatabaseHandle {
  // A server that does not answer (a cut network) fails a request's connection after seconds, as a refused one does
  // at once: it is answered 503, not left waiting.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, Client: PreparingClient, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    db,
    description: `PostgreSQL at ${new URL(databaseUrl).host}`,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

function persistedDatabase(dataDir: string | undefined): DatabaseHandle {
  const directory = dataDir ? join(dataDir, 'pglite') : undefined;
  if (directory) mkdirSync(directory, { recursive: true });
  const handle = embeddedDatabase(new PGlite(directory, PGLITE_OPTIONS));
  return directory ? { ...handle, description: `embedded PGlite at ${shownPath(directory)}` } : handle;
}

/** Drizzle over a PGlite client (tests hand in one loaded from a snapshot). */
export function embeddedDatabase(client: PGlite): DatabaseHandle & { client: PGlite } {
  const db = drizzlePglite(client);
  return {
    db,
    client,
    description: 'embedded PGlite in memory',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Paths inside the repository are shown relative to it, as DATA_DIR is written. */
function shownPath(directory: string): string {
  const fromRoot = relative(REPO_ROOT, directory);
  return fromRoot.startsWith('..') ? directory : `./${fromRoot}`;
}

export type DatabaseState = 'writable' | 'read-only' | 'down';

/** Whether the database answers, and whether it takes writes (a standby, or read-only by default, does not). */
export async function databaseState(db: Database): Promise<DatabaseState> {
  try {
    const result = await db.execute(sql`select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') as read_only`);
    const [row] = rowsOf<{ recovery?: unknown; read_only?: unknown }>(result);
    return row?.recovery === false && row.read_only === 'off' ? 'writable' : 'read-only';
  } catch {
    return 'down';
  }
}
