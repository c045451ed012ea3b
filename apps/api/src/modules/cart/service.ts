import type { AddedToCart, Cart, CartCount, CartExtra, CartLine, CartProblem, CartProduct } from '@talad/contract';
import { CART_MAX_LINE_QUANTITY, CART_MAX_LINES } from '@talad/contract';
import { freeDeliveryFor, pickText, priceOrder, unitPriceOf, type Locale, type PricingLine } from '@talad/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cartLines, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { cardImageOf, chosenOptions, lookups } from '../catalog/index.ts';
import { shopperFacts } from '../membership/index.ts';
import {
  buyable,
  livePromotionsFor,
  maxQuantityOf,
  pricingLineOf,
  stockProblems,
  variantFacts,
  type VariantFacts,
} from './pricing-input.ts';

/** Delivery terms (satang): the fee before discounts and the order value from which delivery is free. */
export interface DeliveryTerms {
  fee: number;
  freeFrom: number;
}

async function productOf(db: Database, facts: VariantFacts, locale: Locale): Promise<CartProduct> {
  return {
    code: facts.productCode,
    slug: facts.productSlug,
    name: pickText(facts.productName, locale),
    image: cardImageOf({ code: facts.productCode, cardImage: facts.cardImage }, facts.imageIndex),
    options: chosenOptions(await lookups(db), facts.options, locale),
    badges: facts.badges,
  };
}

export async function cartCount(db: Database | Transaction, customerId: string): Promise<CartCount> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number), lines: count() })
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId));
  return { units: row?.units ?? 0, lines: row?.lines ?? 0 };
}

/** The price problem of a line: the sale it was added in is over, or today's unit price differs from the one seen. */
function priceProblem(facts: VariantFacts, seen: number, today: number): CartProblem | null {
  if (seen === today) return null;
  const ended = facts.endedFlashSales.find((sale) => sale.price === seen);
  if (ended) return { code: 'FLASH_SALE_ENDED', flash_sale_id: ended.flashSaleId, previous_price: seen, current_price: today };
  return { code: 'PRICE_CHANGED', previous_price: seen, current_price: today };
}

/**
 * The cart re-priced at `now`: every line with today's prices and its problems (never a failure), the selected lines
 * that can be bought priced by the engine as the summary. A price change is reported once: the read remembers the new
 * price as seen.
 */
