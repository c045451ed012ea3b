import type { CartProblem } from '@talad/contract';
import { CART_MAX_LINE_QUANTITY } from '@talad/contract';
import {
  pickText,
  PROMOTION_KINDS,
  type Locale,
  type LocalizedText,
  type PricingLine,
  type Promotion,
  type PromotionKind,
  type PromotionRules,
} from '@talad/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  cartLines,
  flashSaleItems,
  flashSalePurchases,
  flashSales,
  productVariants,
  products,
  promotionProducts,
  promotions,
} from '../../db/schema/index.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { AppError } from '../../platform/app-error.ts';
import { cachedPerDatabase } from '../../platform/database-cache.ts';
import { lookups } from '../catalog/index.ts';

type Db = Database | Transaction;

/** A line added at a flash price hears that its sale ended for this long after the end. */
const ENDED_SALES_REMEMBERED_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the lines to price come from: the cart's selected lines, or "buy now" items. */
export type PricingSource = { selectedOnly: true } | { items: Array<{ variant_id: number; quantity: number }> };

/** A line's problem, tied to the line (cart) or the item's index (buy now, as lineId). */
export interface LineProblem {
  lineId: number;
  variantId: number;
  problem: CartProblem;
}

/** A variant as the cart shows and prices it, with what limits it now. */
export interface VariantFacts {
  variantId: number;
  productId: number;
  productCode: string;
  productSlug: string;
  productName: LocalizedText;
  imageIndex: number;
  /** products.card_image: the back office's first picture, else null (the drawn picture of imageIndex). */
  cardImage: string | null;
  options: Record<string, string>;
  badges: string[];
  flags: string[];
  deliveryMinDays: number;
  deliveryMaxDays: number;
  categories: string[];
  brand: string | null;
  listPrice: number;
  specialPrice: number | null;
  stock: number;
  /**
   * The running flash sale for the product (the one ending first), with the units this customer may still buy in it
   * (unitsLeft: the lesser of the sale's quota left and limitLeft, what the member's own limit leaves).
   */
  flashSale: { flashSaleId: number; price: number; endsAt: Date; unitsLeft: number; limitLeft: number } | null;
  /** Flash sales of the product that are over (for FLASH_SALE_ENDED), their prices. */
  endedFlashSales: Array<{ flashSaleId: number; price: number }>;
  /** False once the shop withdrew the product from sale: its lines cannot be added to, ticked or bought. */
  onSale: boolean;
}

/** The most a line of this variant may hold now: stock, the running flash sale's units left, and the line cap. */
export function maxQuantityOf(facts: VariantFacts): number {
  if (!facts.onSale) return 0;
  const flashLimit = facts.flashSale ? facts.flashSale.unitsLeft : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(facts.stock, flashLimit, CART_MAX_LINE_QUANTITY));
}

/** Stock and sale problems of a line asking for `quantity` (price problems need the engine: see the cart read). */
export function stockProblems(facts: VariantFacts, quantity: number): CartProblem[] {
  if (!facts.onSale) return [{ code: 'NOT_SOLD' }];
  if (facts.stock <= 0) return [{ code: 'OUT_OF_STOCK' }];
  const available = maxQuantityOf(facts);
  return quantity > available ? [{ code: 'FEWER_LEFT', requested: quantity, available }] : [];
}

/** Whether a line with these problems can be bought at all (priced and checked out). */
export const buyable = (problems: CartProblem[]) =>
  !problems.some((problem) => problem.code === 'OUT_OF_STOCK' || problem.code === 'NOT_SOLD');

/** A flash sale of a variant's product as the variant read carries it (JSON: the end is a string). */
interface FlashSaleRow {
  flashSaleId: number;
  price: number;
  quota: number;
  sold: number;
  perCustomerLimit: number;
  endsAt: string;
  bought: number;
}

type VariantRowValues = { ids: number[]; customerId: string; now: string; endedSince: string };

/**
 * The variants' rows for pricing, read on every cart change, preview and order: built once (db/prepared.ts), the ids
 * as one array parameter. The product's flash sales ride along as one JSON column (one statement instead of two): those
 * running, and those ended in the last month (FLASH_SALE_ENDED), the first to end first, with the units this customer
 * bought in each.
 */
