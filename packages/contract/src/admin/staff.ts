import { STAFF_ROLES, STAFF_STATUSES } from '@talad/domain';
import { z } from 'zod';
import { staffEmail, staffRole } from './auth.ts';

/**
 * The shop's staff and their roles (issue #26, decision 0039): staff.manage. A shop has tens of staff, not
 * thousands: the list is one answer, newest first.
 */

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  totp_enabled: z.boolean(),
  created_at: z.string(),
  /** The newest of their sessions' last activity; null if never signed in. */
  last_seen_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.object({ items: z.array(staffMember) });

export const staffInviteBody = z.object({ email: staffEmail, name: z.string().trim().min(1).max(100), role: staffRole });

/** An invitation or set-password link: the URL is shown once (only its token's hash is kept), good until expires_at, once. */
export const staffLink = z.object({
  staff: staffMember,
  link_url: z.string(),
  expires_at: z.string(),
});

/**
 * POST admin/staff/{id}/second-factor/reset {reason?}: the member's authenticator and backup codes cleared, their
 * sessions and API tokens ended; they enrol again at their next sign-in.
 */
export const staffSecondFactorResetBody = z.object({ reason: z.string().trim().max(500).optional() }).nullish();

/** PATCH admin/staff/{id}: a role, or active/disabled (an invited member becomes active by setting a password). */
export const staffUpdateBody = z
  .object({
    role: staffRole.optional(),
    status: z.enum(['active', 'disabled']).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined, 'role or status');
