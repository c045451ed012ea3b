import { z } from 'zod';

export const cookieConsentBody = z.object({
  is_analytics_accepted: z.boolean(),
  is_marketing_accepted: z.boolean(),
  is_google_accepted: z.boolean(),
});

export const cookieConsent = cookieConsentBody.extend({ accepted_at: z.iso.datetime() });

export const accountMenuItem = z.object({
  key: z.string(),
  path: z.string(),
  icon: z.string(),
  label: z.string(),
  position: z.number().int(),
});
