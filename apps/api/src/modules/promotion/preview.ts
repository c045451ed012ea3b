import type { RulePreview } from '@talad/contract';
import { pickText, type Locale, type LocalizedText } from '@talad/domain';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, flashSaleItems, flashSales, products, promotionProducts, promotions } from '../../db/schema/index.ts';
import { idsParameter, rowsOf } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal } from '../../platform/keyset.ts';
import { lookups } from '../catalog/index.ts';

/**
 * What the admin's preview panel shows of a saved rule (decision 0050): the products it touches (count and first page),
 * the rules live at the same time on the same products or competing for the same place in an order, and its usage so
 * far read from the orders, coupon uses and flash-sale quotas themselves.
 */

const PREVIEW_SIZE = 20;
const NOT_IN_PROMOTION = 'NOT_IN_PROMOTION';

interface Window {
  startsAt: Date | null;
  endsAt: Date | null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** On-sale products matching `condition`: how many, and the first page by id. */
async function productsOf(db: Database, condition: SQL | undefined, locale: Locale): Promise<RulePreview['products']> {
  const where = and(isNull(products.withdrawnAt), condition);
  const [rows, total] = await Promise.all([
    db
      .select({ code: products.code, name: products.name, price: products.price, special: products.specialPrice, badges: products.badges })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(PREVIEW_SIZE),
    approximateTotal(db, db.select({ id: products.id }).from(products).where(where)),
  ]);
  return {
    ...total,
    items: rows.map((row) => ({
      code: row.code,
      name: pickText(row.name, locale),
      price: row.price,
      special_price: row.special,
      not_in_promotion: row.badges.includes(NOT_IN_PROMOTION),
    })),
  };
}

/** Two windows share a moment (a missing start or end is open), and the other one has not ended. */
function overlapping(window: Window, other: { starts: SQL; ends: SQL }, now: Date): SQL {
  const [start, end] = [iso(window.startsAt), iso(window.endsAt)];
  return sql`(${start}::timestamptz is null or ${other.ends} is null or ${start}::timestamptz < ${other.ends})
    and (${other.starts} is null or ${end}::timestamptz is null or ${other.starts} < ${end}::timestamptz)
    and (${other.ends} is null or ${other.ends} > ${now.toISOString()}::timestamptz)`;
}

interface OverlapRow {
  type: 'promotion' | 'coupon' | 'flash_sale';
  id: number;
  name: LocalizedText;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  shared: number | null;
}

function overlapsOf(rows: OverlapRow[], locale: Locale): RulePreview['overlaps'] {
  const time = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    name: pickText(row.name, locale),
    starts_at: time(row.starts_at),
    ends_at: time(row.ends_at),
    shared_products: row.shared === null ? null : Number(row.shared),
  }));
}

/**
 * Promotions and flash sale slots live in `window` on any of `mine`'s products (other than the rule itself): a
 * line-price promotion and a flash price never add up (the flash price wins), two line-price promotions give the best
 * one only.
 */
async function sharingProducts(
  db: Database,
  mine: SQL,
  window: Window,
  self: { promotion: number; flashSale: number },
  now: Date,
  locale: Locale,
): Promise<RulePreview['overlaps']> {
  const result = await db.execute(sql`
    with mine as (${mine})
    select 'promotion' as type, p.id, p.title as name, p.starts_at, p.ends_at, count(*)::int as shared
      from mine join promotion_products o on o.product_id = mine.product_id join promotions p on p.id = o.promotion_id
      where p.id <> ${self.promotion} and ${overlapping(window, { starts: sql`p.starts_at`, ends: sql`p.ends_at` }, now)}
      group by p.id
    union all
    select 'flash_sale' as type, f.id, f.name, f.starts_at, f.ends_at, count(*)::int as shared
      from mine join flash_sale_items o on o.product_id = mine.product_id join flash_sales f on f.id = o.flash_sale_id
      where f.id <> ${self.flashSale} and ${overlapping(window, { starts: sql`f.starts_at`, ends: sql`f.ends_at` }, now)}
      group by f.id
    order by 1 desc, 2`); // promotions first ('promotion' > 'flash_sale'), each by id
  return overlapsOf(rowsOf<OverlapRow>(result), locale);
}

/** Orders whose priced breakdown names this promotion or coupon, and what it gave in them (cancelled orders left out). */
async function pricedUsage(db: Database, source: 'promotion', id: number): Promise<{ orders: number; discount: number }> {
  const named = JSON.stringify([{ source, id }]);
  const result = await db.execute(sql`
    select count(distinct o.id)::int as orders, coalesce(sum((a->>'amount')::int), 0)::int as discount
    from orders o cross join lateral jsonb_array_elements(o.pricing->'adjustments') a
    where o.status <> 'CANCELLED' and o.pricing->'adjustments' @> ${named}::jsonb
      and a->>'source' = ${source} and (a->>'id')::int = ${id}`);
  const [row] = rowsOf<{ orders: number; discount: number }>(result);
  return { orders: Number(row?.orders ?? 0), discount: Number(row?.discount ?? 0) };
}

