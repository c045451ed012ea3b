import type { MyReminders, Reminder } from '@talad/contract';
import type { Envelope, ReminderSubject } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** "Remind me" on an upcoming flash sale or live show (issue #29 item 5): members only. */
export type { MyReminders, Reminder } from '@talad/contract';

/** The member's reminders of events still to start (on or turned off). */
export function getMyReminders(api: ApiClient, options?: CallOptions): Promise<Envelope<MyReminders>> {
  return api.get<MyReminders>('users/me/reminders', { skipLoading: true, ...options });
}

/** Turns the member's reminder of one event on (PUT) or off (DELETE); repeating either changes nothing. */
export function setReminder(
  api: ApiClient,
  subject: ReminderSubject,
  id: number,
  on: boolean,
  options?: CallOptions,
): Promise<Envelope<Reminder>> {
  const path = `users/me/reminders/${subject}/${id}`;
  const call = { skipLoading: true, ...options };
  return on ? api.put<Reminder>(path, undefined, call) : api.delete<Reminder>(path, undefined, call);
}
