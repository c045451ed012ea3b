import { finishSocialLogin, type SocialProviderKey } from '@talad/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { takeRememberedRedirect, withRedirect } from '../../features/auth/redirect-back.ts';
import { FormError } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.social.title');

const PROVIDERS: readonly SocialProviderKey[] = ['google', 'facebook', 'line', 'apple'];

/**
 * /login/social/:provider, where the provider sends the browser back: a known member is signed in; a new one
 * starts registration by phone with the provider's profile kept for the last step (spec §3 socialLogin).
 */
export default function SocialCallback() {
  const { t } = useTranslation();
  const { provider } = useParams();
  const [search] = useSearchParams();
  const { to, page, mobile } = useFlowPaths();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const { run, error, setError } = useApiCall();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true; // the code is single-use: never exchange it twice (React strict mode runs effects twice)
    const code = search.get('code');
    const state = search.get('state');
    const key = PROVIDERS.find((known) => known === provider);
    const back = takeRememberedRedirect();
    if (!key || !code || !state) return setError(t(search.get('error') ? 'auth.social.cancelled' : 'auth.social.invalid'));
    void run((api) => finishSocialLogin(api, key, { code, state })).then((answer) => {
      if (!answer.ok) return;
      if (answer.data.status === 'signed_in') return finish(back);
      authStore().resetFlow();
      authStore().update({
        registerType: key,
        isOnNs: mobile,
        socialLogin: { ...answer.data.socialLogin, socialToken: answer.data.social_token },
      });
      void navigate(withRedirect(page('/register/phone'), back), { replace: true });
    });
  }, [finish, mobile, navigate, page, provider, run, search, setError, t]);

  return (
    <AuthCard title={t('auth.social.title')} testId="social-callback">
      {error ? (
        <>
          <FormError message={error} />
          <Link to={to('/login')} className="btn btn-primary mt-4 w-full">
            {t('auth.login.title')}
          </Link>
        </>
      ) : (
        <p role="status" className="text-center text-gray-600">
          {t('auth.social.working')}
        </p>
      )}
    </AuthCard>
  );
}
