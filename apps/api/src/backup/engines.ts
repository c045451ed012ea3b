import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS } from '../db/client.ts';
import { embeddedHolder } from '../platform/embedded-holder.ts';
import { swapIn } from './files.ts';

/** Rows per table ("schema.table"): written into a backup, checked again after a restore. */
export type TableRows = Record<string, number>;

/** How one kind of database is written into a backup and read back from one. */
export interface Engine {
  kind: 'embedded' | 'postgresql';
  /** The database's file inside the archive. */
  file: string;
  /** Why the database cannot be restored now (an API has it open), or undefined. */
  busy(): Promise<string | undefined>;
  /** Writes the database into `file` under `folder`; the rows it holds. */
  dump(folder: string): Promise<TableRows>;
  /**
   * Replaces the database with the one in `file` under `folder`, which must hold `expected` rows (checked before the
   * swap where there is one); where the old one is kept.
   */
  load(folder: string, expected: TableRows): Promise<{ kept?: string }>;
}

const TABLES = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;

async function tableRows(query: <T>(text: string) => Promise<T[]>): Promise<TableRows> {
  const rows: TableRows = {};
  for (const { name } of await query<{ name: string }>(TABLES)) {
    const [schema, table] = name.split('.');
    const [count] = await query<{ count: number }>(`select count(*)::int as count from "${schema}"."${table}"`);
    rows[name] = count?.count ?? 0;
  }
  return rows;
}

/** Throws, naming them, when restored tables hold other numbers of rows than the backup's. */
function checkRows(expected: TableRows, restored: TableRows) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
  const differ = names.filter((name) => expected[name] !== restored[name]);
  if (differ.length > 0)
    throw new Error(
      `the restored database differs from the backup in ${differ.map((name) => `${name} (${restored[name] ?? 'missing'} rows, backup ${expected[name] ?? 'none'})`).join(', ')}`,
    );
}

const pgliteRows = (client: PGlite) => tableRows(async (text) => (await client.query(text)).rows as never);

/**
 * PGlite's data directory (DATA_DIR/pglite) as its own tar (dumpDataDir), read while no API has it open: PGlite is
 * held by one process at a time. A restore loads it into a new directory beside the old one and swaps them, keeping
 * the old as `pglite.before-restore-<time>`.
 */
export function embeddedEngine(dataDir: string, stamp: string): Engine {
  const directory = join(dataDir, 'pglite');
  const file = 'database.pglite.tar.gz';
  const busy = async () => {
    const holder = embeddedHolder(dataDir);
    return holder === undefined ? undefined : `the API (process ${holder}) has the embedded database under ${dataDir} open: stop it first`;
  };
  return {
    kind: 'embedded',
    file,
    busy,
    async dump(folder) {
      if (!existsSync(join(directory, 'PG_VERSION'))) throw new Error(`no embedded database under ${directory}`);
      const client = await PGlite.create(directory, PGLITE_OPTIONS);
      try {
        const rows = await pgliteRows(client);
        writeFileSync(join(folder, file), Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
        return rows;
      } finally {
        await client.close();
      }
    },
    async load(folder, expected) {
      const restoring = `${directory}.restoring-${stamp}`;
      const client = await PGlite.create(restoring, { ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(join(folder, file))]) });
      try {
        checkRows(expected, await pgliteRows(client));
      } finally {
        await client.close();
      }
      const kept = swapIn(restoring, directory, stamp);
      return kept ? { kept } : {};
    },
  };
}

const run = promisify(execFile);

/** libpq's settings for `url`, the password in PGPASSWORD rather than on a command line others can list. */
function libpq(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump or pg_restore of the Debian client (postgresql-client), its error output kept for the message. */
async function client(program: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const { dbname, env } = libpq(url);
  try {
    await run(program, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new Error(`${program} is not installed: apt-get install postgresql-client`);
    throw new Error(`${program} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

async function withServer<T>(url: string, use: (connection: pg.Client) => Promise<T>): Promise<T> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    return await use(connection);
  } finally {
    await connection.end();
  }
}

const serverRows = (connection: pg.Client) => tableRows(async (text) => (await connection.query(text)).rows);

/**
 * A PostgreSQL database through pg_dump's custom format (consistent while the API runs) and pg_restore --clean in one
 * transaction (refused while another session, an API, is connected to the database).
 */
export function postgresEngine(url: string): Engine {
  const file = 'database.pgdump';
  return {
    kind: 'postgresql',
    file,
    busy: () =>
      withServer(url, async (connection) => {
        const { rows } = await connection.query<{ sessions: number }>(
          `select count(*)::int as sessions from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        const sessions = rows[0]?.sessions ?? 0;
        return sessions === 0
          ? undefined
          : `${sessions} other session(s) are connected to database ${new URL(url).pathname.slice(1)} (an API?): stop them first`;
      }),
    // The rows are counted in the snapshot pg_dump then dumps: the same rows, whatever the API writes meanwhile.
    dump: (folder) =>
      withServer(url, async (connection) => {
        await connection.query('begin isolation level repeatable read read only');
        const { rows } = await connection.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
        const counted = await serverRows(connection);
        await client('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${join(folder, file)}`], url);
        await connection.query('commit');
        return counted;
      }),
    async load(folder, expected) {
      await client(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', join(folder, file)],
        url,
      );
      checkRows(expected, await withServer(url, serverRows));
      return {};
    },
  };
}
