import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { products } from './catalog.ts';
import { createdAt, timestamptz } from './columns.ts';
import { orderLines } from './commerce.ts';

/**
 * One review per bought order line: opened WAITING when the order completes (the order's openReviews effect),
 * REVIEWED once the member writes it; rewriting keeps the row. Counters (likes, ready photos and videos) live on
 * the row so the product page sorts and filters on one indexed table.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** REVIEW_STATES: WAITING or REVIEWED. */
    status: text('status').notNull(),
    /** The variation the review is about (option name → value): what was bought unless the member chose another. */
    variations: jsonb('variations').$type<Record<string, string>>().notNull(),
    productQualityRating: smallint('product_quality_rating'),
    shippingServiceRating: smallint('shipping_service_rating'),
    salesServiceRating: smallint('sales_service_rating'),
    /** Ten times the mean of the three ratings, rounded (10–50): what the score sorts and the star filter use. */
    scoreTenths: smallint('score_tenths'),
    comment: text('comment').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    readyPhotos: smallint('ready_photos').notNull().default(0),
    readyVideos: smallint('ready_videos').notNull().default(0),
    openedAt: createdAt(),
    reviewedAt: timestamptz('reviewed_at'),
    /**
     * Hidden by the staff (issue #26): off the product page's list, counts and average, still in its author's own
     * lists. The reason is the desk's; who hid it is in the audit log.
     */
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /** The shop's reply, shown under the review ("Seller's reply"); replaced when written again. */
    replyText: text('reply_text'),
    repliedAt: timestamptz('replied_at'),
  },
  (table) => [
    uniqueIndex('reviews_order_line_idx').on(table.orderLineId),
    index('reviews_customer_idx').on(table.customerId, table.status, table.openedAt),
    index('reviews_product_idx')
      .on(table.productId, table.reviewedAt)
      .where(sql`${table.status} = 'REVIEWED' and ${table.hiddenAt} is null`),
    /** The moderation list: written reviews, the newest written first (keyset on reviewed_at, id). */
    index('reviews_moderation_idx')
      .on(table.reviewedAt, table.id)
      .where(sql`${table.status} = 'REVIEWED'`),
    check('reviews_status', sql`${table.status} in ('WAITING', 'REVIEWED')`),
    check(
      'reviews_ratings',
      sql`(${table.status} = 'WAITING') or (${table.productQualityRating} between 1 and 5 and ${table.shippingServiceRating} between 1 and 5 and ${table.salesServiceRating} between 1 and 5 and ${table.scoreTenths} between 10 and 50)`,
    ),
    check('reviews_likes_not_negative', sql`${table.likes} >= 0`),
    check('reviews_hidden', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check('reviews_reply', sql`(${table.repliedAt} is null) = (${table.replyText} is null)`),
  ],
);

/**
 * A photo or video of a review. Photos are re-encoded on upload (READY at once); a video is stored as uploaded and
 * PROCESSING until the review-video job made its MP4 and poster (READY) or gave up (FAILED).
 */
export const reviewMedia = pgTable(
  'review_media',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** REVIEW_MEDIA_KINDS: IMAGE or VIDEO. */
    kind: text('kind').notNull(),
    /** REVIEW_MEDIA_STATES: PROCESSING, READY or FAILED. */
    status: text('status').notNull(),
    /** The upload as received (videos only, until converted), then the served file, thumbnail and poster. */
    sourceKey: text('source_key'),
    fileKey: text('file_key'),
    thumbnailKey: text('thumbnail_key'),
    posterKey: text('poster_key'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (table) => [
    index('review_media_review_idx').on(table.reviewId, table.id),
    check('review_media_kind', sql`${table.kind} in ('IMAGE', 'VIDEO')`),
    check('review_media_status', sql`${table.status} in ('PROCESSING', 'READY', 'FAILED')`),
  ],
);

/** One like per member and review; the review's `likes` counter moves in the same transaction. */
export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    likedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.customerId] })],
);

/**
 * A member's report of a review to the desk (issue #29): one per member per review (the key decides, so a repeat or
 * two at once make one). Open until the staff dismiss the review's reports or hide it; closed ones stay as history.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    reportedAt: timestamptz('reported_at').notNull().defaultNow(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    uniqueIndex('review_reports_member_idx').on(table.reviewId, table.customerId),
    /** The queue's "reported" tab and each card's open count. */
    index('review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.closedAt} is null`),
    check('review_reports_reason', sql`${table.reason} in ('spam', 'offensive', 'off_topic', 'personal_info', 'other')`),
  ],
);
