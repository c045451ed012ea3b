import { OTP_LENGTH } from '@talad/domain';
import { resendOtp, type OtpAnswer } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { FormError } from '../../ui/fields.tsx';
import { authStore, useAuthState, type OtpPurpose } from './auth-store.ts';
import { useFlowPaths } from './flow-paths.ts';
import { OtpField, ResendButton } from './otp-field.tsx';
import { StartOver } from './start-over.tsx';
import type { useApiCall } from '../../lib/use-api-call.ts';

interface OtpVerifyFormProps {
  purpose: OtpPurpose;
  /** Where to start over when no code is in flight (the phone or username step). */
  startPath: string;
  /** Exchanges the code; the caller moves the flow on or shows the API's message through `error`. */
  onCode: (answer: OtpAnswer) => Promise<void>;
  submitLabel: string;
  /** The screen's API call state, shared so that verify and resend show one busy flag and one error. */
  call: ReturnType<typeof useApiCall>;
}

/** The verify step shared by register, OTP sign-in and forgot password: code, resend after 60 s, submit. */
export function OtpVerifyForm({ purpose, startPath, onCode, submitLabel, call }: OtpVerifyFormProps) {
  const { run, busy, error } = call;
  const { t } = useTranslation();
  const { verifyData } = useAuthState();
  const { to } = useFlowPaths();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  if (verifyData?.purpose !== purpose) return <StartOver to={to(startPath)} />;
  const ticket = verifyData.ticket;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return setCodeError(t('validation.otpDigits'));
    setCodeError(null);
    await onCode({ otp_ref: ticket.otp_ref, code });
  };
  const resend = async () => {
    const answer = await run((api) => resendOtp(api, ticket.otp_ref));
    if (!answer.ok) return;
    authStore().update({ verifyData: { ...verifyData, ticket: answer.data } });
    setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="text-center text-sm text-gray-600">
        {/* The API answers alike whether or not the number has an account (decision 0017): the screen cannot say more than "if". */}
        {t(purpose === 'register' ? 'auth.otp.sentIfFree' : 'auth.otp.sentIfMember', { to: ticket.to })}
        <br />
        <span className="font-mono text-xs">{t('auth.otp.reference', { ref: ticket.otp_ref.slice(0, 8).toUpperCase() })}</span>
      </p>
      <OtpField value={code} onChange={setCode} error={codeError} />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {submitLabel}
      </button>
      <div className="flex items-center justify-between">
        <ResendButton resendAt={Date.parse(ticket.resend_available_at)} onResend={() => void resend()} busy={busy} />
        <Link to={to(startPath)} className="text-sm text-gray-600 underline">
          {t('auth.otp.changeDestination')}
        </Link>
      </div>
    </form>
  );
}
