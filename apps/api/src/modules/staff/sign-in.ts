import type { StaffLoginBody, StaffSessionRecord } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import { checkPassword, signInCounts } from '../identity/index.ts';
import type { StaffCaller, StaffDeps } from './context.ts';
import { proveSecondFactor } from './second-factor-check.ts';
import { openStaffSession, sessionRecordOf } from './sessions.ts';

/**
 * POST admin/auth/login: e-mail and password, counted like the shop's sign-in (per name and address, and per name
 * from everywhere: decision 0032) at a door of their own. A member who is not active (invited, disabled) or does not
 * exist gets the same answer in the same time as a wrong password. With `otp` the session is verified from the start;
 * without, it opens with no second factor and the permissions that need one answer STAFF_SECOND_FACTOR_REQUIRED until
 * POST admin/auth/second-factor.
 *
 * A sign-in is audited (staff.sign-in, the member as actor, the address and the new session's id; never the password
 * or the code) with the session it opens. A failed attempt is not: the audit log is append-only and kept for good
 * (decision 0040), so anyone who knows a staff address could grow it without end at the rate limit; failures are
 * counted and throttled by the sign-in limits instead (decision 0044).
 */
export async function signInStaff(deps: StaffDeps, body: StaffLoginBody, caller: StaffCaller): Promise<StaffSessionRecord> {
  const email = body.email.trim().toLowerCase();
  const [member] = await deps.db.select().from(staff).where(eq(staff.email, email));
  const holder = member?.status === 'active' ? member : undefined;
  const right = await checkPassword(deps, holder, body.password, signInCounts(email, caller.ip, 'staff-sign-in'));
  if (!right || !holder) throw new AppError('STAFF_SIGN_IN_FAILED');
  let secondFactorAt: Date | null = null;
  if (body.otp !== undefined) {
    await proveSecondFactor(deps, holder, { otp: body.otp });
    secondFactorAt = deps.clock();
  }
  const opened = await deps.db.transaction(async (tx) => {
    const session = await openStaffSession(deps, tx, holder.id, caller, secondFactorAt);
    await recordAudit(tx, {
      actor: staffActor(holder),
      action: 'staff.sign-in',
      entity: { type: 'staff', id: holder.id },
      after: { session: session.sessionId, second_factor: secondFactorAt !== null },
      context: { requestId: caller.requestId, address: caller.ip },
    });
    return session;
  });
  return sessionRecordOf(deps, holder.id, opened, secondFactorAt !== null);
}
