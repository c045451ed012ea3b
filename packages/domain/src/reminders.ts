import type { ErrorName } from './errors.ts';
import { defineFlow } from './flows/flow.ts';
import type { LocalizedText } from './locale.ts';

/**
 * "Remind me" (issue #29 item 5, decision 0070): a member asks to be told when an upcoming flash sale or live show
 * starts. One reminder per member and event, whatever the taps: WANTED until the member turns it OFF (and on again), SENT
 * once by the job at the start moment, which nothing undoes — a member told once is never told twice.
 */
export const REMINDER_SUBJECTS = ['flash_sale', 'live_show'] as const;
export type ReminderSubject = (typeof REMINDER_SUBJECTS)[number];

export const REMINDER_FLOW = defineFlow({
  states: ['WANTED', 'OFF', 'SENT'],
  moves: {
    WANTED: {
      OFF: { by: ['shopper'], effects: [] },
      SENT: { by: ['system'], effects: [] },
    },
    OFF: {
      WANTED: { by: ['shopper'], effects: [] },
    },
  },
});
export type ReminderState = (typeof REMINDER_FLOW.states)[number];

/** A reminder can be asked for only before the event starts (after, there is nothing left to remind of). */
export function reminderRefusal(event: { startsAt: Date } | undefined, now: Date): ErrorName | null {
  if (!event) return 'REMINDER_EVENT_NOT_FOUND';
  if (event.startsAt.getTime() <= now.getTime()) return 'REMINDER_TOO_LATE';
  return null;
}

/** What the member is told as the event starts, in both languages (the bell shows the reader's). */
export function reminderText(subject: ReminderSubject, name: LocalizedText): { title: LocalizedText; body: LocalizedText } {
  const en = name.en || name.th;
  if (subject === 'flash_sale') {
    return {
      title: { th: `แฟลชเซล ${name.th} เริ่มแล้ว`, en: `Flash sale ${en} has started` },
      body: { th: 'ดีลที่คุณรอเริ่มแล้ว จำนวนจำกัด รีบเลยก่อนหมด', en: 'The deals you were waiting for are on now, while stocks last.' },
    };
  }
  return {
    title: { th: `ไลฟ์ ${name.th} เริ่มแล้ว`, en: `Live show ${en} is on now` },
    body: { th: 'ไลฟ์ที่คุณกดเตือนไว้เริ่มแล้ว เข้าชมได้เลย', en: 'The live show you asked to be reminded of has started: watch it now.' },
  };
}

/** Where the message leads: the flash sale page, or the live show on the live page. */
export function reminderLink(subject: ReminderSubject, slug: string | null): string {
  return subject === 'flash_sale' ? '/flash-sale' : `/live-tv?stream=${encodeURIComponent(slug ?? '')}`;
}
