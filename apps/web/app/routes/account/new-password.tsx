import { changePassword } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, Navigate } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { checkedPassword, rememberCheckedPassword } from '../../features/account/password-check.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { NewPasswordForm } from '../../features/auth/new-password-form.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormSuccess } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('changePassword.newTitle', 'changePassword.newIntro');

/** /account/change-password/new-password: step 2; every other session of the account is signed out. */
export default function NewPassword() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { run, busy, error } = useApiCall();
  const [done, setDone] = useState(false);

  const current = checkedPassword();
  if (!current && !done) return <Navigate to={to('/account/change-password')} replace />;
  const save = async (password: string) => {
    const answer = await run((api) => changePassword(api, { current_password: current ?? '', new_password: password }));
    if (!answer.ok) return;
    rememberCheckedPassword(null);
    setDone(true);
  };

  return (
    <AccountPage title={t('changePassword.newTitle')} intro={t('changePassword.newIntro')} testId="new-password">
      {done ? (
        <div className="space-y-4">
          <FormSuccess message={t('changePassword.done')} />
          <Link to={to('/account')} className="btn btn-primary">
            {t('profile.backToProfile')}
          </Link>
        </div>
      ) : (
        <div className="max-w-md">
          <NewPasswordForm submitLabel={t('changePassword.submit')} busy={busy} error={error} onSubmit={save} />
        </div>
      )}
    </AccountPage>
  );
}
