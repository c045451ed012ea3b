import { ROLES } from '@talad/domain';
import { z } from 'zod';

/** The session record of spec §3, stored by the web under `user`. */
export const sessionRecord = z.object({
  role: z.enum(ROLES),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int().describe('When the access token expires, epoch milliseconds'),
  user_id: z.string(),
});

export const refreshTokenBody = z.object({ token: z.string().min(1).max(200) });