const variantRows = preparedStatement<VariantRowValues>()((db, value) => {
  const salesOfProduct = sql<FlashSaleRow[]>`coalesce((
    select json_agg(json_build_object(
      'flashSaleId', ${flashSaleItems.flashSaleId}, 'price', ${flashSaleItems.flashPrice}, 'quota', ${flashSaleItems.quota},
      'sold', ${flashSaleItems.sold}, 'perCustomerLimit', ${flashSaleItems.perCustomerLimit}, 'endsAt', ${flashSales.endsAt},
      'bought', coalesce(${flashSalePurchases.quantity}, 0)
    ) order by ${flashSales.endsAt})
    from ${flashSaleItems}
    join ${flashSales} on ${flashSales.id} = ${flashSaleItems.flashSaleId}
    left join ${flashSalePurchases} on ${flashSalePurchases.flashSaleId} = ${flashSaleItems.flashSaleId}
      and ${flashSalePurchases.productId} = ${flashSaleItems.productId} and ${flashSalePurchases.customerId} = ${value('customerId')}::uuid
    where ${flashSaleItems.productId} = ${products.id} and ${flashSales.startsAt} <= ${value('now')}::timestamptz
      and ${flashSales.endsAt} > ${value('endedSince')}::timestamptz
  ), '[]'::json)`;
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      options: productVariants.options,
      price: productVariants.price,
      specialPrice: productVariants.specialPrice,
      stock: productVariants.stock,
      imageIndex: productVariants.imageIndex,
      cardImage: products.cardImage,
      code: products.code,
      slug: products.slug,
      name: products.name,
      badges: products.badges,
      flags: products.flags,
      deliveryMinDays: products.deliveryMinDays,
      deliveryMaxDays: products.deliveryMaxDays,
      withdrawnAt: products.withdrawnAt,
      brandId: products.brandId,
      mainCategoryId: products.mainCategoryId,
      subCategoryId: products.subCategoryId,
      detailCategoryId: products.detailCategoryId,
      flashSales: salesOfProduct,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${productVariants.id} = any(${value('ids')}::integer[])`);
});

/** Everything the cart and the engine need of these variants, at `now`, for this customer's flash-sale limits. */
export async function variantFacts(db: Db, customerId: string, variantIds: number[], now: Date): Promise<Map<number, VariantFacts>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const [rows, table] = await Promise.all([
    variantRows(db, {
      ids,
      customerId,
      now: now.toISOString(),
      endedSince: new Date(now.getTime() - ENDED_SALES_REMEMBERED_MS).toISOString(),
    }),
    lookups(db as Database),
  ]);
  const facts = new Map<number, VariantFacts>();
  for (const row of rows) {
    const sales = row.flashSales.map((sale) => ({ ...sale, endsAt: new Date(sale.endsAt) }));
    const running = sales.find((sale) => sale.endsAt > now);
    const limitLeft = running ? running.perCustomerLimit - running.bought : 0;
    const unitsLeft = running ? Math.min(running.quota - running.sold, limitLeft) : 0;
    const categoryIds = [row.mainCategoryId, row.subCategoryId, row.detailCategoryId];
    const brand = row.brandId === null ? undefined : table.brandById.get(row.brandId);
    facts.set(row.variantId, {
      variantId: row.variantId,
      productId: row.productId,
      productCode: row.code,
      productSlug: row.slug,
      productName: row.name,
      imageIndex: row.imageIndex,
      cardImage: row.cardImage,
      options: row.options,
      badges: row.badges,
      flags: row.flags,
      deliveryMinDays: row.deliveryMinDays,
      deliveryMaxDays: row.deliveryMaxDays,
      categories: categoryIds.flatMap((id) => {
        const category = id === null ? undefined : table.categoryById.get(id);
        return category ? [category.slug] : [];
      }),
      brand: brand?.slug ?? null,
      listPrice: row.price,
      specialPrice: row.specialPrice,
      stock: row.stock,
      // A sale whose quota or whose limit for this customer is used up prices nothing: the product sells at its own price.
      flashSale:
        running && unitsLeft > 0
          ? { flashSaleId: running.flashSaleId, price: running.price, endsAt: running.endsAt, unitsLeft, limitLeft }
          : null,
      endedFlashSales: sales
        .filter((sale) => sale !== running || unitsLeft <= 0)
        .map((sale) => ({ flashSaleId: sale.flashSaleId, price: sale.price })),
      onSale: row.withdrawnAt === null,
    });
  }
  return facts;
}

export function pricingLineOf(lineId: number, facts: VariantFacts, quantity: number): PricingLine {
  return {
    lineId,
    variantId: facts.variantId,
    productId: facts.productId,
    quantity,
    categories: facts.categories,
    brand: facts.brand,
    listPrice: facts.listPrice,
    specialPrice: facts.specialPrice,
    flashSale: facts.flashSale
      ? { flashSaleId: facts.flashSale.flashSaleId, price: facts.flashSale.price, unitsLeft: facts.flashSale.unitsLeft }
      : null,
    excludedFromPromotions: facts.badges.includes('NOT_IN_PROMOTION'),
  };
}

/** The keys each promotion kind's rules must have; a promotion whose rules lack them is not applied. */
const RULE_KEYS: { [Kind in PromotionKind]: Array<keyof PromotionRules[Kind]> } = {
  flexi: ['minQuantity', 'percentOff'],
  free_gift: ['minQuantity', 'giftVariantId', 'giftQuantity'],
  add_on_deal: ['addOnVariantId', 'addOnPrice', 'maxAddOns'],
  special_price: ['price'],
  saving: ['minSpend', 'amountOff'],
  shipping_discount: ['minSpend', 'amountOff'],
  cashback: ['percent', 'maxCashback'],
};

function hasRules(kind: PromotionKind, rules: unknown): boolean {
  if (typeof rules !== 'object' || rules === null) return false;
  return (RULE_KEYS[kind] as string[]).every((key) => key in rules);
}

interface PromotionBook {
  /** Every promotion with complete rules, by position; their windows are checked at each use. */
  promotions: Array<typeof promotions.$inferSelect>;
  productsOf: Map<number, Set<number>>;
}

/**
 * Promotions and their products, kept in process for a minute and shared with transactions (as the catalogue's
 * lookups are): every cart read, preview and order prices with them, and only the shop edits them (today the seed).
 * Whoever edits them calls `promotionBook.forget(db)`.
 */
export const promotionBook = cachedPerDatabase(60_000, async (db): Promise<PromotionBook> => {
  const [rows, links] = await Promise.all([
    db.select().from(promotions).orderBy(asc(promotions.position)),
    db.select().from(promotionProducts),
  ]);
  const productsOf = new Map<number, Set<number>>();
  for (const link of links) productsOf.set(link.promotionId, (productsOf.get(link.promotionId) ?? new Set()).add(link.productId));
  return { promotions: rows.filter((row) => PROMOTION_KINDS.includes(row.kind) && hasRules(row.kind, row.rules)), productsOf };
});

/**
 * Promotions live at `now` that concern these products (productIds: those of them in the promotion), and the
 * order-wide shipping discounts. Promotions without complete rules are left out.
 */
export async function livePromotionsFor(db: Db, productIds: number[], now: Date, locale: Locale = 'th'): Promise<Promotion[]> {
  const book = await promotionBook(db);
  const distinct = [...new Set(productIds)];
  return book.promotions.flatMap((row) => {
    if ((row.startsAt && row.startsAt > now) || (row.endsAt && row.endsAt <= now)) return [];
    const members = book.productsOf.get(row.id);
    const inCart = members ? distinct.filter((productId) => members.has(productId)) : [];
    if (inCart.length === 0 && row.kind !== 'shipping_discount') return [];
    return [{ id: row.id, kind: row.kind, title: pickText(row.title, locale), rules: row.rules, productIds: inCart } as Promotion];
  });
}

/**
 * What the engine needs to price the customer's selected cart lines, or "buy now" items (checkout preview and order):
 * the lines that can be bought (out-of-stock and unsold lines are left out and reported), the live promotions, each
 * line's stock and sale problems, and the facts read of every wanted variant (checkout freezes its lines from them
 * rather than reading the variants again). Buy-now items take their index as lineId; an unknown variant is refused.
 */
export async function cartPricingInput(
  db: Db,
  customerId: string,
  source: PricingSource,
  now: Date,
  locale: Locale = 'th',
): Promise<{ lines: PricingLine[]; promotions: Promotion[]; problems: LineProblem[]; facts: Map<number, VariantFacts> }> {
  const wanted =
    'items' in source
      ? source.items.map((item, index) => ({ lineId: index, variantId: item.variant_id, quantity: item.quantity }))
      : await db
          .select({ lineId: cartLines.id, variantId: cartLines.variantId, quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.customerId, customerId), eq(cartLines.selected, true)))
          .orderBy(asc(cartLines.id));
  const facts = await variantFacts(
    db,
    customerId,
    wanted.map((line) => line.variantId),
    now,
  );
  const lines: PricingLine[] = [];
  const problems: LineProblem[] = [];
  for (const line of wanted) {
    const variant = facts.get(line.variantId);
    if (!variant) throw new AppError('VARIANT_NOT_FOUND');
    const found = stockProblems(variant, line.quantity);
    problems.push(...found.map((problem) => ({ lineId: line.lineId, variantId: line.variantId, problem })));
    if (buyable(found)) lines.push(pricingLineOf(line.lineId, variant, line.quantity));
  }
  return {
    lines,
    promotions: await livePromotionsFor(
      db,
      lines.map((line) => line.productId),
      now,
      locale,
    ),
    problems,
    facts,
  };
}

/** After an order: the bought variants leave the customer's cart (inside the order's transaction). */
export async function removeBoughtLines(tx: Db, customerId: string, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx.delete(cartLines).where(and(eq(cartLines.customerId, customerId), inArray(cartLines.variantId, variantIds)));
}
