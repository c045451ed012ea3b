import type { Platform, Role, SessionRecord } from '@talad/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, refreshTokens, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { touchLastSeen } from '../../platform/auth-guard.ts';
import { hashToken, newRefreshToken, type TokenService } from '../../platform/tokens.ts';
import { keyedToken } from './keyed-hash.ts';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  refreshTokenTtlDays: number;
}

/** Rotation also needs the secret a successor is derived with, and how long a rotated token still answers it. */
export interface RefreshDeps extends AuthDeps {
  secret: string;
  refreshGraceSeconds: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function storeRefreshToken(
  tx: Transaction | Database,
  familyId: string,
  ttlDays: number,
  token = newRefreshToken(),
): Promise<string> {
  await tx.insert(refreshTokens).values({ familyId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlDays * DAY_MS) });
  return token;
}

async function sessionRecord(
  deps: AuthDeps,
  customer: { id: string; role: Role },
  sessionId: string,
  refreshToken: string,
): Promise<SessionRecord> {
  const access = await deps.tokens.issueAccessToken({ customerId: customer.id, role: customer.role, sessionId });
  return {
    role: customer.role,
    access_token: access.token,
    refresh_token: refreshToken,
    expires_at: access.expiresAt,
    user_id: customer.id,
  };
}

export interface Device {
  platform: Platform;
  userAgent: string | undefined;
}

/** A new session (a refresh-token family) for a customer, inside the caller's transaction. */
export async function openSession(tx: Transaction | Database, customerId: string, device: Device, refreshTokenTtlDays: number) {
  const [session] = await tx
    .insert(sessions)
    .values({ customerId, platform: device.platform, userAgent: device.userAgent?.slice(0, 500) })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session was not created');
  return { sessionId: session.id, refreshToken: await storeRefreshToken(tx, session.id, refreshTokenTtlDays) };
}

/** The record of an opened session, with a fresh access token. */
export function issueSessionRecord(
  deps: AuthDeps,
  customer: { id: string; role: Role },
  opened: { sessionId: string; refreshToken: string },
) {
  return sessionRecord(deps, customer, opened.sessionId, opened.refreshToken);
}

export async function loginAsGuest(deps: AuthDeps, device: Device): Promise<SessionRecord> {
  const { customer, opened } = await deps.db.transaction(async (tx) => {
    const [customer] = await tx.insert(customers).values({ role: 'guest' }).returning({ id: customers.id, role: customers.role });
    if (!customer) throw new Error('guest customer was not created');
    return { customer, opened: await openSession(tx, customer.id, device, deps.refreshTokenTtlDays) };
  });
  return sessionRecord(deps, customer, opened.sessionId, opened.refreshToken);
}

/** Closes sessions and their refresh tokens: one session, or every session of a customer (password change, deletion). */
export async function revokeSessions(tx: Transaction | Database, where: { sessionId: string } | { customerId: string }) {
  const families = 'sessionId' in where ? eq(sessions.id, where.sessionId) : eq(sessions.customerId, where.customerId);
  const closed = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(families, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (closed.length === 0) return;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        inArray(
          refreshTokens.familyId,
          closed.map((session) => session.id),
        ),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Reuse of a rotated token means it leaked: the whole family (the session) is closed. */
async function revokeFamily(db: Database, familyId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
  });
}

/** Uses the token up and stores its successor; false when a concurrent call rotated it first. */
async function rotate(deps: RefreshDeps, stored: { id: string; familyId: string }, successor: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The condition makes two concurrent uses of one token rotate it only once.
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated) await storeRefreshToken(tx, stored.familyId, deps.refreshTokenTtlDays, successor);
    return rotated !== undefined;
  });
}

/** Whether the token was rotated within the grace window and its successor is still the family's live token. */
async function successorInGrace(deps: RefreshDeps, stored: { id: string }, successor: string): Promise<boolean> {
  if (deps.refreshGraceSeconds === 0) return false;
  const next = alias(refreshTokens, 'successor');
  const [live] = await deps.db
    .select({ id: next.id })
    .from(refreshTokens)
    .innerJoin(next, eq(next.familyId, refreshTokens.familyId))
    .where(
      and(
        eq(refreshTokens.id, stored.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${deps.refreshGraceSeconds})`),
        eq(next.tokenHash, hashToken(successor)),
        isNull(next.rotatedAt),
        isNull(next.revokedAt),
      ),
    );
  return live !== undefined;
}

/**
 * Exchanges a refresh token for a new pair. The successor is derived from the old token under the app secret (only
 * its hash is stored), so for REFRESH_GRACE_SECONDS after a rotation the old token answers that same successor: two
 * tabs refreshing at once both carry on with one session. After the window, or once the successor has been used in
 * turn, presenting the old token is reuse (a leak): the whole family is revoked.
 */
export async function rotateRefreshToken(deps: RefreshDeps, token: string): Promise<SessionRecord> {
  const { db } = deps;
  const [stored] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      customerId: customers.id,
      role: customers.role,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!stored) throw new AppError('REFRESH_TOKEN_INVALID');
  const successor = keyedToken(deps.secret, 'refresh-successor', token);
  const usable = !stored.revokedAt && stored.expiresAt.getTime() > Date.now();
  if (usable && ((!stored.rotatedAt && (await rotate(deps, stored, successor))) || (await successorInGrace(deps, stored, successor)))) {
    await touchLastSeen(db, stored.customerId);
    return sessionRecord(deps, { id: stored.customerId, role: stored.role }, stored.familyId, successor);
  }
  // A token that merely expired unused is refused; any other refusal here is reuse of a spent or revoked token.
  const expiredUnused = !usable && !stored.rotatedAt && !stored.revokedAt;
  if (!expiredUnused) await revokeFamily(db, stored.familyId);
  throw new AppError('REFRESH_TOKEN_INVALID');
}
