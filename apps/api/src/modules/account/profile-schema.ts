import { GENDERS, MEMBERSHIP_TIERS, PASSWORD_MAX_LENGTH } from '@talad/domain';
import { z } from 'zod';

export const pdpaConsent = z.object({
  is_marketing_accepted: z.boolean(),
  is_personalization_accepted: z.boolean(),
  is_third_party_accepted: z.boolean(),
});

export const membershipProgress = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  tier_name: z.string(),
  colour: z.string(),
  yearly_spend: z.number().int(),
  next_tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  next_tier_name: z.string().nullable(),
  spend_to_next_tier: z.number().int(),
  progress_percent: z.number().int().min(0).max(100),
});

export const myBenefit = membershipProgress.extend({ benefits: z.array(z.string()), next_tier_benefits: z.array(z.string()) });

export const userProfile = z.object({
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  accept_policy_at: z.string().nullable(),
  pdpa: pdpaConsent,
  membership: membershipProgress,
  social: z.object({ google: z.boolean(), facebook: z.boolean(), line: z.boolean(), apple: z.boolean() }),
  created_at: z.string(),
});

const name = z.string().trim().min(1).max(100);

/** Every field optional; an empty body is answered 'No profile parameters provided.' by the service. */
export const profileBody = z
  .object({
    firstname: name.optional(),
    lastname: name.optional(),
    display_name: z.string().trim().max(100).optional(),
    birthday: z.iso.date().optional(),
    gender: z.enum(GENDERS).optional(),
  })
  .optional();

const otpFields = { otp_ref: z.uuid(), code: z.string().regex(/^\d{6}$/, 'must be 6 digits') };
export const phoneChangeRequest = z.object({ phone: z.string().min(9).max(20) });
export const phoneChange = phoneChangeRequest.extend(otpFields);
export const emailChangeRequest = z.object({ email: z.string().trim().min(3).max(254) });
export const emailChange = emailChangeRequest.extend(otpFields);
export const passwordCheck = z.object({ current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const passwordChange = passwordCheck.extend({ new_password: z.string().max(PASSWORD_MAX_LENGTH) });
export const profileImage = z.object({ image: z.string() });
