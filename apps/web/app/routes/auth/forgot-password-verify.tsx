import { verifyPasswordReset, type OtpAnswer } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { OtpVerifyForm } from '../../features/auth/otp-verify-form.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.forgot.verifyTitle');

/** /forgot-password/verify: the right code gives a reset token for the new-password step. */
export default function ForgotPasswordVerify() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const call = useApiCall();
  const verify = async (answer: OtpAnswer) => {
    const verified = await call.run((api) => verifyPasswordReset(api, answer));
    if (!verified.ok) return;
    authStore().update((state) => ({ verifyData: state.verifyData && { ...state.verifyData, token: verified.data.reset_token } }));
    void navigate(to('/reset-password'));
  };
  return (
    <AuthCard title={t('auth.forgot.verifyTitle')} testId="forgot-password-verify">
      <OtpVerifyForm purpose="reset_password" startPath="/forgot-password" onCode={verify} submitLabel={t('auth.otp.verify')} call={call} />
    </AuthCard>
  );
}
