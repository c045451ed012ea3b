import type { StaffMember } from '@talad/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { staff, staffApiTokens, staffBackupCodes, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffDeps } from './context.ts';
import { summaryOf, type StaffChange } from './members.ts';

/**
 * POST admin/staff/{id}/second-factor/reset (staff.manage, with the second factor): a member who lost their
 * authenticator and backup codes starts again. Their TOTP secret and backup codes are cleared, every session and API
 * token they had ends at once (each stood for the second factor now gone), and they must enrol again before any
 * permission that needs it. One audit entry, with the reason. An owner resets another member's, never their own: the
 * last owner with a second factor could otherwise lock the money permissions away from everyone.
 */
export async function resetSecondFactor(
  deps: StaffDeps,
  staffId: string,
  reason: string | undefined,
  change: StaffChange & { by: string },
): Promise<StaffMember> {
  if (staffId === change.by) throw new AppError('STAFF_RESET_OWN_SECOND_FACTOR');
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!member) throw new AppError('STAFF_NOT_FOUND');
    if (!member.totpEnabledAt && !member.totpSecretSealed) throw new AppError('STAFF_SECOND_FACTOR_NOT_ENROLLED');
    await tx
      .update(staff)
      .set({ totpSecretSealed: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(staff.id, staffId));
    await tx.delete(staffBackupCodes).where(eq(staffBackupCodes.staffId, staffId));
    const sessions = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    const tokens = await tx
      .update(staffApiTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffApiTokens.staffId, staffId), isNull(staffApiTokens.revokedAt)))
      .returning({ id: staffApiTokens.id });
    await recordAudit(tx, {
      actor: change.actor,
      action: 'staff.second-factor.reset',
      entity: { type: 'staff', id: staffId },
      before: { totp_enabled: member.totpEnabledAt !== null },
      after: { totp_enabled: false, sessions_ended: sessions.length, api_tokens_revoked: tokens.length },
      reason: reason ?? null,
      ...(change.context ? { context: change.context } : {}),
    });
  });
  return summaryOf(deps, staffId);
}
