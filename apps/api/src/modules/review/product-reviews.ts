import type { ProductReviewsPage, RatingSummary, ReviewLike } from '@talad/contract';
import type { ReviewFilter } from '@talad/domain';
import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, reviewLikes, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { reviewItems, type ReviewViewer } from './view.ts';

type Sort = 'lasted' | 'max_to_min_score' | 'min_to_max_score' | 'max_to_min_like' | 'min_to_max_like';

/** Spec §3's five sorts; ties are the newest first, then the higher id, so pages never overlap. */
const SORT_ORDER: Record<Sort, SQL[]> = {
  lasted: [],
  max_to_min_score: [desc(reviews.scoreTenths)],
  min_to_max_score: [asc(reviews.scoreTenths)],
  max_to_min_like: [desc(reviews.likes)],
  min_to_max_like: [asc(reviews.likes)],
};

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  all: undefined,
  with_photo: gt(reviews.readyPhotos, 0),
  with_video: gt(reviews.readyVideos, 0),
};

/** A review's star is its score rounded half up: 4.5 → 5, 4.4 → 4 (the summary's counts use the same rule). */
const starOf = sql<number>`((${reviews.scoreTenths} + 5) / 10)`;

async function productIdOf(db: Database, code: string): Promise<number> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product.id;
}

/** What the product page shows: written reviews the staff have not hidden (issue #26); its list, counts and average alike. */
const shown = and(eq(reviews.status, 'REVIEWED'), isNull(reviews.hiddenAt));
const written = (productId: number) => and(eq(reviews.productId, productId), shown);

/** The written reviews' average score and count per star, with how many carry photos or a video. */
export async function productRatingSummary(db: Database, code: string): Promise<RatingSummary> {
  const productId = await productIdOf(db, code);
  const rows = await db
    .select({
      star: starOf,
      reviews: count(),
      scoreTenths: sql<string>`sum(${reviews.scoreTenths})`,
      withPhoto: sql<string>`count(*) filter (where ${reviews.readyPhotos} > 0)`,
      withVideo: sql<string>`count(*) filter (where ${reviews.readyVideos} > 0)`,
    })
    .from(reviews)
    .where(written(productId))
    .groupBy(starOf);
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let tenths = 0;
  let withPhoto = 0;
  let withVideo = 0;
  for (const row of rows) {
    counts[Number(row.star) as 1 | 2 | 3 | 4 | 5] = row.reviews;
    total += row.reviews;
    tenths += Number(row.scoreTenths);
    withPhoto += Number(row.withPhoto);
    withVideo += Number(row.withVideo);
  }
  return {
    product_id: code,
    average: total === 0 ? 0 : Math.round(tenths / total) / 10,
    total,
    counts,
    with_photo: withPhoto,
    with_video: withVideo,
  };
}

export async function productReviews(
  db: Database,
  viewer: ReviewViewer,
  code: string,
  query: { sort: Sort; filter: ReviewFilter; star?: number | undefined; page: number; size: number },
): Promise<ProductReviewsPage> {
  const productId = await productIdOf(db, code);
  const star = query.star ? and(gte(reviews.scoreTenths, query.star * 10 - 5), lt(reviews.scoreTenths, query.star * 10 + 5)) : undefined;
  const where = and(written(productId), FILTERS[query.filter], star);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(where)
      .orderBy(...SORT_ORDER[query.sort], desc(reviews.reviewedAt), desc(reviews.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  const items = await reviewItems(
    db,
    rows.map((row) => row.id),
    viewer,
    false,
  );
  const totalCount = total?.value ?? 0;
  return { items, total: totalCount, page: query.page, size: query.size, total_pages: Math.ceil(totalCount / query.size) };
}

/**
 * Like or unlike a written review, once per member: the like row's key decides, and the counter moves only when a
 * row was really added or removed, so the same request twice, or two racing, count once.
 */
export async function setLike(db: Database, customerId: string, reviewId: number, liked: boolean): Promise<ReviewLike> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), shown));
    if (!review) throw new AppError('REVIEW_NOT_FOUND');
    const changed = liked
      ? await tx.insert(reviewLikes).values({ reviewId, customerId }).onConflictDoNothing().returning({ reviewId: reviewLikes.reviewId })
      : await tx
          .delete(reviewLikes)
          .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.customerId, customerId)))
          .returning({ reviewId: reviewLikes.reviewId });
    const step = changed.length === 0 ? 0 : liked ? 1 : -1;
    const [after] = await tx
      .update(reviews)
      .set({ likes: sql`${reviews.likes} + ${step}` })
      .where(eq(reviews.id, reviewId))
      .returning({ likes: reviews.likes });
    return { review_id: reviewId, likes: after?.likes ?? 0, is_liked: liked };
  });
}
