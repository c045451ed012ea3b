import type { MyReminders, Reminder } from '@talad/contract';
import { REMINDER_FLOW, reminderRefusal, transition, type ReminderState, type ReminderSubject } from '@talad/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { flashSales, jobs, liveStreams, reminders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { eventOf } from './events.ts';

/**
 * The member's taps (decision 0070): on and off as often as they like, one row per member and event, moved through
 * REMINDER_FLOW's guard by conditional UPDATEs; turning one on makes sure the event has its job, due at its start.
 */

/** The job that tells the members who asked, at the event's start (payload {subject, subjectId}). */
export const REMINDER_JOB = 'send-reminders';

/** One job per event and start time: a moved start gets a job of its own (the old one finds it not started yet). */
export async function scheduleReminderJob(db: Database | Transaction, subject: ReminderSubject, subjectId: number, startsAt: Date) {
  await db
    .insert(jobs)
    .values({
      kind: REMINDER_JOB,
      dedupeKey: `${REMINDER_JOB}:${subject}:${subjectId}:${startsAt.getTime()}`,
      runAt: startsAt,
      payload: { subject, subjectId },
    })
    .onConflictDoNothing();
}

const answerOf = (subject: ReminderSubject, id: number, state: ReminderState, startsAt: Date): Reminder => ({
  subject,
  id,
  state,
  starts_at: startsAt.toISOString(),
});

/** Moves the member's row from `from` to `to` if it is still there; the guard says whether the shopper may. */
async function moveReminder(tx: Transaction, rowId: number, from: ReminderState, to: ReminderState) {
  const guard = transition(REMINDER_FLOW, from, to, 'shopper');
  if (!guard.ok) return false;
  const moved = await tx
    .update(reminders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(reminders.id, rowId), eq(reminders.status, from)))
    .returning({ id: reminders.id });
  return moved.length > 0;
}

/**
 * PUT users/me/reminders/{subject}/{id}: on. Five taps at once make one row (the unique index; the losers find it) and
 * one job (its dedupe key); a reminder turned off is turned on again, a sent one stays sent.
 */
export async function turnReminderOn(db: Database, customerId: string, subject: ReminderSubject, id: number, now: Date): Promise<Reminder> {
  const event = await eventOf(db, subject, id, now);
  const refusal = reminderRefusal(event, now);
  if (refusal || !event) throw new AppError(refusal ?? 'REMINDER_EVENT_NOT_FOUND');
  const state = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(reminders)
      .values({ customerId, subject, subjectId: id, status: 'WANTED' })
      .onConflictDoNothing()
      .returning({ status: reminders.status });
    let current = (made?.status as ReminderState | undefined) ?? null;
    if (!current) {
      const [row] = await tx
        .select({ id: reminders.id, status: reminders.status })
        .from(reminders)
        .where(and(eq(reminders.customerId, customerId), eq(reminders.subject, subject), eq(reminders.subjectId, id)))
        .for('update');
      current = (row?.status as ReminderState | undefined) ?? 'WANTED';
      if (row && current === 'OFF' && (await moveReminder(tx, row.id, 'OFF', 'WANTED'))) current = 'WANTED';
    }
    if (current === 'WANTED') await scheduleReminderJob(tx, subject, id, event.startsAt);
    return current;
  });
  return answerOf(subject, id, state, event.startsAt);
}

/** DELETE users/me/reminders/{subject}/{id}: off (a sent one stays sent; none at all answers OFF). */
export async function turnReminderOff(
  db: Database,
  customerId: string,
  subject: ReminderSubject,
  id: number,
  now: Date,
): Promise<Reminder> {
  const event = await eventOf(db, subject, id, now);
  if (!event) throw new AppError('REMINDER_EVENT_NOT_FOUND');
  const state = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reminders.id, status: reminders.status })
      .from(reminders)
      .where(and(eq(reminders.customerId, customerId), eq(reminders.subject, subject), eq(reminders.subjectId, id)))
      .for('update');
    if (!row) return 'OFF' as const;
    const current = row.status as ReminderState;
    return current === 'WANTED' && (await moveReminder(tx, row.id, 'WANTED', 'OFF')) ? 'OFF' : current;
  });
  return answerOf(subject, id, state, event.startsAt);
}

/** GET users/me/reminders: the member's reminders of events still to start, for the pages' buttons. */
export async function myReminders(db: Database, customerId: string, now: Date): Promise<MyReminders> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      subject: reminders.subject,
      id: reminders.subjectId,
      status: reminders.status,
      startsAt: sql<Date>`coalesce(${flashSales.startsAt}, ${liveStreams.startsAt})`.mapWith((value) => new Date(value as string)),
    })
    .from(reminders)
    .leftJoin(flashSales, and(eq(reminders.subject, 'flash_sale'), eq(flashSales.id, reminders.subjectId)))
    .leftJoin(liveStreams, and(eq(reminders.subject, 'live_show'), eq(liveStreams.id, reminders.subjectId)))
    .where(
      and(
        eq(reminders.customerId, customerId),
        inArray(reminders.status, ['WANTED', 'OFF']),
        sql`coalesce(${flashSales.startsAt}, ${liveStreams.startsAt}) > ${at}`,
      ),
    )
    .orderBy(desc(reminders.id))
    .limit(200);
  return rows.map((row) => answerOf(row.subject as ReminderSubject, row.id, row.status as ReminderState, row.startsAt));
}
