import { LOCALES, PASSWORD_MAX_LENGTH, STAFF_PERMISSIONS, STAFF_ROLES, STAFF_STATUSES, STAFF_THEMES } from '@talad/domain';
import { z } from 'zod';

/**
 * The back office's sign-in and the staff member's own account (issue #26, decision 0039). A session's token is an
 * opaque bearer token sent as `Authorization: Bearer …` on every /admin/ call; never the shop's signature headers.
 */

/** An e-mail address as staff accounts keep it: trimmed, lower-case. */
export const staffEmail = z.string().trim().toLowerCase().max(254).email('must be an e-mail address');

/** Six digits from an authenticator app (RFC 6238, 30-second steps). */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits the authenticator app shows');

/** A backup code as printed (10 letters and digits, a dash or spaces allowed between them). */
export const backupCode = z
  .string()
  .trim()
  .max(32)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{10}$/, 'must be a backup code of 10 letters and digits'));

export const staffLoginBody = z.object({
  email: staffEmail,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The authenticator's code, for a member with a second factor: the session is verified from the start. */
  otp: totpCode.optional(),
});
export type StaffLoginBody = z.input<typeof staffLoginBody>;

export const staffRole = z.enum(STAFF_ROLES);
export const staffPermission = z.enum(STAFF_PERMISSIONS);

/** GET admin/me: who is signed in, their choices, and what their role opens (the menu shows only that). */
export const staffMe = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  status: z.enum(STAFF_STATUSES),
  locale: z.enum(LOCALES),
  theme: z.enum(STAFF_THEMES),
  /** The account has an authenticator enrolled. */
  totp_enabled: z.boolean(),
  /** This session (or API token) proved the second factor. */
  second_factor: z.boolean(),
  /** The role's permissions (ROLE_PERMISSIONS). */
  permissions: z.array(staffPermission),
  /** Those of them usable only once `second_factor` is true. */
  second_factor_permissions: z.array(staffPermission),
});
export type StaffMe = z.infer<typeof staffMe>;

/** PATCH admin/me: the member's own name, language and look. */
export const staffPreferences = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    locale: z.enum(LOCALES).optional(),
    theme: z.enum(STAFF_THEMES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'name, locale or theme');

/** A new session: its token (shown now, kept only hashed), until when it lasts, and who it is. */
export const staffSessionRecord = z.object({
  token: z.string(),
  expires_at: z.string(),
  me: staffMe,
});
export type StaffSessionRecord = z.infer<typeof staffSessionRecord>;
