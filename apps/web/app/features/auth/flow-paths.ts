import { useLocation } from 'react-router';
import { localeFromPath, localizePath, stripLocale } from '../../lib/locale-path.ts';
import { redirectOf, withRedirect } from './redirect-back.ts';

/** Whether a path is one of the /m screens opened inside the mobile app. */
export function isMobilePath(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return bare === '/m' || bare.startsWith('/m/');
}

/**
 * Links between the steps of a flow stay in the variant and language they started in, and keep where the shopper
 * goes once signed in (?redirect=, same-site only): on /en/m/login?redirect=%2Fen%2Fshopping-cart, `to('/login/otp')`
 * is /en/m/login/otp?redirect=%2Fen%2Fshopping-cart. `page` is the same path without the way back.
 */
export function useFlowPaths() {
  const { pathname, search } = useLocation();
  const mobile = isMobilePath(pathname);
  const locale = localeFromPath(pathname);
  const back = redirectOf(search);
  const page = (path: string) => localizePath((mobile ? '/m' : '') + path, locale);
  return {
    mobile,
    locale,
    back,
    page,
    to: (path: string) => withRedirect(page(path), back),
    home: localizePath(mobile ? '/m/account' : '/', locale),
  };
}
