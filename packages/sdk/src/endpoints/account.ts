import { failure, type Envelope, type MembershipTier, type SessionRecord } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';
import { withoutEmpty, type OtpAnswer, type OtpTicket } from './auth.ts';

/** The account pages' calls of spec §7 "Profile" (issue #4). All need a signed-in member. */

export type Gender = 'male' | 'female' | 'unspecified';

/** PDPA consents of /account/privacy-setting. */
export interface PdpaConsent {
  is_marketing_accepted: boolean;
  is_personalization_accepted: boolean;
  is_third_party_accepted: boolean;
}

export interface MembershipProgress {
  tier: MembershipTier;
  tier_name: string;
  colour: string;
  /** Spend of the last 12 months, satang. */
  yearly_spend: number;
  next_tier: MembershipTier | null;
  next_tier_name: string | null;
  /** Satang still to spend to reach next_tier; 0 at the top tier. */
  spend_to_next_tier: number;
  /** 0–100. */
  progress_percent: number;
}

/** Spec §3 userProfile (image, user_id, phone, email) and the rest of the profile page. */
export interface UserProfile {
  user_id: string;
  firstname: string;
  lastname: string;
  display_name: string | null;
  phone: string | null;
  email: string | null;
  /** Absolute URL of the profile photo, or null. */
  image: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  gender: Gender | null;
  accept_policy_at: string | null;
  pdpa: PdpaConsent;
  membership: MembershipProgress;
  /** Providers linked for social sign-in. */
  social: { google: boolean; facebook: boolean; line: boolean; apple: boolean };
  created_at: string;
}

/** Fields of PUT users/profile. */
export interface ProfileFields {
  firstname?: string;
  lastname?: string;
  display_name?: string;
  birthday?: string;
  gender?: Gender;
}

export interface MyBenefit extends MembershipProgress {
  benefits: string[];
  next_tier_benefits: string[];
}

export interface ProfileImage {
  image: string;
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

export const NO_PROFILE_PARAMETERS = 'No profile parameters provided.';
export const PROFILE_UPDATE_FAILED = 'An unknown error occurred during profile update.';
export const PROFILE_IMAGE_UPDATE_FAILED = 'An unknown error occurred during profile image update.';

/** Refused before calling: the envelope the server would have answered. */
function refused<T>(message: string): Envelope<T> {
  return failure(400, message) as Envelope<never>;
}

/** A failure keeps the server's message; only a failure without one gets the spec's fallback (§8). */
function withFallbackMessage<T>(answer: Envelope<T>, fallback: string): Envelope<T> {
  if (answer.is_success || (answer.message && !answer.message.startsWith('HTTP error!'))) return answer;
  return { ...answer, message: fallback };
}

export function getMe(api: ApiClient, options?: Options): Promise<Envelope<UserProfile>> {
  return api.get<UserProfile>('users/me', options);
}

/** PUT users/profile with the profile fields without file and user_id; nothing to send → 'No profile parameters provided.'. */
export async function updateProfile(api: ApiClient, fields: ProfileFields & { file?: unknown; user_id?: unknown }): Promise<Envelope<UserProfile>> {
  const { file: _file, user_id: _userId, ...profile } = fields;
  const body = withoutEmpty(profile);
  if (Object.keys(body).length === 0) return refused(NO_PROFILE_PARAMETERS);
  return withFallbackMessage(await api.put<UserProfile>('users/profile', body), PROFILE_UPDATE_FAILED);
}

/** Step 1 of a phone change: a code goes to the new phone. */
export function requestPhoneChange(api: ApiClient, phone: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('users/profile/phone/otp', { phone });
}

/** Step 2: PUT users/profile/phone {phone} with the code that went to it. */
export async function updatePhone(api: ApiClient, phone: string, otp: OtpAnswer): Promise<Envelope<UserProfile>> {
  if (!phone) return refused(NO_PROFILE_PARAMETERS);
  return withFallbackMessage(await api.put<UserProfile>('users/profile/phone', { phone, ...otp }), PROFILE_UPDATE_FAILED);
}

export function requestEmailChange(api: ApiClient, email: string): Promise<Envelope<OtpTicket>> {
  return api.post<OtpTicket>('users/profile/email/otp', { email });
}

export async function updateEmail(api: ApiClient, email: string, otp: OtpAnswer): Promise<Envelope<UserProfile>> {
  if (!email) return refused(NO_PROFILE_PARAMETERS);
  return withFallbackMessage(await api.put<UserProfile>('users/profile/email', { email, ...otp }), PROFILE_UPDATE_FAILED);
}

export function updatePdpa(api: ApiClient, consent: PdpaConsent): Promise<Envelope<PdpaConsent>> {
  return api.put<PdpaConsent>('users/profile/pdpa', consent);
}

/** Step 1 of /account/change-password: is the current password right? Wrong tries count towards the lock. */
export function checkPassword(api: ApiClient, currentPassword: string): Promise<Envelope<null>> {
  return api.post<null>('users/password/check', { current_password: currentPassword });
}

/** Every session of the account is revoked; the answer is a new session for this device, stored as current. */
export async function changePassword(api: ApiClient, change: { current_password: string; new_password: string }): Promise<Envelope<SessionRecord>> {
  const answer = await api.put<SessionRecord>('users/password', change);
  if (answer.is_success && answer.data) api.session.set(answer.data);
  return answer;
}

/** POST users/image multipart {file, user_id}: JPEG, PNG or WebP up to 5 MB; stored re-encoded without metadata. */
export async function uploadProfileImage(api: ApiClient, file: Blob, userId: string): Promise<Envelope<ProfileImage>> {
  const form = new FormData();
  form.append('user_id', userId);
  form.append('file', file);
  return withFallbackMessage(await api.post<ProfileImage>('users/image', form), PROFILE_IMAGE_UPDATE_FAILED);
}

/** DELETE users: success when status_code is 200; the session is then replaced by a fresh guest session. */
export async function deleteAccount(api: ApiClient): Promise<Envelope<null>> {
  const answer = await api.delete<null>('users');
  if (answer.status_code !== 200) return answer;
  api.session.clear();
  await api.loginAsGuest();
  return answer;
}

export function getMyBenefit(api: ApiClient, options?: Options): Promise<Envelope<MyBenefit>> {
  return api.get<MyBenefit>('users/me/my-benefit', options);
}
