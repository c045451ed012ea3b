import { useLocation } from 'react-router';
import { localeFromPath, localizePath, stripLocale } from '../../lib/locale-path.ts';

/** Whether a path is one of the /m screens opened inside the mobile app. */
export function isMobilePath(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return bare === '/m' || bare.startsWith('/m/');
}

/**
 * Links between the steps of a flow stay in the variant and language they started in:
 * on /en/m/login, `to('/login/otp')` is /en/m/login/otp.
 */
export function useFlowPaths() {
  const { pathname } = useLocation();
  const mobile = isMobilePath(pathname);
  const locale = localeFromPath(pathname);
  return {
    mobile,
    locale,
    to: (path: string) => localizePath((mobile ? '/m' : '') + path, locale),
    home: localizePath(mobile ? '/m/account' : '/', locale),
  };
}
