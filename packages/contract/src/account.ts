import { GENDERS, PASSWORD_MAX_LENGTH } from '@talad/domain';
import { z } from 'zod';
import { otpAnswer, phoneBody } from './identity.ts';
import { membershipProgress } from './membership.ts';

/** The account pages (spec §7 "Profile"), the cookie consent and the account menu. */

export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;

/** PDPA consents of /account/privacy-setting. */
export const pdpaConsent = z.object({
  is_marketing_accepted: z.boolean(),
  is_personalization_accepted: z.boolean(),
  is_third_party_accepted: z.boolean(),
});
export type PdpaConsent = z.infer<typeof pdpaConsent>;

/** Spec §3 userProfile (image, user_id, phone, email) and the rest of the profile page. */
export const userProfile = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable().describe('Absolute URL of the profile photo'),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  gender: gender.nullable(),
  accept_policy_at: z.string().nullable(),
  pdpa: pdpaConsent,
  membership: membershipProgress,
  social: z
    .object({ google: z.boolean(), facebook: z.boolean(), line: z.boolean(), apple: z.boolean() })
    .describe('Providers linked for social sign-in'),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

const personName = z.string().trim().min(1).max(100);

/** PUT users/profile: every field optional; nothing to change is refused with NO_PROFILE_PARAMETERS. */
export const profileFields = z
  .object({
    firstname: personName.optional(),
    lastname: personName.optional(),
    display_name: z.string().trim().max(100).optional(),
    birthday: z.iso.date().optional(),
    gender: gender.optional(),
  })
  .optional();
export type ProfileFields = NonNullable<z.input<typeof profileFields>>;

/** A new phone or e-mail: first a code is sent to it, then it is stored with that code. */
export const phoneChangeRequest = phoneBody;
export const phoneChange = phoneChangeRequest.extend(otpAnswer.shape);
export type PhoneChange = z.infer<typeof phoneChange>;
export const emailChangeRequest = z.object({ email: z.string().trim().min(3).max(254) });
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;
export const emailChange = emailChangeRequest.extend(otpAnswer.shape);
export type EmailChange = z.infer<typeof emailChange>;

export const passwordCheck = z.object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type PasswordCheck = z.infer<typeof passwordCheck>;
export const passwordChange = passwordCheck.extend({ new_password: z.string().max(PASSWORD_MAX_LENGTH) });
export type PasswordChange = z.infer<typeof passwordChange>;

export const profileImage = z.object({ image: z.string().describe('Absolute URL of the stored photo') });
export type ProfileImage = z.infer<typeof profileImage>;

/** The cookie choices of the consent banner, guest or member. */
export const cookieChoices = z.object({
  is_analytics_accepted: z.boolean(),
  is_marketing_accepted: z.boolean(),
  is_google_accepted: z.boolean(),
});
export type CookieChoices = z.infer<typeof cookieChoices>;

export const cookieConsent = cookieChoices.extend({ accepted_at: z.iso.datetime() });
export type CookieConsent = z.infer<typeof cookieConsent>;

/** One entry of the account pages' side menu. */
export const accountMenuItem = z.object({
  key: z.string(),
  path: z.string(),
  icon: z.string(),
  label: z.string(),
  position: z.number().int(),
});
export type AccountMenuItem = z.infer<typeof accountMenuItem>;
