import { register } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { StartOver } from '../../features/auth/start-over.tsx';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { useAuthState } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useRegisterStep } from '../../features/auth/register-steps.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { showStatus } from '../../features/auth/status-popups.tsx';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { isEmail, newPasswordProblem } from '../../features/auth/validation.ts';
import { FormError, PasswordField, TextField } from '../../ui/fields.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.signup.title', 'auth.signup.intro');

interface Problems {
  firstname?: string;
  lastname?: string;
  email?: string;
  password?: string;
}

/** /signup: step 4, the profile; a social sign-in that started the registration prefills it and is linked. */
export default function Signup() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const finish = useFinishSignIn();
  const { verifyData, acceptPolicy, socialLogin } = useAuthState();
  const { run, busy, error } = useApiCall();
  const [firstname, setFirstname] = useState(socialLogin?.firstname ?? '');
  const [lastname, setLastname] = useState(socialLogin?.lastname ?? '');
  const [email, setEmail] = useState(socialLogin?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const step = useRegisterStep(4);

  if (verifyData?.purpose !== 'register' || !verifyData.token) return <StartOver to={to('/register/phone')} />;
  if (!acceptPolicy) return <StartOver to={to('/register/privacy-policy')} />;
  const verifyToken = verifyData.token;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passwordProblem = newPasswordProblem(password, confirmation);
    const found: Problems = {
      firstname: firstname.trim() ? undefined : t('validation.firstname'),
      lastname: lastname.trim() ? undefined : t('validation.lastname'),
      email: !email.trim() || isEmail(email) ? undefined : t('validation.email'),
      password: passwordProblem ? t(passwordProblem) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const answer = await run((api) =>
      register(api, {
        verify_token: verifyToken,
        accept_policy: true,
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        password,
        email: email.trim(),
        social_token: socialLogin?.socialToken,
      }),
    );
    if (!answer.ok) return;
    await finish();
    showStatus(t('auth.signup.doneTitle'), t('auth.signup.done', { name: firstname.trim() }), true);
  };

  return (
    <AuthCard title={t('auth.signup.title')} intro={t('auth.signup.intro')} step={step} testId="signup">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.firstname')}
            value={firstname}
            onChange={(e) => setFirstname(e.target.value)}
            autoComplete="given-name"
            error={problems.firstname}
            required
          />
          <TextField
            label={t('profile.lastname')}
            value={lastname}
            onChange={(e) => setLastname(e.target.value)}
            autoComplete="family-name"
            error={problems.lastname}
            required
          />
        </div>
        <TextField
          label={t('profile.emailOptional')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          error={problems.email}
        />
        <PasswordField
          label={t('auth.password')}
          hint={t('auth.passwordRule')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          error={problems.password}
          required
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          autoComplete="new-password"
          required
        />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {t('auth.signup.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
