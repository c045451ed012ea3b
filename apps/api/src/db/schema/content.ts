import { LINK_TARGETS, CONTENT_PAGE_KINDS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { localized, timestamptz } from './columns.ts';

export const MENU_SECTIONS = ['categories', 'links'] as const;

/** The navigation: a tree of category links (main → sub → detail) and a flat row of shop links. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    section: text('section', { enum: MENU_SECTIONS }).notNull(),
    position: integer('position').notNull(),
    linkType: text('link_type', { enum: LINK_TARGETS }).notNull(),
    linkValue: text('link_value').notNull().default(''),
    label: localized('label').notNull(),
    icon: text('icon'),
  },
  (table) => [index('menu_items_parent_idx').on(table.parentId)],
);

export const POPUP_KINDS = ['image', 'introduction'] as const;

/** Popups shown on the home page; a row is live while active and inside its optional window. */
export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: POPUP_KINDS }).notNull(),
  position: integer('position').notNull().default(0),
  imageUrl: text('image_url'),
  linkType: text('link_type', { enum: LINK_TARGETS }).notNull().default('NONE'),
  linkValue: text('link_value').notNull().default(''),
  alt: localized('alt'),
  title: localized('title'),
  body: localized('body'),
  buttonLabel: localized('button_label'),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
});

/** SEO per page kind; the row without a key is the kind's default. */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: CONTENT_PAGE_KINDS }).notNull(),
    key: text('key'),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    keywords: localized('keywords').notNull(),
    ogImage: text('og_image'),
  },
  (table) => [
    uniqueIndex('seo_pages_type_key_idx').on(table.type, table.key),
    uniqueIndex('seo_pages_type_default_idx')
      .on(table.type)
      .where(sql`${table.key} is null`),
  ],
);
