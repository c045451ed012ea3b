import { REMINDER_FLOW, REMINDER_SUBJECTS } from '@talad/domain';
import { z } from 'zod';

/**
 * "Remind me" on an upcoming flash sale or live show (issue #29 item 5, decision 0070): PUT turns the member's reminder
 * on, DELETE off, as often as tapped; the shop tells the member once when the event starts.
 */
export const reminderParams = z.object({
  subject: z.enum(REMINDER_SUBJECTS).describe('flash_sale (its id) or live_show (its live_id)'),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type ReminderParams = z.infer<typeof reminderParams>;

/** One reminder: WANTED (on), OFF, or SENT (told; it stays so). */
export const reminder = z.object({
  subject: z.enum(REMINDER_SUBJECTS),
  id: z.number().int(),
  state: z.enum(REMINDER_FLOW.states),
  starts_at: z.string(),
});
export type Reminder = z.infer<typeof reminder>;

/** GET users/me/reminders: the member's reminders of events not started yet (on, or turned off). */
export const myReminders = z.array(reminder);
export type MyReminders = z.infer<typeof myReminders>;
