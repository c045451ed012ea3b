import { LIVE_STATUSES } from '@talad/domain';
import { z } from 'zod';
import { pageOf, pagingQuery } from './common.ts';

/** Blog, live TV and the FAQ. */

export const blogPostsQuery = z.object({ ...pagingQuery, size: pagingQuery.size.default(12), tag: z.string().min(1).max(50).optional() });
export type BlogPostsQuery = z.output<typeof blogPostsQuery>;

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  published_at: z.string(),
  reading_minutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** GET blog/posts: newest first. */
export const blogPostPage = pageOf(blogPostSummary);
export type BlogPostPage = z.infer<typeof blogPostPage>;

export const blogSection = z.object({ heading: z.string().nullable(), paragraphs: z.array(z.string()) });
export type BlogSection = z.infer<typeof blogSection>;

export const blogPost = blogPostSummary.extend({
  sections: z.array(blogSection),
  product_ids: z.array(z.string()).describe('Products the post talks about (GET products?product_id=…)'),
  related: z.array(blogPostSummary).describe('Neighbours for "read more"'),
});
export type BlogPost = z.infer<typeof blogPost>;

export const liveScheduleItem = z.object({ starts_at: z.string(), title: z.string() });
export type LiveScheduleItem = z.infer<typeof liveScheduleItem>;

export const liveStream = z.object({
  live_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  host: z.string(),
  status: z.enum(LIVE_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  poster: z.string(),
  video_url: z.string().describe('Address of the stream or its replay'),
  product_ids: z.array(z.string()),
  schedule: z.array(liveScheduleItem).describe('The running order of the show'),
});
export type LiveStream = z.infer<typeof liveStream>;

/** GET live-streams: on air now, coming up (soonest first), and replays (newest first). */
export const liveStreams = z.object({ live: z.array(liveStream), upcoming: z.array(liveStream), replays: z.array(liveStream) });
export type LiveStreams = z.infer<typeof liveStreams>;

export const faqGroup = z.object({ group: z.string(), questions: z.array(z.object({ question: z.string(), answer: z.string() })) });
export type FaqGroup = z.infer<typeof faqGroup>;
