import type { Locale } from '@talad/domain';

/** Spec §6 and §9: where Facebook sign-in is offered, Facebook's login script is loaded, SDK version v19.0. */
export const FACEBOOK_SDK_VERSION = 'v19.0';
/** Allowed in the pages' script-src (security-headers.server.ts). */
export const FACEBOOK_SDK_ORIGIN = 'https://connect.facebook.net';
/** Facebook's own id for its script: a page never gets it twice, whoever added it. */
const SCRIPT_ID = 'facebook-jssdk';
const SDK_LOCALES: Record<Locale, string> = { th: 'th_TH', en: 'en_US' };

export function facebookSdkUrl(locale: Locale): string {
  return `${FACEBOOK_SDK_ORIGIN}/${SDK_LOCALES[locale]}/sdk.js`;
}

export interface FacebookInit {
  appId: string;
  version: string;
  status: boolean;
  cookie: boolean;
  xfbml: boolean;
}

/** What the script defines on the window, and the hook it calls once it has arrived. */
export interface FacebookWindow {
  fbAsyncInit?: () => void;
  FB?: { init(options: FacebookInit): void };
}

/**
 * Adds Facebook's script once, async (it never holds up the page), and starts it with the app id and v19.0 when it
 * arrives. Signing in itself stays the API's OAuth redirect, as for every provider (social-buttons.tsx); the SDK is
 * started without login status, cookies or XFBML, so it calls nothing of its own. No nonce: the script loads the
 * rest of the SDK from its host with script elements of its own, so the policy allows the host itself.
 */
export function loadFacebookSdk(document: Document, target: FacebookWindow, appId: string, locale: Locale): void {
  if (document.getElementById(SCRIPT_ID)) return;
  target.fbAsyncInit = () => target.FB?.init({ appId, version: FACEBOOK_SDK_VERSION, status: false, cookie: false, xfbml: false });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = facebookSdkUrl(locale);
  document.head.appendChild(script);
}
