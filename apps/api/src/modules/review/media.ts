import { randomUUID } from 'node:crypto';
import {
  REVIEW_MAX_PHOTOS,
  REVIEW_MAX_VIDEOS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_VIDEO_MAX_BYTES,
  REVIEW_VIDEO_MAX_SECONDS,
  type ReviewMediaKind,
} from '@talad/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, reviewMedia, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto } from '../../platform/photos.ts';
import type { VideoTools } from '../../platform/video-tools.ts';
import { probeUpload, type ProbedVideo } from '../../platform/ffmpeg.ts';
import { ownReview } from './member-reviews.ts';
import { sniffUpload } from '../../platform/sniff.ts';

export const REVIEW_VIDEO_JOB = 'review-video';

const LIMITS: Record<ReviewMediaKind, number> = { IMAGE: REVIEW_MAX_PHOTOS, VIDEO: REVIEW_MAX_VIDEOS };

/** ffprobe reads the upload from a temporary file: it must be a video it can read, no longer than the limit. */
async function checkVideo(tools: VideoTools, bytes: Buffer, extension: string): Promise<ProbedVideo> {
  const probed = await probeUpload(tools, bytes, extension);
  if (!probed) throw new AppError('REVIEW_VIDEO_UNREADABLE');
  if (probed.durationMs > REVIEW_VIDEO_MAX_SECONDS * 1000) throw new AppError('REVIEW_VIDEO_TOO_LONG');
  return probed;
}

/**
 * Inside the review's row lock (two uploads racing count each other): a kind over its limit is refused; media that
 * failed conversion does not count.
 */
async function checkRoom(tx: Parameters<Parameters<Database['transaction']>[0]>[0], reviewId: number, kind: ReviewMediaKind) {
  const [held] = await tx
    .select({ value: count() })
    .from(reviewMedia)
    .where(and(eq(reviewMedia.reviewId, reviewId), eq(reviewMedia.kind, kind), ne(reviewMedia.status, 'FAILED')));
  if ((held?.value ?? 0) >= LIMITS[kind]) throw new AppError('REVIEW_MEDIA_LIMIT');
}

/**
 * POST reviews/add-media: a photo is stored READY at once; a video is kept as uploaded and PROCESSING until the
 * review-video job made its MP4 and poster. Every check runs before anything is written: a refused file leaves the
 * review as it was.
 */
export async function addMedia(
  db: Database,
  { media, tools }: { media: MediaStorage; tools: VideoTools },
  customerId: string,
  reviewId: number,
  bytes: Buffer,
) {
  await ownReview(db, customerId, reviewId);
  const sniffed = sniffUpload(bytes);
  if (!sniffed) throw new AppError('REVIEW_MEDIA_INVALID');
  if (sniffed.kind === 'IMAGE') {
    if (bytes.length > REVIEW_PHOTO_MAX_BYTES) throw new AppError('REVIEW_PHOTO_TOO_LARGE');
    const encoded = await encodePhoto(bytes, 'REVIEW_MEDIA_INVALID');
    const base = `reviews/${reviewId}/${randomUUID()}`;
    await db.transaction(async (tx) => {
      await ownReview(tx, customerId, reviewId, true);
      await checkRoom(tx, reviewId, 'IMAGE');
      await media.put(`${base}.webp`, encoded.photo);
      await media.put(`${base}-thumb.webp`, encoded.thumbnail);
      await tx.insert(reviewMedia).values({
        reviewId,
        kind: 'IMAGE',
        status: 'READY',
        fileKey: `${base}.webp`,
        thumbnailKey: `${base}-thumb.webp`,
        width: encoded.width,
        height: encoded.height,
      });
      await tx
        .update(reviews)
        .set({ readyPhotos: sql`${reviews.readyPhotos} + 1` })
        .where(eq(reviews.id, reviewId));
    });
    return;
  }
  if (bytes.length > REVIEW_VIDEO_MAX_BYTES) throw new AppError('REVIEW_VIDEO_TOO_LARGE');
  const probed = await checkVideo(tools, bytes, sniffed.extension);
  const sourceKey = `review-uploads/${randomUUID()}.${sniffed.extension}`;
  await db.transaction(async (tx) => {
    await ownReview(tx, customerId, reviewId, true);
    await checkRoom(tx, reviewId, 'VIDEO');
    await media.put(sourceKey, bytes);
    const [row] = await tx
      .insert(reviewMedia)
      .values({
        reviewId,
        kind: 'VIDEO',
        status: 'PROCESSING',
        sourceKey,
        width: probed.width,
        height: probed.height,
        durationMs: probed.durationMs,
      })
      .returning({ id: reviewMedia.id });
    if (!row) throw new Error('review media row was not written');
    await tx.insert(jobs).values({ kind: REVIEW_VIDEO_JOB, dedupeKey: `${REVIEW_VIDEO_JOB}:${row.id}`, payload: { mediaId: row.id } });
  });
}

/** Every stored file of these media rows: the served ones and an upload still waiting for conversion. */
export const filesOf = (rows: Array<Pick<typeof reviewMedia.$inferSelect, 'sourceKey' | 'fileKey' | 'thumbnailKey' | 'posterKey'>>) =>
  rows.flatMap((row) => [row.sourceKey, row.fileKey, row.thumbnailKey, row.posterKey]).filter((key): key is string => key !== null);

/**
 * PUT reviews/clear-media: the review keeps its words and stars, loses every photo and video; their files are removed
 * once the rows are gone (a video job in flight then finds nothing and removes what it made).
 */
export async function clearMedia(db: Database, media: MediaStorage, customerId: string, reviewId: number) {
  const removed = await db.transaction(async (tx) => {
    await ownReview(tx, customerId, reviewId, true);
    const rows = await tx.delete(reviewMedia).where(eq(reviewMedia.reviewId, reviewId)).returning();
    await tx.update(reviews).set({ readyPhotos: 0, readyVideos: 0 }).where(eq(reviews.id, reviewId));
    return rows;
  });
  // Seeded reviews point at the shop's generated product pictures, which are not files of the upload storage.
  for (const key of filesOf(removed).filter((file) => file.startsWith('review'))) await media.delete(key);
}
