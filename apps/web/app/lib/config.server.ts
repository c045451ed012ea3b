import { BRAND_NAMES, isBrandName, type BrandName } from './brands.tsx';
import { validateTagManagerId } from './tag-manager.ts';
import type { PublicConfig } from './shell-data.ts';

function readBrand(value: string | undefined): BrandName {
  if (!value) return 'talad';
  if (isBrandName(value)) return value;
  throw new Error(`BRAND must be one of ${BRAND_NAMES.join(', ')}; got "${value}"`);
}

function readTagManagerId(value: string | undefined): string | null {
  if (!value) return null;
  validateTagManagerId(value);
  return value;
}

const env = process.env;
const apiUrl = env.API_URL || 'http://localhost:4000';

/** Read once when the server starts, so a bad GTM_ID or BRAND stops it at once instead of on a page view. */
export const serverConfig = {
  apiUrl,
  /** Shared with the API, whose per-IP limit would otherwise count every shopper's page view as this server's. */
  rendererKey: env.RENDERER_KEY || '',
  /**
   * GATEWAY_PUBLIC_URL: the payment gateway as browsers reach it (decision 0019). The card form posts to its Do Payment
   * and /payment/card-verifying frames its 3-D Secure page: the policy allows that origin and no other.
   */
  gatewayUrl: env.GATEWAY_PUBLIC_URL || 'http://localhost:4010',
  public: {
    // By default on the shop's own origin, passed on by server.mjs (decision 0025); an absolute URL for a separate API host.
    apiUrl: env.PUBLIC_API_URL || '/api',
    mediaUrl: env.PUBLIC_MEDIA_URL || '',
    appId: env.APP_ID || 'talad-web',
    appKey: env.APP_KEY || 'talad-local-app-key',
    brand: readBrand(env.BRAND),
    gtmId: readTagManagerId(env.GTM_ID),
  } satisfies PublicConfig,
};
