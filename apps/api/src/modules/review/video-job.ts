import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { reviewMedia, reviews } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { THUMBNAIL_SIZE } from '../../platform/photos.ts';
import type { VideoTools } from '../../platform/video-tools.ts';
import { convertVideo } from '../../platform/ffmpeg.ts';
import { filesOf, REVIEW_VIDEO_JOB } from './media.ts';

/** The converted files of one upload, or null when ffmpeg could not make them (the upload is unusable, not the job). */
async function convert(tools: VideoTools, source: Buffer, extension: string, durationMs: number) {
  const converted = await convertVideo(tools, source, extension, durationMs);
  if (!converted) return null;
  const { video, frame } = converted;
  return {
    video,
    poster: await sharp(frame).webp({ quality: 80 }).toBuffer(),
    thumbnail: await sharp(frame).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
  };
}

/**
 * Converts one uploaded review video: an MP4 every browser plays, a poster frame and its thumbnail. The media row
 * turns READY (and the review counts a video for the product page's filter) or FAILED, which its owner sees and may
 * clear. A video cleared meanwhile is simply gone. Storage failures throw, so the runner tries again.
 */
export async function convertReviewVideo(db: Database, media: MediaStorage, tools: VideoTools, mediaId: number): Promise<string> {
  const [row] = await db.select().from(reviewMedia).where(eq(reviewMedia.id, mediaId));
  if (!row || row.status !== 'PROCESSING' || !row.sourceKey) return 'nothing to convert';
  const source = await media.get(row.sourceKey);
  if (!source) throw new Error(`review video ${mediaId}: upload missing from media storage`);
  const converted = await convert(tools, source, row.sourceKey.split('.').pop() ?? 'mp4', row.durationMs ?? 0);
  const processing = and(eq(reviewMedia.id, mediaId), eq(reviewMedia.status, 'PROCESSING'));
  if (!converted) {
    await db.update(reviewMedia).set({ status: 'FAILED', sourceKey: null }).where(processing);
    await media.delete(row.sourceKey);
    return 'failed';
  }
  const base = `reviews/${row.reviewId}/${randomUUID()}`;
  await media.put(`${base}.mp4`, converted.video);
  await media.put(`${base}-poster.webp`, converted.poster);
  await media.put(`${base}-thumb.webp`, converted.thumbnail);
  const made = { fileKey: `${base}.mp4`, posterKey: `${base}-poster.webp`, thumbnailKey: `${base}-thumb.webp` };
  const kept = await db.transaction(async (tx) => {
    const [ready] = await tx
      .update(reviewMedia)
      .set({ status: 'READY', ...made, sourceKey: null })
      .where(processing)
      .returning({ reviewId: reviewMedia.reviewId });
    if (!ready) return false;
    await tx
      .update(reviews)
      .set({ readyVideos: sql`${reviews.readyVideos} + 1` })
      .where(eq(reviews.id, ready.reviewId));
    return true;
  });
  // The upload as sent is no longer needed; if the video was cleared meanwhile, neither is what was just made.
  await media.delete(row.sourceKey);
  if (kept) return 'ready';
  for (const key of filesOf([{ sourceKey: null, ...made }])) await media.delete(key);
  return 'cleared meanwhile';
}

export function reviewVideoJob(db: Database, media: MediaStorage, tools: VideoTools): JobDefinition {
  return {
    kind: REVIEW_VIDEO_JOB,
    run: (job: Job) => convertReviewVideo(db, media, tools, Number(job.payload.mediaId)),
  };
}
