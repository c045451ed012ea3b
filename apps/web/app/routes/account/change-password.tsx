import { checkPassword } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { rememberCheckedPassword } from '../../features/account/password-check.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError, PasswordField } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('changePassword.title', 'changePassword.currentIntro');

/** /account/change-password: step 1, the current password (wrong tries count towards the 15-minute lock). */
export default function ChangePassword() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const { run, busy, error } = useApiCall();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(t('validation.passwordRequired'));
    setProblem(null);
    const answer = await run((api) => checkPassword(api, password));
    if (!answer.ok) return;
    rememberCheckedPassword(password);
    void navigate(to('/account/change-password/new-password'));
  };

  return (
    <AccountPage title={t('changePassword.title')} intro={t('changePassword.currentIntro')} testId="change-password">
      <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md space-y-4">
        <PasswordField
          label={t('changePassword.current')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          error={problem}
          required
        />
        <FormError message={error} />
        <div className="flex items-center gap-4">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('auth.next')}
          </button>
          <Link to={to('/forgot-password')} className="text-sm font-semibold text-primary">
            {t('auth.login.forgot')}
          </Link>
        </div>
      </form>
    </AccountPage>
  );
}
