import { getMyReminders, setReminder, type ApiClient } from '@talad/sdk';
import type { ReminderSubject } from '@talad/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';

/**
 * The member's reminders on this tab (decision 0070): read once per signed-in session (GET users/me/reminders) and
 * shared by every "remind me" on the page; a tap changes the button at once and goes back, with the API's words, if
 * the API refuses. The pages themselves are the same for everyone (kept by the page cache): this is read in the browser.
 */
interface Kept {
  session: string | null;
  /** `${subject}:${id}` of the reminders that are on; null until read. */
  on: ReadonlySet<string> | null;
}

let kept: Kept = { session: null, on: null };
const listeners = new Set<() => void>();
const update = (next: Kept) => {
  kept = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const keyOf = (subject: ReminderSubject, id: number) => `${subject}:${id}`;

async function readReminders(api: ApiClient, session: string) {
  const answer = await getMyReminders(api).catch(() => null);
  if (kept.session !== session) return;
  const on = answer?.is_success && answer.data ? answer.data.filter((item) => item.state === 'WANTED') : [];
  update({ session, on: new Set(on.map((item) => keyOf(item.subject, item.id))) });
}

export interface ReminderTap {
  /** 'guest': the tap asks to sign in; null while the member's reminders are being read. */
  on: boolean | null | 'guest';
  busy: boolean;
  failure: string | null;
  toggle: () => void;
}

export function useReminder(subject: ReminderSubject, id: number): ReminderTap {
  const { t } = useTranslation();
  const { config } = useShellData();
  const { session, role, ready } = useSession();
  const key = ready && role === 'user' && session ? `${session.user_id}` : null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (key === null || kept.session === key) return;
    update({ session: key, on: null });
    void readReminders(browserApi(config), key);
  }, [config, key]);
  const on = useSyncExternalStore(
    subscribe,
    () => (kept.session === key && kept.on ? kept.on.has(keyOf(subject, id)) : null),
    () => null,
  );
  const toggle = useCallback(() => {
    if (key === null || kept.session !== key || !kept.on || busy) return;
    const wanted = !kept.on.has(keyOf(subject, id));
    const flip = (value: boolean) => {
      if (kept.session !== key || !kept.on) return;
      const next = new Set(kept.on);
      if (value) next.add(keyOf(subject, id));
      else next.delete(keyOf(subject, id));
      update({ session: key, on: next });
    };
    flip(wanted);
    setBusy(true);
    setFailure(null);
    setReminder(browserApi(config), subject, id, wanted).then(
      (answer) => {
        setBusy(false);
        if (answer.is_success && answer.data) flip(answer.data.state === 'WANTED');
        else {
          flip(!wanted);
          setFailure(answer.message || t('form.unknownError'));
        }
      },
      () => {
        setBusy(false);
        flip(!wanted);
        setFailure(t('form.networkError'));
      },
    );
  }, [busy, config, id, key, subject, t]);
  return { on: ready && role !== 'user' ? 'guest' : on, busy, failure, toggle };
}
