import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema/index.ts';
import { untilLockWait } from '../test-support/lock-wait.ts';
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

/** A write that waits for `release` inside its transaction (its claim inserted, not committed), then fails or answers. */
function heldWrite(outcome: 'fail' | 'answer') {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const write = async () => {
    writes += 1;
    entered();
    await released;
    if (outcome === 'fail') throw new Error('the first request failed');
    return { status: 200, answer: { first: true } };
  };
  return { write, inside, release };
}

/**
 * Until the second request waits: on PostgreSQL for the first's uncommitted claim (a lock wait on the key's index); the
 * embedded database runs one transaction at a time, so there it waits for the first's transaction once it has asked.
 */
async function untilSecondWaits() {
  if (!process.env.TEST_DATABASE_URL) return new Promise((resolve) => setImmediate(resolve));
  return untilLockWait(shop.db, 'the second request');
}

describe('idempotent claims (the claim is the write transaction’s first statement, decision 0029)', () => {
  it('two requests with one key at once: one write; the second waits for the first and answers its answer', async () => {
    const key = randomUUID();
    const before = writes;
    const answers = await Promise.all([run(key), run(key)]);
    expect(writes).toBe(before + 1);
    expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
    expect(answers[0]!.answer).toEqual(answers[1]!.answer);
    expect((await rowOf(key))?.answer).toEqual({ first: false });
  });

  it('one key with two bodies at once: one write, the other body refused with 422', async () => {
    const key = randomUUID();
    const before = writes;
    const other = idempotent(shop.db, { customerId, scope, key, body: { item: 2 } }, async () => {
      writes += 1;
      return { status: 200, answer: { other: true } };
    });
    const settled = await Promise.allSettled([run(key), other]);
    expect(writes).toBe(before + 1);
    const refused = settled.filter((item) => item.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ errorName: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('the first fails while the second waits for it: nothing of the first is left and the second writes as the first', async () => {
    const key = randomUUID();
    const first = heldWrite('fail');
    const firstRun = idempotent(shop.db, { customerId, scope, key, body }, first.write);
    await first.inside;
    const before = writes;
    const secondRun = run(key);
    await untilSecondWaits();
    expect(writes).toBe(before);
    first.release();
    await expect(firstRun).rejects.toThrow('the first request failed');
    expect(await secondRun).toEqual({ status: 200, answer: { first: false }, replayed: false });
    expect(writes).toBe(before + 1);
    expect((await rowOf(key))?.answer).toEqual({ first: false });
  });

  it('the first answers while the second waits for it: the second answers the first’s answer without writing', async () => {
    const key = randomUUID();
    const first = heldWrite('answer');
    const firstRun = idempotent(shop.db, { customerId, scope, key, body }, first.write);
    await first.inside;
    const before = writes;
    const secondRun = run(key);
    await untilSecondWaits();
    first.release();
    expect(await firstRun).toEqual({ status: 200, answer: { first: true }, replayed: false });
    expect(await secondRun).toEqual({ status: 200, answer: { first: true }, replayed: true });
    expect(writes).toBe(before);
  });

  it('a write that fails leaves no claim: the key is free at once', async () => {
    const key = randomUUID();
    const failing = idempotent(shop.db, { customerId, scope, key, body }, async () => {
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await rowOf(key)).toBeUndefined();
    expect((await run(key)).replayed).toBe(false);
  });

  it('a claim without an answer committed by a process of the code before 0029 holds the key for 2 minutes (409)', async () => {
    const key = randomUUID();
    await leftBehind(key, 1, false);
    await expect(run(key)).rejects.toMatchObject({ errorName: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
  });

  it('such a claim left more than 2 minutes without an answer (its process died) frees the key: the write runs', async () => {
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
