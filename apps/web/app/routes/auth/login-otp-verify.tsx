import { loginWithOtp, type OtpAnswer } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { OtpVerifyForm } from '../../features/auth/otp-verify-form.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.loginOtp.verifyTitle');

/** /login/otp/verify: the right code signs the member in. */
export default function LoginOtpVerify() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const call = useApiCall();
  const verify = async (answer: OtpAnswer) => {
    const signedIn = await call.run((api) => loginWithOtp(api, answer));
    if (signedIn.ok) await finish();
  };
  return (
    <AuthCard title={t('auth.loginOtp.verifyTitle')} testId="login-otp-verify">
      <OtpVerifyForm purpose="login" startPath="/login/otp" onCode={verify} submitLabel={t('auth.login.submit')} call={call} />
    </AuthCard>
  );
}
