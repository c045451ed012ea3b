import { count, sql } from 'drizzle-orm';
import type { Brand } from '../../config.ts';
import { DEFAULT_CATALOG_SIZE, seedCatalog } from './catalog/index.ts';
import { seedContent } from './pages/index.ts';
import type { Database, Transaction } from '../client.ts';
import { accountMenuItems, MENU_SECTIONS, membershipTiers, menuItems, popups, seoPages } from '../schema/index.ts';
import { ACCOUNT_MENU } from './account-menu.ts';
import { brandName } from './brand.ts';
import { menuSeeds, type MenuSeed } from './menu.ts';
import { membershipSeeds } from './membership.ts';
import { popupSeeds } from './popups.ts';
import { seoSeeds } from './seo.ts';

/** Any value works; it only has to be the same for every instance that may seed at once. */
const SEED_LOCK = 7_270_001;

async function insertMenu(tx: Transaction, section: (typeof MENU_SECTIONS)[number], items: MenuSeed[], parentId: number | null) {
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({ section, parentId, position: index + 1, linkType: item.linkType, linkValue: item.linkValue, label: item.label, icon: item.icon ?? null })
      .returning({ id: menuItems.id });
    if (row && item.children) await insertMenu(tx, section, item.children, row.id);
  }
}

/** Fills an empty database with the demo shop (content and `catalogSize` products); a database that has a menu is left alone. */
export async function seedIfEmpty(db: Database, brand: Brand, catalogSize = DEFAULT_CATALOG_SIZE): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(menuItems);
    if (existing && existing.total > 0) return false;
    const name = brandName(brand);
    const menu = menuSeeds(brand, name);
    for (const section of MENU_SECTIONS) await insertMenu(tx, section, menu[section], null);
    await tx.insert(popups).values(popupSeeds(name));
    await tx.insert(seoPages).values(seoSeeds(name));
    await tx.insert(accountMenuItems).values(ACCOUNT_MENU.map((item, index) => ({ ...item, position: index + 1 })));
    await tx.insert(membershipTiers).values(membershipSeeds(name));
    await seedCatalog(tx, catalogSize);
    await seedContent(tx, name, brand);
    return true;
  });
}
