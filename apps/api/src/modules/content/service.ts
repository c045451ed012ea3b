import type { Menu, MenuNode, Popups, Seo } from '@talad/contract';
import { pickText, type ContentPageKind, type Locale } from '@talad/domain';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menuItems, popups, seoPages } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

type MenuRow = typeof menuItems.$inferSelect;

function buildTree(rows: MenuRow[], parentId: number | null, locale: Locale): MenuNode[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      id: row.id,
      label: pickText(row.label, locale),
      icon: row.icon,
      link_type: row.linkType,
      link_value: row.linkValue,
      children: buildTree(rows, row.id, locale),
    }));
}

export async function navigationMenu(db: Database, locale: Locale): Promise<Menu> {
  const rows = await db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));
  const tree = buildTree(rows, null, locale);
  const topLevelSection = new Map(rows.map((row) => [row.id, row.section]));
  return {
    categories: tree.filter((node) => topLevelSection.get(node.id) === 'categories'),
    links: tree.filter((node) => topLevelSection.get(node.id) === 'links'),
  };
}

const isLive = and(
  eq(popups.isActive, true),
  or(isNull(popups.startsAt), lte(popups.startsAt, sql`now()`)),
  or(isNull(popups.endsAt), gt(popups.endsAt, sql`now()`)),
);

export async function livePopups(db: Database, locale: Locale): Promise<Popups> {
  const rows = await db.select().from(popups).where(isLive).orderBy(asc(popups.position), asc(popups.id));
  const text = (value: { th: string; en?: string | null } | null) => (value ? pickText(value, locale) : '');
  const introduction = rows.find((row) => row.kind === 'introduction');
  return {
    popup_images: rows
      .filter((row) => row.kind === 'image' && row.imageUrl)
      .map((row) => ({ image_url: row.imageUrl ?? '', link_type: row.linkType, link_value: row.linkValue, alt: text(row.alt) })),
    popup_introduction: introduction
      ? {
          title: text(introduction.title),
          body: text(introduction.body),
          image_url: introduction.imageUrl,
          button_label: text(introduction.buttonLabel),
        }
      : null,
  };
}

/** The row for this key, or the type's default row when the key has none. */
export async function seoFor(db: Database, type: ContentPageKind, key: string | undefined, locale: Locale): Promise<Seo> {
  const [row] = await db
    .select()
    .from(seoPages)
    .where(and(eq(seoPages.type, type), key ? or(eq(seoPages.key, key), isNull(seoPages.key)) : isNull(seoPages.key)))
    .orderBy(sql`${seoPages.key} is null`)
    .limit(1);
  if (!row) throw new AppError('SEO_NOT_FOUND');
  return {
    type: row.type,
    key: row.key,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    keywords: pickText(row.keywords, locale),
    og_image: row.ogImage,
  };
}
