import { and, asc, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { blogPosts, notifications } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { notifyAll } from './send.ts';

/** A blog post's notification is named after its slug: however often (and on however many instances) this runs, one each. */
const sourceKeyOf = (slug: string) => `blog:${slug}`;

/**
 * Tells every member about the blog posts whose publication time has come and that were not told yet, each dated when
 * it was published. A post is published when its row has a `published_at` that has passed (the blog lists it); the
 * shop writes posts ahead with a later time, and they are told when it comes.
 */
export async function notifyPublishedBlogPosts(db: Database | Transaction, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(
      and(
        lte(blogPosts.publishedAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(sql`${notifications.sourceKey} = 'blog:' || ${blogPosts.slug}`),
        ),
      ),
    )
    .orderBy(asc(blogPosts.publishedAt));
  let told = 0;
  for (const post of due) {
    const sent = await notifyAll(db, {
      kind: 'blog',
      title: post.title,
      body: post.excerpt,
      link: `/blog/${post.slug}`,
      sourceKey: sourceKeyOf(post.slug),
      // Only posts whose time has come are due: theirs is set.
      createdAt: post.publishedAt ?? now,
    });
    if (sent) told += 1;
  }
  return told;
}

export const BLOG_NOTIFICATION_JOB = 'notify-published-blog-posts';

/** Every minute; scheduled once per database however many instances start. */
export function blogNotificationsJob(db: Database): JobDefinition {
  return { kind: BLOG_NOTIFICATION_JOB, everyMs: 60_000, run: () => notifyPublishedBlogPosts(db) };
}
