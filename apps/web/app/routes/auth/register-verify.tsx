import { verifyRegisterOtp, type OtpAnswer } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { OtpVerifyForm } from '../../features/auth/otp-verify-form.tsx';
import { useRegisterStep } from '../../features/auth/register-steps.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.register.verifyTitle');

/** /register/verify: step 2, the code proves the phone; its token carries the registration on. */
export default function RegisterVerify() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const call = useApiCall();
  const verify = async (answer: OtpAnswer) => {
    const verified = await call.run((api) => verifyRegisterOtp(api, answer));
    if (!verified.ok) return;
    authStore().update((state) => ({ verifyData: state.verifyData && { ...state.verifyData, token: verified.data.verify_token } }));
    void navigate(to('/register/privacy-policy'));
  };
  return (
    <AuthCard title={t('auth.register.verifyTitle')} step={useRegisterStep(2)} testId="register-verify">
      <OtpVerifyForm purpose="register" startPath="/register/phone" onCode={verify} submitLabel={t('auth.otp.verify')} call={call} />
    </AuthCard>
  );
}
