import { useLocation } from 'react-router';
import { localeFromPath, localizePath } from '../../lib/locale-path.ts';
import { isMobilePath } from '../auth/flow-paths.ts';
import { withRedirect } from '../auth/redirect-back.ts';

/**
 * The sign-in page that brings a guest back to `target` (default: this page) afterwards: /login?redirect=…, the /m
 * one on the app's pages, in the page's language. The sign-in flow accepts only this shop's paths as a redirect.
 */
export function signInHref(pathname: string, target: string): string {
  const login = localizePath(isMobilePath(pathname) ? '/m/login' : '/login', localeFromPath(pathname));
  return withRedirect(login, target);
}

/** signInHref for the current page: back to this very page (path and query) after signing in. */
export function useSignInHref(): (target?: string) => string {
  const { pathname, search } = useLocation();
  return (target) => signInHref(pathname, target ?? pathname + search);
}
