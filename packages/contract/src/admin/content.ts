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

const plainBody = z
  .object({ th: text(50_000), en: text(50_000) })
  .describe('Plain text: a blank line between paragraphs, a line "## heading" opens a section; the same sections in both');

const blogPostFields = {
  title: bilingual(160),
  excerpt: bilingual(400),
  author: bilingual(80),
  body: plainBody,
  tags: z.array(tag).max(10, 'at most 10 tags'),
  product_codes: z.array(productCode).max(24, 'at most 24 products'),
};

/** POST admin/blog-posts: a new post, a draft until published. */
export const blogPostCreateBody = z.object({ slug: slugText, ...blogPostFields });
export type BlogPostCreateBody = z.infer<typeof blogPostCreateBody>;

/** PATCH admin/blog-posts/{id}: the fields given change (the slug too: its old address stops answering). */
export const blogPostEditBody = z.object({ slug: slugText, ...blogPostFields }).partial();
export type BlogPostEditBody = z.infer<typeof blogPostEditBody>;

const isoTime = z.iso.datetime({ offset: true, message: 'must be an ISO time with its offset, e.g. 2026-12-01T09:00:00+07:00' });

/** POST admin/{blog-posts|custom-pages|live-shows}/{id}/publish: now (no `at`), or at a time ahead (a schedule). */
export const contentPublishBody = z.object({ at: isoTime.nullable().optional() });
export type ContentPublishBody = z.infer<typeof contentPublishBody>;
export const blogPostPublishBody = contentPublishBody;
export type BlogPostPublishBody = ContentPublishBody;

/** A row of the blog's, the custom pages' or the live shows' list in the back office. */
export const adminContentRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ th: z.string(), en: z.string() }),
  status: z.enum(CONTENT_STATUSES),
  published_at: z.string().nullable().describe('When shoppers see it (ahead: scheduled); null while a draft'),
  updated_at: z.string(),
});
export type AdminContentRow = z.infer<typeof adminContentRow>;
export const adminBlogPostRow = adminContentRow;
export type AdminBlogPostRow = AdminContentRow;

export const adminBlogPostsPage = keysetPageOf(adminBlogPostRow);
export type AdminBlogPostsPage = z.infer<typeof adminBlogPostsPage>;
/** GET admin/{custom-pages|live-shows}: the same rows and query as the blog's list. */
export const adminContentRows = adminBlogPostsPage;
export type AdminContentRows = AdminBlogPostsPage;
export const adminContentQuery = adminBlogPostsQuery;
export type AdminContentQuery = AdminBlogPostsQuery;

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
  path: z.string().describe('The shop page to open, with its preview token: /blog/{slug}?preview=… or /p/{slug}?preview=…'),
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

// ── Custom pages (decision 0060) ──────────────────────────────────────────────────────────────────────────────────

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The page's own SEO texts (its seo_pages row); keywords may be left empty. */
const pageSeo = z.object({
  title: bilingual(160),
  description: bilingual(400),
  keywords: z.object({ th: optionalText(300), en: optionalText(300) }),
});

const customPageFields = {
  title: bilingual(160),
  body: plainBody.describe('The page’s text blocks as plain text: a "## heading" line opens a block; the same paragraphs in both'),
  seo: pageSeo,
};

/** POST admin/custom-pages: a new page at /p/{slug}, a draft until published. */
export const customPageCreateBody = z.object({ slug: slugText, ...customPageFields });
export type CustomPageCreateBody = z.infer<typeof customPageCreateBody>;
/** PATCH admin/custom-pages/{id}: the fields given change (a new slug moves the page and its SEO texts). */
export const customPageEditBody = customPageCreateBody.partial();
export type CustomPageEditBody = z.infer<typeof customPageEditBody>;

export const adminCustomPage = adminContentRow.extend({
  body: z.object({ th: z.string(), en: z.string() }).describe('The text blocks as the form edits them'),
  seo: z.object({
    title: z.object({ th: z.string(), en: z.string() }),
    description: z.object({ th: z.string(), en: z.string() }),
    keywords: z.object({ th: z.string(), en: z.string() }),
  }),
  other_blocks: z.number().int().describe('Blocks other than text (banners, feeds), kept in their places'),
  path: z.string().describe('The shop page: /p/{slug}'),
});
export type AdminCustomPage = z.infer<typeof adminCustomPage>;

// ── Live shows (decision 0060) ────────────────────────────────────────────────────────────────────────────────────

const streamUrl = z
  .string()
  .max(500, 'must be at most 500 characters')
  .regex(/^(https:\/\/[^\s"'<>\\]+|\/media\/[\w./-]+)$/, 'must be an https:// address or a /media/… path');

const liveShowFields = {
  title: bilingual(160),
  description: bilingual(2000),
  host: text(80),
  starts_at: isoTime,
  ends_at: isoTime,
  video_url: streamUrl,
  product_codes: z.array(productCode).max(24, 'at most 24 products'),
};

/** POST admin/live-shows: a show on the live TV page, a draft until published; times in Bangkok's offset. */
export const liveShowCreateBody = z.object({ slug: slugText, ...liveShowFields });
export type LiveShowCreateBody = z.infer<typeof liveShowCreateBody>;
export const liveShowEditBody = liveShowCreateBody.partial();
export type LiveShowEditBody = z.infer<typeof liveShowEditBody>;

export const adminLiveShow = adminContentRow.extend({
  description: z.object({ th: z.string(), en: z.string() }),
  host: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  video_url: z.string(),
  product_codes: z.array(z.string()),
  path: z.string().describe('The shop page: /lives/{slug}'),
});
export type AdminLiveShow = z.infer<typeof adminLiveShow>;
