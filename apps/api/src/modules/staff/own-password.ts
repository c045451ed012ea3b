import type { StaffPasswordChange } from '@talad/contract';
import { PASSWORD_TRIES_PER_ADDRESS } from '@talad/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SignedInStaff } from '../../platform/staff-guard.ts';
import { recordAudit, staffActor, type AuditContext } from '../audit/index.ts';
import { checkPassword, hashPassword } from '../identity/index.ts';
import type { StaffDeps } from './context.ts';

/**
 * POST admin/me/password: a signed-in member changes their own password. The current one is required and its
 * guesses are counted per member (a stolen session cannot try passwords without end); the new one follows the rule of
 * set-password (PASSWORD_WEAK) and differs from the current one. Every other session of the member ends at once (a
 * thief's too), this one stays; API tokens are the member's own to revoke on "My sessions". Audited without the
 * password, of course.
 */
export async function changeOwnPassword(
  deps: StaffDeps,
  who: SignedInStaff,
  change: StaffPasswordChange,
  context: AuditContext,
): Promise<{ sessions_ended: number }> {
  const [holder] = await deps.db.select({ id: staff.id, passwordHash: staff.passwordHash }).from(staff).where(eq(staff.id, who.id));
  const counts = [{ key: `staff-password-check:${who.id}`, max: PASSWORD_TRIES_PER_ADDRESS, resetOnSuccess: true }];
  if (!(await checkPassword(deps, holder, change.current_password, counts))) throw new AppError('PASSWORD_WRONG');
  if (change.current_password === change.password) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashPassword(change.password);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, updatedAt: now }).where(eq(staff.id, who.id));
    const others = [eq(staffSessions.staffId, who.id), isNull(staffSessions.revokedAt)];
    if (who.sessionId) others.push(ne(staffSessions.id, who.sessionId));
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(...others))
      .returning({ id: staffSessions.id });
    await recordAudit(tx, {
      actor: staffActor(who),
      action: 'staff.password',
      entity: { type: 'staff', id: who.id },
      after: { password_changed: true, sessions_ended: ended.length },
      context,
    });
    return { sessions_ended: ended.length };
  });
}
