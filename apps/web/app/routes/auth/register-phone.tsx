import { requestRegisterOtp } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore, useAuthState } from '../../features/auth/auth-store.ts';
import { DestinationStep } from '../../features/auth/destination-step.tsx';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useRegisterStep } from '../../features/auth/register-steps.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.register.phoneTitle', 'auth.register.intro');

/** /register/phone: step 1 of 4, a code to the new member's phone. */
export default function RegisterPhone() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const { register } = useAuthState();
  const { run, busy, error } = useApiCall();

  const send = async (phone: string) => {
    const answer = await run((api) => requestRegisterOtp(api, phone));
    if (!answer.ok) return;
    authStore().update((state) => ({
      username: phone,
      type: 'phone',
      register: { ...state.register, phone },
      verifyData: { purpose: 'register', destination: phone, ticket: answer.data },
    }));
    void navigate(to('/register/verify'));
  };

  return (
    <AuthCard title={t('auth.register.phoneTitle')} intro={t('auth.register.phoneIntro')} step={useRegisterStep(1)} testId="register-phone">
      <DestinationStep
        accepts="phone"
        label={t('auth.phone')}
        submitLabel={t('auth.otp.send')}
        initial={register.phone}
        busy={busy}
        error={error}
        onSubmit={send}
      />
    </AuthCard>
  );
}
