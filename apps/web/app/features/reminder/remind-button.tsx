import type { ReminderSubject } from '@talad/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSignInHref } from '../cart/sign-in-first.ts';
import { useReminder } from './reminders.ts';

const BELL_PATH = 'M12 3a6 6 0 0 0-6 6v3.5L4.5 15v1h15v-1L18 12.5V9a6 6 0 0 0-6-6zm-2 14a2 2 0 0 0 4 0';

/**
 * "Remind me" (เตือนฉัน) on an upcoming flash sale or live show: pressed, the member is told when it starts, once,
 * however often they tap (decision 0070). A guest is taken to sign in and brought back to this page.
 */
export function RemindButton({ subject, id, name }: { subject: ReminderSubject; id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const { on, busy, failure, toggle } = useReminder(subject, id);
  const pressed = on === true;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`btn min-h-11 gap-1.5 ${pressed ? 'btn-primary' : 'btn-outline'}`}
        aria-pressed={on === 'guest' ? undefined : pressed}
        aria-busy={busy || undefined}
        aria-label={t(pressed ? 'reminder.setNamed' : 'reminder.remindNamed', { name })}
        disabled={on === null || busy}
        data-testid="remind-button"
        onClick={() => (on === 'guest' ? void navigate(signInHref()) : toggle())}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path d={BELL_PATH} fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span>{t(pressed ? 'reminder.set' : 'reminder.remind')}</span>
      </button>
      {failure && (
        <p role="alert" className="text-sm text-error-strong">
          {failure}
        </p>
      )}
    </div>
  );
}
