import type {
  EmailChange,
  EmailChangeRequest,
  MyBenefit,
  OtpAnswer,
  OtpTicket,
  PasswordChange,
  PasswordCheck,
  PdpaConsent,
  PhoneBody,
  PhoneChange,
  ProfileFields,
  ProfileImage,
  SessionRecord,
  UserProfile,
} from '@talad/contract';
import { ERRORS, failure, type Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';
import { withoutEmpty } from './auth.ts';

/** The account pages' calls of spec §7 "Profile" (issue #4). All need a signed-in member. */

export type { Gender, MembershipProgress, MyBenefit, PdpaConsent, ProfileFields, ProfileImage, UserProfile } from '@talad/contract';

/** The catalogue's own words: the SDK refuses an empty change as the API would. */
export const NO_PROFILE_PARAMETERS = ERRORS.NO_PROFILE_PARAMETERS.en;
/** Spec §8 fallbacks for a failure that carries no message of its own. */
export const PROFILE_UPDATE_FAILED = 'An unknown error occurred during profile update.';
export const PROFILE_IMAGE_UPDATE_FAILED = 'An unknown error occurred during profile image update.';

/** Nothing to change: refused before calling, with the envelope the server would have answered. */
function noProfileParameters<T>(): Envelope<T> {
  return failure(ERRORS.NO_PROFILE_PARAMETERS.code, NO_PROFILE_PARAMETERS) as Envelope<never>;
}

/** A failure keeps the server's message; only a failure without one gets the spec's fallback (§8). */
function withFallbackMessage<T>(answer: Envelope<T>, fallback: string): Envelope<T> {
  if (answer.is_success || (answer.message && !answer.message.startsWith('HTTP error!'))) return answer;
  return { ...answer, message: fallback };
}

export function getMe(api: ApiClient, options?: CallOptions): Promise<Envelope<UserProfile>> {
  return api.get<UserProfile>('users/me', options);
}

/** PUT users/profile with the profile fields without file and user_id; nothing to send → 'No profile parameters provided.'. */
export async function updateProfile(
  api: ApiClient,
  fields: ProfileFields & { file?: unknown; user_id?: unknown },
): Promise<Envelope<UserProfile>> {
  const { file: _file, user_id: _userId, ...profile } = fields;
  const body = withoutEmpty(profile);
  if (Object.keys(body).length === 0) return noProfileParameters();
  return withFallbackMessage(await api.put<UserProfile>('users/profile', body), PROFILE_UPDATE_FAILED);
}

/** Spec §5: a phone or e-mail update is sent only when a value is present; blank is nothing to change. */
function isPresent(value: string | undefined): value is string {
  return (value ?? '').trim() !== '';
}

/** Step 1 of a phone change: a code goes to the new phone. */
export async function requestPhoneChange(api: ApiClient, phone: string): Promise<Envelope<OtpTicket>> {
  if (!isPresent(phone)) return noProfileParameters();
  return api.post<OtpTicket>('users/profile/phone/otp', { phone } satisfies PhoneBody);
}

/** Step 2: PUT users/profile/phone {phone} with the code that went to it. */
export async function updatePhone(api: ApiClient, phone: string, otp: OtpAnswer): Promise<Envelope<UserProfile>> {
  if (!isPresent(phone)) return noProfileParameters();
  return withFallbackMessage(
    await api.put<UserProfile>('users/profile/phone', { phone, ...otp } satisfies PhoneChange),
    PROFILE_UPDATE_FAILED,
  );
}

export async function requestEmailChange(api: ApiClient, email: string): Promise<Envelope<OtpTicket>> {
  if (!isPresent(email)) return noProfileParameters();
  return api.post<OtpTicket>('users/profile/email/otp', { email } satisfies EmailChangeRequest);
}

export async function updateEmail(api: ApiClient, email: string, otp: OtpAnswer): Promise<Envelope<UserProfile>> {
  if (!isPresent(email)) return noProfileParameters();
  return withFallbackMessage(
    await api.put<UserProfile>('users/profile/email', { email, ...otp } satisfies EmailChange),
    PROFILE_UPDATE_FAILED,
  );
}

export function updatePdpa(api: ApiClient, consent: PdpaConsent): Promise<Envelope<PdpaConsent>> {
  return api.put<PdpaConsent>('users/profile/pdpa', consent);
}

/** Step 1 of /account/change-password: is the current password right? Wrong tries count towards the lock. */
export function checkPassword(api: ApiClient, currentPassword: string): Promise<Envelope<null>> {
  return api.post<null>('users/password/check', { current_password: currentPassword } satisfies PasswordCheck);
}

/** Every session of the account is revoked; the answer is a new session for this device, stored as current. */
export async function changePassword(api: ApiClient, change: PasswordChange): Promise<Envelope<SessionRecord>> {
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

export function getMyBenefit(api: ApiClient, options?: CallOptions): Promise<Envelope<MyBenefit>> {
  return api.get<MyBenefit>('users/me/my-benefit', options);
}
