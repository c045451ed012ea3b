import { normalizeEmail, type Locale, type SessionRecord } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { customers, socialIdentities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { revokeSessions } from '../auth/service.ts';
import type { Caller, IdentityDeps } from './context.ts';
import { assertContactsFree, findMember, parseUsername, requirePhone } from './members.ts';
import { issueOtp, verifyOtp, type OtpTicket } from './otp.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { signIn } from './sign-in.ts';
import { issueTicket, readTicket, spendTicket } from './tickets.ts';

export const PRIVACY_POLICY_VERSION = '2026-01';
const REGISTER_TICKET_SECONDS = 30 * 60;
const RESET_TICKET_SECONDS = 15 * 60;

export interface OtpCall {
  ip: string;
  locale: Locale;
}

export async function requestRegisterOtp(deps: IdentityDeps, phoneInput: string, call: OtpCall): Promise<OtpTicket> {
  const phone = requirePhone(phoneInput);
  await assertContactsFree(deps.db, { phone });
  return issueOtp(deps, { purpose: 'register', channel: 'sms', target: phone, customerId: null, ...call });
}

export async function verifyRegisterOtp(deps: IdentityDeps, otpRef: string, code: string) {
  const { target } = await verifyOtp(deps, 'register', otpRef, code);
  return { verify_token: await issueTicket(deps, 'register', REGISTER_TICKET_SECONDS, { target }), phone: target };
}

export interface Registration {
  verify_token: string;
  accept_policy: boolean;
  firstname: string;
  lastname: string;
  password: string;
  email?: string | undefined;
  social_token?: string | undefined;
}

/** The last step: profile and password for a verified phone; a social ticket links its provider to the new member. */
export async function register(deps: IdentityDeps, caller: Caller, form: Registration): Promise<SessionRecord> {
  if (!form.accept_policy) throw new AppError('POLICY_NOT_ACCEPTED');
  const passwordHash = await hashPassword(form.password);
  const social = form.social_token ? await readTicket(deps, 'social-register', form.social_token) : null;
  const email = form.email ? normalizeEmail(form.email) : (social?.payload.email ?? null);
  if (form.email && !email) throw new AppError('BAD_REQUEST');
  return signIn(deps, caller, async (tx) => {
    const verified = await spendTicket(deps, tx, 'register', form.verify_token);
    const phone = verified.target ?? '';
    await assertContactsFree(tx, { phone, email });
    const [member] = await tx
      .insert(customers)
      .values({
        role: 'user',
        phone,
        email,
        passwordHash,
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        displayName: social?.payload.displayName ?? null,
        acceptPolicyAt: deps.clock(),
        acceptPolicyVersion: PRIVACY_POLICY_VERSION,
      })
      .returning({ id: customers.id });
    if (!member) throw new Error('member was not created');
    if (social && form.social_token) {
      await spendTicket(deps, tx, 'social-register', form.social_token);
      const provider = social.payload.provider as typeof socialIdentities.$inferInsert.provider;
      await tx.insert(socialIdentities).values({ provider, subject: social.payload.subject ?? '', customerId: member.id, email: social.payload.email ?? null });
    }
    return member.id;
  });
}

export async function loginWithPassword(deps: IdentityDeps, caller: Caller, login: { username: string; password: string; type?: 'phone' | 'email' | undefined }) {
  const username = parseUsername(login.username, login.type);
  const member = username ? await findMember(deps.db, username) : undefined;
  if (!(await checkPassword(deps, member, login.password)) || !member) throw new AppError('LOGIN_FAILED');
  return signIn(deps, caller, async () => member.id);
}

export async function requestLoginOtp(deps: IdentityDeps, phoneInput: string, call: OtpCall): Promise<OtpTicket> {
  const phone = requirePhone(phoneInput);
  const member = await findMember(deps.db, { kind: 'phone', value: phone });
  if (!member) throw new AppError('PHONE_NOT_REGISTERED');
  return issueOtp(deps, { purpose: 'login', channel: 'sms', target: phone, customerId: member.id, ...call });
}

export async function loginWithOtp(deps: IdentityDeps, caller: Caller, otpRef: string, code: string) {
  const { customerId } = await verifyOtp(deps, 'login', otpRef, code);
  if (!customerId) throw new AppError('OTP_INVALID');
  return signIn(deps, caller, async () => customerId);
}

/** Answers the same ticket whether or not the account exists; the code is sent only to a real account. */
export async function requestPasswordReset(deps: IdentityDeps, usernameInput: string, call: OtpCall): Promise<OtpTicket> {
  const username = parseUsername(usernameInput);
  if (!username) throw new AppError('BAD_REQUEST');
  const member = await findMember(deps.db, username);
  const channel = username.kind === 'phone' ? 'sms' : 'email';
  return issueOtp(deps, { purpose: 'forgot-password', channel, target: username.value, customerId: member?.id ?? null, deliver: Boolean(member), ...call });
}

export async function verifyPasswordReset(deps: IdentityDeps, otpRef: string, code: string) {
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
