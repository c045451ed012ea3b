import { OTP_LENGTH } from '@talad/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { TextField } from '../../ui/fields.tsx';

/** Only digits, at most six: pasted "123 456" or an SMS autofill become "123456". */
export function cleanOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function OtpField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | null }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.otp.label')}
      hint={t('auth.otp.hint')}
      error={error}
      value={value}
      onChange={(event) => onChange(cleanOtp(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={OTP_LENGTH}
      required
      className="text-center font-mono text-2xl tracking-[0.5em]"
    />
  );
}

/** Seconds until `at` (epoch ms), ticking once a second; 0 once it has passed. */
export function useSecondsUntil(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at || at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/** "Send a new code" stays disabled until the API's resend time (60 s after the last code). */
export function ResendButton({ resendAt, onResend, busy }: { resendAt: number | undefined; onResend: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(resendAt);
  return (
    <button
      type="button"
      className="text-sm font-semibold text-primary disabled:text-gray-400"
      disabled={seconds > 0 || busy}
      onClick={onResend}
    >
      {seconds > 0 ? t('auth.otp.resendIn', { seconds }) : t('auth.otp.resend')}
    </button>
  );
}
