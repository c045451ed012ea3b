import { and, desc, eq, isNull } from 'drizzle-orm';
import { staffApiTokens } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { STAFF_API_TOKEN_PREFIX, staffTokenDigest, type SignedInStaff } from '../../platform/staff-guard.ts';
import { recordAudit, staffActor, type AuditContext } from '../audit/index.ts';
import type { StaffDeps } from './context.ts';
import { newStaffToken } from './sessions.ts';

/**
 * Personal API tokens (the command line's, `TALAD_STAFF_TOKEN`): made only from a session that proved the second
 * factor, since a token stands for one (it acts with its owner's role as it is at each call); shown once, kept as
 * its sha256, until revoked. Making and revoking one is audited.
 */

const summaryOf = (row: typeof staffApiTokens.$inferSelect) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function createApiToken(deps: StaffDeps, who: SignedInStaff, name: string, context: AuditContext) {
  if (!who.sessionId || !who.secondFactor) throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
  const token = newStaffToken(STAFF_API_TOKEN_PREFIX);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffApiTokens)
      .values({ staffId: who.id, name, tokenHash: staffTokenDigest(token), createdAt: deps.clock() })
      .returning();
    if (!row) throw new Error('the API token was not written');
    await recordAudit(tx, {
      actor: staffActor(who),
      action: 'staff.api-token.create',
      entity: { type: 'staff', id: who.id },
      after: { api_token: row.id, name },
      context,
    });
    return { ...summaryOf(row), token };
  });
}

export async function listApiTokens(deps: StaffDeps, who: SignedInStaff) {
  const rows = await deps.db
    .select()
    .from(staffApiTokens)
    .where(and(eq(staffApiTokens.staffId, who.id), isNull(staffApiTokens.revokedAt)))
    .orderBy(desc(staffApiTokens.createdAt));
  return { items: rows.map(summaryOf) };
}

/** Revokes one of the member's own tokens: refused from the next call on. */
export async function revokeApiToken(deps: StaffDeps, who: SignedInStaff, tokenId: string, context: AuditContext): Promise<null> {
  return deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffApiTokens)
      .set({ revokedAt: deps.clock() })
      .where(and(eq(staffApiTokens.id, tokenId), eq(staffApiTokens.staffId, who.id), isNull(staffApiTokens.revokedAt)))
      .returning({ id: staffApiTokens.id, name: staffApiTokens.name });
    if (!revoked) throw new AppError('STAFF_API_TOKEN_NOT_FOUND');
    await recordAudit(tx, {
      actor: staffActor(who),
      action: 'staff.api-token.revoke',
      entity: { type: 'staff', id: who.id },
      before: { api_token: revoked.id, name: revoked.name },
      context,
    });
    return null;
  });
}
