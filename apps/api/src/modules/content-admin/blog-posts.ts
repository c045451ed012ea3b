import type {
  AdminBlogPost,
  AdminBlogPostRow,
  AdminBlogPostsPage,
  AdminBlogPostsQuery,
  BlogPostCreateBody,
  BlogPostEditBody,
  ContentPreview,
} from '@talad/contract';
import { bilingualSections, bodiesOfSections, contentStatus, scheduleProblem, type ContentStatus } from '@talad/domain';
import { and, desc, eq, gt, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { blogCoverOf, blogPreviewSubject } from '../content/index.ts';
import { problemError, type Author } from './author.ts';

type PostRow = typeof blogPosts.$inferSelect;

const pair = (text: { th: string; en?: string | null }) => ({ th: text.th, en: text.en ?? text.th });

function rowOf(row: PostRow, now: Date): AdminBlogPostRow {
  return {
    id: row.id,
    slug: row.slug,
    title: pair(row.title),
    status: contentStatus(row.publishedAt, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function answerOf(row: PostRow, now: Date): AdminBlogPost {
  return {
    ...rowOf(row, now),
    excerpt: pair(row.excerpt),
    author: pair(row.author),
    body: bodiesOfSections(row.sections),
    tags: row.tags,
    product_codes: row.productCodes,
    cover: blogCoverOf(row),
    path: `/blog/${row.slug}`,
  };
}

/** What the audit log keeps of a post: its texts and lists, not the computed status or times. */
function auditedOf(answer: AdminBlogPost) {
  const { status: _status, updated_at: _updated, published_at: _published, cover: _cover, path: _path, id: _id, ...kept } = answer;
  return kept;
}

const STATUS_WHERE: Record<ContentStatus, (now: Date) => SQL | undefined> = {
  draft: () => isNull(blogPosts.publishedAt),
  scheduled: (now) => gt(blogPosts.publishedAt, now),
  published: (now) => lte(blogPosts.publishedAt, now),
};

const cursorKey = z.tuple([z.number().int()]);

/** GET admin/blog-posts: newest written first (by id), by status, in keyset pages. */
export async function listBlogPosts(db: Database, query: AdminBlogPostsQuery, now: Date): Promise<AdminBlogPostsPage> {
  const where = query.status ? STATUS_WHERE[query.status](now) : undefined;
  const past = query.cursor ? lt(blogPosts.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(where, past))
    .orderBy(desc(blogPosts.id))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => rowOf(row, now),
  );
  return { ...page, ...(await approximateTotal(db, db.select({ id: blogPosts.id }).from(blogPosts).where(where))) };
}

async function postRow(db: Database | Transaction, id: number, lock = false): Promise<PostRow> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('BLOG_POST_NOT_FOUND');
  return row;
}

export async function adminBlogPost(db: Database, id: number, now: Date): Promise<AdminBlogPost> {
  return answerOf(await postRow(db, id), now);
}

/** A slug another post holds is refused before writing; the unique index backs two writers at once. */
async function refuseTakenSlug(tx: Transaction, slug: string, id: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), id === null ? undefined : ne(blogPosts.id, id)));
  if (taken) throw new AppError('CONTENT_SLUG_TAKEN', { errors: [{ field: 'slug', reason: slug }] });
}

function slugTakenOnWrite(slug: string) {
  return (error: unknown): never => {
    if (sqlState(error) === '23505') throw new AppError('CONTENT_SLUG_TAKEN', { errors: [{ field: 'slug', reason: slug }] });
    throw error;
  };
}

