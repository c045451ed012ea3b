import type { AboutPageRef, ContentBlock, ContentPage } from '@talad/contract';
import { pickText, shownVersion, type ContentPageKind, type Locale } from '@talad/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentBlocks, contentPages, type BlockVersion } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

const isLocalized = (value: object): value is { th: string; en?: string | null } =>
  'th' in value && typeof (value as { th: unknown }).th === 'string' && Object.keys(value).every((key) => key === 'th' || key === 'en');

/** Block settings with every {th, en} text replaced by the asked language. */
export function localize(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalized(value)) return pickText(value, locale);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)]));
}

/** What a content page's preview token is issued for: the page's kind and key. */
export const previewCode = (kind: ContentPageKind, key: string | null | undefined) => `${kind}:${key ?? ''}`;

type BlockRow = typeof contentBlocks.$inferSelect;

/**
 * The version of a block a reader sees (decision 0054): a shopper the one published whose time has come (none: the
 * block is left out), a preview the working copy staff edit (waiting edits, else the live version), published or not.
 */
function versionFor(row: BlockRow, reader: { now: Date; preview: boolean }): BlockVersion | null {
  if (reader.preview) return row.draft ?? { theme: row.theme, settings: row.settings };
  const shown = shownVersion(
    { publishedAt: row.publishedAt, hasDraft: row.draft !== null, draftPublishAt: row.draftPublishAt },
    reader.now,
  );
  if (shown === 'draft') return row.draft;
  return shown === 'live' ? { theme: row.theme, settings: row.settings } : null;
}

/** A content page of a kind (key null = the kind's own page) with its blocks in order, as `reader` sees them. */
export async function findContentPage(
  db: Database,
  kind: ContentPageKind,
  key: string | null,
  locale: Locale,
  reader: { now: Date; preview: boolean },
): Promise<ContentPage> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), key === null ? isNull(contentPages.key) : eq(contentPages.key, key)));
  // A page not published yet (a custom page's draft or schedule, decision 0060) is only its preview's.
  if (!page || !(reader.preview || isShown(page.publishedAt, reader.now))) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  const blocks = await db.select().from(contentBlocks).where(eq(contentBlocks.pageId, page.id)).orderBy(asc(contentBlocks.position));
  return {
    kind: page.kind,
    key: page.key,
    title: pickText(page.title, locale),
    theme: page.theme,
    // Settings are stored as JSON by block type; the route's response schema checks each block against its type.
    blocks: blocks.flatMap((block) => {
      const version = versionFor(block, reader);
      if (!version) return [];
      return [
        { block_id: block.id, type: block.type, theme: version.theme, ...(localize(version.settings, locale) as object) } as ContentBlock,
      ];
    }),
  };
}

const isShown = (publishedAt: Date | null, now: Date) => publishedAt !== null && publishedAt <= now;

/** The about pages for the about layout's side menu. */
export async function aboutPages(db: Database, locale: Locale): Promise<AboutPageRef[]> {
  const rows = await db
    .select({ key: contentPages.key, title: contentPages.title })
    .from(contentPages)
    .where(eq(contentPages.kind, 'about-us'))
    .orderBy(asc(contentPages.position));
  return rows.flatMap((row) => (row.key ? [{ slug: row.key, title: pickText(row.title, locale) }] : []));
}
