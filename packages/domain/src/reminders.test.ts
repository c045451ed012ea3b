import { describe, expect, it } from 'vitest';
import { isTerminal, nextStates, transition } from './flows/index.ts';
import { REMINDER_FLOW, reminderLink, reminderRefusal, reminderText } from './reminders.ts';

describe('a reminder', () => {
  it('is turned off and on by the member only, sent once by the job, and never changes after it is sent', () => {
    expect(transition(REMINDER_FLOW, 'WANTED', 'OFF', 'shopper')).toEqual({ ok: true, effects: [] });
    expect(transition(REMINDER_FLOW, 'OFF', 'WANTED', 'shopper')).toEqual({ ok: true, effects: [] });
    expect(transition(REMINDER_FLOW, 'WANTED', 'SENT', 'system')).toEqual({ ok: true, effects: [] });
    expect(transition(REMINDER_FLOW, 'WANTED', 'SENT', 'shopper')).toEqual({ ok: false, error: 'STATE_ACTOR_FORBIDDEN' });
    // Turned off, it is not sent; sent, it is never sent again nor turned back.
    expect(transition(REMINDER_FLOW, 'OFF', 'SENT', 'system')).toEqual({ ok: false, error: 'STATE_TRANSITION_INVALID' });
    expect(transition(REMINDER_FLOW, 'SENT', 'WANTED', 'shopper')).toEqual({ ok: false, error: 'STATE_TRANSITION_INVALID' });
    expect(isTerminal(REMINDER_FLOW, 'SENT')).toBe(true);
    expect(nextStates(REMINDER_FLOW, 'WANTED', 'shopper')).toEqual(['OFF']);
  });

  it('is asked for only before the event starts', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(reminderRefusal(undefined, now)).toBe('REMINDER_EVENT_NOT_FOUND');
    expect(reminderRefusal({ startsAt: new Date('2026-11-29T10:00:00Z') }, now)).toBe('REMINDER_TOO_LATE');
    expect(reminderRefusal({ startsAt: new Date('2026-11-29T10:00:01Z') }, now)).toBeNull();
  });

  it('says what started in both languages, and leads to it', () => {
    expect(reminderText('flash_sale', { th: 'เที่ยงวัน', en: 'Midday' }).title).toEqual({
      th: 'แฟลชเซล เที่ยงวัน เริ่มแล้ว',
      en: 'Flash sale Midday has started',
    });
    expect(reminderText('live_show', { th: 'ไลฟ์สด' }).title.en).toBe('Live show ไลฟ์สด is on now');
    expect(reminderLink('flash_sale', null)).toBe('/flash-sale');
    expect(reminderLink('live_show', 'cook & eat')).toBe('/live-tv?stream=cook%20%26%20eat');
  });
});
