/**
 * Where a shopper goes after signing in: back to the page that asked them to (?redirect=…), and only ever to a page of
 * this shop; anything else would be an open redirect.
 */

/**
 * The target read the way the browser reads it, against the shop's origin: `/\evil.example` is `//evil.example` to a
 * browser (and the router cannot go there, which left the member on the sign-in page). Answers the path, or null.
 */
export function safeRedirect(target: string | null, origin: string): string | null {
  if (!target || !URL.canParse(target, origin)) return null;
  const url = new URL(target, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/** Stands in for the shop's origin where only the path matters (on the server, or before the origin is known). */
const ANY_SHOP_ORIGIN = 'https://talad.invalid';

/** The same-site path of `target` (a relative reference that stays on the shop), or null. */
export function sameSitePath(target: string | null): string | null {
  return safeRedirect(target, ANY_SHOP_ORIGIN);
}

/** `path` with ?redirect=<back> when back stays on the shop; `path` alone otherwise (never a foreign target carried on). */
export function withRedirect(path: string, back: string | null): string {
  const target = sameSitePath(back);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

/** The target of `?redirect=` in a query string, when it stays on the shop. */
export function redirectOf(search: string): string | null {
  return sameSitePath(new URLSearchParams(search).get('redirect'));
}

/**
 * A social sign-in leaves for the provider and comes back to a fixed callback address (providers match it exactly, so
 * it carries no query): the way back waits in this tab's session storage meanwhile.
 */
const SOCIAL_REDIRECT_KEY = 'sign_in_redirect';

export function rememberRedirect(back: string | null): void {
  const target = sameSitePath(back);
  if (target) sessionStorage.setItem(SOCIAL_REDIRECT_KEY, target);
  else sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
}

/** The remembered way back, read once (a later sign-in elsewhere must not follow a stale one). */
export function takeRememberedRedirect(): string | null {
  const target = sessionStorage.getItem(SOCIAL_REDIRECT_KEY);
  sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
  return sameSitePath(target);
}
