import { randomInt } from 'node:crypto';
import { brandName, STAFF_BACKUP_CODE_COUNT } from '@talad/domain';
import type { StaffMe } from '@talad/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { staff, staffBackupCodes, staffSessions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SignedInStaff } from '../../platform/staff-guard.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit, staffActor, type AuditContext } from '../audit/index.ts';
import type { StaffDeps } from './context.ts';
import { readMe } from './me.ts';
import { openSealed, sealSecret } from './seal.ts';
import { backupCodeHash, proveSecondFactor, takeTotpCode } from './second-factor-check.ts';
import { newTotpSecret, totpUri } from './totp.ts';

/** Backup codes: 10 characters of an alphabet without 0/O and 1/I (50 bits each), printed as two groups of five. */
const BACKUP_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newBackupCode(): string {
  return Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
}

async function memberOf(deps: Pick<StaffDeps, 'db'>, staffId: string) {
  const [member] = await deps.db.select().from(staff).where(eq(staff.id, staffId));
  if (!member) throw new AppError('STAFF_UNAUTHENTICATED');
  return member;
}

/**
 * POST admin/me/totp: a new secret for a member without a second factor in force, sealed on their row until a code
 * confirms it (asking again replaces it). Answered once, with its otpauth:// address for a QR code.
 */
export async function startTotpEnrolment(deps: StaffDeps, who: SignedInStaff): Promise<{ secret: string; otpauth_uri: string }> {
  const member = await memberOf(deps, who.id);
  if (member.totpEnabledAt) throw new AppError('STAFF_SECOND_FACTOR_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  const written = await deps.db
    .update(staff)
    .set({ totpSecretSealed: sealSecret(deps.secret, member.id, secret), totpLastStep: null })
    .where(and(eq(staff.id, member.id), isNull(staff.totpEnabledAt)))
    .returning({ id: staff.id });
  if (written.length === 0) throw new AppError('STAFF_SECOND_FACTOR_ALREADY_ENROLLED');
  return { secret, otpauth_uri: totpUri(secret, `${brandName(deps.brand)} back office`, member.email) };
}

/** Replaces the member's backup codes with ten new ones, in the caller's transaction; answers them (shown once). */
async function replaceBackupCodes(deps: StaffDeps, tx: Transaction, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: STAFF_BACKUP_CODE_COUNT }, newBackupCode);
  await tx.delete(staffBackupCodes).where(eq(staffBackupCodes.staffId, staffId));
  await tx.insert(staffBackupCodes).values(codes.map((code) => ({ staffId, codeHash: backupCodeHash(deps, staffId, code) })));
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/**
 * POST admin/me/totp/confirm: the first code from the app turns the second factor on (once: a second confirmation
 * finds it on and is refused), gives the ten backup codes, and counts as this session's second factor.
 */
export async function confirmTotp(
  deps: StaffDeps,
  who: SignedInStaff,
  otp: string,
  context: AuditContext,
): Promise<{ backup_codes: string[] }> {
  const member = await memberOf(deps, who.id);
  if (member.totpEnabledAt) throw new AppError('STAFF_SECOND_FACTOR_ALREADY_ENROLLED');
  if (!member.totpSecretSealed || !openSealed(deps.secret, member.id, member.totpSecretSealed))
    throw new AppError('STAFF_SECOND_FACTOR_NOT_ENROLLED');
  if (!(await takeTotpCode(deps, member, otp))) throw new AppError('STAFF_SECOND_FACTOR_INVALID');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const enabled = await tx
      .update(staff)
      .set({ totpEnabledAt: now, updatedAt: now })
      .where(and(eq(staff.id, member.id), isNull(staff.totpEnabledAt)))
      .returning({ id: staff.id });
    if (enabled.length === 0) throw new AppError('STAFF_SECOND_FACTOR_ALREADY_ENROLLED');
    const codes = await replaceBackupCodes(deps, tx, member.id);
    if (who.sessionId) await tx.update(staffSessions).set({ secondFactorAt: now }).where(eq(staffSessions.id, who.sessionId));
    await recordAudit(tx, {
      actor: staffActor(member),
      action: 'staff.second-factor',
      entity: { type: 'staff', id: member.id },
      before: { totp_enabled: false },
      after: { totp_enabled: true },
      context,
    });
    return { backup_codes: codes };
  });
}

/** POST admin/me/backup-codes: ten new codes for the old ones, from a session that proved the second factor. */
export async function renewBackupCodes(deps: StaffDeps, who: SignedInStaff): Promise<{ backup_codes: string[] }> {
  const member = await memberOf(deps, who.id);
  if (!member.totpEnabledAt) throw new AppError('STAFF_SECOND_FACTOR_NOT_ENROLLED');
  if (!who.secondFactor) throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
  return { backup_codes: await deps.db.transaction((tx) => replaceBackupCodes(deps, tx, member.id)) };
}

/** POST admin/auth/second-factor: this session proves the second factor with a code or a backup code. */
export async function verifySessionSecondFactor(
  deps: StaffDeps,
  who: SignedInStaff,
  proof: { otp?: string | undefined; backup_code?: string | undefined },
): Promise<StaffMe> {
  if (!who.sessionId) return readMe(deps, who);
  const member = await memberOf(deps, who.id);
  await proveSecondFactor(deps, member, { otp: proof.otp, backupCode: proof.backup_code });
  await deps.db.update(staffSessions).set({ secondFactorAt: deps.clock() }).where(eq(staffSessions.id, who.sessionId));
  return readMe(deps, { ...who, secondFactor: true });
}
