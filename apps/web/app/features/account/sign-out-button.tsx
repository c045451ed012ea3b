import { logout } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { homePath } from '../../lib/locale-path.ts';
import { authStore } from '../auth/auth-store.ts';
import { useFlowPaths } from '../auth/flow-paths.ts';
import { useApiCall } from '../../lib/use-api-call.ts';

/** Ends the member's session; the SDK stores the fresh guest session the API answers, and the shopper goes home. */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useFlowPaths();
  const { run, busy } = useApiCall();
  const signOut = async () => {
    await run((api) => logout(api));
    authStore().update({ userProfile: null, isMerge: false });
    authStore().resetFlow();
    void navigate(homePath(locale), { replace: true });
  };
  return (
    <button
      type="button"
      className="btn btn-outline w-full border-error text-error-strong hover:bg-error/5"
      disabled={busy}
      onClick={() => void signOut()}
    >
      {t('account.signOut')}
    </button>
  );
}
