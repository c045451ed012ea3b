import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FormError, PasswordField } from '../../ui/fields.tsx';
import { newPasswordProblem } from './validation.ts';

interface NewPasswordFormProps {
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => Promise<void>;
}

/** A new password typed twice, checked here for length and mix before the API checks its strength. */
export function NewPasswordForm({ submitLabel, busy, error, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found && t(found));
    if (!found) await onSubmit(password);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PasswordField
        label={t('auth.newPassword')}
        hint={t('auth.passwordRule')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
        error={problem}
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
        {submitLabel}
      </button>
    </form>
  );
}
