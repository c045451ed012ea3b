import type { Role } from '@talad/domain';
import { redirectOf, withRedirect } from '../features/auth/redirect-back.ts';
import { homePath, localeFromPath, localizePath, stripLocale } from '../lib/locale-path.ts';

/** Old link shapes that now land on home (spec §6). Matched on the path without its /en prefix (ADR 0001). */
const RETIRED_PATHS = [/\/brands(\/|$)/, /\/category(\/|$)/, /\/m\/deep-link(\/|$)/, /\/product\/PRD\d+(\/|$)/];
const MEMBERS_ONLY = ['/account', '/shopping-cart', '/check-out', '/payment', '/case-management', '/m/notification'];
const GUEST_LOGIN = /^(\/m)?\/guest\/login\/?$/;

export function isHomePath(pathname: string): boolean {
  return stripLocale(pathname).replace(/\/+$/, '') === '';
}

/** A product path of the form /product/PRD{digits}, or an old category/brand/deep link: sent home. */
export function isRetiredPath(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return RETIRED_PATHS.some((pattern) => pattern.test(bare));
}

export function isMembersOnlyPath(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return MEMBERS_ONLY.some((part) => bare.includes(part));
}

/** The sign-in prompt for a guest: the mobile one for /m pages, keeping the /en prefix. */
export function guestLoginPath(pathname: string): string {
  const bare = stripLocale(pathname);
  const mobile = bare === '/m' || bare.startsWith('/m/');
  return localizePath(mobile ? '/m/guest/login' : '/guest/login', localeFromPath(pathname));
}

export interface GuardInput {
  pathname: string;
  /** The page's query: a guest sent to sign in comes back to path and query; a member leaving /guest/login follows ?redirect=. */
  search?: string;
  role: Role;
  /** The persisted introduction flag of spec §4; null while it is not known yet. */
  canContinue: boolean | null;
}

/**
 * Where the browser must go instead of `pathname`, or null to stay (spec §4, §6). Guests may open home freely;
 * members-only paths send a guest to the sign-in prompt, which brings them back afterwards (?redirect=); a member on
 * the sign-in prompt goes where it would have brought them, or home.
 */
export function guardRedirect({ pathname, search = '', role, canContinue }: GuardInput): string | null {
  const home = homePath(localeFromPath(pathname));
  if (isHomePath(pathname)) return null;
  if (isRetiredPath(pathname)) return home;
  if (canContinue === false) return home;
  if (role !== 'user' && isMembersOnlyPath(pathname)) return withRedirect(guestLoginPath(pathname), pathname + search);
  if (role === 'user' && GUEST_LOGIN.test(stripLocale(pathname))) return redirectOf(search) ?? home;
  return null;
}
