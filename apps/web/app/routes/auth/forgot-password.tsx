import { requestPasswordReset } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore, useAuthState } from '../../features/auth/auth-store.ts';
import { DestinationStep } from '../../features/auth/destination-step.tsx';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { usernameType } from '../../features/auth/validation.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.forgot.title', 'auth.forgot.intro');

/** /forgot-password: a code to the phone or e-mail; the answer is the same whether or not an account exists. */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const { username } = useAuthState();
  const { run, busy, error } = useApiCall();

  const send = async (destination: string) => {
    const answer = await run((api) => requestPasswordReset(api, destination));
    if (!answer.ok) return;
    authStore().update({
      username: destination,
      type: usernameType(destination),
      verifyData: { purpose: 'reset_password', destination, ticket: answer.data },
    });
    void navigate(to('/forgot-password/verify'));
  };

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} testId="forgot-password">
      <DestinationStep
        accepts="username"
        label={t('auth.login.username')}
        submitLabel={t('auth.otp.send')}
        initial={username}
        busy={busy}
        error={error}
        onSubmit={send}
      >
        <Link to={to('/login')} className="block text-center text-sm font-semibold text-primary">
          {t('auth.forgot.backToLogin')}
        </Link>
      </DestinationStep>
    </AuthCard>
  );
}
