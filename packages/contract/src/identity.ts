import { PASSWORD_MAX_LENGTH, ROLES, SOCIAL_SIGN_IN_PROVIDERS, type SessionRecord } from '@talad/domain';
import { z } from 'zod';

/** Sessions, sign-in (password, one-time code, social), registration and recovery (spec §3, §7 "Auth"). */

/**
 * The session record of spec §3, stored by the web under `user`. Its type stays SessionRecord of @talad/domain,
 * which the SDK's client keeps without this schema; the assertion below holds the two to one shape.
 */
export const sessionRecord = z.object({
  role: z.enum(ROLES),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int().describe('When the access token expires, epoch milliseconds'),
  user_id: z.string(),
});
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sessionRecordIsTheDomains: SameShape<z.infer<typeof sessionRecord>, SessionRecord> = true;
export type { SessionRecord };

export const refreshTokenBody = z.object({ token: z.string().min(1).max(200) });
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

const otpRef = z.uuid();
const otpCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const personName = z.string().trim().min(1).max(100);
const channel = z.enum(['sms', 'email']);
/** A sign-in name: a Thai mobile number or an e-mail address. */
const username = z.string().trim().min(1).max(254);

/** A phone to send a code to (registration, sign-in, a new phone of the account). */
export const phoneBody = z.object({ phone: z.string().min(9).max(20) });
export type PhoneBody = z.infer<typeof phoneBody>;

/** A code as typed by the shopper, with the reference of the ticket it answers; five wrong codes void the ticket. */
export const otpAnswer = z.object({ otp_ref: otpRef, code: otpCode });
export type OtpAnswer = z.infer<typeof otpAnswer>;

export const otpResend = z.object({ otp_ref: otpRef });
export type OtpResend = z.infer<typeof otpResend>;

/** Where a one-time code went. The answer never carries the code; it is read from the SMS, e-mail or dev outbox. */
export const otpTicket = z.object({
  otp_ref: z.string().describe('Reference of this code; sent back with the code'),
  channel,
  to: z.string().describe('The address the code went to, masked (08x-xxx-5678, s***@example.com)'),
  expires_at: z.iso.datetime().describe('The code is refused after it (5 minutes)'),
  resend_available_at: z.iso.datetime().describe('A new code is refused before it (60 seconds)'),
});
export type OtpTicket = z.infer<typeof otpTicket>;

/** Proof that the phone was verified: valid 30 minutes, used once by the registration. */
export const registerVerified = z.object({ verify_token: z.string(), phone: z.string() });
export type RegisterVerified = z.infer<typeof registerVerified>;

export const registerProfile = z.object({
  verify_token: z.string().min(20).max(200),
  accept_policy: z.literal(true, 'the privacy policy must be accepted'),
  firstname: personName,
  lastname: personName,
  password: z.string().max(PASSWORD_MAX_LENGTH),
  email: z.string().max(254).optional(),
  social_token: z.string().min(20).max(200).optional().describe('From a social sign-in that answered status register: links that provider'),
});
export type RegisterProfile = z.input<typeof registerProfile>;

export const passwordLogin = z.object({
  username: username.describe('Phone (0812345678 or +66812345678) or e-mail'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  type: z.enum(['phone', 'email']).optional(),
});
export type PasswordLogin = z.input<typeof passwordLogin>;

export const passwordResetRequest = z.object({ username });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** Proof that the reset code was right: valid 15 minutes, used once by the reset. */
export const resetTicket = z.object({ reset_token: z.string() });
export type ResetTicket = z.infer<typeof resetTicket>;

export const passwordReset = z.object({ reset_token: z.string().min(20).max(200), password: z.string().max(PASSWORD_MAX_LENGTH) });
export type PasswordReset = z.infer<typeof passwordReset>;

/** The policy a new member accepts, in the request's language; its version is stored with the acceptance. */
export const privacyPolicy = z.object({ version: z.string(), title: z.string(), paragraphs: z.array(z.string()) });
export type PrivacyPolicy = z.infer<typeof privacyPolicy>;

/** GET /dev/outbox (DEV_OUTBOX=http, loopback callers only): what the local sender wrote instead of sending. */
export const outboxQuery = z.object({ to: z.string().trim().min(3).max(254) });
export type OutboxQuery = z.input<typeof outboxQuery>;
export const outboxMessage = z.object({
  id: z.number().int(),
  channel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable().describe('The one-time code the message carries, when it carries one'),
  purpose: z
    .string()
    .describe('Why it was sent: an OTP purpose for codes, account-exists for the notice to a phone someone tried to register again'),
  created_at: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

// Social sign-in: an OAuth 2.0 / OpenID Connect code flow; state, nonce and PKCE stay with the API.

export const socialProvider = z.enum(SOCIAL_SIGN_IN_PROVIDERS);
export type SocialProviderKey = z.infer<typeof socialProvider>;

export const socialProviderParams = z.object({ provider: socialProvider });

/** A provider whose client id is configured, with its display name ("LINE"). */
export const socialProviderInfo = z.object({
  provider: socialProvider,
  name: z.string(),
  client_id: z.string().describe("Public, as in the authorize URL: Facebook's is the app id its login script is started with (spec §6)"),
});
export type SocialProviderInfo = z.infer<typeof socialProviderInfo>;

/** redirect_uri must be a page of this shop (one of the API's WEB_ORIGIN origins). */
export const socialAuthorizeBody = z.object({ redirect_uri: z.url().max(500) });
export type SocialAuthorizeBody = z.infer<typeof socialAuthorizeBody>;

/** Where to send the browser; the provider comes back to redirect_uri with ?code&state. */
export const socialAuthorize = z.object({ authorize_url: z.string(), state: z.string() });
export type SocialAuthorize = z.infer<typeof socialAuthorize>;

export const socialCallback = z.object({ code: z.string().min(1).max(2000), state: z.string().min(20).max(200) });
export type SocialCallback = z.infer<typeof socialCallback>;

const nullableText = z.string().nullable();
/** Spec §3 socialLogin: what a provider told us about a shopper who has no account yet. */
export const socialLoginProfile = z.object({
  userId: z.string(),
  email: nullableText,
  image: nullableText,
  firstname: nullableText,
  lastname: nullableText,
  displayName: nullableText,
  type: socialProvider,
});
export type SocialLoginProfile = z.infer<typeof socialLoginProfile>;

/** A known member is signed in; a new one starts registration prefilled with social_token and socialLogin. */
export const socialSignIn = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), session: sessionRecord }),
  z.object({ status: z.literal('register'), social_token: z.string(), socialLogin: socialLoginProfile }),
]);
export type SocialSignIn = z.infer<typeof socialSignIn>;
