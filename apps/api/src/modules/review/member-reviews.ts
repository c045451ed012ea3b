import type { MyReviewsPage, ReviewItem, WriteReviewBody } from '@talad/contract';
import { REVIEW_CASHBACK_SATANG, scoreTenthsOf, type ReviewState } from '@talad/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { productVariants, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { creditCashback } from '../cashback/index.ts';
import { reviewItems, variationLabels, type ReviewViewer } from './view.ts';

type Db = Database | Transaction;

/** The member's review, locked for a change when `forUpdate`; another member's (or none) is REVIEW_NOT_FOUND. */
export async function ownReview(db: Db, customerId: string, reviewId: number, forUpdate = false) {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.customerId, customerId)));
  const [review] = forUpdate ? await query.for('update') : await query;
  if (!review) throw new AppError('REVIEW_NOT_FOUND');
  return review;
}

/** Waiting for review (oldest order first would bury new ones: newest first) or written (last written first). */
export async function myReviews(
  db: Database,
  viewer: ReviewViewer & { customerId: string },
  state: ReviewState,
  { limit, offset }: { limit: number; offset: number },
): Promise<MyReviewsPage> {
  const mine = and(eq(reviews.customerId, viewer.customerId), eq(reviews.status, state));
  const order = state === 'WAITING' ? [desc(reviews.openedAt), desc(reviews.id)] : [desc(reviews.reviewedAt), desc(reviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(mine)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reviews).where(mine),
  ]);
  const items = await reviewItems(
    db,
    rows.map((row) => row.id),
    viewer,
    true,
  );
  return { items, total: total?.value ?? 0, limit, offset };
}

/** How many of the member's bought lines wait for a review (the account badge, users/me/my-wishlist-review/count). */
export async function waitingForReviewCount(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.status, 'WAITING')));
  return row?.value ?? 0;
}

/** Option name → the values the product is sold in, in the shop's order: what write-review may choose from. */
async function variationChoices(db: Db, productId: number): Promise<Record<string, string[]>> {
  const variants = await db
    .select({ options: productVariants.options })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  const choices: Record<string, string[]> = {};
  for (const { options } of variants) {
    for (const [name, value] of Object.entries(options)) {
      const values = (choices[name] ??= []);
      if (!values.includes(value)) values.push(value);
    }
  }
  return choices;
}

export async function reviewDetail(db: Database, viewer: ReviewViewer & { customerId: string }, reviewId: number): Promise<ReviewItem> {
  const review = await ownReview(db, viewer.customerId, reviewId);
  const [item] = await reviewItems(db, [review.id], viewer, true);
  if (!item) throw new AppError('REVIEW_NOT_FOUND');
  const choices = await variationChoices(db, review.productId);
  const choiceLabels = await variationLabels(
    db,
    Object.entries(choices).flatMap(([name, values]) => values.map((value): [string, string] => [name, value])),
    viewer.locale,
  );
  return { ...item, variation_choices: choices, variation_labels: { ...choiceLabels, ...item.variation_labels } };
}

/** Each chosen option must be one the product has, with a value it is sold in; the rest stays as bought. */
function chosenVariations(bought: Record<string, string>, chosen: Record<string, string> | undefined, choices: Record<string, string[]>) {
  if (!chosen) return bought;
  const errors = Object.entries(chosen)
    .filter(([name, value]) => !choices[name]?.includes(value))
    .map(([name]) => ({ field: `variations.${name}`, reason: 'is not a variation of this product' }));
  if (errors.length > 0) throw new AppError('BAD_REQUEST', { errors });
  return { ...bought, ...chosen };
}

/**
 * Writes the review, or rewrites it (the spec's write-review edits too). The first write of a line credits its REVIEW
 * cashback in the same transaction; the row lock makes two racing first writes one credit, and the cashback's source
 * key (`review:<order line>`) makes it once per line even if the review were ever reopened.
 */
export async function writeReview(db: Database, customerId: string, body: WriteReviewBody) {
  return db.transaction(async (tx) => {
    const review = await ownReview(tx, customerId, body.review_id, true);
    const ratings = [body.product_quality_rating, body.shipping_service_rating, body.sales_service_rating] as const;
    const variations = chosenVariations(review.variations, body.variations, await variationChoices(tx, review.productId));
    await tx
      .update(reviews)
      .set({
        status: 'REVIEWED',
        productQualityRating: ratings[0],
        shippingServiceRating: ratings[1],
        salesServiceRating: ratings[2],
        scoreTenths: scoreTenthsOf(ratings),
        comment: body.comment ?? '',
        variations,
        reviewedAt: sql`now()`,
      })
      .where(eq(reviews.id, review.id));
    if (review.status === 'WAITING') {
      await creditCashback(tx, { customerId, type: 'REVIEW', amount: REVIEW_CASHBACK_SATANG, sourceKey: `review:${review.orderLineId}` });
    }
    return review.id;
  });
}
