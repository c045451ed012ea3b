import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import { getMyReminders, setReminder } from './reminders.ts';

describe('reminder calls (issue #29 item 5)', () => {
  it('turns a reminder on with PUT and off with DELETE, by subject and id, and lists the member’s', async () => {
    const { api, calls } = apiWith(() => ok({ subject: 'flash_sale', id: 7, state: 'WANTED', starts_at: '2026-11-29T12:00:00.000Z' }));
    await setReminder(api, 'flash_sale', 7, true);
    await setReminder(api, 'live_show', 3, false);
    await getMyReminders(api);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'PUT /users/me/reminders/flash_sale/7',
      'DELETE /users/me/reminders/live_show/3',
      'GET /users/me/reminders',
    ]);
  });
});
