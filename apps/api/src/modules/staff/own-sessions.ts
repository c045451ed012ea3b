import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SignedInStaff } from '../../platform/staff-guard.ts';
import { recordAudit, staffActor, type AuditContext } from '../audit/index.ts';
import type { StaffDeps } from './context.ts';

/** GET admin/me/sessions: the member's open sessions, the newest first, this one marked. */
export async function listOwnSessions(deps: StaffDeps, who: SignedInStaff) {
  const rows = await deps.db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, who.id), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, deps.clock())))
    .orderBy(desc(staffSessions.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      current: row.id === who.sessionId,
      user_agent: row.userAgent,
      second_factor: row.secondFactorAt !== null,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * Ends one of the member's own sessions (DELETE admin/me/sessions/{id}, or sign-out for the current one): the guard
 * reads the session on every call, so its token is refused from the next request on. Another member's session id is
 * not found, as one that does not exist.
 */
export async function revokeOwnSession(deps: StaffDeps, who: SignedInStaff, sessionId: string): Promise<null> {
  const revoked = await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock() })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, who.id), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  if (revoked.length === 0) throw new AppError('STAFF_SESSION_NOT_FOUND');
  return null;
}

/**
 * POST admin/auth/logout: ends the session that calls, audited (staff.sign-out) with it (an API token is revoked on
 * its own page, not by signing out).
 */
export async function signOutStaff(deps: StaffDeps, who: SignedInStaff, context: AuditContext): Promise<null> {
  const { sessionId } = who;
  if (!sessionId) return null;
  await deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: deps.clock() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    // Two sign-outs at once: the one that ended the session writes the entry.
    if (ended.length === 0) return;
    await recordAudit(tx, {
      actor: staffActor(who),
      action: 'staff.sign-out',
      entity: { type: 'staff', id: who.id },
      before: { session: sessionId },
      context,
    });
  });
  return null;
}
