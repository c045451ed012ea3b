import type { ReviewItem, ReviewMedia } from '@talad/contract';
import { pickText, type Locale, type ReviewMediaKind, type ReviewMediaState, type ReviewState } from '@talad/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, orderLines, orders, products, reviewLikes, reviewMedia, reviews } from '../../db/schema/index.ts';
import { lookups, optionLabel } from '../catalog/index.ts';

type Db = Database | Transaction;

/** Who looks: their likes show as is_liked; the owner's own view also shows order details and media still processing. */
export interface ReviewViewer {
  customerId: string | null;
  locale: Locale;
  /** The API's public origin: media URLs are absolute. */
  publicUrl: string;
}

const NAMELESS = { th: 'สมาชิก', en: 'Member' } as const;

/** On the product page a reviewer shows as "Somchai K."; a deleted account as "Member". */
export function publicName(row: { displayName: string | null; firstname: string | null; lastname: string | null }, locale: Locale) {
  if (row.displayName?.trim()) return row.displayName.trim();
  const first = row.firstname?.trim();
  if (!first) return NAMELESS[locale];
  const initial = row.lastname?.trim().charAt(0);
  return initial ? `${first} ${initial}.` : first;
}

/** "Color:black" → "ดำ" / "Black" for each option value named; a value the shop has no label for reads as itself. */
export async function variationLabels(
  db: Db,
  pairs: Array<[name: string, value: string]>,
  locale: Locale,
): Promise<Record<string, string>> {
  const table = await lookups(db);
  return Object.fromEntries(pairs.map(([name, value]) => [`${name}:${value}`, optionLabel(table, name, value, locale)]));
}

const mediaUrl = (viewer: ReviewViewer, key: string | null) => (key ? `${viewer.publicUrl}/media/${key}` : null);

function mediaOf(row: typeof reviewMedia.$inferSelect, viewer: ReviewViewer): ReviewMedia {
  return {
    media_id: row.id,
    kind: row.kind as ReviewMediaKind,
    status: row.status as ReviewMediaState,
    url: row.status === 'READY' ? mediaUrl(viewer, row.fileKey) : null,
    thumbnail_url: row.status === 'READY' ? mediaUrl(viewer, row.thumbnailKey) : null,
    poster_url: row.status === 'READY' ? mediaUrl(viewer, row.posterKey) : null,
    width: row.width,
    height: row.height,
    duration_seconds: row.durationMs === null ? null : Math.round(row.durationMs / 100) / 10,
  };
}

/**
 * The review items of `ids`, in that order. `own` is the member's own lists and detail: order details, and media not
 * (yet) ready, which the product page never shows.
 */
export async function reviewItems(db: Db, ids: number[], viewer: ReviewViewer, own: boolean): Promise<ReviewItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      review: reviews,
      line: { name: orderLines.name, image: orderLines.image, productCode: orderLines.productCode, productSlug: orderLines.productSlug },
      orderNo: orders.orderNo,
      author: {
        displayName: customers.displayName,
        firstname: customers.firstname,
        lastname: customers.lastname,
        imageKey: customers.imageKey,
      },
      productCode: products.code,
    })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(inArray(reviews.id, ids));
  const media = await db.select().from(reviewMedia).where(inArray(reviewMedia.reviewId, ids)).orderBy(asc(reviewMedia.id));
  const liked = viewer.customerId
    ? new Set(
        (
          await db
            .select({ reviewId: reviewLikes.reviewId })
            .from(reviewLikes)
            .where(and(inArray(reviewLikes.reviewId, ids), eq(reviewLikes.customerId, viewer.customerId)))
        ).map((like) => like.reviewId),
      )
    : new Set<number>();
  const byId = new Map(rows.map((row) => [row.review.id, row]));
  const labels = await variationLabels(
    db,
    rows.flatMap((row) => Object.entries(row.review.variations)),
    viewer.locale,
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { review } = row;
    const shown = media.filter((item) => item.reviewId === id && (own || item.status === 'READY')).map((item) => mediaOf(item, viewer));
    return {
      review_id: review.id,
      status: review.status as ReviewState,
      user_name: publicName(row.author, viewer.locale),
      user_image: mediaUrl(viewer, row.author.imageKey),
      reviewed_date: review.reviewedAt?.toISOString() ?? null,
      product_quality_rating: review.productQualityRating,
      shipping_service_rating: review.shippingServiceRating,
      sales_service_rating: review.salesServiceRating,
      score: review.scoreTenths === null ? null : review.scoreTenths / 10,
      comment: review.comment,
      likes: review.likes,
      is_liked: liked.has(review.id),
      images: shown.filter((item) => item.kind === 'IMAGE'),
      videos: shown.filter((item) => item.kind === 'VIDEO'),
      media_processing: shown.some((item) => item.status === 'PROCESSING'),
      product_id: row.productCode,
      product_slug: row.line.productSlug,
      product_image: row.line.image,
      product_name: pickText(row.line.name, viewer.locale),
      variations: review.variations,
      variation_labels: Object.fromEntries(
        Object.entries(review.variations).map(([name, value]) => [`${name}:${value}`, labels[`${name}:${value}`] ?? value]),
      ),
      order_no: own ? row.orderNo : null,
      order_line_id: own ? review.orderLineId : null,
      variation_choices: null,
      seller_reply:
        review.replyText !== null && review.repliedAt ? { text: review.replyText, replied_at: review.repliedAt.toISOString() } : null,
    };
  });
}
