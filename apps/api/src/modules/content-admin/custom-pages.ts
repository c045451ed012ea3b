import type {
  AdminContentQuery,
  AdminContentRows,
  AdminCustomPage,
  ContentPreview,
  CustomPageCreateBody,
  CustomPageEditBody,
} from '@talad/contract';
import { bodiesOfSections, pairedSections, type BilingualSection, type LocalizedText } from '@talad/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { contentBlocks, contentPages, seoPages } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { PreviewTokens } from '../catalog/index.ts';
import { previewCode } from '../content/index.ts';
import { problemError, type Author } from './author.ts';
import { contentRowOf, listWritten, refuseTakenSlug, setPublishing, slugTakenOnWrite, type Written } from './publishing.ts';

/**
 * Custom pages written in the back office (decision 0060): a content page of kind custom-page at /p/{key}, its text
 * blocks written as the blog's plain-text body (a section a TEXT block, each paragraph in both languages), its own
 * SEO texts, and the blog's lifecycle on content_pages.published_at. Blocks of other types (banners, feeds) the seed
 * or a later editor put there stay in their places.
 */

type PageRow = typeof contentPages.$inferSelect;
type Pair = { th: string; en: string };
const KIND = 'custom-page';
const isCustom = eq(contentPages.kind, KIND);
const pair = (text: { th: string; en?: string | null } | null): Pair => ({ th: text?.th ?? '', en: text?.en ?? text?.th ?? '' });

async function pageRow(db: Database | Transaction, id: number, lock = false): Promise<PageRow> {
  const query = db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, id), isCustom));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return row;
}

interface TextSettings {
  title: LocalizedText;
  paragraphs: LocalizedText[];
}

/** A body section as a TEXT block's settings: its heading the title (none: empty), each paragraph with its translation. */
function textSettings(section: BilingualSection): TextSettings {
  const en = section.paragraphs.en ?? section.paragraphs.th;
  return {
    title: section.heading ? { th: section.heading.th, en: section.heading.en ?? section.heading.th } : { th: '', en: '' },
    paragraphs: section.paragraphs.th.map((th, index) => ({ th, en: en[index] ?? th })),
  };
}

function sectionOf(settings: TextSettings): BilingualSection {
  const heading = pair(settings.title);
  return {
    heading: heading.th === '' ? null : heading,
    paragraphs: {
      th: settings.paragraphs.map((paragraph) => paragraph.th),
      en: settings.paragraphs.map((paragraph) => pair(paragraph).en),
    },
  };
}

/** The keyed SEO row of the page's slug, else the kind's own (what the shop shows until the page has its own). */
async function seoOf(db: Database | Transaction, slug: string | null) {
  const [row] = await db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.type, KIND), or(eq(seoPages.key, slug ?? ''), isNull(seoPages.key))))
    .orderBy(sql`${seoPages.key} is null`)
    .limit(1);
  return { title: pair(row?.title ?? null), description: pair(row?.description ?? null), keywords: pair(row?.keywords ?? null) };
}

async function answerOf(row: PageRow, now: Date, db: Database | Transaction): Promise<AdminCustomPage> {
  const blocks = await db.select().from(contentBlocks).where(eq(contentBlocks.pageId, row.id)).orderBy(asc(contentBlocks.position));
  const texts = blocks.filter((block) => block.type === 'TEXT');
  const slug = row.key ?? '';
  return {
    ...contentRowOf({ ...row, slug }, now),
    body: bodiesOfSections(texts.map((block) => sectionOf(block.settings as unknown as TextSettings))),
    seo: await seoOf(db, slug),
    other_blocks: blocks.length - texts.length,
    path: `/p/${slug}`,
  };
}

const PAGES: Written<PageRow, AdminCustomPage> = {
  table: contentPages,
  id: contentPages.id,
  slug: contentPages.key,
  publishedAt: contentPages.publishedAt,
  scope: isCustom,
  entity: 'custom_page',
  action: 'page',
  row: pageRow,
  publish: async (tx, id, publishedAt, now) => {
    const [updated] = await tx.update(contentPages).set({ publishedAt, updatedAt: now }).where(eq(contentPages.id, id)).returning();
    return updated!;
  },
  answer: answerOf,
};

/** GET admin/custom-pages: newest first, by status, in keyset pages. */
export function listCustomPages(db: Database, query: AdminContentQuery, now: Date): Promise<AdminContentRows> {
  return listWritten(db, PAGES, query, now, (row: PageRow) => contentRowOf({ ...row, slug: row.key ?? '' }, now));
}

export async function adminCustomPage(db: Database, id: number, now: Date): Promise<AdminCustomPage> {
  return answerOf(await pageRow(db, id), now, db);
}

/**
 * The page's TEXT blocks replaced by the body's sections, where the first of them stood (at the end when it had
 * none); the other blocks keep their order around them.
 */