export async function promotionPreview(db: Database, id: number, now: Date, locale: Locale): Promise<RulePreview> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  const inIt = sql`exists (select 1 from ${promotionProducts} pp where pp.promotion_id = ${id} and pp.product_id = ${products.id})`;
  const mine = sql`select product_id from promotion_products where promotion_id = ${id}`;
  const [touched, sharing, competing, usage] = await Promise.all([
    productsOf(db, inIt, locale),
    sharingProducts(db, mine, row, { promotion: id, flashSale: 0 }, now, locale),
    // An order-wide delivery discount has no products: the others live at the same time compete with it (the best one applies).
    row.kind === 'shipping_discount'
      ? db.execute(sql`
          select 'promotion' as type, p.id, p.title as name, p.starts_at, p.ends_at, null as shared from promotions p
          where p.kind = 'shipping_discount' and p.id <> ${id}
            and ${overlapping(row, { starts: sql`p.starts_at`, ends: sql`p.ends_at` }, now)} order by p.id`)
      : null,
    pricedUsage(db, 'promotion', id),
  ]);
  return {
    products: touched,
    overlaps: [...sharing, ...(competing ? overlapsOf(rowsOf<OverlapRow>(competing), locale) : [])],
    usage: { claims: null, units: null, ...usage },
  };
}

export async function flashSalePreview(db: Database, id: number, now: Date, locale: Locale): Promise<RulePreview> {
  const [row] = await db.select().from(flashSales).where(eq(flashSales.id, id));
  if (!row) throw new AppError('FLASH_SALE_NOT_FOUND');
  const inIt = sql`exists (select 1 from ${flashSaleItems} fi where fi.flash_sale_id = ${id} and fi.product_id = ${products.id})`;
  const mine = sql`select product_id from flash_sale_items where flash_sale_id = ${id}`;
  const [touched, overlaps, usage] = await Promise.all([
    productsOf(db, inIt, locale),
    sharingProducts(db, mine, row, { promotion: 0, flashSale: id }, now, locale),
    db.execute(sql`
      select (select coalesce(sum(sold), 0)::int from flash_sale_items where flash_sale_id = ${id}) as units,
        count(distinct l.order_id)::int as orders, coalesce(sum((l.list_price - l.unit_price) * l.quantity), 0)::int as discount
      from order_lines l join orders o on o.id = l.order_id
      where l.flash_sale_id = ${id} and o.status <> 'CANCELLED'`),
  ]);
  const [used] = rowsOf<{ units: number; orders: number; discount: number }>(usage);
  return {
    products: touched,
    overlaps,
    usage: { claims: null, units: Number(used?.units ?? 0), orders: Number(used?.orders ?? 0), discount: Number(used?.discount ?? 0) },
  };
}

/** A coupon's products: those of its categories (any level) and brands, every product without either; none flagged "not in promotion". */
async function couponProducts(db: Database, row: typeof coupons.$inferSelect, locale: Locale) {
  const table = await lookups(db);
  const ids = (slugs: string[], bySlug: Map<string, { id: number }>) => idsParameter(slugs.flatMap((slug) => bySlug.get(slug)?.id ?? []));
  const categories = ids(row.categories, table.categoryBySlug);
  const inCategories =
    row.categories.length === 0
      ? undefined
      : sql`(${products.mainCategoryId} = any(${categories}::int[]) or ${products.subCategoryId} = any(${categories}::int[]) or ${products.detailCategoryId} = any(${categories}::int[]))`;
  const inBrands = row.brands.length === 0 ? undefined : sql`${products.brandId} = any(${ids(row.brands, table.brandBySlug)}::int[])`;
  return productsOf(db, and(sql`not (${NOT_IN_PROMOTION} = any(${products.badges}))`, inCategories, inBrands), locale);
}

export async function couponPreview(db: Database, id: number, now: Date, locale: Locale): Promise<RulePreview> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  const [touched, competing, usage] = await Promise.all([
    couponProducts(db, row, locale),
    // One coupon of each type applies to an order: others of its type live at the same time compete with it.
    db.execute(sql`
      select 'coupon' as type, c.id, c.name, c.starts_at, c.ends_at, null as shared from coupons c
      where c.type = ${row.type} and c.id <> ${id}
        and ${overlapping(row, { starts: sql`c.starts_at`, ends: sql`c.ends_at` }, now)} order by c.id limit 50`),
    db.execute(sql`
      select (select count(*)::int from member_coupons where coupon_id = ${id}) as claims,
        count(*)::int as orders, coalesce(sum(discount), 0)::int as discount
      from coupon_uses where coupon_id = ${id} and returned_at is null`),
  ]);
  const [used] = rowsOf<{ claims: number; orders: number; discount: number }>(usage);
  return {
    products: touched,
    overlaps: overlapsOf(rowsOf<OverlapRow>(competing), locale),
    usage: { claims: Number(used?.claims ?? 0), units: null, orders: Number(used?.orders ?? 0), discount: Number(used?.discount ?? 0) },
  };
}
