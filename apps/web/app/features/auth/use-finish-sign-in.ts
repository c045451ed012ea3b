import { useNavigate, useSearchParams } from 'react-router';
import { authStore } from './auth-store.ts';
import { useFlowPaths } from './flow-paths.ts';

/**
 * Only a page of this shop may be a redirect target; anything else would be an open redirect. The target is read
 * the way the browser reads it, against the shop's origin: `/\evil.example` is `//evil.example` to a browser (and
 * the router cannot go there, which left the member on the sign-in page).
 */
export function safeRedirect(target: string | null, origin: string): string | null {
  if (!target || !URL.canParse(target, origin)) return null;
  const url = new URL(target, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/**
 * After any sign-in or registration (the SDK has already stored the member's session under `user`): the flow's
 * state is cleared, the guest data was merged by the API (isMerge), and the shopper goes where they were headed.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { home } = useFlowPaths();
  return () => {
    const store = authStore();
    store.resetFlow();
    store.update({ isMerge: true });
    void navigate(safeRedirect(search.get('redirect'), window.location.origin) ?? home, { replace: true });
  };
}
