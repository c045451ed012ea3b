export const ROLES = ['guest', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The session record the API returns from guest login and sign-in, stored in browser storage under `user`. */
export interface SessionRecord {
  role: Role;
  access_token: string;
  refresh_token: string;
  /** Access-token lifetime end, epoch milliseconds. */
  expires_at: number;
  user_id: string;
}

export const PLATFORMS = ['web', 'web_responsive'] as const;
export type Platform = (typeof PLATFORMS)[number];

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** The platform header of spec §7: web_responsive for a mobile user agent, otherwise web. */
export function platformFromUserAgent(userAgent: string | undefined | null): Platform {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'web_responsive' : 'web';
}
