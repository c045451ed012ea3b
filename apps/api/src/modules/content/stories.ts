import type { BlogPost, BlogPostPage, BlogPostsQuery, BlogPostSummary, FaqGroup, LiveStream, LiveStreams } from '@talad/contract';
import { pickText, type Locale, type LiveStatus } from '@talad/domain';
import { and, arrayContains, asc, count, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blogPosts, faqEntries, liveStreams } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

type PostRow = typeof blogPosts.$inferSelect;

/** What shoppers see: posts whose publishing time has come (a draft has none, a scheduled one's is ahead). */
const isPublished = and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

/** The cover uploaded in the back office (a /media key), else the drawn one named after the post. */
export const blogCoverOf = (post: Pick<PostRow, 'slug' | 'cover'>) => `/media/${post.cover ?? `blog/${post.slug}.webp`}`;

/** Reading time at about 200 words a minute; Thai is counted by words as Intl.Segmenter cuts them. */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
function readingMinutes(post: PostRow, locale: Locale): number {
  const text = post.sections
    .flatMap((section) => (locale === 'en' && section.paragraphs.en ? section.paragraphs.en : section.paragraphs.th))
    .join(' ');
  const words = [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;
  return Math.max(1, Math.round(words / 200));
}

function postSummary(post: PostRow, locale: Locale): BlogPostSummary {
  return {
    slug: post.slug,
    title: pickText(post.title, locale),
    excerpt: pickText(post.excerpt, locale),
    cover: blogCoverOf(post),
    author: pickText(post.author, locale),
    tags: post.tags,
    // A draft seen through its preview link is shown as if published now.
    published_at: (post.publishedAt ?? new Date()).toISOString(),
    reading_minutes: readingMinutes(post, locale),
  };
}

export async function blogPage(db: Database, query: BlogPostsQuery, locale: Locale): Promise<BlogPostPage> {
  const where = and(isPublished, query.tag ? arrayContains(blogPosts.tags, [query.tag]) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const all = total?.total ?? 0;
  return {
    items: rows.map((row) => postSummary(row, locale)),
    total: all,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(all / query.size),
  };
}

/**
 * One post by its slug: published, or any (a draft, a scheduled one) when `preview` says the link opens it — the
 * caller checks the token (decision 0055).
 */
export async function findBlogPost(db: Database, slug: string, locale: Locale, preview?: (post: PostRow) => boolean): Promise<BlogPost> {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), preview ? undefined : isPublished));
  if (!post) throw new AppError('BLOG_POST_NOT_FOUND');
  if (preview && !preview(post)) throw new AppError('BLOG_PREVIEW_INVALID');
  const related = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.id, post.id), post.tags[0] ? arrayContains(blogPosts.tags, [post.tags[0]]) : undefined))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(3);
  return {
    ...postSummary(post, locale),
    sections: post.sections.map((section) => ({
      heading: section.heading ? pickText(section.heading, locale) : null,
      paragraphs: locale === 'en' && section.paragraphs.en ? section.paragraphs.en : section.paragraphs.th,
    })),
    product_ids: post.productCodes,
    related: related.map((row) => postSummary(row, locale)),
  };
}

type StreamRow = typeof liveStreams.$inferSelect;

function liveStatus(stream: StreamRow, now: Date): LiveStatus {
  if (stream.startsAt > now) return 'UPCOMING';
  return stream.endsAt > now ? 'LIVE' : 'ENDED';
}

function streamAnswer(stream: StreamRow, locale: Locale, now: Date): LiveStream {
  return {
    live_id: stream.id,
    slug: stream.slug,
    title: pickText(stream.title, locale),
    description: pickText(stream.description, locale),
    host: stream.host,
    status: liveStatus(stream, now),
    starts_at: stream.startsAt.toISOString(),
    ends_at: stream.endsAt.toISOString(),
    poster: `/media/live/${stream.slug}.webp`,
    video_url: stream.videoUrl,
    product_ids: stream.productCodes,
    schedule: stream.schedule.map((item) => ({
      starts_at: new Date(stream.startsAt.getTime() + item.minute * 60_000).toISOString(),
      title: pickText(item.title, locale),
    })),
  };
}

/** Shows staff published (decision 0060): a draft has no publishing time, a scheduled one's is ahead. */
const isListed = (now: Date) => and(isNotNull(liveStreams.publishedAt), lte(liveStreams.publishedAt, now));

/** On air now, coming up (soonest first) and replays (newest first), of the shows published. */
export async function liveStreamSets(db: Database, locale: Locale, now = new Date()): Promise<LiveStreams> {
  const rows = await db.select().from(liveStreams).where(isListed(now)).orderBy(asc(liveStreams.startsAt));
  const streams = rows.map((row) => streamAnswer(row, locale, now));
  return {
    live: streams.filter((stream) => stream.status === 'LIVE'),
    upcoming: streams.filter((stream) => stream.status === 'UPCOMING'),
    replays: streams.filter((stream) => stream.status === 'ENDED').reverse(),
  };
}

export async function findLiveStream(db: Database, slug: string, locale: Locale, now = new Date()): Promise<LiveStream> {
  const [stream] = await db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.slug, slug), isListed(now)));
  if (!stream) throw new AppError('LIVE_STREAM_NOT_FOUND');
  return streamAnswer(stream, locale, now);
}

/** FAQ grouped, groups in the order of their first question. */
export async function faqGroups(db: Database, locale: Locale): Promise<FaqGroup[]> {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position));
  const groups = new Map<string, { question: string; answer: string }[]>();
  for (const row of rows) {
    const group = pickText(row.group, locale);
    groups.set(group, [...(groups.get(group) ?? []), { question: pickText(row.question, locale), answer: pickText(row.answer, locale) }]);
  }
  return [...groups].map(([group, questions]) => ({ group, questions }));
}
