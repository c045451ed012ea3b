import { useNavigate } from 'react-router';
import { authStore } from './auth-store.ts';
import { useFlowPaths } from './flow-paths.ts';
import { safeRedirect } from './redirect-back.ts';

/**
 * After any sign-in or registration (the SDK has already stored the member's session under `user`): the guest data was
 * merged by the API (isMerge), the shopper goes where they were headed — `target` when given (a social sign-in's
 * remembered way back), else the page's ?redirect=, else home — and the flow's state is cleared.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { home, back } = useFlowPaths();
  return async (target: string | null = back) => {
    const store = authStore();
    store.update({ isMerge: true });
    // Cleared once the shopper is on the way: a step with nothing in flight would start its flow over (start-over.tsx).
    await navigate(safeRedirect(target, window.location.origin) ?? home, { replace: true });
    store.resetFlow();
  };
}
