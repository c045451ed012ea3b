import type { AdminContentQuery, AdminContentRow, AdminContentRows } from '@talad/contract';
import { contentStatus, scheduleProblem, type ContentStatus } from '@talad/domain';
import { and, desc, eq, gt, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { recordAudit } from '../audit/index.ts';
import { problemError, type Author } from './author.ts';

/** What every written row has: its id and its one publishing time. */
export interface Publishable {
  id: number;
  publishedAt: Date | null;
}

/**
 * The one lifecycle of written content (decisions 0055, 0060): blog posts, custom pages and live shows each have one
 * publishing time — null a draft, ahead a schedule, gone published — and a slug of their own. What differs is the
 * table: `Written` names its columns, the rows it lists (custom pages: only that kind's), its audit names and answer.
 */
export interface Written<Row extends Publishable, Answer> {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
  publishedAt: PgColumn;
  /** Which rows of the table are this content's (custom pages share content_pages with other kinds). */
  scope?: SQL;
  /** The audit log's entity type and its actions' prefix: blog_post / blog.publish. */
  entity: string;
  action: string;
  /** The row by its id, locked when asked; AppError(notFound) when none. */
  row(db: Database | Transaction, id: number, lock?: boolean): Promise<Row>;
  /** The publishing time written, with the change's moment. */
  publish(tx: Transaction, id: number, publishedAt: Date | null, now: Date): Promise<Row>;
  /** The admin's answer for the row (custom pages read their blocks and SEO texts with `db`). */
  answer(row: Row, now: Date, db: Database | Transaction): Answer | Promise<Answer>;
}

const STATUS_WHERE: Record<ContentStatus, (column: PgColumn, now: Date) => SQL | undefined> = {
  draft: (column) => isNull(column),
  scheduled: (column, now) => gt(column, now),
  published: (column, now) => lte(column, now),
};

const cursorKey = z.tuple([z.number().int()]);

/** A list row: its title pair (English falls back to Thai), status and times. */
export function contentRowOf(
  row: { id: number; slug: string; title: { th: string; en?: string | null }; publishedAt: Date | null; updatedAt: Date },
  now: Date,
): AdminContentRow {
  return {
    id: row.id,
    slug: row.slug,
    title: { th: row.title.th, en: row.title.en ?? row.title.th },
    status: contentStatus(row.publishedAt, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET admin/{blog-posts|custom-pages|live-shows}: newest written first (by id), by status, in keyset pages. */
export async function listWritten<Row extends Publishable>(
  db: Database,
  written: Written<Row, unknown>,
  query: AdminContentQuery,
  now: Date,
  rowOf: (row: Row, now: Date) => AdminContentRow,
): Promise<AdminContentRows> {
  const where = and(written.scope, query.status ? STATUS_WHERE[query.status](written.publishedAt, now) : undefined);
  const past = query.cursor ? lt(written.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const rows = (await db
    .select()
    .from(written.table)
    .where(and(where, past))
    .orderBy(desc(written.id))
    .limit(query.size + 1)) as Row[];
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => rowOf(row, now),
  );
  return { ...page, ...(await approximateTotal(db, db.select({ id: written.id }).from(written.table).where(where))) };
}

/** A slug another row of the same content holds is refused before writing; the unique index backs two writers at once. */
export async function refuseTakenSlug(
  tx: Transaction,
  written: Written<Publishable, unknown>,
  slug: string,
  id: number | null,
): Promise<void> {
  const [taken] = await tx
    .select({ id: written.id })
    .from(written.table)
    .where(and(written.scope, eq(written.slug, slug), id === null ? undefined : ne(written.id, id)))
    .limit(1);
  if (taken) throw new AppError('CONTENT_SLUG_TAKEN', { errors: [{ field: 'slug', reason: slug }] });
}

/** A write the unique index refused (a second writer of the same slug): 409 rather than 500. */
export function slugTakenOnWrite(slug: string) {
  return (error: unknown): never => {
    if (sqlState(error) === '23505') throw new AppError('CONTENT_SLUG_TAKEN', { errors: [{ field: 'slug', reason: slug }] });
    throw error;
  };
}

/**
 * Publishing (now, or at a time ahead: a schedule) and taking back to a draft (`at` undefined): the one publishing
 * time moves under a row lock, audited as `<action>.publish` or `<action>.unpublish`. A repeat changes nothing and
 * writes no entry.
 */
export function setPublishing<Row extends Publishable, Answer>(
  db: Database,
  written: Written<Row, Answer>,
  id: number,
  at: Date | null | undefined,
  author: Author,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const row = await written.row(tx, id, true);
    const unpublishing = at === undefined;
    const problem = unpublishing ? null : scheduleProblem(at, author.now);
    if (problem) throw problemError(problem);
    const status = contentStatus(row.publishedAt, author.now);
    const unchanged = unpublishing ? status === 'draft' : at === null && status === 'published';
    if (unchanged) return written.answer(row, author.now, tx);
    const publishedAt = unpublishing ? null : (at ?? author.now);
    const updated = await written.publish(tx, id, publishedAt, author.now);
    await recordAudit(tx, {
      actor: author.actor,
      action: `${written.action}.${unpublishing ? 'unpublish' : 'publish'}`,
      entity: { type: written.entity, id },
      before: { published_at: row.publishedAt?.toISOString() ?? null },
      after: { published_at: publishedAt?.toISOString() ?? null },
      context: author.context,
    });
    return written.answer(updated, author.now, tx);
  });
}
