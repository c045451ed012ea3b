import { brandName, REMINDER_FLOW, reminderLink, reminderText, transition, type Brand, type ReminderSubject } from '@talad/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, reminders } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import type { MessageSender } from '../../platform/messaging.ts';
import { notifyMember } from '../notification/index.ts';
import { eventOf } from './events.ts';
import { REMINDER_JOB, scheduleReminderJob } from './service.ts';

/** Reminders claimed and told in one transaction: a crash loses none (the rest stay WANTED for the job's retry). */
const BATCH = 500;

// The job's move, checked once against the table: a table edit that stops the system sending fails at load.
if (!transition(REMINDER_FLOW, 'WANTED', 'SENT', 'system').ok) throw new Error('REMINDER_FLOW: the system may not send a reminder');

/**
 * Tells every member who asked, once, that the event has started (decision 0070). Run by the job runner, woken at the
 * event's start (decision 0057: flash sales' and live shows' starts are scheduled moments). Each batch claims WANTED rows
 * with one conditional UPDATE … RETURNING (two runs at once, on two API processes, split the rows and never share one)
 * and writes each member's notification with the reminder's source key in the same transaction; e-mail follows commit.
 * A start moved later gets a job of its own; an event that has ended meanwhile tells nobody.
 */
export async function sendReminders(
  db: Database,
  sender: MessageSender | null,
  brand: Brand,
  subject: ReminderSubject,
  subjectId: number,
  now: Date = new Date(),
): Promise<number> {
  const event = await eventOf(db, subject, subjectId, now);
  if (!event) return 0;
  if (event.startsAt.getTime() > now.getTime()) {
    await scheduleReminderJob(db, subject, subjectId, event.startsAt);
    return 0;
  }
  if (event.endsAt.getTime() <= now.getTime()) return 0;
  const text = reminderText(subject, event.name);
  const link = reminderLink(subject, event.slug);
  let told = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(reminders)
        .set({ status: 'SENT', sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          inArray(
            reminders.id,
            tx
              .select({ id: reminders.id })
              .from(reminders)
              .where(and(eq(reminders.subject, subject), eq(reminders.subjectId, subjectId), eq(reminders.status, 'WANTED')))
              .orderBy(reminders.id)
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({ id: reminders.id, customerId: reminders.customerId });
      for (const row of rows) {
        await notifyMember(tx, row.customerId, { kind: 'promotion', ...text, link, sourceKey: `reminder:${row.id}` });
      }
      return rows;
    });
    told += claimed.length;
    if (sender && claimed.length > 0) await emailThose(db, sender, brand, claimed, text);
    if (claimed.length < BATCH) return told;
  }
}

/** The e-mail beside the bell, for members with an address (the reminder was asked for: it is not marketing). */
async function emailThose(
  db: Database,
  sender: MessageSender,
  brand: Brand,
  claimed: Array<{ customerId: string }>,
  text: ReturnType<typeof reminderText>,
) {
  const members = await db
    .select({ email: customers.email })
    .from(customers)
    .where(
      and(
        inArray(
          customers.id,
          claimed.map((row) => row.customerId),
        ),
        isNotNull(customers.email),
      ),
    );
  // Members keep no language of their own: the message says it in Thai, then English.
  const en = { title: text.title.en ?? text.title.th, body: text.body.en ?? text.body.th };
  const subjectLine = `${brandName(brand)}: ${text.title.th} / ${en.title}`;
  const body = `${text.title.th}\n${text.body.th}\n\n${en.title}\n${en.body}\n— ${brandName(brand)}`;
  for (const member of members) await sender.send({ channel: 'email', to: member.email!, subject: subjectLine, body, purpose: 'reminder' });
}

/** The job runner's definition (main.ts registers it with the app's message sender). */
export function reminderJob(db: Database, sender: MessageSender, brand: Brand): JobDefinition {
  return {
    kind: REMINDER_JOB,
    run: (job: Job) => {
      const subject = job.payload.subject === 'live_show' ? 'live_show' : 'flash_sale';
      return sendReminders(db, sender, brand, subject, Number(job.payload.subjectId));
    },
  };
}
