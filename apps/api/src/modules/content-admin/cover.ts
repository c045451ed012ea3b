import { randomUUID } from 'node:crypto';
import type { AdminBlogPost } from '@talad/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto } from '../../platform/photos.ts';
import { recordAudit } from '../audit/index.ts';
import { CONTENT_UPLOADS } from '../media/index.ts';
import type { Author } from './author.ts';
import { adminBlogPost } from './blog-posts.ts';

/** A cover is at most this large as uploaded (IMAGE_TOO_LARGE says 5 MB); it is kept re-encoded, at most 1,600 px. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** What a cover may be sent as: the body is the file itself, as the product pictures' (decision 0051). */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * POST admin/blog-posts/{id}/cover: the picture re-encoded as the shop's photos are (WebP, upright, no EXIF or hidden
 * payload; what is not a JPEG, PNG or WebP is 415 IMAGE_INVALID) before anything is kept, stored under a new key (a
 * cover's address never changes content, so browsers keep it), then set on the post with one blog.cover entry.
 */
export async function setBlogCover(db: Database, media: MediaStorage, id: number, bytes: Buffer, author: Author): Promise<AdminBlogPost> {
  await adminBlogPost(db, id, author.now);
  const { photo } = await encodePhoto(bytes, 'IMAGE_INVALID');
  const key = `${CONTENT_UPLOADS}blog/${id}/${randomUUID()}`;
  await media.put(`${key}.webp`, photo);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ cover: blogPosts.cover }).from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!row) throw new AppError('BLOG_POST_NOT_FOUND');
    await tx
      .update(blogPosts)
      .set({ cover: `${key}.webp`, updatedAt: author.now })
      .where(eq(blogPosts.id, id));
    await recordAudit(tx, {
      actor: author.actor,
      action: 'blog.cover',
      entity: { type: 'blog_post', id },
      before: { cover: row.cover },
      after: { cover: `${key}.webp` },
      context: author.context,
    });
  });
  return adminBlogPost(db, id, author.now);
}
