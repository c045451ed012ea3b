import { serverConfig } from './config.server.ts';
import { FACEBOOK_SDK_ORIGIN } from './facebook-sdk.ts';
import type { PublicConfig } from './shell-data.ts';

type Sources = { script: string[]; img: string[]; connect: string[] };

/**
 * Google Tag Manager / GA4, allowed only when GTM_ID is set: the container and gtag scripts, and where they send
 * hits (Google's "Use a Content Security Policy" guide for the tag platform). Tags the container loads from other
 * hosts must be added here.
 */
const GOOGLE_TAGS: Sources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const NO_TAGS: Sources = { script: [], img: [], connect: [] };

/** The origin of an absolute URL; a relative one (or none) is this site's own, which 'self' already allows. */
function originOf(url: string): string[] {
  return URL.canParse(url) ? [new URL(url).origin] : [];
}

/** What the policy is made from: the public configuration and the payment gateway's address. */
export type PolicySources = Pick<PublicConfig, 'apiUrl' | 'mediaUrl' | 'gtmId'> & { gatewayUrl: string };

/**
 * The shop's Content-Security-Policy: scripts from this site, or inline with this answer's nonce (never
 * 'unsafe-inline'), so that an injected script cannot run and read the tokens kept in localStorage. Pictures and
 * videos also come from the media base and the API (uploaded photos are addressed there); the browser calls the API,
 * and the payment gateway: the card form posts to its Do Payment (connect-src) and its 3-D Secure page is framed
 * (frame-src). On every page, not only /payment: the checkout goes on to /payment without loading a new document.
 * Facebook's login script (spec §6) loads on the sign-in pages when the API offers Facebook, which the policy cannot
 * know when it is written: its host is always allowed, for scripts only.
 */
export function contentSecurityPolicy(nonce: string, config: PolicySources): string {
  const api = originOf(config.apiUrl);
  const media = originOf(config.mediaUrl);
  const gateway = originOf(config.gatewayUrl);
  const tags = config.gtmId ? GOOGLE_TAGS : NO_TAGS;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, FACEBOOK_SDK_ORIGIN, ...tags.script],
    // Style attributes (React's style={…}) cannot carry a nonce, and a style cannot read storage.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small pictures the build inlines into the stylesheet and the pages; blob: for the photos a shopper
    // picks, previewed from the file before it is sent (the support case's photo picker). A picture runs no script.
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...api, ...tags.img],
    'media-src': ["'self'", ...media, ...api],
    'connect-src': ["'self'", ...api, ...gateway, ...tags.connect],
    'frame-src': ["'self'", ...gateway],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The headers of every answer of the web server (server.mjs sets them before anything else answers). HSTS only
 * over HTTPS: `secure` is Express's req.secure, which trusts X-Forwarded-Proto only from WEB_TRUST_PROXY's proxies.
 */
export function securityHeaders(
  nonce: string,
  secure: boolean,
  config: PolicySources = { ...serverConfig.public, gatewayUrl: serverConfig.gatewayUrl },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, config),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The 7-Eleven store picker asks for the position; the review upload may use the camera and microphone.
    'Permissions-Policy': 'accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(self), usb=()',
    // One year, this host only: other hosts of the domain are not the shop's to commit to HTTPS.
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
