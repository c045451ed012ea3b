import { CONTENT_STATUSES } from '@talad/domain';
import { z } from 'zod';
import { keysetPageOf, keysetQuery } from './common.ts';

/**
 * Written content in the back office (issue #27 item 6, decision 0055): blog posts (draft, preview, schedule, publish,
 * unpublish) and the FAQ, all content.write. Texts are Thai and English side by side; a post's body is plain text (a
 * blank line between paragraphs, `## heading` opening a section), which the shop renders as text only. Times are ISO
 * 8601 with their offset (the admin sends Bangkok's, +07:00).
 */

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const bilingual = (max: number) => z.object({ th: text(max), en: text(max) });
const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes')
  .max(80, 'must be at most 80 characters');
const productCode = z.string().regex(/^PRD[0-9]{1,12}$/, 'must be a product code (PRD…)');
const tag = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(50, 'must be at most 50 characters')
  .regex(/^[^\s,#]+$/u, 'must be one word without spaces, commas or #');

export const adminContentParams = z.object({
  id: z.coerce.number({ error: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(2_147_483_647),
});

// ── Blog posts ────────────────────────────────────────────────────────────────────────────────────────────────────

/** ?status&cursor&size: the newest written first. */
export const adminBlogPostsQuery = z.object({ status: z.enum(CONTENT_STATUSES).optional(), ...keysetQuery });
export type AdminBlogPostsQuery = z.output<typeof adminBlogPostsQuery>;

const blogPostFields = {
  title: bilingual(160),
  excerpt: bilingual(400),
  author: bilingual(80),
  body: z
    .object({ th: text(50_000), en: text(50_000) })
    .describe('Plain text: a blank line between paragraphs, a line "## heading" opens a section; the same sections in both'),
  tags: z.array(tag).max(10, 'at most 10 tags'),
  product_codes: z.array(productCode).max(24, 'at most 24 products'),
};

/** POST admin/blog-posts: a new post, a draft until published. */
export const blogPostCreateBody = z.object({ slug: slugText, ...blogPostFields });
export type BlogPostCreateBody = z.infer<typeof blogPostCreateBody>;

/** PATCH admin/blog-posts/{id}: the fields given change (the slug too: its old address stops answering). */
export const blogPostEditBody = z.object({ slug: slugText, ...blogPostFields }).partial();
export type BlogPostEditBody = z.infer<typeof blogPostEditBody>;

/** POST admin/blog-posts/{id}/publish: now (no `at`), or at a time ahead (a schedule). */
export const blogPostPublishBody = z.object({
  at: z.iso
    .datetime({ offset: true, message: 'must be an ISO time with its offset, e.g. 2026-12-01T09:00:00+07:00' })
    .nullable()
    .optional(),
});
export type BlogPostPublishBody = z.infer<typeof blogPostPublishBody>;

export const adminBlogPostRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ th: z.string(), en: z.string() }),
  status: z.enum(CONTENT_STATUSES),
  published_at: z.string().nullable().describe('When shoppers see it (ahead: scheduled); null while a draft'),
  updated_at: z.string(),
});
export type AdminBlogPostRow = z.infer<typeof adminBlogPostRow>;

export const adminBlogPostsPage = keysetPageOf(adminBlogPostRow);
export type AdminBlogPostsPage = z.infer<typeof adminBlogPostsPage>;

export const adminBlogPost = adminBlogPostRow.extend({
  excerpt: z.object({ th: z.string(), en: z.string() }),
  author: z.object({ th: z.string(), en: z.string() }),
  body: z.object({ th: z.string(), en: z.string() }),
  tags: z.array(z.string()),
  product_codes: z.array(z.string()),
  cover: z.string().describe('The cover picture’s /media path'),
  path: z.string().describe('The shop page: /blog/{slug}'),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** POST admin/blog-posts/{id}/preview: the shop page of the post as it stands, draft or not, for 30 minutes. */
export const contentPreview = z.object({
  path: z.string().describe('The shop page to open, with its preview token: /blog/{slug}?preview=…'),
  expires_at: z.string(),
});
export type ContentPreview = z.infer<typeof contentPreview>;

// ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const faqEntryBody = z.object({ group: bilingual(80), question: bilingual(300), answer: bilingual(4000) });
export type FaqEntryBody = z.infer<typeof faqEntryBody>;
export const faqEntryEditBody = faqEntryBody.partial();
export type FaqEntryEditBody = z.infer<typeof faqEntryEditBody>;

/** POST admin/faq/{id}/move: one place up or down the shop's list. */
export const faqMoveBody = z.object({ direction: z.enum(['up', 'down'], { error: 'must be up or down' }) });

export const adminFaqEntry = z.object({
  id: z.number().int(),
  group: z.object({ th: z.string(), en: z.string() }),
  question: z.object({ th: z.string(), en: z.string() }),
  answer: z.object({ th: z.string(), en: z.string() }),
  position: z.number().int(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
