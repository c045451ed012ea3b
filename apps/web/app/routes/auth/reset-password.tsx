import { resetPassword } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore, useAuthState } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { NewPasswordForm } from '../../features/auth/new-password-form.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormSuccess } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.reset.title', 'auth.reset.intro');

/** /reset-password and /reset-passwords: the new password; every session of the account ends, so sign in again. */
export default function ResetPassword() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { verifyData } = useAuthState();
  const { run, busy, error } = useApiCall();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthCard title={t('auth.reset.doneTitle')} testId="reset-password-done">
        <FormSuccess message={t('auth.reset.done')} />
        <Link to={to('/login')} className="btn btn-primary mt-4 w-full">
          {t('auth.login.title')}
        </Link>
      </AuthCard>
    );
  }
  if (verifyData?.purpose !== 'reset_password' || !verifyData.token) return <Navigate to={to('/forgot-password')} replace />;
  const resetToken = verifyData.token;

  const save = async (password: string) => {
    const answer = await run((api) => resetPassword(api, resetToken, password));
    if (!answer.ok) return;
    authStore().resetFlow();
    setDone(true);
  };

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')} testId="reset-password">
      <NewPasswordForm submitLabel={t('auth.reset.submit')} busy={busy} error={error} onSubmit={save} />
    </AuthCard>
  );
}
