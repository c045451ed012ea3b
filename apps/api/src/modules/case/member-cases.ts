import { createHash } from 'node:crypto';
import type { CaseDetail, MyCasesPage, MyCasesQuery, OpenCaseFields } from '@talad/contract';
import { CASE_OPEN_MAX, type Locale } from '@talad/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders, supportCases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { idempotent, type IdempotentAnswer } from '../../platform/idempotency.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto, type EncodedPhoto } from '../../platform/photos.ts';
import { addMessage, lockCase, moveCase, newCaseNo, openCasesOf } from './thread.ts';
import { detailOf, summaryColumns, summaryOf } from './view.ts';

export interface CaseMember {
  customerId: string;
  locale: Locale;
}

/** What a write needs besides its fields: where photos go, the time, and the caller's Idempotency-Key. */
export interface CaseWrite {
  media: MediaStorage;
  now: Date;
  idempotencyKey: string;
}

/** Photos are checked by their content and re-encoded before anything is written: a refused one leaves nothing behind. */
async function encodePhotos(photos: Buffer[]): Promise<EncodedPhoto[]> {
  const encoded: EncodedPhoto[] = [];
  for (const photo of photos) encoded.push(await encodePhoto(photo, 'CASE_PHOTO_INVALID'));
  return encoded;
}

/** The same request is the same text and the same photos (by their bytes' hash). */
const photoHashes = (photos: Buffer[]) => photos.map((photo) => createHash('sha256').update(photo).digest('hex'));

/**
 * POST cases: opens a case, about one of the member's orders or a general topic, with its first message and photos.
 * Keyed by the Idempotency-Key: a repeat answers the first case, never a second one.
 */
export async function openCase(
  db: Database,
  member: CaseMember,
  fields: OpenCaseFields,
  photos: Buffer[],
  write: CaseWrite,
): Promise<IdempotentAnswer<CaseDetail>> {
  const encoded = await encodePhotos(photos);
  const claim = {
    customerId: member.customerId,
    scope: 'POST /cases',
    key: write.idempotencyKey,
    body: { ...fields, photos: photoHashes(photos) },
  };
  return idempotent(db, claim, async (tx) => {
    let orderId: string | null = null;
    if (fields.order_no) {
      // Another member's order is not found, as if it did not exist.
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.orderNo, fields.order_no), eq(orders.customerId, member.customerId)));
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      orderId = order.id;
    }
    // The member's row is the lock of their open cases: two cases opened at once count each other.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, member.customerId)).for('update');
    if ((await openCasesOf(tx, member.customerId)) >= CASE_OPEN_MAX) throw new AppError('CASE_OPEN_LIMIT');
    let caseId: string | null = null;
    for (let attempt = 0; !caseId; attempt += 1) {
      if (attempt === 10) throw new Error('no free case number');
      const [inserted] = await tx
        .insert(supportCases)
        .values({
          caseNo: newCaseNo(write.now),
          customerId: member.customerId,
          orderId,
          topic: fields.topic,
          status: 'OPEN',
          locale: member.locale,
          openedAt: write.now,
          updatedAt: write.now,
          memberSeenAt: write.now,
        })
        .onConflictDoNothing({ target: supportCases.caseNo })
        .returning({ id: supportCases.id });
      caseId = inserted?.id ?? null;
    }
    await addMessage(tx, write.media, { caseId, author: 'MEMBER', body: fields.message, photos: encoded, now: write.now });
    return { status: 200, answer: await detailOf(tx, caseId) };
  });
}

/**
 * POST cases/{case_no}/messages: the member's reply. An ANSWERED case is OPEN again (waiting for the staff); a CLOSED
 * one takes no reply (CASE_CLOSED: the member opens a new case, see CASE_FLOW). Keyed by the Idempotency-Key.
 */
export async function replyToCase(
  db: Database,
  member: CaseMember,
  caseNo: string,
  message: string,
  photos: Buffer[],
  write: CaseWrite,
): Promise<IdempotentAnswer<CaseDetail>> {
  const encoded = await encodePhotos(photos);
  const claim = {
    customerId: member.customerId,
    scope: `POST /cases/${caseNo}/messages`,
    key: write.idempotencyKey,
    body: { message, photos: photoHashes(photos) },
  };
  return idempotent(db, claim, async (tx) => {
    const found = await lockCase(tx, caseNo, member.customerId);
    if (found.status === 'CLOSED') throw new AppError('CASE_CLOSED');
    if (found.status === 'ANSWERED') await moveCase(tx, found, 'OPEN', 'shopper', write.now);
    await addMessage(tx, write.media, { caseId: found.id, author: 'MEMBER', body: message, photos: encoded, now: write.now });
    await tx.update(supportCases).set({ memberSeenAt: write.now }).where(eq(supportCases.id, found.id));
    return { status: 200, answer: await detailOf(tx, found.id) };
  });
}

/** POST cases/{case_no}/close: the member settles their case; closing a closed case again answers it as it is. */
export async function closeMyCase(db: Database, member: CaseMember, caseNo: string, now: Date): Promise<CaseDetail> {
  return db.transaction(async (tx) => {
    const found = await lockCase(tx, caseNo, member.customerId);
    if (found.status !== 'CLOSED') await moveCase(tx, found, 'CLOSED', 'shopper', now);
    return detailOf(tx, found.id);
  });
}

/** GET cases/{case_no}: the member's own case with its thread; reading it marks the staff's answers seen. */
export async function myCase(db: Database, member: CaseMember, caseNo: string, now: Date): Promise<CaseDetail> {
  const [found] = await db
    .update(supportCases)
    .set({ memberSeenAt: now })
    .where(and(eq(supportCases.caseNo, caseNo), eq(supportCases.customerId, member.customerId)))
    .returning({ id: supportCases.id });
  if (!found) throw new AppError('CASE_NOT_FOUND');
  return detailOf(db, found.id);
}

/** GET cases: the member's cases, the latest activity first, optionally of one status. */
export async function myCases(db: Database, member: CaseMember, query: MyCasesQuery): Promise<MyCasesPage> {
  const where = and(eq(supportCases.customerId, member.customerId), query.status ? eq(supportCases.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(supportCases)
      .leftJoin(orders, eq(orders.id, supportCases.orderId))
      .where(where)
      .orderBy(desc(supportCases.updatedAt), desc(supportCases.openedAt), desc(supportCases.caseNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(supportCases).where(where),
  ]);
  const all = total?.value ?? 0;
  return { items: rows.map(summaryOf), total: all, page: query.page, size: query.size, total_pages: Math.ceil(all / query.size) };
}
