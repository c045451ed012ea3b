import type { PasswordChange, SessionRecord } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SignedInCustomer } from '../../platform/auth-guard.ts';
import type { IdentityDeps } from './context.ts';
import { passwordCheckCounts } from './password-attempts.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { issueSessionRecord, openSession, revokeSessions, type Device } from './sessions.ts';

async function assertCurrentPassword(deps: IdentityDeps, customerId: string, password: string) {
  const [holder] = await deps.db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!(await checkPassword(deps, holder, password, passwordCheckCounts(customerId)))) throw new AppError('PASSWORD_WRONG');
}

/** Step one of /account/change-password; its attempts are counted and throttled like a sign-in's. */
export async function confirmPassword(deps: IdentityDeps, customerId: string, password: string) {
  await assertCurrentPassword(deps, customerId, password);
  return null;
}

/** Every session of the account ends (a thief's too); this device gets a new session at once. */
export async function changePassword(
  deps: IdentityDeps,
  member: SignedInCustomer,
  device: Device,
  change: PasswordChange,
): Promise<SessionRecord> {
  await assertCurrentPassword(deps, member.id, change.current_password);
  if (change.current_password === change.new_password) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashPassword(change.new_password);
  const opened = await deps.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, member.id));
    await revokeSessions(tx, { customerId: member.id });
    return openSession(tx, member.id, device, deps.refreshTokenTtlDays);
  });
  return issueSessionRecord(deps, { id: member.id, role: 'user' }, opened);
}
