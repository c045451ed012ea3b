import { OTP_LENGTH } from '@talad/domain';
import { requestEmailChange, requestPhoneChange, updateEmail, updatePhone, type OtpTicket } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { authStore } from '../auth/auth-store.ts';
import { DestinationStep } from '../auth/destination-step.tsx';
import { useFlowPaths } from '../auth/flow-paths.ts';
import { OtpField, ResendButton } from '../auth/otp-field.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { isEmail } from '../auth/validation.ts';
import { FormError, FormSuccess, TextField } from '../../ui/fields.tsx';

type Contact = 'phone' | 'email';

const CALLS = {
  phone: { request: requestPhoneChange, update: updatePhone },
  email: { request: requestEmailChange, update: updateEmail },
};

function EmailStep({ busy, error, onSubmit }: { busy: boolean; error: string | null; onSubmit: (email: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setProblem(t('validation.email'));
    setProblem(null);
    await onSubmit(email.trim());
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={t('profile.newEmail')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        error={problem}
        required
      />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('auth.otp.send')}
      </button>
    </form>
  );
}

/**
 * /account/change/phone and /account/change/email: the new address first, then the code that went to it; the
 * profile changes only when the code is right.
 */
export function ContactChange({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { run, busy, error, setError } = useApiCall();
  const [pending, setPending] = useState<{ destination: string; ticket: OtpTicket } | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const calls = CALLS[contact];

  const send = async (destination: string) => {
    const answer = await run((api) => calls.request(api, destination));
    if (answer.ok) setPending({ destination, ticket: answer.data });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (code.length !== OTP_LENGTH) return setError(t('validation.otpDigits'));
    const answer = await run((api) => calls.update(api, pending.destination, { otp_ref: pending.ticket.otp_ref, code }));
    if (!answer.ok) return;
    authStore().update({ userProfile: answer.data });
    setDone(true);
  };

  if (done) {
    return (
      <div className="space-y-4">
        <FormSuccess message={t(`profile.${contact}Changed`, { to: pending?.destination })} />
        <Link to={to('/account')} className="btn btn-primary">
          {t('profile.backToProfile')}
        </Link>
      </div>
    );
  }
  if (!pending) {
    if (contact === 'email') return <EmailStep busy={busy} error={error} onSubmit={send} />;
    return (
      <DestinationStep
        accepts="phone"
        label={t('profile.newPhone')}
        submitLabel={t('auth.otp.send')}
        initial=""
        busy={busy}
        error={error}
        onSubmit={send}
      />
    );
  }
  return (
    <form onSubmit={(event) => void confirm(event)} noValidate className="space-y-4">
      <p className="text-sm text-gray-600">{t('auth.otp.sentTo', { to: pending.ticket.to })}</p>
      <OtpField value={code} onChange={setCode} />
      <FormError message={error} />
      <div className="flex items-center gap-4">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('auth.otp.verify')}
        </button>
        <ResendButton
          resendAt={Date.parse(pending.ticket.resend_available_at)}
          busy={busy}
          onResend={() => void send(pending.destination)}
        />
      </div>
    </form>
  );
}
