import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FormError, TextField } from '../../ui/fields.tsx';
import { cleanUsername, isEmail, isThaiMobile } from './validation.ts';

interface DestinationStepProps {
  /** 'phone' takes a Thai mobile; 'username' takes a phone or an e-mail (forgot password). */
  accepts: 'phone' | 'username';
  label: string;
  submitLabel: string;
  initial: string;
  busy: boolean;
  error: string | null;
  onSubmit: (destination: string) => Promise<void>;
  children?: ReactNode;
}

/** The first step of every OTP flow: where the code should go. */
export function DestinationStep({ accepts, label, submitLabel, initial, busy, error, onSubmit, children }: DestinationStepProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = accepts === 'username' && value.includes('@');
    if (email ? !isEmail(value) : !isThaiMobile(value))
      return setProblem(t(accepts === 'phone' ? 'validation.phone' : 'validation.username'));
    setProblem(null);
    await onSubmit(cleanUsername(value));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode={accepts === 'phone' ? 'tel' : 'text'}
        autoComplete={accepts === 'phone' ? 'tel-national' : 'username'}
        placeholder={accepts === 'phone' ? '08X-XXX-XXXX' : undefined}
        error={problem}
        required
      />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
