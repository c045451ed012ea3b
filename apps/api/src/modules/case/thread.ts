import { randomInt, randomUUID } from 'node:crypto';
import { CASE_FLOW, transition, type Actor, type CaseAuthor, type CaseState } from '@talad/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { jobs, supportCaseMessages, supportCasePhotos, supportCases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';
import type { EncodedPhoto } from '../../platform/photos.ts';

export type CaseRow = typeof supportCases.$inferSelect;

/** The job that e-mails one staff message to the member (payload { messageId }), after its transaction committed. */
export const CASE_ANSWER_MESSAGE_JOB = 'case-answer-message';

/** CS + yymmdd (Bangkok) + 6 digits; unique in the table (a clash is drawn again by the caller's insert). */
export function newCaseNo(now: Date): string {
  const bangkok = new Date(now.getTime() + 7 * 3_600_000).toISOString();
  return `CS${bangkok.slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The case by number, its row locked for the rest of the transaction: a reply and an answer of one case run one after
 * the other. `customerId` keeps a member to their own cases: another member's case is not found (404), never refused.
 */
export async function lockCase(tx: Transaction, caseNo: string, customerId?: string): Promise<CaseRow> {
  const [found] = await tx
    .select()
    .from(supportCases)
    .where(and(eq(supportCases.caseNo, caseNo), customerId ? eq(supportCases.customerId, customerId) : undefined))
    .for('update');
  if (!found) throw new AppError('CASE_NOT_FOUND');
  return found;
}

/** One move of the case's table (decision 0013); the case's row is locked, so it is still in the state read. */
export async function moveCase(tx: Transaction, found: CaseRow, to: CaseState, actor: Actor, now: Date): Promise<void> {
  const allowed = transition(CASE_FLOW, found.status as CaseState, to, actor);
  if (!allowed.ok) throw new AppError(found.status === 'CLOSED' ? 'CASE_CLOSED' : allowed.error);
  await tx
    .update(supportCases)
    .set({ status: to, closedAt: to === 'CLOSED' ? now : null })
    .where(and(eq(supportCases.id, found.id), eq(supportCases.status, found.status)));
}

/**
 * Adds a message with its photos (already re-encoded) to the thread; the case's last activity moves with it. A staff
 * message names who of the staff wrote it (for the desk) and is e-mailed to the member by a job, so the e-mail goes
 * only once the message is committed. Answers the message's id.
 */
export async function addMessage(
  tx: Transaction,
  media: MediaStorage,
  message: { caseId: string; author: CaseAuthor; body: string; photos: EncodedPhoto[]; now: Date; staff?: { id: string; name: string } },
): Promise<number> {
  const [written] = await tx
    .insert(supportCaseMessages)
    .values({
      caseId: message.caseId,
      author: message.author,
      body: message.body,
      staffId: message.staff?.id ?? null,
      staffName: message.staff?.name ?? null,
      createdAt: message.now,
    })
    .returning({ id: supportCaseMessages.id });
  if (!written) throw new Error('the message was not written');
  for (const photo of message.photos) {
    // Unguessable keys: the photo is served to whoever holds its address, as the thread's reader does.
    const base = `cases/${message.caseId}/${randomUUID()}`;
    await media.put(`${base}.webp`, photo.photo);
    await media.put(`${base}-thumb.webp`, photo.thumbnail);
    await tx.insert(supportCasePhotos).values({
      messageId: written.id,
      fileKey: `${base}.webp`,
      thumbnailKey: `${base}-thumb.webp`,
      width: photo.width,
      height: photo.height,
    });
  }
  await tx.update(supportCases).set({ updatedAt: message.now }).where(eq(supportCases.id, message.caseId));
  if (message.author === 'STAFF') await tx.insert(jobs).values({ kind: CASE_ANSWER_MESSAGE_JOB, payload: { messageId: written.id } });
  return written.id;
}

/** Cases of the member that are not closed yet. */
export async function openCasesOf(tx: Transaction, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(supportCases)
    .where(and(eq(supportCases.customerId, customerId), sql`${supportCases.status} <> 'CLOSED'`));
  return row?.value ?? 0;
}
