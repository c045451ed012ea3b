import { randomBytes } from 'node:crypto';
import { STAFF_SESSION_HOURS } from '@talad/domain';
import type { StaffSessionRecord } from '@talad/contract';
import type { Transaction } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { STAFF_SESSION_TOKEN_PREFIX, staffTokenDigest } from '../../platform/staff-guard.ts';
import { addressKey, keyedHash } from '../identity/index.ts';
import type { StaffCaller, StaffDeps } from './context.ts';
import { readMe } from './me.ts';

/** 32 random bytes behind a prefix that says what it is (a session's or an API token's). */
export function newStaffToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** The address a session came from, as a keyed hash of its /64 or IPv4: comparable, never readable. */
export function addressHashOf(deps: Pick<StaffDeps, 'secret'>, ip: string): string {
  return keyedHash(deps.secret, 'staff-address', addressKey(ip));
}

const USER_AGENT_MAX = 300;

/** A new session for a member whose password (and perhaps second factor) was just proved, in the caller's transaction. */
export async function openStaffSession(
  deps: StaffDeps,
  tx: Transaction,
  staffId: string,
  caller: StaffCaller,
  secondFactorAt: Date | null,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newStaffToken(STAFF_SESSION_TOKEN_PREFIX);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const [session] = await tx
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: staffTokenDigest(token),
      secondFactorAt,
      userAgent: caller.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      addressHash: addressHashOf(deps, caller.ip),
      lastSeenAt: now,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: staffSessions.id });
  if (!session) throw new Error('the staff session was not written');
  return { token, sessionId: session.id, expiresAt };
}

export async function sessionRecordOf(
  deps: StaffDeps,
  staffId: string,
  opened: { token: string; expiresAt: Date },
  secondFactor: boolean,
): Promise<StaffSessionRecord> {
  return { token: opened.token, expires_at: opened.expiresAt.toISOString(), me: await readMe(deps, { id: staffId, secondFactor }) };
}
