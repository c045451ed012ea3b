import type {
  OtpAnswer,
  OtpResend,
  OtpTicket,
  OutboxMessage,
  OutboxQuery,
  PasswordLogin,
  PasswordReset,
  PasswordResetRequest,
  PhoneBody,
  PrivacyPolicy,
  RegisterProfile,
  RegisterVerified,
  ResetTicket,
  SessionRecord,
  SocialAuthorize,
  SocialAuthorizeBody,
  SocialCallback,
  SocialProviderInfo,
  SocialProviderKey,
  SocialSignIn,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/**
 * Sign-up, sign-in, recovery and social sign-in (issue #4). Every call that answers a session record stores it
 * as the current session (browser storage key `user`), exactly like guest login does. A sign-in made while a
 * guest session is stored merges the guest's data (recently viewed, consents, …) into the member (isMerge).
 */

export type {
  OtpAnswer,
  OtpTicket,
  OutboxMessage,
  PasswordLogin,
  PrivacyPolicy,
  RegisterProfile,
  RegisterVerified,
  ResetTicket,
  SocialAuthorize,
  SocialLoginProfile,
  SocialProviderInfo,
  SocialProviderKey,
  SocialSignIn,
} from '@talad/contract';

async function keepSession(api: ApiClient, answer: Envelope<SessionRecord>): Promise<Envelope<SessionRecord>> {
  if (answer.is_success && answer.data?.access_token) api.session.set(answer.data);
  return answer;
}

// Registration: phone → OTP → privacy policy → profile.

export function requestRegisterOtp(api: ApiClient, phone: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/register/otp', { phone } satisfies PhoneBody);
}

export function verifyRegisterOtp(api: ApiClient, answer: OtpAnswer): Promise<Envelope<RegisterVerified>> {
  return api.post<RegisterVerified>('auth/register/verify', answer);
}

export function getPrivacyPolicy(api: ApiClient, options?: CallOptions): Promise<Envelope<PrivacyPolicy>> {
  return api.get<PrivacyPolicy>('masters/privacy-policy', options);
}

export async function register(api: ApiClient, profile: RegisterProfile): Promise<Envelope<SessionRecord>> {
  return keepSession(api, await api.post<SessionRecord>('auth/register', withoutEmpty(profile)));
}

// Sign-in.

export async function loginWithPassword(api: ApiClient, login: PasswordLogin): Promise<Envelope<SessionRecord>> {
  return keepSession(api, await api.post<SessionRecord>('auth/login', login));
}

export function requestLoginOtp(api: ApiClient, phone: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/login/otp', { phone } satisfies PhoneBody);
}

export async function loginWithOtp(api: ApiClient, answer: OtpAnswer): Promise<Envelope<SessionRecord>> {
  return keepSession(api, await api.post<SessionRecord>('auth/login/otp/verify', answer));
}

/** A new code for the same ticket's address; refused (429) within 60 s of the last one. */
export function resendOtp(api: ApiClient, otpRef: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/otp/resend', { otp_ref: otpRef } satisfies OtpResend);
}

/** Ends this session and answers a fresh guest session, stored as the current one. */
export async function logout(api: ApiClient): Promise<Envelope<SessionRecord>> {
  const answer = await api.post<SessionRecord>('auth/logout');
  if (answer.is_success) return keepSession(api, answer);
  api.session.clear();
  await api.loginAsGuest();
  return answer;
}

// Forgot password → verify → reset.

/** Always answers a ticket, whether or not an account exists (nothing is revealed); username is phone or e-mail. */
export function requestPasswordReset(api: ApiClient, username: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/forgot-password', { username } satisfies PasswordResetRequest);
}

export function verifyPasswordReset(api: ApiClient, answer: OtpAnswer): Promise<Envelope<ResetTicket>> {
  return api.post<ResetTicket>('auth/forgot-password/verify', answer);
}

/** Sets the new password and signs out every session of the account; sign in again afterwards. */
export function resetPassword(api: ApiClient, resetToken: string, password: string): Promise<Envelope<null>> {
  return api.post<null>('auth/reset-password', { reset_token: resetToken, password } satisfies PasswordReset);
}

// Social sign-in (OAuth 2.0 / OpenID Connect code flow; state, nonce and PKCE are kept by the API).

/** Only the providers whose client id is configured. */
export function getSocialProviders(api: ApiClient, options?: CallOptions): Promise<Envelope<SocialProviderInfo[]>> {
  return api.get<SocialProviderInfo[]>('auth/social/providers', options);
}

/** redirect_uri must be a page of this shop (one of the API's WEB_ORIGIN origins). */
export function startSocialLogin(api: ApiClient, provider: SocialProviderKey, redirectUri: string): Promise<Envelope<SocialAuthorize>> {
  return api.post<SocialAuthorize>(`auth/social/${provider}/authorize`, { redirect_uri: redirectUri } satisfies SocialAuthorizeBody);
}

/** Called by the redirect_uri page with the provider's ?code&state. */
export async function finishSocialLogin(
  api: ApiClient,
  provider: SocialProviderKey,
  callback: SocialCallback,
): Promise<Envelope<SocialSignIn>> {
  const answer = await api.post<SocialSignIn>(`auth/social/${provider}/callback`, callback);
  if (answer.is_success && answer.data?.status === 'signed_in') api.session.set(answer.data.session);
  return answer;
}

// Tests on the API's own machine only: the API serves this with DEV_OUTBOX=http, to loopback callers (decision 0016).

/** Messages the local sender wrote to `to` (phone or e-mail), newest first. */
export function getDevOutbox(api: ApiClient, to: string): Promise<Envelope<OutboxMessage[]>> {
  return api.get<OutboxMessage[]>('dev/outbox', { query: { to } satisfies OutboxQuery, skipLoading: true });
}

/** Optional fields are sent only when they hold a value (spec §5). */
export function withoutEmpty<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
