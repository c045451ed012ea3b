import { requestLoginOtp } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore, useAuthState } from '../../features/auth/auth-store.ts';
import { DestinationStep } from '../../features/auth/destination-step.tsx';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.loginOtp.title', 'auth.loginOtp.intro');

/** /login/otp: a code to the member's phone instead of a password. */
export default function LoginOtp() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const { username, type } = useAuthState();
  const { run, busy, error } = useApiCall();

  const send = async (phone: string) => {
    const answer = await run((api) => requestLoginOtp(api, phone));
    if (!answer.ok) return;
    authStore().update({ username: phone, type: 'phone', verifyData: { purpose: 'login', destination: phone, ticket: answer.data } });
    void navigate(to('/login/otp/verify'));
  };

  return (
    <AuthCard title={t('auth.loginOtp.title')} intro={t('auth.loginOtp.intro')} testId="login-otp">
      <DestinationStep
        accepts="phone"
        label={t('auth.phone')}
        submitLabel={t('auth.otp.send')}
        initial={type === 'phone' ? username : ''}
        busy={busy}
        error={error}
        onSubmit={send}
      >
        <Link to={to('/login')} className="btn btn-outline w-full">
          {t('auth.loginOtp.withPassword')}
        </Link>
      </DestinationStep>
    </AuthCard>
  );
}
