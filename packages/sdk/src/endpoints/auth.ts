import type { Envelope, SessionRecord } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';

/**
 * Sign-up, sign-in, recovery and social sign-in (issue #4). Every call that answers a session record stores it
 * as the current session (browser storage key `user`), exactly like guest login does. A sign-in made while a
 * guest session is stored merges the guest's data (recently viewed, consents, …) into the member (isMerge).
 */

/** Where a one-time code goes. The answer never carries the code; read it from the SMS, e-mail or dev outbox. */
export interface OtpTicket {
  /** Reference of this code; send it back with the code. */
  otp_ref: string;
  channel: 'sms' | 'email';
  /** The address the code went to, masked (e.g. 08x-xxx-5678, s***@example.com). */
  to: string;
  /** ISO time; the code is refused after it (5 minutes). */
  expires_at: string;
  /** ISO time; resending is refused before it (60 seconds). */
  resend_available_at: string;
}

export interface OtpAnswer {
  otp_ref: string;
  /** 6 digits. Five wrong codes void the ticket. */
  code: string;
}

/** Spec §3 socialLogin: what a provider told us about a shopper who has no account yet. */
export interface SocialLoginProfile {
  userId: string;
  email: string | null;
  image: string | null;
  firstname: string | null;
  lastname: string | null;
  displayName: string | null;
  type: SocialProviderKey;
}

export type SocialProviderKey = 'google' | 'facebook' | 'line' | 'apple';

export interface SocialProviderInfo {
  provider: SocialProviderKey;
  /** Display name, e.g. "LINE". */
  name: string;
}

export interface SocialAuthorize {
  /** Send the browser here; the provider comes back to redirect_uri with ?code&state. */
  authorize_url: string;
  state: string;
}

/** A known member is signed in; a new one starts registration prefilled with social_token + socialLogin. */
export type SocialSignIn =
  | { status: 'signed_in'; session: SessionRecord }
  | { status: 'register'; social_token: string; socialLogin: SocialLoginProfile };

export interface RegisterVerified {
  /** Proof that the phone was verified; valid 30 minutes, used once by register(). */
  verify_token: string;
  phone: string;
}

export interface RegisterProfile {
  verify_token: string;
  /** The privacy policy step must be accepted. */
  accept_policy: true;
  firstname: string;
  lastname: string;
  password: string;
  email?: string;
  /** From a social sign-in that ended in status 'register': links that provider to the new account. */
  social_token?: string;
}

export interface PasswordLogin {
  /** Phone (0812345678 or +66812345678) or e-mail. */
  username: string;
  password: string;
  type?: 'phone' | 'email';
}

export interface ResetTicket {
  /** Proof that the code was right; valid 15 minutes, used once by resetPassword(). */
  reset_token: string;
}

export interface PrivacyPolicy {
  version: string;
  title: string;
  /** Paragraphs of plain text in the request's language. */
  paragraphs: string[];
}

/** One message the local sender wrote instead of sending (dev and tests only; the API has no route in production). */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  /** The one-time code the message carries, when it carries one. */
  code: string | null;
  purpose: string;
  created_at: string;
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

async function keepSession(api: ApiClient, answer: Envelope<SessionRecord>): Promise<Envelope<SessionRecord>> {
  if (answer.is_success && answer.data?.access_token) api.session.set(answer.data);
  return answer;
}

// Registration: phone → OTP → privacy policy → profile.

export function requestRegisterOtp(api: ApiClient, phone: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/register/otp', { phone });
}

export function verifyRegisterOtp(api: ApiClient, answer: OtpAnswer): Promise<Envelope<RegisterVerified>> {
  return api.post<RegisterVerified>('auth/register/verify', answer);
}

export function getPrivacyPolicy(api: ApiClient, options?: Options): Promise<Envelope<PrivacyPolicy>> {
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
  return api.post<OtpTicket>('auth/login/otp', { phone });
}

export async function loginWithOtp(api: ApiClient, answer: OtpAnswer): Promise<Envelope<SessionRecord>> {
  return keepSession(api, await api.post<SessionRecord>('auth/login/otp/verify', answer));
}

/** A new code for the same ticket's address; refused (429) within 60 s of the last one. */
export function resendOtp(api: ApiClient, otpRef: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('auth/otp/resend', { otp_ref: otpRef });
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
  return api.post<OtpTicket>('auth/forgot-password', { username });
}

export function verifyPasswordReset(api: ApiClient, answer: OtpAnswer): Promise<Envelope<ResetTicket>> {
  return api.post<ResetTicket>('auth/forgot-password/verify', answer);
}

/** Sets the new password and signs out every session of the account; sign in again afterwards. */
export function resetPassword(api: ApiClient, resetToken: string, password: string): Promise<Envelope<null>> {
  return api.post<null>('auth/reset-password', { reset_token: resetToken, password });
}

// Social sign-in (OAuth 2.0 / OpenID Connect code flow; state, nonce and PKCE are kept by the API).

/** Only the providers whose client id is configured. */
export function getSocialProviders(api: ApiClient, options?: Options): Promise<Envelope<SocialProviderInfo[]>> {
  return api.get<SocialProviderInfo[]>('auth/social/providers', options);
}

/** redirect_uri must be a page of this shop (one of the API's WEB_ORIGIN origins). */
export function startSocialLogin(api: ApiClient, provider: SocialProviderKey, redirectUri: string): Promise<Envelope<SocialAuthorize>> {
  return api.post<SocialAuthorize>(`auth/social/${provider}/authorize`, { redirect_uri: redirectUri });
}

/** Called by the redirect_uri page with the provider's ?code&state. */
export async function finishSocialLogin(
  api: ApiClient,
  provider: SocialProviderKey,
  callback: { code: string; state: string },
): Promise<Envelope<SocialSignIn>> {
  const answer = await api.post<SocialSignIn>(`auth/social/${provider}/callback`, callback);
  if (answer.is_success && answer.data?.status === 'signed_in') api.session.set(answer.data.session);
  return answer;
}

// Dev console and browser tests only.

/** Messages the local sender wrote to `to` (phone or e-mail), newest first. */
export function getDevOutbox(api: ApiClient, to: string): Promise<Envelope<OutboxMessage[]>> {
  return api.get<OutboxMessage[]>('dev/outbox', { query: { to }, skipLoading: true });
}

/** Optional fields are sent only when they hold a value (spec §5). */
export function withoutEmpty<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}
