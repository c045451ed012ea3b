import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const shortLinks = pgTable('short_links', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** Path within the shop (with query and hash); the web origin is added when redirecting. */
  path: text('path').notNull().unique(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamptz('last_hit_at'),
  createdAt: createdAt(),
});
