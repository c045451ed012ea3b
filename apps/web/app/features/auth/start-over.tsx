import { Navigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';

/**
 * What a flow step shows a shopper who has nothing for it (no code in flight, no policy accepted): the flow's start.
 * A signed-in member has no flow to start over — above all the one whose sign-in this step has just finished: the flow
 * is cleared once the shopper is sent on (use-finish-sign-in.ts), and the step may still be on screen then.
 */
export function StartOver({ to }: { to: string }) {
  const { role } = useSession();
  return role === 'user' ? null : <Navigate to={to} replace />;
}
