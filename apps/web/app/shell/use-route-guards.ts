import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../lib/session.tsx';
import { POPUP_SHOWN_KEY } from './can-continue.ts';
import { guardRedirect, isHomePath } from './guards.ts';

/** Runs the guards of spec §4 and §6 in the browser on every route change, once the stored session is read. */
export function useRouteGuards(canContinue: boolean | null): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { role, ready } = useSession();

  useEffect(() => {
    if (!ready) return;
    const target = guardRedirect({ pathname, search, role, canContinue });
    if (target) {
      void navigate(target, { replace: true });
      window.scrollTo(0, 0);
      return;
    }
    // Arriving past home with the introduction done: no popup images in this tab session.
    if (canContinue && !isHomePath(pathname)) sessionStorage.setItem(POPUP_SHOWN_KEY, 'true');
  }, [pathname, search, role, ready, canContinue, navigate]);
}
