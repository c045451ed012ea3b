import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.ts';
import { buildTestApp, loginAsGuest, type TestApp } from '../test-support/test-app.ts';
import { idempotent, requestHash } from './idempotency.ts';

let shop: TestApp;
let customerId: string;
const scope = 'POST /test';
const body = { item: 1 };

beforeAll(async () => {
  shop = await buildTestApp();
  customerId = (await loginAsGuest(shop.app)).user_id;
});
afterAll(() => shop.close());

/** A row as an earlier request left it, `ageMinutes` ago. */
async function leftBehind(key: string, ageMinutes: number, answered: boolean) {
  await shop.db.insert(idempotencyKeys).values({
    customerId,
    scope,
    key,
    requestHash: requestHash(body),
    httpStatus: answered ? 200 : null,
    answer: answered ? { first: true } : null,
    createdAt: new Date(Date.now() - ageMinutes * 60_000),
  });
}

let writes = 0;
const run = (key: string) =>
  idempotent(shop.db, { customerId, scope, key, body }, async () => {
    writes += 1;
    return { status: 200, answer: { first: false } };
  });

const rowOf = async (key: string) =>
  (
    await shop.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
  )[0];

describe('idempotent claims', () => {
  it('a claim whose request is still running holds the key', async () => {
    const key = randomUUID();
    await leftBehind(key, 1, false);
    await expect(run(key)).rejects.toMatchObject({ errorName: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
  });

  it('a claim left more than 2 minutes without an answer (the process died) frees the key: the write runs', async () => {
    const key = randomUUID();
    await leftBehind(key, 3, false);
    const before = writes;
    const done = await run(key);
    expect(done).toEqual({ status: 200, answer: { first: false }, replayed: false });
    expect(writes).toBe(before + 1);
    expect((await rowOf(key))?.answer).toEqual({ first: false });
  });

  it('an answer within 24 hours is given again without writing', async () => {
    const key = randomUUID();
    await leftBehind(key, 23 * 60, true);
    const before = writes;
    expect(await run(key)).toEqual({ status: 200, answer: { first: true }, replayed: true });
    expect(writes).toBe(before);
  });

  it('an answer older than 24 hours no longer holds the key: the write runs again', async () => {
    const key = randomUUID();
    await leftBehind(key, 25 * 60, true);
    const done = await run(key);
    expect(done.replayed).toBe(false);
    expect((await rowOf(key))?.answer).toEqual({ first: false });
  });
});
