import { useNavigate } from 'react-router';
import { authStore } from './auth-store.ts';
import { useFlowPaths } from './flow-paths.ts';
import { safeRedirect } from './redirect-back.ts';

/**
 * After any sign-in or registration (the SDK has already stored the member's session under `user`): the flow's
 * state is cleared, the guest data was merged by the API (isMerge), and the shopper goes where they were headed:
 * `target` when given (a social sign-in's remembered way back), else the page's ?redirect=, else home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { home, back } = useFlowPaths();
  return (target: string | null = back) => {
    const store = authStore();
    store.resetFlow();
    store.update({ isMerge: true });
    void navigate(safeRedirect(target, window.location.origin) ?? home, { replace: true });
  };
}