/** The columns of the fields given, the body cut into its sections (the same in both languages). */
function columnsOf(body: BlogPostEditBody): Partial<typeof blogPosts.$inferInsert> {
  let sections: PostRow['sections'] | undefined;
  if (body.body) {
    const cut = bilingualSections(body.body);
    if ('problem' in cut) throw problemError(cut.problem);
    sections = cut.sections;
  }
  const columns = {
    slug: body.slug,
    title: body.title,
    excerpt: body.excerpt,
    author: body.author,
    sections,
    tags: body.tags && [...new Set(body.tags)],
    productCodes: body.product_codes && [...new Set(body.product_codes)],
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** POST admin/blog-posts: a draft (no publishing time), one blog.create entry. */
export function createBlogPost(db: Database, body: BlogPostCreateBody, author: Author): Promise<AdminBlogPost> {
  return db
    .transaction(async (tx) => {
      const columns = columnsOf(body) as typeof blogPosts.$inferInsert;
      await refuseTakenSlug(tx, body.slug, null);
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columns, publishedAt: null, updatedAt: author.now })
        .returning();
      const answer = answerOf(row!, author.now);
      await recordAudit(tx, {
        actor: author.actor,
        action: 'blog.create',
        entity: { type: 'blog_post', id: row!.id },
        after: auditedOf(answer),
        context: author.context,
      });
      return answer;
    })
    .catch(slugTakenOnWrite(body.slug));
}

/** PATCH admin/blog-posts/{id}: the fields given; one blog.edit entry with what changed (none when nothing did). */
export function editBlogPost(db: Database, id: number, body: BlogPostEditBody, author: Author): Promise<AdminBlogPost> {
  const slug = body.slug ?? '';
  return db
    .transaction(async (tx) => {
      const row = await postRow(tx, id, true);
      const change = columnsOf(body);
      if (change.slug !== undefined) await refuseTakenSlug(tx, change.slug, id);
      const before = answerOf(row, author.now);
      const after = answerOf({ ...row, ...change } as PostRow, author.now);
      const changed = changedFields(auditedOf(before), auditedOf(after));
      if (Object.keys(changed.after).length === 0) return before;
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...change, updatedAt: author.now })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordAudit(tx, {
        actor: author.actor,
        action: 'blog.edit',
        entity: { type: 'blog_post', id },
        ...changed,
        context: author.context,
      });
      return answerOf(updated!, author.now);
    })
    .catch(slugTakenOnWrite(slug));
}

/**
 * Publishing (now, or at a time ahead: a schedule) and taking back to a draft (`at` undefined): the post's one
 * publishing time moves, audited as blog.publish or blog.unpublish. A repeat changes nothing and writes no entry.
 */
export function setBlogPostPublishing(db: Database, id: number, at: Date | null | undefined, author: Author): Promise<AdminBlogPost> {
  return db.transaction(async (tx) => {
    const row = await postRow(tx, id, true);
    const unpublishing = at === undefined;
    const problem = unpublishing ? null : scheduleProblem(at, author.now);
    if (problem) throw problemError(problem);
    const status = contentStatus(row.publishedAt, author.now);
    const unchanged = unpublishing ? status === 'draft' : at === null && status === 'published';
    if (unchanged) return answerOf(row, author.now);
    const publishedAt = unpublishing ? null : (at ?? author.now);
    const [updated] = await tx.update(blogPosts).set({ publishedAt, updatedAt: author.now }).where(eq(blogPosts.id, id)).returning();
    await recordAudit(tx, {
      actor: author.actor,
      action: unpublishing ? 'blog.unpublish' : 'blog.publish',
      entity: { type: 'blog_post', id },
      before: { published_at: row.publishedAt?.toISOString() ?? null },
      after: { published_at: publishedAt?.toISOString() ?? null },
      context: author.context,
    });
    return answerOf(updated!, author.now);
  });
}

/** POST admin/blog-posts/{id}/preview: the shop's page of the post with a link valid 30 minutes (decision 0055). */
export async function blogPostPreview(db: Database, id: number, previews: PreviewTokens): Promise<ContentPreview> {
  const row = await postRow(db, id);
  const { token, expiresAt } = previews.issue(blogPreviewSubject(id));
  return { path: `/blog/${row.slug}?preview=${token}`, expires_at: expiresAt.toISOString() };
}
