import type { OtpTicket, RegisterProfile, RegisterVerified, SessionRecord } from '@talad/contract';
import { normalizeEmail } from '@talad/domain';
import { customers, socialIdentities } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Caller, IdentityDeps } from './context.ts';
import { assertContactsFree, findMember, requirePhone } from './members.ts';
import { issueOtp, verifyOtp, type CodeAnswer, type OtpCall } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { PRIVACY_POLICY_VERSION } from './privacy-policy.ts';
import { signIn } from './sign-in.ts';
import { issueTicket, readTicket, spendTicket } from './tickets.ts';

/** Registration of spec §5: phone → code → privacy policy → profile and password. */

const REGISTER_TICKET_SECONDS = 30 * 60;

/**
 * The same ticket whether or not the phone already has an account (decision 0017): a free phone gets the code, a
 * member's phone a notice that someone tried to register it, and its ticket can never be verified.
 */
export async function requestRegisterOtp(deps: IdentityDeps, phoneInput: string, call: OtpCall): Promise<OtpTicket> {
  const phone = requirePhone(phoneInput);
  const holder = await findMember(deps.db, { kind: 'phone', value: phone });
  return issueOtp(deps, { purpose: 'register', channel: 'sms', target: phone, customerId: holder?.id ?? null, ...call });
}

export async function verifyRegisterOtp(deps: IdentityDeps, answer: CodeAnswer): Promise<RegisterVerified> {
  const { target, customerId } = await verifyOtp(deps, 'register', answer);
  // The code of a taken phone was never sent, so a right one is a guess; it proves nothing.
  if (customerId) throw new AppError('OTP_INVALID');
  return { verify_token: await issueTicket(deps, 'register', REGISTER_TICKET_SECONDS, { target }), phone: target };
}

/** The last step: profile and password for a verified phone; a social ticket links its provider to the new member. */
export async function register(deps: IdentityDeps, caller: Caller, form: RegisterProfile): Promise<SessionRecord> {
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
      await tx
        .insert(socialIdentities)
        .values({ provider, subject: social.payload.subject ?? '', customerId: member.id, email: social.payload.email ?? null });
    }
    return member.id;
  });
}
