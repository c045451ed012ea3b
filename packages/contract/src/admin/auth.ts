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

/** POST admin/auth/second-factor: proves the second factor for this session with one of the two. */
export const secondFactorProof = z
  .object({ otp: totpCode.optional(), backup_code: backupCode.optional() })
  .refine((body) => (body.otp === undefined) !== (body.backup_code === undefined), 'either otp or backup_code');

/** POST admin/me/totp: a new secret to enrol (not in force until confirmed with a code). */
export const totpEnrolment = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for a QR code. */
  otpauth_uri: z.string(),
});

/** POST admin/me/totp/confirm: the first code from the app turns the second factor on. */
export const totpConfirmation = z.object({ otp: totpCode });

/** The ten one-use backup codes, shown once (only their keyed hashes are kept). */
export const backupCodes = z.object({ backup_codes: z.array(z.string()) });

/** One of the member's own open sessions (GET admin/me/sessions). */
export const staffSessionSummary = z.object({
  id: z.string(),
  current: z.boolean(),
  user_agent: z.string().nullable(),
  second_factor: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
});
export const staffSessionList = z.object({ items: z.array(staffSessionSummary) });

export const idParams = z.object({ id: z.uuid('must be an id this list gave') });

/** POST admin/auth/set-password: the invitation's or reset link's token and the new password. */
export const staffSetPassword = z.object({
  token: z.string().min(20).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export const staffSetPasswordDone = z.object({ email: z.string() });

/** POST admin/me/password: the current password and a new one (the rule of set-password); the other sessions end. */
export const staffPasswordChange = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type StaffPasswordChange = z.infer<typeof staffPasswordChange>;
export const staffPasswordChanged = z.object({ sessions_ended: z.number().int() });
export type StaffPasswordChanged = z.infer<typeof staffPasswordChanged>;

/** A personal API token (the command line's), as listed; the token itself is shown once, when made. */
export const staffApiToken = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const staffApiTokenList = z.object({ items: z.array(staffApiToken) });
export const newStaffApiTokenBody = z.object({ name: z.string().trim().min(1).max(60) });
export const newStaffApiToken = staffApiToken.extend({ token: z.string().describe('Shown once: keep it now (TALAD_STAFF_TOKEN)') });
