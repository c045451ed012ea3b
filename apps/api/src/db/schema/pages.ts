import { CONTENT_BLOCK_TYPES, CONTENT_PAGE_KINDS, THEMES, type LocalizedText } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { localized, timestamptz } from './columns.ts';

/** Content pages of spec §2's kinds; key names one page within a kind (null = the kind's own page). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_PAGE_KINDS }).notNull(),
    key: text('key'),
    title: localized('title').notNull(),
    theme: text('theme', { enum: THEMES }).notNull().default('LIGHT'),
    position: integer('position').notNull().default(0),
    /** When shoppers see the page: null while a draft, ahead of now while scheduled (custom pages, decision 0060). */
    publishedAt: timestamptz('published_at').defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_pages_kind_key_idx').on(table.kind, table.key),
    uniqueIndex('content_pages_kind_default_idx')
      .on(table.kind)
      .where(sql`${table.key} is null`),
  ],
);

/**
 * A block's settings; texts inside are {th, en} objects, resolved to the asked language when answered. `theme` and
 * `settings` are the version shoppers see from `publishedAt` (null: a draft never published); staff edits wait in
 * `draft` until published, at once or at `draftPublishAt` (decision 0054).
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: CONTENT_BLOCK_TYPES }).notNull(),
    theme: text('theme', { enum: THEMES }).notNull().default('LIGHT'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamptz('published_at').defaultNow(),
    draft: jsonb('draft').$type<BlockVersion>(),
    draftPublishAt: timestamptz('draft_publish_at'),
  },
  (table) => [
    index('content_blocks_page_idx').on(table.pageId, table.position),
    check('content_blocks_schedule_has_draft', sql`${table.draftPublishAt} is null or ${table.draft} is not null`),
  ],
);

/** A block's theme and settings as one version (its draft, waiting to be published). */
export interface BlockVersion {
  theme: (typeof THEMES)[number];
  settings: Record<string, unknown>;
}

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    /** [{heading: {th,en}|null, paragraphs: {th: string[], en: string[]}}] */
    sections: jsonb('sections').$type<BlogSectionText[]>().notNull(),
    author: localized('author').notNull(),
    tags: text('tags').array().notNull(),
    productCodes: text('product_codes').array().notNull(),
    /** When shoppers see it: null while a draft, ahead of now while scheduled (decision 0055). */
    publishedAt: timestamptz('published_at'),
    /** An uploaded cover's media key (re-encoded WebP); null: the drawn cover at /media/blog/{slug}.webp. */
    cover: text('cover'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_idx').on(table.publishedAt)],
);

export interface BlogSectionText {
  heading: LocalizedText | null;
  paragraphs: { th: string[]; en?: string[] };
}

export const liveStreams = pgTable('live_streams', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  host: text('host').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  endsAt: timestamptz('ends_at').notNull(),
  videoUrl: text('video_url').notNull(),
  productCodes: text('product_codes').array().notNull(),
  /** [{minute, title: {th,en}}]: the running order, as minutes from the start. */
  schedule: jsonb('schedule').$type<{ minute: number; title: LocalizedText }[]>().notNull(),
  /** When shoppers see the show listed: null while a draft, ahead of now while scheduled (decision 0060). */
  publishedAt: timestamptz('published_at').defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  group: localized('group').notNull(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  position: integer('position').notNull(),
});
