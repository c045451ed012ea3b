import { brandName } from '@talad/domain';
import { and, count, notInArray, sql } from 'drizzle-orm';
import type { Brand } from '../config.ts';
import { DEFAULT_CATALOG_SIZE, seedCatalog } from './catalog/index.ts';
import { seedContent } from './pages/index.ts';
import type { Database, Transaction } from '../db/client.ts';
import {
  accountMenuItems,
  addresses,
  MENU_SECTIONS,
  membershipTiers,
  menuItems,
  popups,
  seoPages,
  sevenElevenStores,
} from '../db/schema/index.ts';
import { ACCOUNT_MENU } from './account-menu.ts';
import { insertCoupons } from './coupons.ts';
import { insertDemoMembers } from './demo-members.ts';
import { insertDemoDesk } from './demo-desk.ts';
import { insertDemoStaff } from './demo-staff.ts';
import type { CheckoutSettings } from '../modules/checkout/index.ts';
import { insertDemoReviews } from './reviews.ts';
import { insertDemoMembership } from './demo-membership.ts';
import { insertDemoWishListsAndCases } from './wish-lists-and-cases.ts';
import { insertDemoNotifications } from './notifications.ts';
import { menuSeeds, type MenuSeed } from './menu.ts';
import { membershipSeeds } from './membership.ts';
import { popupSeeds } from './popups.ts';
import { seoSeeds } from './seo.ts';
import { sevenElevenSeeds } from './seven-eleven-stores.ts';
import { cachedThaiAreas, seedThaiAreasIfEmpty, type AreaRows } from './thai-areas.ts';

/** Any value works; it only has to be the same for every instance that may seed at once. */
const SEED_LOCK = 7_270_001;

async function insertMenu(tx: Transaction, section: (typeof MENU_SECTIONS)[number], items: MenuSeed[], parentId: number | null) {
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({
        section,
        parentId,
        position: index + 1,
        linkType: item.linkType,
        linkValue: item.linkValue,
        label: item.label,
        icon: item.icon ?? null,
      })
      .returning({ id: menuItems.id });
    if (row && item.children) await insertMenu(tx, section, item.children, row.id);
  }
}

/**
 * The demo 7-Eleven stores as the seed has them now. A database seeded earlier gets its stores' names, addresses and
 * places put right under the same ids (saved pickup addresses keep pointing at a store); stores the seed no longer
 * has go, unless an address points at them.
 */
async function syncSevenElevenStores(tx: Transaction, areas: AreaRows) {
  const stores = sevenElevenSeeds(areas);
  const latest = (column: string) => sql.raw(`excluded.${column}`);
  for (let start = 0; start < stores.length; start += 500) {
    await tx
      .insert(sevenElevenStores)
      .values(stores.slice(start, start + 500))
      .onConflictDoUpdate({
        target: sevenElevenStores.id,
        set: {
          nameTh: latest('name_th'),
          nameEn: latest('name_en'),
          addressTh: latest('address_th'),
          addressEn: latest('address_en'),
          provinceId: latest('province_id'),
          lat: latest('lat'),
          lng: latest('lng'),
          openingHours: latest('opening_hours'),
        },
      });
  }
  await tx.delete(sevenElevenStores).where(
    and(
      notInArray(
        sevenElevenStores.id,
        stores.map((store) => store.id),
      ),
      sql`not exists (select 1 from ${addresses} where ${addresses.storeId} = ${sevenElevenStores.id})`,
    ),
  );
}

/** Thai provinces → districts → sub-districts → postcodes, and the 7-Eleven stores placed on them. */
async function seedAddressData(tx: Transaction): Promise<boolean> {
  const areas = await cachedThaiAreas();
  const seeded = await seedThaiAreasIfEmpty(tx, areas);
  await syncSevenElevenStores(tx, areas);
  return seeded;
}

/** The address data alone, under the seed lock: the test database snapshot is taken with it loaded. */
export async function seedAddressDataIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return seedAddressData(tx);
  });
}

/**
 * Fills an empty database with the demo shop (content, `catalogSize` products, demo members, and with
 * `demoStaff` the five demo staff, their TOTP secrets sealed with `secret` — the API's app secret — and today's orders
 * on their desk, placed with the shop's `checkout` settings); a database that has a menu is left alone. The address data is checked on its own, so a database seeded before it existed gets it too.
 */
export async function seedIfEmpty(
  db: Database,
  brand: Brand,
  catalogSize = DEFAULT_CATALOG_SIZE,
  options: { demoStaff?: { secret: string; checkout: CheckoutSettings } } = {},
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const addressDataSeeded = await seedAddressData(tx);
    const [existing] = await tx.select({ total: count() }).from(menuItems);
    if (existing && existing.total > 0) return addressDataSeeded;
    const name = brandName(brand);
    const menu = menuSeeds(brand, name);
    for (const section of MENU_SECTIONS) await insertMenu(tx, section, menu[section], null);
    await tx.insert(popups).values(popupSeeds(name));
    await tx.insert(seoPages).values(seoSeeds(name));
    await tx.insert(accountMenuItems).values(ACCOUNT_MENU.map((item, index) => ({ ...item, position: index + 1 })));
    await tx.insert(membershipTiers).values(membershipSeeds(name));
    await seedCatalog(tx, catalogSize);
    await seedContent(tx, name, brand);
    await insertDemoMembers(tx);
    await insertDemoReviews(tx);
    await insertDemoMembership(tx);
    await insertDemoWishListsAndCases(tx);
    await insertDemoNotifications(tx);
    await insertCoupons(tx, new Date());
    if (options.demoStaff) {
      await insertDemoStaff(tx, options.demoStaff.secret);
      await insertDemoDesk(tx, options.demoStaff.checkout);
    }
    // The planner's statistics of what was just written: without them it takes the 100,000-product catalogue for a
    // few thousand rows and plans for that, until autovacuum gets round to it (PGlite has no autovacuum: never).
    await tx.execute(sql`analyze`);
    return true;
  });
  // Marks the products' pages all-visible (outside any transaction, as vacuum must be), so the side menu's counts are
  // read from products_facets_idx alone from the first listing on, not once autovacuum passes (PGlite has none).
  if (seeded) await db.execute(sql`vacuum products`);
  return seeded;
}
