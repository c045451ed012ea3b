import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseState, type Database } from '../../db/client.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let draining = false;
let jobs: 'running' | 'stalled' = 'running';
beforeAll(async () => {
  shop = await buildTestApp({}, { health: { jobs: () => jobs, draining: () => draining } });
});
afterAll(() => shop.close());

const health = async () => (await shop.app.inject({ method: 'GET', url: '/health' })).json();
const ready = () => shop.app.inject({ method: 'GET', url: '/health/ready' });

describe('GET /health', () => {
  it('answers without a signature: the database takes writes and the job runner polls on time', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', database: 'writable', jobs: 'running' },
      is_success: true,
      message: 'OK',
      status_code: 200,
    });
  });

  it('is degraded when the job runner has stalled', async () => {
    jobs = 'stalled';
    expect((await health()).data).toEqual({ status: 'degraded', database: 'writable', jobs: 'stalled' });
    jobs = 'running';
  });

  it('tells a database that refuses writes from one that takes them', async () => {
    expect(await databaseState(shop.db)).toBe('writable');
    // A read-only transaction stands in for a standby: the same settings answer read-only.
    await shop.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      expect(await databaseState(tx as unknown as Database)).toBe('read-only');
    });
  });
});

describe('GET /health/ready', () => {
  it('is 200 while the instance takes shoppers, 503 with the envelope once it is shutting down', async () => {
    expect((await ready()).json()).toEqual({ data: { ready: true }, is_success: true, message: 'OK', status_code: 200 });
    draining = true;
    const refused = await ready();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ is_success: false, status_code: 503 });
    draining = false;
  });

  it('once it is shutting down, answers every other request 503 in the envelope and closes the connection', async () => {
    const path = '/masters/membership';
    const headers = await signedHeaders(path);
    expect((await shop.app.inject({ method: 'GET', url: path, headers })).statusCode).toBe(200);
    draining = true;
    const refused = await shop.app.inject({ method: 'GET', url: path, headers });
    draining = false;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json()).toMatchObject({ data: null, is_success: false, status_code: 503 });
  });
});

describe('GET /health/catalogue', () => {
  it('answers without a signature the catalogue change generation, which moves forward when the caches are emptied', async () => {
    const generation = async () => {
      const response = await shop.app.inject({ method: 'GET', url: '/health/catalogue' });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { generation: number } }).data.generation;
    };
    const before = await generation();
    expect(await generation()).toBe(before);
    shop.app.catalogueCaches.clear();
    expect(await generation()).toBeGreaterThan(before);
  });
});
