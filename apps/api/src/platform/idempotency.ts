import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * Repeatable writes keyed by the caller's Idempotency-Key (decision 0014), for any route. A row (customer, scope, key)
 * with the request's hash is inserted first (the primary key lets one request in); the write runs in a transaction
 * that also stores its answer, so the answer exists exactly when the write committed. Then:
 * - the same key and body answer the stored answer and status again, for 24 hours;
 * - the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED);
 * - a key whose first request is still running answers 409 IDEMPOTENCY_KEY_IN_PROGRESS.
 * A write that fails frees its key (nothing was written), so the caller may try again with it.
 */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim without an answer this old belongs to a process that died mid-request: the key is free again. */
const ABANDONED_CLAIM = sql`interval '2 minutes'`;
const KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

export interface IdempotentAnswer<T> {
  status: number;
  answer: T;
  /** True when this is a stored answer given again. */
  replayed: boolean;
}

/** The request's Idempotency-Key header, or IDEMPOTENCY_KEY_MISSING. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_MISSING');
  return key;
}

/** A stable hash of a JSON body: keys sorted, so the same content in another key order is the same request. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

interface Claim {
  customerId: string;
  scope: string;
  key: string;
  body: unknown;
}

/**
 * Runs `write` once per (customer, scope, key): inside one transaction that also records its answer. `write` answers
 * the data and HTTP status to store; an error it throws rolls everything back and frees the key.
 */
export async function idempotent<T>(
  db: Database,
  claim: Claim,
  write: (tx: Transaction) => Promise<{ status: number; answer: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(claim.body);
  const keyOf = { customerId: claim.customerId, scope: claim.scope, key: claim.key };
  // One statement claims the key: a new row, or the row of an expired answer or of a claim left by a process that
  // died (neither holds the key any more), taken over as if it had been deleted first.
  const claimed = await claimKey(db, { ...keyOf, hash });
  if (claimed.length === 0) {
    const [found] = await claimedKey(db, keyOf);
    // The first request failed and freed the key between our insert and this read: the caller may simply retry.
    if (!found) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    if (found.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (found.httpStatus === null) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    return { status: found.httpStatus, answer: found.answer as T, replayed: true };
  }
  try {
    const result = await db.transaction(async (tx) => {
      const done = await write(tx);
      await storeAnswer(tx, { ...keyOf, httpStatus: done.status, answer: JSON.stringify(done.answer) });
      return done;
    });
    return { ...result, replayed: false };
  } catch (error) {
    await freeKey(db, keyOf);
    throw error;
  }
}

// Every repeatable write runs these: built once (db/prepared.ts).
type Key = { customerId: string; scope: string; key: string };
const keyIs = (value: (name: keyof Key) => Placeholder) =>
  and(
    eq(idempotencyKeys.customerId, value('customerId')),
    eq(idempotencyKeys.scope, value('scope')),
    eq(idempotencyKeys.key, value('key')),
  );

const claimKey = preparedStatement<Key & { hash: string }>()((db, value) =>
  db
    .insert(idempotencyKeys)
    .values({ customerId: value('customerId'), scope: value('scope'), key: value('key'), requestHash: value('hash') })
    .onConflictDoUpdate({
      target: [idempotencyKeys.customerId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: sql`excluded.request_hash`, httpStatus: null, answer: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`)}
          or (${idempotencyKeys.httpStatus} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED_CLAIM})`,
    })
    .returning({ key: idempotencyKeys.key }),
);

const claimedKey = preparedStatement<Key>()((db, value) =>
  db
    .select({ requestHash: idempotencyKeys.requestHash, httpStatus: idempotencyKeys.httpStatus, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(keyIs(value)),
);

const storeAnswer = preparedStatement<Key & { httpStatus: number; answer: string }>()((db, value) =>
  db
    .update(idempotencyKeys)
    // The answer as JSON text, as drizzle's jsonb column would send it.
    .set({ httpStatus: sql`${value('httpStatus')}`, answer: sql`${value('answer')}::jsonb` })
    .where(and(keyIs(value), isNull(idempotencyKeys.httpStatus))),
);

const freeKey = preparedStatement<Key>()((db, value) =>
  db.delete(idempotencyKeys).where(and(keyIs(value), isNull(idempotencyKeys.httpStatus))),
);

/** The hourly clean-up of answers older than the 24 hours they are kept for (replays already ignore them). */
export function purgeIdempotencyKeysJob(db: Database): JobDefinition {
  return { kind: 'purge-idempotency-keys', everyMs: 60 * 60 * 1000, run: () => purgeIdempotencyKeys(db) };
}

export async function purgeIdempotencyKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`)}`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
