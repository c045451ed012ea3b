import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Brand } from '../config.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, embeddedDatabase, PGLITE_OPTIONS, type Database } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';
import { seedAddressDataIfEmpty, seedIfEmpty } from '../seed/index.ts';

/**
 * Saved embedded-database data directories for the API tests. PGlite's first start (initdb) takes seconds, seeding
 * the Thai address tree (15,000 rows) seconds more and the demo shop's catalogue the longest of all; a saved data
 * directory loads in about one. Each snapshot is named after a fingerprint of what made it, so a change to a
 * migration or a seed file makes a new one. Written to a temporary name and renamed, so parallel test files never
 * read half a file; two files that miss at once both build it, and the last rename wins.
 */

const migrationsFolder = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const seedFolder = fileURLToPath(new URL('../seed/', import.meta.url));
/**
 * The seed takes words, prices and rules from the domain package, the demo members' password hashing and
 * accepted policy version from the identity module (auth and social sign-in are part of it), and writes the demo
 * notifications through the notification module with the order module's texts of order updates.
 */
const seedInputs = [
  fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url)),
  fileURLToPath(new URL('../modules/identity/', import.meta.url)),
  fileURLToPath(new URL('../modules/notification/', import.meta.url)),
  fileURLToPath(new URL('../modules/order/', import.meta.url)),
];

function hashFolder(hash: Hash, folder: string, wanted: (file: string) => boolean) {
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (wanted(file)) hash.update(file).update(readFileSync(join(folder, file)));
  }
}

function migrationsFingerprint(): Hash {
  const fingerprint = createHash('sha256');
  hashFolder(fingerprint, migrationsFolder, (file) => file.endsWith('.sql') || file.endsWith('.json'));
  return fingerprint;
}

function saveSnapshot(file: string, data: Blob | File) {
  return data.arrayBuffer().then((bytes) => {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(bytes));
    renameSync(partial, file);
  });
}

