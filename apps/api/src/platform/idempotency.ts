import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import type { JobDefinition } from './jobs.ts';

/**
 * Repeatable writes keyed by the caller's Idempotency-Key (decision 0014, claim inside the write since decision 0029),
 * for any route. The write's own transaction first inserts a row (customer, scope, key) with the request's hash, and
 * stores the answer in that row before it commits: the row and the answer exist exactly when the write committed. Then:
 * - the same key and body answer the stored answer and status again, for 24 hours;
 * - the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED);
 * - a request whose key's first request is still running waits for it (the key's unique index holds its insert): when
 *   the first commits, it answers the first's answer (or 422 for another body); when the first fails, nothing of it
 *   remains and this one runs as the first. (409 IDEMPOTENCY_KEY_IN_PROGRESS is left for a claim without an answer
 *   that a process of the code before 0029 committed apart from its write, for its first 2 minutes.)
 * A write that fails leaves no row (its transaction rolled back), so the caller may try again with the key.
 */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A committed claim without an answer can only be one made apart from its write, as before decision 0029, by a process
 * still running the old code (a rolling deploy): it holds the key for 2 minutes (409), after which its process is taken
 * to have died and the key is free again.
 */
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
 * Runs `write` once per (customer, scope, key), inside one transaction that first claims the key and then records the
 * answer. `write` answers the data and HTTP status to store; an error it throws rolls everything back, the claim too.
 */
export async function idempotent<T>(
  db: Database,
  claim: Claim,
  write: (tx: Transaction) => Promise<{ status: number; answer: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash(claim.body);
  const keyOf = { customerId: claim.customerId, scope: claim.scope, key: claim.key };
  return db.transaction(async (tx) => {
    // A found row can vanish before it is read (the hourly clean-up of expired answers): then the key is free, claim again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // One statement claims the key: a new row, or the row of an expired answer taken over as if it had been deleted
      // first. A row another transaction has inserted and not yet committed makes this wait for that transaction's end.
      const claimed = await claimKey(tx, { ...keyOf, hash });
      if (claimed.length === 0) {
        const [found] = await claimedKey(tx, keyOf);
        if (!found) continue;
        if (found.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        // Committed without an answer: an old process's claim made apart from its write (ABANDONED_CLAIM).
        if (found.httpStatus === null) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
        return { status: found.httpStatus, answer: found.answer as T, replayed: true };
      }
      const done = await write(tx);
      await storeAnswer(tx, { ...keyOf, httpStatus: done.status, answer: JSON.stringify(done.answer) });
      return { ...done, replayed: false };
    }
    throw new Error('idempotency key neither claimed nor found');
  });
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
