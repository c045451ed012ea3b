import type { OtpTicket, PasswordLogin, SessionRecord } from '@talad/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Caller, IdentityDeps } from './context.ts';
import { findMember, parseUsername, requirePhone } from './members.ts';
import { issueOtp, verifyOtp, type CodeAnswer, type OtpCall } from './otp.ts';
import { signInCounts } from './password-attempts.ts';
import { checkPassword } from './passwords.ts';
import { issueSessionRecord, openSession, revokeSessions } from './sessions.ts';

/**
 * Opens a member session. When the caller was a guest, the guest's data becomes the member's (isMerge) through every
 * registered merge step, and the guest session ends, in the same transaction. `before` runs first in that transaction
 * (creating the member, spending a ticket), so a failed merge leaves nothing half-done.
 */
export async function signIn(deps: IdentityDeps, caller: Caller, before: (tx: Transaction) => Promise<string>): Promise<SessionRecord> {
  const { memberId, opened } = await deps.db.transaction(async (tx) => {
    const memberId = await before(tx);
    if (caller.guestId && caller.guestId !== memberId) {
      await deps.merges.run(tx, { guestId: caller.guestId, memberId });
      if (caller.guestSessionId) await revokeSessions(tx, { sessionId: caller.guestSessionId });
    }
    return { memberId, opened: await openSession(tx, memberId, caller.device, deps.refreshTokenTtlDays) };
  });
  return issueSessionRecord(deps, { id: memberId, role: 'user' }, opened);
}

/** A wrong password and a name with no account answer alike, and both are counted (decision 0017). */
export async function loginWithPassword(deps: IdentityDeps, caller: Caller, login: PasswordLogin) {
  const username = parseUsername(login.username, login.type);
  const member = username ? await findMember(deps.db, username) : undefined;
  const counts = signInCounts(username?.value ?? login.username.trim().toLowerCase(), caller.ip);
  if (!(await checkPassword(deps, member, login.password, counts)) || !member) throw new AppError('LOGIN_FAILED');
  return signIn(deps, caller, async () => member.id);
}

/** The same ticket whether or not the phone has an account (decision 0017); the code goes only to a member's phone. */
export async function requestLoginOtp(deps: IdentityDeps, phoneInput: string, call: OtpCall): Promise<OtpTicket> {
  const phone = requirePhone(phoneInput);
  const member = await findMember(deps.db, { kind: 'phone', value: phone });
  return issueOtp(deps, { purpose: 'login', channel: 'sms', target: phone, customerId: member?.id ?? null, ...call });
}

export async function loginWithOtp(deps: IdentityDeps, caller: Caller, answer: CodeAnswer) {
  const { customerId } = await verifyOtp(deps, 'login', answer);
  if (!customerId) throw new AppError('OTP_INVALID');
  return signIn(deps, caller, async () => customerId);
}
