import type { AdminCoupon, AdminFlashSale, AdminPromotion, CheckoutPreview, RulePreview, SampleCartPrice } from '@talad/contract';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.ts';
import { bangkok, promotionDesk, text, type PromotionDesk } from '../../test-support/promotions.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let desk: PromotionDesk;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  desk = await promotionDesk(shop, 10);
}, 120_000);
afterAll(() => shop.close());

const sampleCart = (variantId: number, quantity: number, couponIds: number[] = [], at?: string) =>
  desk.adminData<SampleCartPrice>('POST', '/admin/sample-cart', {
    items: [{ variant_id: variantId, quantity }],
    coupon_ids: couponIds,
    ...(at ? { at } : {}),
  });

/** What both answers must agree on: every figure of the price and each line's. */
const figures = (answer: CheckoutPreview | SampleCartPrice) => ({
  subtotal: answer.subtotal,
  item_discount: answer.item_discount,
  delivery_fee: answer.delivery_fee,
  delivery_discount: answer.delivery_discount,
  cashback_earned: answer.cashback_earned,
  total: answer.total,
  lines: answer.lines.map(({ variant_id, quantity, unit_price, line_total, flash_sale_id }) => ({
    variant_id,
    quantity,
    unit_price,
    line_total,
    flash_sale_id,
  })),
  adjustments: answer.adjustments.map(({ source, id, amount, target }) => ({ source, id, amount, target })),
});

describe('the sample cart', () => {
  it('pays what the real cart computes: with a promotion, a flash sale slot and a coupon; a scheduled promotion at its time', async () => {
    const [promoted, flashed, plain] = desk.variants;
    await desk.adminData<AdminPromotion>('POST', '/admin/promotions', {
      ...desk.promotionBody('special_price', [promoted!.code]),
      rules: { price: promoted!.price - 100 },
    });
    await desk.adminData<AdminFlashSale>('POST', '/admin/flash-sales', {
      name: text('sample slot'),
      starts_at: bangkok(-0.1),
      ends_at: bangkok(1),
      items: [{ product_code: flashed!.code, flash_price: flashed!.price - 300, quota: 10, per_customer_limit: 3 }],
    });
    const coupon = await desk.adminData<AdminCoupon>('POST', '/admin/coupons', desk.couponBody({ value: 2_500 }));

    for (const [variant, couponIds] of [
      [promoted!, []],
      [flashed!, []],
      [plain!, [coupon.id]],
      [promoted!, [coupon.id]],
    ] as const) {
      const sample = await sampleCart(variant.id, 2, [...couponIds]);
      expect(figures(sample)).toEqual(figures(await desk.preview(variant.id, 2, [...couponIds])));
      expect(sample.problems).toEqual([]);
    }
    expect((await sampleCart(flashed!.id, 2)).lines[0]).toMatchObject({ unit_price: flashed!.price - 300 });
    expect((await sampleCart(plain!.id, 1, [coupon.id])).item_discount).toBe(2_500);

    const later = desk.variants[3]!;
    await desk.adminData('POST', '/admin/promotions', {
      ...desk.promotionBody('special_price', [later.code], { starts_at: bangkok(48), ends_at: bangkok(72) }),
      rules: { price: later.price - 500 },
    });
    expect((await sampleCart(later.id, 1)).lines[0]?.line_total).toBe(later.price);
    expect((await sampleCart(later.id, 1, [], bangkok(49))).lines[0]?.line_total).toBe(later.price - 500);
  });
});

