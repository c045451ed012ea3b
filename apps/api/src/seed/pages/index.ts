import { desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { blogPosts, brands, categories, contentBlocks, contentPages, faqEntries, liveStreams, products } from '../../db/schema/index.ts';
import { BLOG_POSTS, blogSections } from './blog.ts';
import { FAQ_SEEDS } from './faq.ts';
import { homeBlocks, type ProductPicks } from './home.ts';
import { LIVE_SEEDS, liveClipUrl } from './live.ts';
import { pageSeeds, type PageSeed } from './pages.ts';
import { t } from './blocks.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function codesWhere(tx: Transaction, condition: SQL, order: SQL, limit: number): Promise<string[]> {
  const rows = await tx.select({ code: products.code }).from(products).where(condition).orderBy(order).limit(limit);
  return rows.map((row) => row.code);
}

/** Best-selling products of a category slug (any level). */
async function codesInCategory(tx: Transaction, slug: string, limit: number): Promise<string[]> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!category) return [];
  const id = category.id;
  return codesWhere(
    tx,
    sql`${id} in (${products.mainCategoryId}, ${products.subCategoryId}, ${products.detailCategoryId})`,
    desc(products.sold),
    limit,
  );
}

async function productPicks(tx: Transaction): Promise<ProductPicks> {
  const thaiBrandIds = (await tx.select({ id: brands.id }).from(brands).where(eq(brands.isThai, true))).map((row) => row.id);
  return {
    bestSellers: await codesWhere(tx, gt(products.stock, 0), desc(products.sold), 12),
    newArrivals: await codesWhere(tx, gt(products.stock, 0), desc(products.createdAt), 12),
    thaiBrands: await codesWhere(tx, inArray(products.brandId, thaiBrandIds), desc(products.sold), 12),
    bigDiscounts: await codesWhere(tx, gt(products.stock, 0), desc(products.discountPercent), 12),
  };
}

/** The shop's own pages and blocks were published a day before it opened: never "to come" however long seeding takes. */
async function insertPage(tx: Transaction, page: PageSeed, position: number, publishedAt: Date) {
  const [row] = await tx
    .insert(contentPages)
    .values({ kind: page.kind, key: page.key, title: page.title, theme: page.theme ?? 'LIGHT', position, publishedAt })
    .returning({ id: contentPages.id });
  if (!row) throw new Error('content page insert returned nothing');
  await tx.insert(contentBlocks).values(
    page.blocks.map((block, index) => ({
      pageId: row.id,
      position: index + 1,
      type: block.type,
      theme: block.theme ?? 'LIGHT',
      settings: block.settings,
      publishedAt,
    })),
  );
}

/** Content pages of every kind, blog, live streams and FAQ, pointing at products that exist. */
export async function seedContent(tx: Transaction, brand: string, brandSlug: string, now = new Date()) {
  const picks = await productPicks(tx);
  const pages: PageSeed[] = [
    { kind: 'home', key: null, title: t('หน้าแรก', 'Home'), blocks: homeBlocks(picks) },
    ...pageSeeds(brand, brandSlug, picks),
  ];
  for (const [index, page] of pages.entries()) await insertPage(tx, page, index + 1, new Date(now.getTime() - DAY));

  const posts = [];
  for (const [index, post] of BLOG_POSTS.entries()) {
    posts.push({
      slug: post.slug,
      title: post.title,
      excerpt: post.intro,
      sections: blogSections(post),
      author: post.author,
      tags: post.tags,
      productCodes: await codesInCategory(tx, post.category, 4),
      publishedAt: new Date(now.getTime() - (index * 3 + 1) * DAY),
    });
  }
  await tx.insert(blogPosts).values(posts);

  const streams = [];
  for (const live of LIVE_SEEDS) {
    const startsAt = new Date(now.getTime() + live.startsIn * HOUR);
    streams.push({
      slug: live.slug,
      title: live.title,
      description: live.description,
      host: live.host,
      startsAt,
      endsAt: new Date(startsAt.getTime() + live.hours * HOUR),
      videoUrl: liveClipUrl(live.slug),
      productCodes: await codesInCategory(tx, live.category, 6),
      schedule: live.schedule.map(([minute, title]) => ({ minute, title })),
      // Listed from a day before the shop opened, like its pages: never "to come" however long seeding takes.
      publishedAt: new Date(now.getTime() - DAY),
    });
  }
  await tx.insert(liveStreams).values(streams);
  await tx
    .insert(faqEntries)
    .values(FAQ_SEEDS.map(([group, question, answer], index) => ({ group, question, answer, position: index + 1 })));
}
