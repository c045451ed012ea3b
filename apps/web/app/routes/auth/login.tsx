import { ERRORS } from '@talad/domain';
import { loginWithPassword } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { showWarning } from '../../features/auth/status-popups.tsx';
import { SocialButtons } from '../../features/auth/social-buttons.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { cleanUsername, isEmail, isThaiMobile, usernameType } from '../../features/auth/validation.ts';
import { FormError, PasswordField, TextField } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.login.title', 'auth.login.intro');

/** Too many password attempts from here hold sign-in back for 15 minutes (decision 0017): a warning popup, not a field error. */
const THROTTLED_CODE = ERRORS.SIGN_IN_THROTTLED.code;

/** /login and /m/login: phone or e-mail with a password. */
export default function Login() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const finish = useFinishSignIn();
  const { run, busy, error } = useApiCall();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ username?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const type = usernameType(username);
    const valid = type === 'email' ? isEmail(username) : isThaiMobile(username);
    const found = {
      username: valid ? undefined : t('validation.username'),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    setProblems(found);
    if (found.username || found.password) return;
    const name = cleanUsername(username);
    authStore().update({ username: name, type, login: { username: name, type, userId: '', imageUrl: '' } });
    const answer = await run((api) => loginWithPassword(api, { username: name, password, type }));
    if (answer.ok) return finish();
    if (answer.statusCode === THROTTLED_CODE) showWarning(answer.message);
  };

  return (
    <AuthCard title={t('auth.login.title')} intro={t('auth.login.intro')} testId="login">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('auth.login.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          error={problems.username}
          required
        />
        <PasswordField
          label={t('auth.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          error={problems.password}
          required
        />
        <div className="text-right">
          <Link to={to('/forgot-password')} className="text-sm font-semibold text-primary">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {t('auth.login.submit')}
        </button>
        <Link to={to('/login/otp')} className="btn btn-outline w-full">
          {t('auth.login.withOtp')}
        </Link>
      </form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-gray-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={to('/register')} className="font-semibold text-primary">
          {t('auth.register.title')}
        </Link>
      </p>
    </AuthCard>
  );
}