async function writeBody(tx: Transaction, pageId: number, sections: BilingualSection[]): Promise<void> {
  const blocks = await tx.select().from(contentBlocks).where(eq(contentBlocks.pageId, pageId)).orderBy(asc(contentBlocks.position));
  const firstText = blocks.findIndex((block) => block.type === 'TEXT');
  const cut = firstText === -1 ? blocks.length : firstText;
  const others = blocks.filter((block) => block.type !== 'TEXT');
  const before = others.filter((block) => blocks.indexOf(block) < cut);
  const after = others.filter((block) => blocks.indexOf(block) > cut);
  await tx.delete(contentBlocks).where(and(eq(contentBlocks.pageId, pageId), eq(contentBlocks.type, 'TEXT')));
  for (const [position, block] of [...before, ...after].entries()) {
    const shifted = position < before.length ? position : position + sections.length;
    if (block.position !== shifted) await tx.update(contentBlocks).set({ position: shifted }).where(eq(contentBlocks.id, block.id));
  }
  if (sections.length === 0) return;
  await tx.insert(contentBlocks).values(
    sections.map((section, index) => ({
      pageId,
      position: before.length + index,
      type: 'TEXT' as const,
      settings: textSettings(section) as unknown as Record<string, unknown>,
    })),
  );
}

/** The page's own SEO row, made on its first save, following the page's slug. */
async function writeSeo(tx: Transaction, slug: string, seo: AdminCustomPage['seo']): Promise<void> {
  const [kept] = await tx
    .select({ id: seoPages.id })
    .from(seoPages)
    .where(and(eq(seoPages.type, KIND), eq(seoPages.key, slug)));
  if (kept) await tx.update(seoPages).set(seo).where(eq(seoPages.id, kept.id));
  else await tx.insert(seoPages).values({ type: KIND, key: slug, ...seo });
}

function sectionsOf(body: { th: string; en: string } | undefined): BilingualSection[] | undefined {
  if (!body) return undefined;
  const cut = pairedSections(body);
  if ('problem' in cut) throw problemError(cut.problem);
  return cut.sections;
}

/** What the audit log keeps of a page: its texts, not the computed status, times or path. */
function auditedOf(answer: AdminCustomPage) {
  return { slug: answer.slug, title: answer.title, body: answer.body, seo: answer.seo };
}

/** POST admin/custom-pages: a draft page with its text blocks and SEO texts, one page.create entry. */
export function createCustomPage(db: Database, body: CustomPageCreateBody, author: Author): Promise<AdminCustomPage> {
  const sections = sectionsOf(body.body)!;
  return db
    .transaction(async (tx) => {
      await refuseTakenSlug(tx, PAGES, body.slug, null);
      const [row] = await tx
        .insert(contentPages)
        .values({ kind: KIND, key: body.slug, title: body.title, publishedAt: null, updatedAt: author.now })
        .returning();
      await writeBody(tx, row!.id, sections);
      await writeSeo(tx, body.slug, body.seo);
      const answer = await answerOf(row!, author.now, tx);
      await recordAudit(tx, {
        actor: author.actor,
        action: 'page.create',
        entity: { type: 'custom_page', id: row!.id },
        after: auditedOf(answer),
        context: author.context,
      });
      return answer;
    })
    .catch(slugTakenOnWrite(body.slug));
}

/** PATCH admin/custom-pages/{id}: the fields given; one page.edit entry with what changed (none when nothing did). */
export function editCustomPage(db: Database, id: number, body: CustomPageEditBody, author: Author): Promise<AdminCustomPage> {
  const sections = sectionsOf(body.body);
  return db
    .transaction(async (tx) => {
      const row = await pageRow(tx, id, true);
      const before = await answerOf(row, author.now, tx);
      const slug = body.slug ?? before.slug;
      const wanted = { ...auditedOf(before), ...body, ...(sections ? { body: bodiesOfSections(sections) } : {}) };
      const changed = changedFields(auditedOf(before), { slug, title: wanted.title, body: wanted.body, seo: wanted.seo });
      if (Object.keys(changed.after).length === 0) return before;
      if (slug !== before.slug) {
        await refuseTakenSlug(tx, PAGES, slug, id);
        // The page's own SEO row moves with it; a row left under the new slug by no page (a page removed) is replaced.
        await tx.delete(seoPages).where(and(eq(seoPages.type, KIND), eq(seoPages.key, slug)));
        await tx
          .update(seoPages)
          .set({ key: slug })
          .where(and(eq(seoPages.type, KIND), eq(seoPages.key, before.slug)));
      }
      const [updated] = await tx
        .update(contentPages)
        .set({ key: slug, title: wanted.title, updatedAt: author.now })
        .where(eq(contentPages.id, id))
        .returning();
      if (sections) await writeBody(tx, id, sections);
      if (body.seo || changed.after.slug !== undefined) await writeSeo(tx, slug, wanted.seo);
      await recordAudit(tx, {
        actor: author.actor,
        action: 'page.edit',
        entity: { type: 'custom_page', id },
        ...changed,
        context: author.context,
      });
      return answerOf(updated!, author.now, tx);
    })
    .catch(slugTakenOnWrite(body.slug ?? ''));
}

/** Publish now or at a time ahead, or back to a draft (`at` undefined): page.publish / page.unpublish. */
export function setCustomPagePublishing(db: Database, id: number, at: Date | null | undefined, author: Author): Promise<AdminCustomPage> {
  return setPublishing(db, PAGES, id, at, author);
}

/** POST admin/custom-pages/{id}/preview: the shop's page, drafts and all, with a link valid 30 minutes. */
export async function customPagePreview(db: Database, id: number, previews: PreviewTokens): Promise<ContentPreview> {
  const row = await pageRow(db, id);
  const { token, expiresAt } = previews.issue(previewCode(KIND, row.key));
  return { path: `/p/${row.key ?? ''}?preview=${token}`, expires_at: expiresAt.toISOString() };
}
