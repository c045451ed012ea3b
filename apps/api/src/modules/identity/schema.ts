import { PASSWORD_MAX_LENGTH } from '@talad/domain';
import { z } from 'zod';

const otpRef = z.uuid();
const code = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const name = z.string().trim().min(1).max(100);

export const phoneBody = z.object({ phone: z.string().min(9).max(20) });
export const otpAnswerBody = z.object({ otp_ref: otpRef, code });
export const resendBody = z.object({ otp_ref: otpRef });

export const otpTicket = z.object({
  otp_ref: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  expires_at: z.iso.datetime(),
  resend_available_at: z.iso.datetime(),
});

export const registerVerified = z.object({ verify_token: z.string(), phone: z.string() });

export const registerBody = z.object({
  verify_token: z.string().min(20).max(200),
  accept_policy: z.literal(true, 'the privacy policy must be accepted'),
  firstname: name,
  lastname: name,
  password: z.string().max(PASSWORD_MAX_LENGTH),
  email: z.string().max(254).optional(),
  social_token: z.string().min(20).max(200).optional(),
});

export const loginBody = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  type: z.enum(['phone', 'email']).optional(),
});

export const usernameBody = z.object({ username: z.string().trim().min(1).max(254) });
export const resetTicket = z.object({ reset_token: z.string() });
export const resetBody = z.object({ reset_token: z.string().min(20).max(200), password: z.string().max(PASSWORD_MAX_LENGTH) });

export const privacyPolicy = z.object({ version: z.string(), title: z.string(), paragraphs: z.array(z.string()) });

export const outboxQuery = z.object({ to: z.string().trim().min(3).max(254) });
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  purpose: z.string(),
  created_at: z.iso.datetime(),
});
