import type { AdminReview, ReviewReport } from '@talad/contract';
import type { ReviewReportReason } from '@talad/domain';
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { reviewReports, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * Members report reviews to the desk (issue #29): once per member per review, never their own, only a review the
 * product page shows. Open reports flag the review in the moderation queue until the staff dismiss them or hide it.
 */

type Db = Database | Transaction;
type ReportRow = typeof reviewReports.$inferSelect;

const reportOf = (row: ReportRow): ReviewReport => ({
  report_id: row.id,
  review_id: row.reviewId,
  reason: row.reason as ReviewReportReason,
  note: row.note,
  reported_at: row.reportedAt.toISOString(),
});

/**
 * POST reviews/{id}/report. The (review, member) key decides: a repeat, or two sent at once (the second waits on the
 * key, then finds the first), answers the first report unchanged.
 */
export async function reportReview(
  db: Database,
  customerId: string,
  reviewId: number,
  report: { reason: ReviewReportReason; note: string },
): Promise<ReviewReport> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ customerId: reviews.customerId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'REVIEWED'), isNull(reviews.hiddenAt)));
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    if (review.customerId === customerId) throw new AppError('REVIEW_REPORT_OWN');
    const [added] = await tx
      .insert(reviewReports)
      .values({ reviewId, customerId, reason: report.reason, note: report.note })
      .onConflictDoNothing()
      .returning();
    if (added) return reportOf(added);
    const [first] = await tx
      .select()
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.customerId, customerId)));
    if (!first) throw new Error('reportReview: the report neither written nor found');
    return reportOf(first);
  });
}

const open = (reviewId: number) => and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.closedAt));

/** Closes a review's open reports (dismissed, or answered by hiding it) in the caller's transaction: how many. */
export async function closeReports(tx: Transaction, reviewId: number, now: Date): Promise<number> {
  const closed = await tx.update(reviewReports).set({ closedAt: now }).where(open(reviewId)).returning({ id: reviewReports.id });
  return closed.length;
}

/** The open reports of each review in `ids`: how many, per reason (the most first), and the notes members wrote. */
export async function openReportsOf(db: Db, ids: number[]): Promise<Map<number, AdminReview['open_reports']>> {
  const summaries = new Map<number, AdminReview['open_reports']>();
  if (ids.length === 0) return summaries;
  const where = and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.closedAt));
  const [counts, notes] = await Promise.all([
    db
      .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, reports: count() })
      .from(reviewReports)
      .where(where)
      .groupBy(reviewReports.reviewId, reviewReports.reason),
    db
      .select({ reviewId: reviewReports.reviewId, note: reviewReports.note })
      .from(reviewReports)
      .where(and(where, ne(reviewReports.note, ''))),
  ]);
  for (const row of counts) {
    const summary = summaries.get(row.reviewId) ?? { count: 0, reasons: [], notes: [] };
    summary.count += row.reports;
    summary.reasons.push({ reason: row.reason as ReviewReportReason, count: row.reports });
    summaries.set(row.reviewId, summary);
  }
  for (const row of notes) summaries.get(row.reviewId)?.notes.push(row.note);
  for (const summary of summaries.values()) summary.reasons.sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return summaries;
}
