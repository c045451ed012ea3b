import { isIPv4, isIPv6 } from 'node:net';
import {
  PASSWORD_TRIES_PER_ACCOUNT,
  PASSWORD_TRIES_PER_ADDRESS,
  PASSWORD_TRIES_PER_ADDRESS_WHEN_BUSY,
  PASSWORD_TRIES_WINDOW_MINUTES,
} from '@talad/domain';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { IdentityDeps } from './context.ts';
import { keyedHash } from './keyed-hash.ts';

/**
 * Password attempts are throttled, never locked (decisions 0017, 0032): a count per account name and address, which
 * holds that address back, and one per account name from everywhere, which only slows every address down once the
 * name is busy; it never refuses by itself, so strangers guessing cannot hold the owner back on an address of their
 * own. Both are kept for names with no account too, so the answers and their timing are the same whether an account
 * exists or not.
 */

/** What one count holds: the attempts on `key` the window allows, and whether a right password starts it again. */
export interface AttemptCount {
  key: string;
  /** Infinity for a count that only measures (the name's from everywhere). */
  max: number;
  /** A smaller max while another count of the same attempt is past its threshold: a busy name slows this count down. */
  busy?: { key: string; past: number; max: number };
  /** False for the count across addresses: a stranger's guesses feed it, and the owner signing in does not undo them. */
  resetOnSuccess: boolean;
}

/** An IPv6 client holds a whole /64, so it counts as one address; an IPv4-mapped address is its IPv4. */
export function addressKey(ip: string): string {
  const mapped = ip.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(mapped) || !isIPv6(ip)) return mapped;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A sign-in by password: the name (phone or e-mail as typed, normalised) from this address, allowed 10 attempts in
 * the window, or 3 once the name had 100 from everywhere; and the name from everywhere, which only measures. The
 * back office's sign-in (decision 0039) counts at a door of its own: a member and a staff member with one e-mail
 * address do not share counts.
 */
export function signInCounts(username: string, ip: string, door: 'sign-in' | 'staff-sign-in' = 'sign-in'): AttemptCount[] {
  const everywhere = `${door}:${username}`;
  return [
    {
      key: `${everywhere}@${addressKey(ip)}`,
      max: PASSWORD_TRIES_PER_ADDRESS,
      busy: { key: everywhere, past: PASSWORD_TRIES_PER_ACCOUNT, max: PASSWORD_TRIES_PER_ADDRESS_WHEN_BUSY },
      resetOnSuccess: true,
    },
    { key: everywhere, max: Number.POSITIVE_INFINITY, resetOnSuccess: false },
  ];
}

/** A signed-in member's current-password check: only the member's own sessions can feed it. */
export function passwordCheckCounts(customerId: string): AttemptCount[] {
  return [{ key: `password-check:${customerId}`, max: PASSWORD_TRIES_PER_ADDRESS, resetOnSuccess: true }];
}

const WINDOW_MS = PASSWORD_TRIES_WINDOW_MINUTES * 60_000;

const hashOf = (deps: Pick<IdentityDeps, 'secret'>, key: string) => keyedHash(deps.secret, 'password-attempt', key);

/**
 * Counts one attempt on every count in one statement, before the password is verified, and refuses it past any
 * limit. The upsert is atomic per key, so a burst of parallel guesses is numbered one by one and only the first
 * `max` of them ever reach the password check. A count whose window has ended starts again at one.
 */
export async function countAttempt(deps: Pick<IdentityDeps, 'db' | 'clock' | 'secret'>, counts: AttemptCount[]): Promise<void> {
  const now = deps.clock();
  const ended = sql`${passwordAttempts.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const numbered = await deps.db
    .insert(passwordAttempts)
    .values(counts.map((count) => ({ keyHash: hashOf(deps, count.key), attempts: 1, windowEndsAt: new Date(now.getTime() + WINDOW_MS) })))
    .onConflictDoUpdate({
      target: passwordAttempts.keyHash,
      set: {
        attempts: sql`case when ${ended} then 1 else ${passwordAttempts.attempts} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${passwordAttempts.windowEndsAt} end`,
      },
    })
    .returning({ keyHash: passwordAttempts.keyHash, attempts: passwordAttempts.attempts });
  const attemptsOn = new Map(numbered.map((row) => [row.keyHash, row.attempts]));
  const attempts = (key: string) => attemptsOn.get(hashOf(deps, key)) ?? 0;
  const maxOf = (count: AttemptCount) => (count.busy && attempts(count.busy.key) > count.busy.past ? count.busy.max : count.max);
  if (counts.some((count) => attempts(count.key) > maxOf(count))) throw new AppError('SIGN_IN_THROTTLED');
}

/** Forgets counts: those a right password resets, or all of an account's once its owner proved a code (password reset). */
export async function forgetAttempts(deps: Pick<IdentityDeps, 'db' | 'secret'>, counts: AttemptCount[]): Promise<void> {
  if (counts.length === 0) return;
  await deps.db.delete(passwordAttempts).where(
    inArray(
      passwordAttempts.keyHash,
      counts.map((count) => hashOf(deps, count.key)),
    ),
  );
}

/** Counts whose window has ended mean nothing: removed hourly, so guesses at made-up names do not pile up. */
export function purgePasswordAttemptsJob(db: Database): JobDefinition {
  return {
    kind: 'purge-password-attempts',
    everyMs: 60 * 60 * 1000,
    run: async () =>
      (
        await db
          .delete(passwordAttempts)
          .where(lt(passwordAttempts.windowEndsAt, sql`now()`))
          .returning({ keyHash: passwordAttempts.keyHash })
      ).length,
  };
}
