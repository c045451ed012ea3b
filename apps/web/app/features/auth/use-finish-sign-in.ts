import { useNavigate, useSearchParams } from 'react-router';
import { authStore } from './auth-store.ts';
import { useFlowPaths } from './flow-paths.ts';

/** Only a path inside this shop may be a redirect target; anything else would be an open redirect. */
export function safeRedirect(target: string | null): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
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
    void navigate(safeRedirect(search.get('redirect')) ?? home, { replace: true });
  };
}
