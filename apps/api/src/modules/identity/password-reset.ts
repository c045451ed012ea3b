import type { OtpTicket, ResetTicket } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { IdentityDeps } from './context.ts';
import { findMember, parseUsername } from './members.ts';
import { issueOtp, verifyOtp, type CodeAnswer, type OtpCall } from './otp.ts';
import { forgetAttempts, signInCounts } from './password-attempts.ts';
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
  return issueOtp(deps, { purpose: 'forgot-password', channel, target: username.value, customerId: member?.id ?? null, ...call });
}

export async function verifyPasswordReset(deps: IdentityDeps, answer: CodeAnswer): Promise<ResetTicket> {
  const { customerId } = await verifyOtp(deps, 'forgot-password', answer);
  if (!customerId) throw new AppError('OTP_INVALID');
  return { reset_token: await issueTicket(deps, 'reset-password', RESET_TICKET_SECONDS, { customerId }) };
}

/**
 * New password; every session of the account ends. The owner proved a code, so the password attempts counted on
 * the account's phone and e-mail are forgotten: an owner held back by their own wrong tries signs in at once.
 */
export async function resetPassword(deps: IdentityDeps, resetToken: string, password: string, ip: string) {
  const passwordHash = await hashPassword(password);
  const member = await deps.db.transaction(async (tx) => {
    const ticket = await spendTicket(deps, tx, 'reset-password', resetToken);
    if (!ticket.customerId) throw new AppError('TICKET_INVALID');
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash })
      .where(eq(customers.id, ticket.customerId))
      .returning({ phone: customers.phone, email: customers.email });
    await revokeSessions(tx, { customerId: ticket.customerId });
    return updated;
  });
  const names = [member?.phone, member?.email].filter((name) => typeof name === 'string');
  await forgetAttempts(
    deps,
    names.flatMap((name) => signInCounts(name, ip)),
  );
  return null;
}