export async function readCart(db: Database, customerId: string, locale: Locale, now: Date, delivery: DeliveryTerms): Promise<Cart> {
  const rows = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(desc(cartLines.addedAt), desc(cartLines.id));
  const facts = await variantFacts(
    db,
    customerId,
    rows.map((row) => row.variantId),
    now,
  );
  const entries = rows.flatMap((row) => {
    const variant = facts.get(row.variantId);
    if (!variant) return [];
    const problems = stockProblems(variant, row.quantity);
    return [{ row, variant, problems, pricing: pricingLineOf(row.id, variant, row.quantity) }];
  });
  const toPrice = entries.filter((entry) => buyable(entry.problems));
  const selected = toPrice.filter((entry) => entry.row.selected);
  const promotions = await livePromotionsFor(db, [...new Set(toPrice.map((entry) => entry.variant.productId))], now, locale);
  const shopper = await shopperFacts(db, customerId);
  const price = (lines: PricingLine[]) =>
    priceOrder({
      lines,
      promotions,
      coupons: [],
      delivery: { ...delivery, freeFrom: freeDeliveryFor(delivery.freeFrom, shopper.freeDeliveryFrom) },
      cashback: { requested: 0, balance: 0 },
      tier: shopper.tier,
      birthdayMonth: shopper.birthdayMonth,
      now,
    });
  const all = price(toPrice.map((entry) => entry.pricing));
  const summary = price(selected.map((entry) => entry.pricing));
  const pricedAll = new Map(all.lines.map((line) => [line.lineId, line]));

  const seenChanges: Array<{ id: number; from: number; to: number }> = [];
  const lines: CartLine[] = await Promise.all(
    entries.map(async ({ row, variant, problems, pricing }): Promise<CartLine> => {
      const priced = pricedAll.get(row.id);
      const unitPrice = priced?.unitPrice ?? unitPriceOf(pricing).unitPrice;
      const changed = priceProblem(variant, row.seenUnitPrice, unitPrice);
      if (changed) seenChanges.push({ id: row.id, from: row.seenUnitPrice, to: unitPrice });
      return {
        line_id: row.id,
        variant_id: row.variantId,
        product: await productOf(db, variant, locale),
        quantity: row.quantity,
        selected: row.selected,
        unit_price: unitPrice,
        list_price: variant.listPrice,
        line_total: priced?.lineTotal ?? unitPrice * row.quantity,
        promotion_id: priced?.promotionId ?? null,
        stock: variant.stock,
        max_quantity: maxQuantityOf(variant),
        flash_sale: variant.flashSale
          ? {
              flash_sale_id: variant.flashSale.flashSaleId,
              ends_at: variant.flashSale.endsAt.toISOString(),
              units_left: variant.flashSale.unitsLeft,
            }
          : null,
        problems: changed ? [...problems, changed] : problems,
      };
    }),
  );
  // Remember today's price as seen, so the notice shows once; a line changed meanwhile by another tab is left alone.
  for (const change of seenChanges) {
    await db
      .update(cartLines)
      .set({ seenUnitPrice: change.to })
      .where(and(eq(cartLines.id, change.id), eq(cartLines.seenUnitPrice, change.from)));
  }

  const extraFacts = await variantFacts(
    db,
    customerId,
    [...summary.extras.map((extra) => extra.variantId), ...summary.availableAddOns.map((addOn) => addOn.variantId)],
    now,
  );
  const available_add_ons = await Promise.all(
    summary.availableAddOns.map(async (addOn) => {
      const variant = extraFacts.get(addOn.variantId);
      return {
        promotion_id: addOn.promotionId,
        variant_id: addOn.variantId,
        add_on_price: addOn.addOnPrice,
        max_add_ons: addOn.maxAddOns,
        product: variant ? await productOf(db, variant, locale) : null,
      };
    }),
  );
  const extras: CartExtra[] = await Promise.all(
    summary.extras.map(async (extra) => {
      const variant = extraFacts.get(extra.variantId);
      return {
        variant_id: extra.variantId,
        quantity: extra.quantity,
        unit_price: extra.unitPrice,
        promotion_id: extra.promotionId,
        is_gift: extra.isGift,
        product: variant ? await productOf(db, variant, locale) : null,
      };
    }),
  );
  return {
    lines,
    summary: {
      selected_lines: selected.length,
      selected_units: selected.reduce((sum, entry) => sum + entry.row.quantity, 0),
      subtotal: summary.subtotal,
      item_discount: summary.itemDiscount,
      delivery_fee: summary.deliveryFee,
      delivery_discount: summary.deliveryDiscount,
      cashback_earned: summary.cashbackEarned,
      total: summary.total,
      vat_included: summary.vatIncluded,
      adjustments: summary.adjustments,
      extras,
      available_add_ons,
    },
    count: { units: rows.reduce((sum, row) => sum + row.quantity, 0), lines: rows.length },
  };
}

/**
 * Adds units of a variant to the customer's cart: to its line when there is one (one statement on the unique
 * (customer, variant) index, so parallel adds never make two lines), the sum capped by what can be bought now. Refused
 * when nothing can be added: out of stock, no longer sold, or the line already holds the most it may.
 */
export async function addItem(db: Database, customerId: string, variantId: number, quantity: number, now: Date): Promise<AddedToCart> {
  const facts = (await variantFacts(db, customerId, [variantId], now)).get(variantId);
  if (!facts) throw new AppError('VARIANT_NOT_FOUND');
  if (!facts.onSale) throw new AppError('CART_NOT_SOLD');
  const max = maxQuantityOf(facts);
  if (max <= 0) throw new AppError('CART_OUT_OF_STOCK');
  const [before] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.variantId, variantId)));
  if (!before) {
    const lines = await cartCount(db, customerId);
    if (lines.lines >= CART_MAX_LINES) throw new AppError('CART_FULL');
  }
  const seenUnitPrice = unitPriceOf(pricingLineOf(0, facts, Math.min(max, (before?.quantity ?? 0) + quantity))).unitPrice;
  const [line] = await db
    .insert(cartLines)
    .values({ customerId, variantId, quantity: Math.min(quantity, max), selected: true, seenUnitPrice })
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.variantId],
      set: {
        quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${max}::int)`,
        selected: true,
        seenUnitPrice: sql`excluded.seen_unit_price`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${cartLines.quantity} < ${max}::int`,
    })
    .returning({ id: cartLines.id, quantity: cartLines.quantity });
  if (!line) throw new AppError('CART_LIMIT_REACHED', { errors: [{ field: 'quantity', reason: `at most ${max} can be bought` }] });
  return {
    line_id: line.id,
    variant_id: variantId,
    quantity: line.quantity,
    added: Math.max(0, line.quantity - (before?.quantity ?? 0)),
    requested: quantity,
    max_quantity: max,
    count: await cartCount(db, customerId),
  };
}

