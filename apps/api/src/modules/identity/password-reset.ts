import type { OtpTicket, ResetTicket } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { IdentityDeps } from './context.ts';
import { findMember, parseUsername } from './members.ts';
import { issueOtp, verifyOtp, type OtpCall } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { revokeSessions } from './sessions.ts';
import { issueTicket, spendTicket } from './tickets.ts';

/** Forgot password → code → new password (spec §5). */

const RESET_TICKET_SECONDS = 15 * 60;

/** Answers the same ticket whether or not the account exists; the code is sent only to a real account. */
export async function requestPasswordReset(deps: IdentityDeps, usernameInput: string, call: OtpCall): Promise<OtpTicket> {
  const username = parseUsername(usernameInput);
  if (!username) throw new AppError('BAD_REQUEST');
  const member = await findMember(deps.db, username);
  const channel = username.kind === 'phone' ? 'sms' : 'email';
  return issueOtp(deps, { purpose: 'forgot-password', channel, target: username.value, customerId: member?.id ?? null, deliver: Boolean(member), ...call });
}

export async function verifyPasswordReset(deps: IdentityDeps, otpRef: string, code: string): Promise<ResetTicket> {
  const { customerId } = await verifyOtp(deps, 'forgot-password', otpRef, code);
  if (!customerId) throw new AppError('OTP_INVALID');
  return { reset_token: await issueTicket(deps, 'reset-password', RESET_TICKET_SECONDS, { customerId }) };
}

/** New password; the lock is lifted and every session of the account ends. */
export async function resetPassword(deps: IdentityDeps, resetToken: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const ticket = await spendTicket(deps, tx, 'reset-password', resetToken);
    if (!ticket.customerId) throw new AppError('TICKET_INVALID');
    await tx.update(customers).set({ passwordHash, failedPasswordCount: 0, lockedUntil: null }).where(eq(customers.id, ticket.customerId));
    await revokeSessions(tx, { customerId: ticket.customerId });
  });
  return null;
}
