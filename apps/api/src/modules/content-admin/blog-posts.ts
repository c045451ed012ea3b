import type {
  AdminBlogPost,
  AdminBlogPostsPage,
  AdminBlogPostsQuery,
  BlogPostCreateBody,
  BlogPostEditBody,
  ContentPreview,
} from '@talad/contract';
import { bilingualSections, bodiesOfSections } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { blogCoverOf, blogPreviewSubject } from '../content/index.ts';
import { problemError, type Author } from './author.ts';
import { contentRowOf, listWritten, refuseTakenSlug, setPublishing, slugTakenOnWrite, type Written } from './publishing.ts';

type PostRow = typeof blogPosts.$inferSelect;

const pair = (text: { th: string; en?: string | null }) => ({ th: text.th, en: text.en ?? text.th });

function answerOf(row: PostRow, now: Date): AdminBlogPost {
  return {
    ...contentRowOf(row, now),
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

/** GET admin/blog-posts: newest written first (by id), by status, in keyset pages. */
export function listBlogPosts(db: Database, query: AdminBlogPostsQuery, now: Date): Promise<AdminBlogPostsPage> {
  return listWritten(db, BLOG, query, now, contentRowOf);
}

async function postRow(db: Database | Transaction, id: number, lock = false): Promise<PostRow> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('BLOG_POST_NOT_FOUND');
  return row;
}

const BLOG: Written<PostRow, AdminBlogPost> = {
  table: blogPosts,
  id: blogPosts.id,
  slug: blogPosts.slug,
  publishedAt: blogPosts.publishedAt,
  entity: 'blog_post',
  action: 'blog',
  row: postRow,
  publish: async (tx, id, publishedAt, now) => {
    const [updated] = await tx.update(blogPosts).set({ publishedAt, updatedAt: now }).where(eq(blogPosts.id, id)).returning();
    return updated!;
  },
  answer: answerOf,
};

export async function adminBlogPost(db: Database, id: number, now: Date): Promise<AdminBlogPost> {
  return answerOf(await postRow(db, id), now);
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
      await refuseTakenSlug(tx, BLOG, body.slug, null);
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
      if (change.slug !== undefined) await refuseTakenSlug(tx, BLOG, change.slug, id);
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

/** Publish now or at a time ahead, or back to a draft (`at` undefined): blog.publish / blog.unpublish (decision 0055). */
export function setBlogPostPublishing(db: Database, id: number, at: Date | null | undefined, author: Author): Promise<AdminBlogPost> {
  return setPublishing(db, BLOG, id, at, author);
}

/** POST admin/blog-posts/{id}/preview: the shop's page of the post with a link valid 30 minutes (decision 0055). */
export async function blogPostPreview(db: Database, id: number, previews: PreviewTokens): Promise<ContentPreview> {
  const row = await postRow(db, id);
  const { token, expiresAt } = previews.issue(blogPreviewSubject(id));
  return { path: `/blog/${row.slug}?preview=${token}`, expires_at: expiresAt.toISOString() };
}
