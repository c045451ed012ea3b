import { PASSWORD_TRIES_PER_ADDRESS } from '@talad/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { staff, staffBackupCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { countAttempt, forgetAttempts, keyedHash, type AttemptCount } from '../identity/index.ts';
import type { StaffDeps } from './context.ts';
import { openSealed } from './seal.ts';
import { totpStepOf } from './totp.ts';

/**
 * Proving the second factor: a TOTP code, taken once per 30-second step, or a one-use backup code. Guesses are
 * counted per member (10 in 15 minutes, decision 0032's window): only someone who already has the password (or a
 * session) can make them, and a right code starts the count again.
 */

export interface SecondFactorHolder {
  id: string;
  totpSecretSealed: string | null;
  totpEnabledAt: Date | null;
}

const secondFactorCounts = (staffId: string): AttemptCount[] => [
  { key: `staff-second-factor:${staffId}`, max: PASSWORD_TRIES_PER_ADDRESS, resetOnSuccess: true },
];

export function backupCodeHash(deps: Pick<StaffDeps, 'secret'>, staffId: string, code: string): string {
  return keyedHash(deps.secret, 'staff-backup-code', `${staffId}:${code}`);
}

/**
 * Accepts `code` for the secret sealed on the member's row when it matches a step later than the last one taken: the
 * update that moves totp_last_step on is conditional, so of two requests with one code exactly one wins.
 */
export async function takeTotpCode(
  deps: StaffDeps,
  holder: Pick<SecondFactorHolder, 'id' | 'totpSecretSealed'>,
  code: string,
): Promise<boolean> {
  const secret = holder.totpSecretSealed ? openSealed(deps.secret, holder.id, holder.totpSecretSealed) : null;
  const step = secret ? totpStepOf(secret, code, deps.clock()) : null;
  if (step === null) return false;
  const taken = await deps.db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, holder.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken.length === 1;
}

/** Marks one unused backup code used; of parallel uses of one code exactly one finds it unused. */
async function takeBackupCode(deps: StaffDeps, staffId: string, code: string): Promise<boolean> {
  const used = await deps.db
    .update(staffBackupCodes)
    .set({ usedAt: deps.clock() })
    .where(
      and(
        eq(staffBackupCodes.staffId, staffId),
        eq(staffBackupCodes.codeHash, backupCodeHash(deps, staffId, code)),
        isNull(staffBackupCodes.usedAt),
      ),
    )
    .returning({ id: staffBackupCodes.id });
  return used.length === 1;
}

/** Proves the second factor of an enrolled member with one code or one backup code, or refuses. */
export async function proveSecondFactor(
  deps: StaffDeps,
  holder: SecondFactorHolder,
  proof: { otp?: string | undefined; backupCode?: string | undefined },
): Promise<void> {
  if (!holder.totpEnabledAt) throw new AppError('STAFF_SECOND_FACTOR_NOT_ENROLLED');
  const counts = secondFactorCounts(holder.id);
  await countAttempt(deps, counts);
  const right = proof.otp
    ? await takeTotpCode(deps, holder, proof.otp)
    : proof.backupCode
      ? await takeBackupCode(deps, holder.id, proof.backupCode)
      : false;
  if (!right) throw new AppError('STAFF_SECOND_FACTOR_INVALID');
  await forgetAttempts(deps, counts);
}