describe('a rule’s preview', () => {
  it('a promotion: its products, the rules live on the same products at the same time, its orders and discount', async () => {
    const [first, second] = [desk.variants[4]!, desk.variants[5]!];
    const mine = await desk.adminData<AdminPromotion>('POST', '/admin/promotions', {
      ...desk.promotionBody('special_price', [first.code, second.code]),
      rules: { price: 100 },
    });
    const sharing = await desk.adminData<AdminPromotion>('POST', '/admin/promotions', desk.promotionBody('flexi', [second.code]));
    const afterIt = await desk.adminData<AdminPromotion>(
      'POST',
      '/admin/promotions',
      desk.promotionBody('flexi', [second.code], { starts_at: bangkok(30), ends_at: bangkok(40) }),
    );
    const slot = await desk.adminData<AdminFlashSale>('POST', '/admin/flash-sales', {
      name: text('overlapping slot'),
      starts_at: bangkok(2),
      ends_at: bangkok(3),
      items: [{ product_code: first.code, flash_price: 100, quota: 5, per_customer_limit: 1 }],
    });

    const before = await desk.adminData<RulePreview>('GET', `/admin/promotions/${mine.id}/preview`);
    expect(before.products).toMatchObject({ approximate_total: 2, total_exact: true });
    expect(before.products.items.map((item) => item.code).sort()).toEqual([first.code, second.code].sort());
    expect(before.overlaps.map(({ type, id, shared_products }) => ({ type, id, shared_products }))).toEqual([
      { type: 'promotion', id: sharing.id, shared_products: 1 },
      { type: 'flash_sale', id: slot.id, shared_products: 1 },
    ]);
    expect(before.overlaps.map((overlap) => overlap.id)).not.toContain(afterIt.id);
    expect(before.usage).toEqual({ claims: null, units: null, orders: 0, discount: 0 });

    await desk.place(first.id, 2);
    const after = await desk.adminData<RulePreview>('GET', `/admin/promotions/${mine.id}/preview`);
    expect(after.usage).toEqual({ claims: null, units: null, orders: 1, discount: 2 * (first.price - 100) });
  });

  it('a coupon: the products of its categories, the coupons of its type competing with it, claims, orders and discount', async () => {
    const variant = desk.variants[6]!;
    const [category] = await shop.db
      .select({ id: categories.id, slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.mainCategoryId))
      .where(eq(products.id, variant.productId));
    const coupon = await desk.adminData<AdminCoupon>(
      'POST',
      '/admin/coupons',
      desk.couponBody({ layout_id: 'coupon-page', categories: [category!.slug], ends_at: bangkok(500) }),
    );
    const competing = await desk.adminData<AdminCoupon>('POST', '/admin/coupons', desk.couponBody({ ends_at: bangkok(500) }));
    const otherType = await desk.adminData<AdminCoupon>(
      'POST',
      '/admin/coupons',
      desk.couponBody({ type: 'DELIVERYFEE', kind: 'shipping_coupon', ends_at: bangkok(500) }),
    );

    const before = await desk.adminData<RulePreview>('GET', `/admin/coupons/${coupon.id}/preview`);
    const [inCategory] = await shop.db
      .select({ total: count() })
      .from(products)
      .where(
        and(
          isNull(products.withdrawnAt),
          sql`not ('NOT_IN_PROMOTION' = any(${products.badges}))`,
          or(
            eq(products.mainCategoryId, category!.id),
            eq(products.subCategoryId, category!.id),
            eq(products.detailCategoryId, category!.id),
          ),
        ),
      );
    expect(before.products.approximate_total).toBe(Math.min(inCategory!.total, 1001));
    expect(before.overlaps.map((overlap) => overlap.id)).toContain(competing.id);
    expect(before.overlaps.map((overlap) => overlap.id)).not.toContain(otherType.id);
    expect(before.usage).toEqual({ claims: 0, units: null, orders: 0, discount: 0 });

    await desk.shopper('PUT', `/coupons/collect/${coupon.id}`);
    await desk.place(variant.id, 1, [coupon.id]);
    const after = await desk.adminData<RulePreview>('GET', `/admin/coupons/${coupon.id}/preview`);
    expect(after.usage).toEqual({ claims: 1, units: null, orders: 1, discount: 5_000 });
  });

  it('a flash sale slot: its products, units sold, orders and the discount given', async () => {
    const variant = desk.variants[7]!;
    const slot = await desk.adminData<AdminFlashSale>('POST', '/admin/flash-sales', {
      name: text('used slot'),
      starts_at: bangkok(-0.1),
      ends_at: bangkok(1),
      items: [{ product_code: variant.code, flash_price: variant.price - 250, quota: 5, per_customer_limit: 3 }],
    });
    await desk.place(variant.id, 2);
    const preview = await desk.adminData<RulePreview>('GET', `/admin/flash-sales/${slot.id}/preview`);
    expect(preview.products.items.map((item) => item.code)).toEqual([variant.code]);
    expect(preview.usage).toEqual({ claims: null, units: 2, orders: 1, discount: 500 });
  });
});