async function ownLine(db: Database, customerId: string, lineId: number) {
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)));
  // Another customer's line is answered exactly as a line that does not exist.
  if (!line) throw new AppError('CART_LINE_NOT_FOUND');
  return line;
}

/**
 * A new quantity (at most what can be bought now) and/or the tick of one of the customer's lines. A line of a withdrawn
 * product can only be unticked or removed.
 */
export async function updateItem(
  db: Database,
  customerId: string,
  lineId: number,
  change: { quantity?: number | undefined; selected?: boolean | undefined },
  now: Date,
): Promise<void> {
  const line = await ownLine(db, customerId, lineId);
  const newQuantity = change.quantity !== undefined && change.quantity !== line.quantity ? change.quantity : null;
  if (newQuantity !== null || change.selected === true) {
    const facts = (await variantFacts(db, customerId, [line.variantId], now)).get(line.variantId);
    if (!facts) throw new AppError('CART_LINE_NOT_FOUND');
    if (!facts.onSale) throw new AppError('CART_NOT_SOLD');
    const max = maxQuantityOf(facts);
    if (newQuantity !== null && max <= 0) throw new AppError('CART_OUT_OF_STOCK');
    // Lowering a line that asks for more than is left is allowed step by step, so long as it gets no higher.
    if (newQuantity !== null && newQuantity > max && newQuantity > line.quantity)
      throw new AppError('CART_QUANTITY_EXCEEDS_STOCK', { errors: [{ field: 'quantity', reason: `at most ${max} can be bought` }] });
  }
  const quantity = change.quantity === undefined ? {} : { quantity: Math.min(change.quantity, CART_MAX_LINE_QUANTITY) };
  const selected = change.selected === undefined ? {} : { selected: change.selected };
  const updated = await db
    .update(cartLines)
    .set({ ...quantity, ...selected, updatedAt: sql`now()` })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
}

export async function removeItem(db: Database, customerId: string, lineId: number): Promise<void> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
}

/** Ticks every line of the customer's cart but those of withdrawn products (they cannot be bought), or unticks them all. */
export async function selectAll(db: Database, customerId: string, selected: boolean): Promise<void> {
  const sold = inArray(
    cartLines.variantId,
    db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNull(products.withdrawnAt)),
  );
  await db
    .update(cartLines)
    .set({ selected, updatedAt: sql`now()` })
    .where(and(eq(cartLines.customerId, customerId), selected ? sold : undefined));
}

/**
 * The shop withdrew a product: its lines in every cart are unticked, so no selection holds what cannot be bought
 * (the lines stay, showing why). Runs in the withdrawal's transaction (the catalogue hands it in).
 */
export async function untickWithdrawn(tx: Database | Transaction, productId: number): Promise<void> {
  await tx
    .update(cartLines)
    .set({ selected: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(cartLines.selected, true),
        inArray(
          cartLines.variantId,
          tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId)),
        ),
      ),
    );
}

/**
 * A guest signs in: the guest's lines become the member's. A variant both hold becomes one line with the
 * quantities summed, capped by stock (never below what the member already had, never below 1: a sold-out line stays
 * to show its notice); the tick is kept if either had it. Runs in the sign-in transaction; running it again changes
 * nothing.
 */
export async function mergeCart(tx: Transaction, guestId: string, memberId: string): Promise<void> {
  await tx.execute(sql`
    insert into cart_lines as line (customer_id, variant_id, quantity, selected, seen_unit_price, created_at, updated_at)
    select ${memberId}::uuid, guest.variant_id, greatest(1, least(guest.quantity, variant.stock, ${CART_MAX_LINE_QUANTITY}::int)),
           guest.selected, guest.seen_unit_price, guest.created_at, now()
    from cart_lines guest join product_variants variant on variant.id = guest.variant_id
    where guest.customer_id = ${guestId}::uuid
    on conflict (customer_id, variant_id) do update set
      quantity = greatest(line.quantity, least(line.quantity + excluded.quantity,
        (select stock from product_variants where id = excluded.variant_id), ${CART_MAX_LINE_QUANTITY}::int)),
      selected = line.selected or excluded.selected,
      seen_unit_price = excluded.seen_unit_price,
      created_at = greatest(line.created_at, excluded.created_at),
      updated_at = now()`);
  await tx.delete(cartLines).where(eq(cartLines.customerId, guestId));
}
