import type { AdminReview, AdminReviewsPage, AdminReviewsQuery } from '@talad/contract';
import { and, desc, eq, exists, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { reviewReports, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, exactTime, pageOfRows, pastKey } from '../../platform/keyset.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import { closeReports, openReportsOf } from './reports.ts';
import { reviewItems, type ReviewViewer } from './view.ts';

/**
 * Review moderation (issue #26): the staff hide a written review from the product page with a reason, or restore it,
 * and the shop replies to it. Each change writes one audit entry in its own transaction; a request that changes
 * nothing (hiding a hidden review, the same reply again) writes none and answers the review as it is.
 */

type ReviewRow = typeof reviews.$inferSelect;

/** Who moderates, and from where: the audit entry's actor and context. */
export interface Moderator {
  actor: AuditActor;
  context: AuditContext;
}

const reviewEntity = (id: number) => ({ type: 'review', id });

/** A written review, locked for the rest of the transaction; a review not written yet is not the desk's (404). */
async function lockWritten(tx: Transaction, reviewId: number): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'REVIEWED')))
    .for('update');
  if (!row) throw new AppError('REVIEW_NOT_FOUND');
  return row;
}

/**
 * POST admin/reviews/{id}/hide {reason}: off the product page; hiding a hidden review keeps its first reason. The
 * members' open reports are answered by the hide and closed with it (the entry counts them).
 */
export async function hideReview(db: Database, reviewId: number, reason: string, moderator: Moderator, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockWritten(tx, reviewId);
    if (row.hiddenAt) return;
    await tx.update(reviews).set({ hiddenAt: now, hiddenReason: reason }).where(eq(reviews.id, reviewId));
    const reports = await closeReports(tx, reviewId, now);
    await recordAudit(tx, {
      ...moderator,
      action: 'review.hide',
      entity: reviewEntity(reviewId),
      before: { hidden: false, open_reports: reports },
      after: { hidden: true, open_reports: 0 },
      reason,
    });
  });
}

/** POST admin/reviews/{id}/restore: back on the product page (a visible review stays as it is). */
export async function restoreReview(db: Database, reviewId: number, moderator: Moderator): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockWritten(tx, reviewId);
    if (!row.hiddenAt) return;
    await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      ...moderator,
      action: 'review.restore',
      entity: reviewEntity(reviewId),
      before: { hidden: true, hidden_reason: row.hiddenReason },
      after: { hidden: false },
    });
  });
}

/** POST admin/reviews/{id}/dismiss-reports: the members' open reports closed, the review left as it is (issue #29). */
export async function dismissReports(db: Database, reviewId: number, moderator: Moderator, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWritten(tx, reviewId);
    const reports = await closeReports(tx, reviewId, now);
    if (reports === 0) return;
    await recordAudit(tx, {
      ...moderator,
      action: 'review.reports.dismiss',
      entity: reviewEntity(reviewId),
      before: { open_reports: reports },
      after: { open_reports: 0 },
    });
  });
}

/** PUT admin/reviews/{id}/reply {text}: writes the shop's reply, or replaces it (the audit entry keeps the old one). */
export async function replyToReview(db: Database, reviewId: number, text: string, moderator: Moderator, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockWritten(tx, reviewId);
    if (row.replyText === text) return;
    await tx.update(reviews).set({ replyText: text, repliedAt: now }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      ...moderator,
      action: 'review.reply',
      entity: reviewEntity(reviewId),
      before: { reply: row.replyText },
      after: { reply: text },
    });
  });
}

/** The list's sort key: the time last written (exact text), then the id, both descending. */
const cursorKey = z.tuple([z.string().max(64), z.number().int()]);

const STATE_FILTER: Record<NonNullable<AdminReviewsQuery['state']>, SQL> = {
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
  reported: exists(
    sql`(select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.closedAt} is null)`,
  ),
};

/** The star a review counts under on the product page: its score rounded half up. */
const starIs = (star: number) => and(gte(reviews.scoreTenths, star * 10 - 5), lt(reviews.scoreTenths, star * 10 + 5));

/** The desk's view of reviews (their product page's view plus who wrote them, the order, and the moderation). */
async function adminReviewsOf(db: Database | Transaction, rows: ReviewRow[], viewer: ReviewViewer): Promise<AdminReview[]> {
  const items = new Map(
    (
      await reviewItems(
        db,
        rows.map((row) => row.id),
        viewer,
        true,
      )
    ).map((item) => [item.review_id, item]),
  );
  const reports = await openReportsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const item = items.get(row.id);
    if (!item || row.reviewedAt === null || row.scoreTenths === null) return [];
    return {
      review_id: row.id,
      product_id: item.product_id,
      product_name: item.product_name,
      product_slug: item.product_slug,
      customer_id: row.customerId,
      user_name: item.user_name,
      order_no: item.order_no ?? '',
      product_quality_rating: row.productQualityRating ?? 0,
      shipping_service_rating: row.shippingServiceRating ?? 0,
      sales_service_rating: row.salesServiceRating ?? 0,
      score: row.scoreTenths / 10,
      comment: row.comment,
      likes: row.likes,
      images: item.images,
      videos: item.videos,
      reviewed_at: row.reviewedAt.toISOString(),
      state: row.hiddenAt ? 'hidden' : 'visible',
      hidden: row.hiddenAt && row.hiddenReason !== null ? { reason: row.hiddenReason, hidden_at: row.hiddenAt.toISOString() } : null,
      seller_reply: item.seller_reply,
      open_reports: reports.get(row.id) ?? { count: 0, reasons: [], notes: [] },
    };
  });
}

/** GET admin/reviews: written reviews, the newest written first, by state and star; keyset pages. */
export async function moderationList(db: Database, query: AdminReviewsQuery, viewer: ReviewViewer): Promise<AdminReviewsPage> {
  const filters = and(
    eq(reviews.status, 'REVIEWED'),
    query.state ? STATE_FILTER[query.state] : undefined,
    query.rating ? starIs(query.rating) : undefined,
  );
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
  const page = after ? and(filters, pastKey([reviews.reviewedAt, reviews.id], after, 'desc')) : filters;
  const [rows, total] = await Promise.all([
    db
      .select({ row: reviews, key: exactTime(reviews.reviewedAt) })
      .from(reviews)
      .where(page)
      .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
      .limit(query.size + 1),
    approximateTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(reviews)
        .where(filters),
    ),
  ]);
  const shown = await adminReviewsOf(
    db,
    rows.slice(0, query.size).map(({ row }) => row),
    viewer,
  );
  const byId = new Map(shown.map((item) => [item.review_id, item]));
  const keyed = pageOfRows(
    rows,
    query.size,
    ({ row, key }) => [key, row.id],
    ({ row }) => byId.get(row.id),
  );
  return { items: keyed.items.filter((item) => item !== undefined), next_cursor: keyed.next_cursor, ...total };
}

/** One review as the desk sees it (the answer of each moderation). */
export async function moderatedReview(db: Database, reviewId: number, viewer: ReviewViewer): Promise<AdminReview> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'REVIEWED')));
  const [review] = await adminReviewsOf(db, rows, viewer);
  if (!review) throw new AppError('REVIEW_NOT_FOUND');
  return review;
}
