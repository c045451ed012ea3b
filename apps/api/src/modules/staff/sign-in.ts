import type { StaffLoginBody, StaffSessionRecord } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
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
  const opened = await openStaffSession(deps, holder.id, caller, secondFactorAt);
  return sessionRecordOf(deps, holder.id, opened, secondFactorAt !== null);
}
