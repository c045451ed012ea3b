import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SessionRecord } from '@talad/domain';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { loadConfig, type Brand, type Config } from '../config.ts';
import { createDatabase, embeddedDatabase, PGLITE_OPTIONS, type Database, type DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createLogger } from '../platform/logger.ts';
import { signedHeaders, type SignOptions } from './signed-headers.ts';
import { moveSeedToNow, seededSnapshot, seededTemplate } from './snapshots.ts';

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** Every log line the app wrote, as JSON text. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * A throw-away database on TEST_DATABASE_URL's server (its URL, and a handle on it), dropped again by drop(): empty, or
 * with `seeded` a copy of the seeded template for that brand and catalogue size, its dates moved to now (≈ 6 s less
 * per test file than migrating and seeding it).
 */
export async function serverTestDatabase(
  adminUrl: string,
  seeded?: { brand: Brand; catalogSize: number },
): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const template = seeded ? await seededTemplate(adminUrl, seeded.brand, seeded.catalogSize) : undefined;
  const name = `talad_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template.name}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString() });
  if (template) await moveSeedToNow(handle.db, template.seededAt);
  return {
    url: url.toString(),
    handle,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * An in-memory database from the seeded snapshot: migrated, with the address data and the demo shop for this brand
 * and catalogue size, its dates moved to now. Only the first test file after a seed change pays for seeding.
 */
async function embeddedTestDatabase(brand: Brand, catalogSize: number): Promise<DatabaseHandle> {
  const snapshot = await seededSnapshot(brand, catalogSize);
  const handle = embeddedDatabase(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: snapshot.data }));
  await moveSeedToNow(handle.client, snapshot.seededAt);
  return handle;
}

/**
 * The whole API on a fresh, migrated and seeded database: in-memory PGlite, or a new database on
 * TEST_DATABASE_URL's PostgreSQL server when that is set.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  services: Pick<AppOptions, 'clock' | 'sender' | 'media' | 'health'> = {},
): Promise<TestApp> {
  // A smaller catalogue keeps each test file's seed quick; every template and category still appears.
  const config: Config = {
    // Tests change rows and read them back at once: no answer cache. Generated media is cached under DATA_DIR:
    // a fresh temporary one per test app, never the repository's. Uploads stay in memory.
    ...loadConfig({
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
      SEED_PRODUCTS: '480',
      ANSWER_CACHE_MS: '0',
      CATALOGUE_INDEX_FRESH_MS: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'talad-test-data-')),
    }),
    mediaDir: null,
    ...overrides,
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const server = adminUrl ? await serverTestDatabase(adminUrl, { brand: config.brand, catalogSize: config.seedProducts }) : undefined;
  const handle = server?.handle ?? (await embeddedTestDatabase(config.brand, config.seedProducts));
  // Both a snapshot's and a template's copy are migrated and seeded already: these find nothing to do.
  await handle.migrate();
  await seedIfEmpty(handle.db, config.brand, config.seedProducts);
  const logLines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
  const app = await buildApp({ config, db: handle.db, logger, ...services });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    logLines,
    close: async () => {
      await app.close();
      await handle.close();
      await server?.drop();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  language?: 'th' | 'en';
  headers?: Record<string, string>;
  remoteAddress?: string;
  sign?: SignOptions;
}

/** One signed request, as the web app would send it. */
export async function call(app: App, method: InjectOptions['method'], url: string, options: CallOptions = {}) {
  const headers = await signedHeaders(url, {
    ...options.sign,
    ...(options.token ? { accessToken: options.token } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  const request: InjectOptions = { method, url, headers: { ...headers, ...options.headers } };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  return app.inject(request);
}

export async function loginAsGuest(app: App, remoteAddress?: string): Promise<SessionRecord> {
  const response = await call(app, 'POST', '/auth/login/guest', remoteAddress ? { remoteAddress } : {});
  return response.json().data as SessionRecord;
}

/** A clock the test moves by hand: time rules are checked without sleeping. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