/** Migrated, with the Thai address tree (and its 7-Eleven stores) loaded. */
export async function migratedSnapshot(): Promise<Blob> {
  const fingerprint = migrationsFingerprint();
  for (const file of ['thai-areas.ts', 'thai-area-names.ts', 'seven-eleven-stores.ts', 'seven-eleven-places.ts', 'catalog/random.ts']) {
    fingerprint.update(readFileSync(join(seedFolder, file)));
  }
  const snapshot = join(tmpdir(), `talad-api-migrated-${fingerprint.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(snapshot)) {
    const fresh = embeddedDatabase(new PGlite(PGLITE_OPTIONS));
    await fresh.migrate();
    await seedAddressDataIfEmpty(fresh.db);
    await saveSnapshot(snapshot, await fresh.client.dumpDataDir('none'));
    await fresh.close();
  }
  return new Blob([readFileSync(snapshot)]);
}

/** 16 hex digits naming what a seeded database is made of: brand, catalogue size, migrations and the seed's inputs. */
function seedFingerprint(brand: Brand, catalogSize: number): string {
  const fingerprint = migrationsFingerprint().update(`${brand}:${catalogSize}`);
  hashFolder(fingerprint, seedFolder, (file) => file.endsWith('.ts'));
  for (const folder of seedInputs) hashFolder(fingerprint, folder, (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return fingerprint.digest('hex').slice(0, 16);
}

export interface SeededSnapshot {
  data: Blob;
  /** When the seed ran (epoch ms): its dates are relative to this moment. */
  seededAt: number;
}

/**
 * The migrated snapshot with the demo shop seeded for this brand and catalogue size. The seed's dates are relative
 * to when it ran (a flash sale on now, promotions ending in days): moveSeedToNow() makes an old snapshot current.
 */
export async function seededSnapshot(brand: Brand, catalogSize: number): Promise<SeededSnapshot> {
  const snapshot = join(tmpdir(), `talad-api-seeded-${seedFingerprint(brand, catalogSize)}.tar`);
  // The seed time travels beside the data; the data file is renamed into place last, so whoever sees it sees both.
  const seededAtFile = `${snapshot}.seeded-at`;
  if (!existsSync(snapshot)) {
    const fresh = embeddedDatabase(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await migratedSnapshot() }));
    const seededAt = Date.now();
    await seedIfEmpty(fresh.db, brand, catalogSize);
    const dump = await fresh.client.dumpDataDir('none');
    await fresh.close();
    writeFileSync(seededAtFile, String(seededAt));
    await saveSnapshot(snapshot, dump);
  }
  return { data: new Blob([readFileSync(snapshot)]), seededAt: Number(readFileSync(seededAtFile, 'utf8')) };
}

const TIMESTAMP_COLUMNS = `
  select table_name, column_name from information_schema.columns
  where table_schema = 'public' and data_type like 'timestamp%' and is_generated = 'NEVER'
  order by table_name, column_name`;

/** One UPDATE a table, moving each of its timestamp columns by `milliseconds` (back when negative). */
function shiftedTimestamps(columns: Array<{ table_name: string; column_name: string }>, milliseconds: number): string[] {
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const shift = `interval '${Math.round(milliseconds)} milliseconds'`;
  return [...byTable].map(
    ([table, columns]) => `update "${table}" set ${columns.map((column) => `"${column}" = "${column}" + ${shift}`).join(', ')};`,
  );
}

/** Every stored time moved by `milliseconds` (back when negative), in one transaction. */
async function shiftTimes(db: Database, milliseconds: number) {
  const rows = rowsOf<{ table_name: string; column_name: string }>(await db.execute(sql.raw(TIMESTAMP_COLUMNS)));
  await db.transaction(async (tx) => {
    for (const statement of shiftedTimestamps(rows, milliseconds)) await tx.execute(sql.raw(statement));
  });
}

/**
 * Every timestamp column moved forward by the seed's age, so the shop looks as if it had been seeded now: on an
 * embedded client loaded from a snapshot, or on a server database copied from a template.
 */
export async function moveSeedToNow(target: PGlite | Database, seededAt: number) {
  const age = Math.max(0, Date.now() - seededAt);
  if (!(target instanceof PGlite)) return shiftTimes(target, age);
  const { rows } = await target.query<{ table_name: string; column_name: string }>(TIMESTAMP_COLUMNS);
  await target.exec(shiftedTimestamps(rows, age).join('\n'));
}

/**
 * Every stored time moved back by `milliseconds`, in one transaction: to the data, that much time has passed (deadlines
 * and scheduled jobs fell due) — the downtime of an API that was stopped, without waiting for it.
 */
export function letTimePass(db: Database, milliseconds: number) {
  return shiftTimes(db, -milliseconds);
}

/** Any fixed number: the template builders of every test process on the server take the same lock. */
const TEMPLATE_LOCK = 7_240_114_221;
const TEMPLATE_PREFIX = 'talad_test_tpl_';
/** Templates of other fingerprints (an older checkout's migrations or seed) are dropped once they are this old. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A template database's seed time, kept as its comment; undefined when there is no such database. */
async function templateSeededAt(admin: pg.Client, name: string): Promise<number | undefined> {
  const { rows } = await admin.query<{ seeded_at: string | null }>(
    `select shobj_description(oid, 'pg_database') as seeded_at from pg_database where datname = $1`,
    [name],
  );
  return rows[0] ? Number(rows[0].seeded_at) : undefined;
}

/**
 * The server's counterpart of seededSnapshot(): a template database, migrated and seeded for this brand and catalogue
 * size, named after the same fingerprint. Migrating and seeding a new database took 3.5–6.5 s per test file; copying
 * the template (CREATE DATABASE … TEMPLATE) and moving its dates takes 0.6–1.6 s (measured on a shared 2-core machine;
 * all API test files on PostgreSQL: 7 min 16 s → 3 min 30 s, back to back). Test processes that miss at once
 * queue on an advisory lock and look again once they hold it; the template is built under another name and renamed
 * when complete, so a half-built one is never copied. Nothing may connect to a template while it is copied: it is
 * closed to connections once built.
 */
export async function seededTemplate(adminUrl: string, brand: Brand, catalogSize: number): Promise<{ name: string; seededAt: number }> {
  const fingerprint = seedFingerprint(brand, catalogSize);
  const name = `${TEMPLATE_PREFIX}${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await templateSeededAt(admin, name);
    if (found !== undefined) return { name, seededAt: found };
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const builtMeanwhile = await templateSeededAt(admin, name);
      if (builtMeanwhile !== undefined) return { name, seededAt: builtMeanwhile };
      // A builder that died half-way left this behind; under the lock no one else is building it.
      const building = `talad_test_building_${fingerprint}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const fresh = createDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      const seededAt = Date.now();
      try {
        await fresh.migrate();
        await seedIfEmpty(fresh.db, brand, catalogSize);
        await fresh.close();
      } catch (error) {
        await fresh.close();
        await admin.query(`drop database if exists ${building} with (force)`);
        throw error;
      }
      await admin.query(`comment on database ${building} is '${seededAt}'`);
      await admin.query(`alter database ${building} with is_template true allow_connections false`);
      await admin.query(`alter database ${building} rename to ${name}`);
      await dropStaleTemplates(admin, name);
      return { name, seededAt };
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}

/** Templates of other fingerprints seeded over a day ago; one being copied right now is left for next time. */
async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ datname: string; seeded_at: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as seeded_at from pg_database
     where datname like '${TEMPLATE_PREFIX}%' and datname <> $1`,
    [current],
  );
  for (const { datname, seeded_at: seededAt } of rows) {
    if (!new RegExp(`^${TEMPLATE_PREFIX}[0-9a-f]{16}$`).test(datname) || !(Date.now() - Number(seededAt) > STALE_TEMPLATE_MS)) continue;
    try {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database ${datname}`);
    } catch {
      await admin.query(`alter database ${datname} is_template true`).catch(() => {});
    }
  }
}
