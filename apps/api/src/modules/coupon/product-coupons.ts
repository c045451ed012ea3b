import type { Coupon } from '@talad/contract';
import { couponCovers, type Locale } from '@talad/domain';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups } from '../catalog/index.ts';
import { shopperFacts, type ShopperFacts } from '../membership/index.ts';
import { couponCard, holdingsOf } from './cards.ts';
import { unusableNow } from './offers.ts';

/** A product page shows a handful of coupons, not the whole /coupon board. */
const MOST_SHOWN = 20;

/** A shopper without a session, as shopperFacts answers for a guest: no tier (counted as the first), no birthday known. */
const NO_SESSION: ShopperFacts = { tier: null, freeDeliveryFrom: null, birthdayMonth: null };

/** The product as coupon eligibility sees it (couponCovers): its category slugs at every level, its brand, its badge. */
async function coverageOf(db: Database, slug: string) {
  const [product] = await db
    .select({
      main: products.mainCategoryId,
      sub: products.subCategoryId,
      detail: products.detailCategoryId,
      brandId: products.brandId,
      badges: products.badges,
      withdrawnAt: products.withdrawnAt,
    })
    .from(products)
    .where(and(eq(products.slug, slug), isNotNull(products.publishedAt)));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const table = await lookups(db);
  const categories = [product.main, product.sub, product.detail].flatMap((id) => {
    const category = id === null ? undefined : table.categoryById.get(id);
    return category ? [category.slug] : [];
  });
  const brand = product.brandId === null ? null : (table.brandById.get(product.brandId)?.slug ?? null);
  return {
    line: { categories, brand, excludedFromPromotions: product.badges.includes('NOT_IN_PROMOTION') },
    onSale: product.withdrawnAt === null,
  };
}

/**
 * GET products/{slug}/coupons (issue #29): the coupons on offer now that would apply to this product — by the engine's
 * own eligibility rule (couponCovers: categories, brands, "not in promotion") — that this shopper may still collect or
 * already holds, soonest-ending first. A guest sees what a member may collect after signing in; a member does not see
 * coupons of another tier, nor ones they have used up. A withdrawn product offers none.
 */
export async function productCoupons(db: Database, customerId: string | null, slug: string, now: Date, locale: Locale): Promise<Coupon[]> {
  const { line, onSale } = await coverageOf(db, slug);
  if (!onSale || line.excludedFromPromotions) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(and(lte(coupons.startsAt, now), gt(coupons.endsAt, now), or(isNull(coupons.totalLimit), lt(coupons.used, coupons.totalLimit))))
    .orderBy(asc(coupons.endsAt), asc(coupons.id));
  // On offer somewhere (a layout), or handed to this member (a birthday gift): both apply to the product.
  const covering = rows.filter((row) => couponCovers(row, line));
  const [holdings, shopper] = await Promise.all([
    holdingsOf(
      db,
      customerId,
      covering.map((row) => row.id),
    ),
    customerId ? shopperFacts(db, customerId) : NO_SESSION,
  ]);
  return covering
    .filter((row) => unusableNow(row, holdings.get(row.id) ?? null, shopper, now) === null)
    .filter((row) => row.layoutId !== null || holdings.has(row.id))
    .slice(0, MOST_SHOWN)
    .map((row) => couponCard(row, holdings.get(row.id) ?? null, locale));
}
