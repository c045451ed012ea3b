import type { AdminCoupon, AdminFlashSale, AdminPromotion, AdminPromotionsPage } from '@talad/contract';
import { COUPON_KINDS_OF_TYPE, COUPON_TYPES, PROMOTION_KINDS } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses, orders } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { bangkok, expectError, promotionDesk, text, type PromotionDesk } from '../../test-support/promotions.ts';
import { staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let desk: PromotionDesk;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  desk = await promotionDesk(shop, 12);
}, 120_000);
afterAll(() => shop.close());

describe('promotions.write needs the second factor', () => {
  it('refuses a role without it and a session without the second factor; reading needs catalog.read only', async () => {
    const body = desk.promotionBody('saving', [desk.variants[0]!.code]);
    expectError(await desk.admin('POST', '/admin/promotions', body, await staffSession(shop.app, 'packer')), 'STAFF_FORBIDDEN');
    expectError(
      await desk.admin('POST', '/admin/promotions', body, await staffSession(shop.app, 'manager')),
      'STAFF_SECOND_FACTOR_REQUIRED',
    );
    expectError(await desk.admin('POST', '/admin/coupons', {}, await staffSession(shop.app, 'content')), 'STAFF_SECOND_FACTOR_REQUIRED');
    expectError(
      await desk.admin('POST', '/admin/flash-sales', {}, await staffSession(shop.app, 'support', { secondFactor: true })),
      'STAFF_FORBIDDEN',
    );
    const content = await staffSession(shop.app, 'content', { secondFactor: true });
    expect((await desk.admin('POST', '/admin/promotions', body, content)).statusCode).toBe(200);
    expect((await desk.admin('GET', '/admin/flash-sales', undefined, await staffSession(shop.app, 'packer'))).statusCode).toBe(200);
  });
});

describe('promotions: the 7 kinds', () => {
  it('creates every kind, refuses broken rules and windows in Thai and English, lists by status in keyset pages, audits each', async () => {
    const code = desk.variants[1]!.code;
    const created: AdminPromotion[] = [];
    for (const kind of PROMOTION_KINDS) {
      const scheduled = created.length % 2 === 0;
      const window = scheduled ? { starts_at: bangkok(48), ends_at: bangkok(72) } : { starts_at: bangkok(-1), ends_at: bangkok(24) };
      const answer = await desk.adminData<AdminPromotion>('POST', '/admin/promotions', desk.promotionBody(kind, [code], window));
      expect(answer).toMatchObject({ kind, status: scheduled ? 'scheduled' : 'running', product_codes: [code] });
      created.push(answer);
    }
    const [first] = created;

    expectError(
      await desk.admin('POST', '/admin/promotions', {
        ...desk.promotionBody('saving', [code]),
        starts_at: bangkok(5),
        ends_at: bangkok(4),
      }),
      'PROMO_ENDS_BEFORE_START',
    );
    const percent = await desk.admin(
      'POST',
      '/admin/promotions',
      { ...desk.promotionBody('flexi', [code]), rules: { minQuantity: 2, percentOff: 50 } },
      desk.manager,
      'en',
    );
    expectError(percent, 'PROMO_PERCENT_OUT_OF_RANGE', 'en');
    expect(percent.json().errors).toEqual([{ field: 'rules.percentOff', reason: 'PROMO_PERCENT_OUT_OF_RANGE' }]);
    expectError(
      await desk.admin('POST', '/admin/promotions', { ...desk.promotionBody('special_price', [code]), rules: { price: 0 } }),
      'PROMO_MONEY_NOT_POSITIVE',
    );
    expectError(
      await desk.admin('POST', '/admin/promotions', {
        ...desk.promotionBody('free_gift', [code]),
        rules: { minQuantity: 1, giftVariantId: 2_000_000_000, giftQuantity: 1 },
      }),
      'VARIANT_NOT_FOUND',
    );
    expectError(await desk.admin('POST', '/admin/promotions', desk.promotionBody('saving', ['PRD999999999'])), 'PRODUCT_NOT_FOUND');
    expectError(
      await desk.admin('POST', '/admin/promotions', { ...desk.promotionBody('saving', [code]), slug: first!.slug }),
      'PROMO_CODE_TAKEN',
    );

    // Scheduled ones, two to a page, newest first: every one once.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPromotionsPage = await desk.adminData(
        'GET',
        `/admin/promotions?status=scheduled&size=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.every((item) => item.status === 'scheduled')).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    const scheduled = created.filter((item) => item.status === 'scheduled').map((item) => item.id);
    expect(seen.filter((id) => scheduled.includes(id))).toEqual([...scheduled].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    const running = (await desk.adminData<AdminPromotionsPage>('GET', '/admin/promotions?status=running&size=100')).items.map(
      (item) => item.id,
    );
    expect(running).toEqual(expect.arrayContaining(created.filter((item) => item.status === 'running').map((item) => item.id)));

    const who = await staffOf(shop.db, desk.manager);
    const entries = await auditEntriesOf(shop.db, 'promotion', first!.id);
    expect(entries.map(({ actorId, action }) => ({ actorId, action }))).toEqual([{ actorId: who.id, action: 'promotion.create' }]);
  });

  it('reaches a fresh cart at once; an edit leaves the order placed before as it was; a running one keeps its start; ended, it is history', async () => {
    const variant = desk.variants[2]!;
    const promotion = await desk.adminData<AdminPromotion>('POST', '/admin/promotions', {
      ...desk.promotionBody('special_price', [variant.code]),
      rules: { price: variant.price - 100 },
    });
    expect((await desk.preview(variant.id)).lines[0]).toMatchObject({ unit_price: variant.price, line_total: variant.price - 100 });
    const placed = await desk.place(variant.id);
    const [before] = await shop.db
      .select({ total: orders.total, pricing: orders.pricing })
      .from(orders)
      .where(eq(orders.id, placed.order_id));

    const edited = await desk.adminData<AdminPromotion>('PATCH', `/admin/promotions/${promotion.id}`, {
      rules: { price: variant.price - 300 },
    });
    expect(edited.rules).toEqual({ price: variant.price - 300 });
    expect((await desk.preview(variant.id)).lines[0]?.line_total).toBe(variant.price - 300);
    const [after] = await shop.db
      .select({ total: orders.total, pricing: orders.pricing })
      .from(orders)
      .where(eq(orders.id, placed.order_id));
    expect(after).toEqual(before);

    expectError(await desk.admin('PATCH', `/admin/promotions/${promotion.id}`, { starts_at: bangkok(-5) }), 'PROMO_STARTED');
    expectError(await desk.admin('PATCH', `/admin/promotions/${promotion.id}`, { ends_at: bangkok(-2) }), 'PROMO_ENDS_BEFORE_START');
    const ended = await desk.adminData<AdminPromotion>('POST', `/admin/promotions/${promotion.id}/end`);
    expect(ended.status).toBe('ended');
    expect((await desk.preview(variant.id)).lines[0]?.line_total).toBe(variant.price);
    expectError(await desk.admin('PATCH', `/admin/promotions/${promotion.id}`, { title: text('late') }), 'PROMO_ENDED');
    expectError(await desk.admin('POST', `/admin/promotions/${promotion.id}/end`), 'PROMO_ENDED');
    expectError(await desk.admin('GET', '/admin/promotions/2000000000'), 'PROMOTION_NOT_FOUND');

    const entries = await auditEntriesOf(shop.db, 'promotion', promotion.id);
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.create', 'promotion.edit', 'promotion.end']);
    expect(entries[1]).toMatchObject({
      before: { rules: { price: variant.price - 100 } },
      after: { rules: { price: variant.price - 300 } },
    });
  });
});

describe('coupons: every type and kind the engine knows', () => {
  it('creates each type with each of its kinds; refuses a kind of another type, a percent over 100 %, an end before the start', async () => {
    for (const type of COUPON_TYPES)
      for (const kind of COUPON_KINDS_OF_TYPE[type]) {
        const coupon = await desk.adminData<AdminCoupon>(
          'POST',
          '/admin/coupons',
          desk.couponBody({ type, kind, code: `k-${kind}-${type}`.replace(/_/g, '-') }),
        );
        expect(coupon).toMatchObject({ type, kind, status: 'running', used: 0 });
        expect(coupon.code).toBe(coupon.code.toUpperCase());
      }
    expectError(
      await desk.admin('POST', '/admin/coupons', desk.couponBody({ type: 'DELIVERYFEE', kind: 'cash_back' })),
      'PROMO_COUPON_KIND_NOT_OF_TYPE',
    );
    expectError(
      await desk.admin('POST', '/admin/coupons', desk.couponBody({ discount: 'percent', value: 10_001 }), desk.manager, 'en'),
      'PROMO_PERCENT_OUT_OF_RANGE',
      'en',
    );
    expectError(await desk.admin('POST', '/admin/coupons', desk.couponBody({ value: -1 })), 'PROMO_MONEY_NOT_POSITIVE');
    expectError(
      await desk.admin('POST', '/admin/coupons', desk.couponBody({ starts_at: bangkok(3), ends_at: bangkok(2) })),
      'PROMO_ENDS_BEFORE_START',
    );
    const scheduled = await desk.adminData<AdminCoupon>(
      'POST',
      '/admin/coupons',
      desk.couponBody({ starts_at: bangkok(3), ends_at: bangkok(5) }),
    );
    expect(scheduled.status).toBe('scheduled');
    expectError(await desk.admin('POST', '/admin/coupons', desk.couponBody({ code: scheduled.code })), 'PROMO_CODE_TAKEN');
    const ended = await desk.adminData<AdminCoupon>('POST', `/admin/coupons/${scheduled.id}/end`);
    expect(ended.status).toBe('ended');
    expect(new Date(ended.ends_at) > new Date(ended.starts_at)).toBe(true);
  });

  it('an edit never changes an order placed with it; its total limit never goes below its uses', async () => {
    const variant = desk.variants[3]!;
    const coupon = await desk.adminData<AdminCoupon>(
      'POST',
      '/admin/coupons',
      desk.couponBody({ value: 5_000, total_limit: 5, per_member_limit: 3 }),
    );
    expect((await desk.preview(variant.id, 1, [coupon.id])).item_discount).toBe(5_000);
    const first = await desk.place(variant.id, 1, [coupon.id]);
    await desk.place(variant.id, 1, [coupon.id]);
    const read = async () => {
      const [row] = await shop.db
        .select({ total: orders.total, discount: orders.discountTotal })
        .from(orders)
        .where(eq(orders.id, first.order_id));
      const [use] = await shop.db.select({ discount: couponUses.discount }).from(couponUses).where(eq(couponUses.orderId, first.order_id));
      return { ...row, use: use?.discount };
    };
    const placed = await read();
    expect(placed.use).toBe(5_000);

    const edited = await desk.adminData<AdminCoupon>('PATCH', `/admin/coupons/${coupon.id}`, { value: 8_000 });
    expect(edited).toMatchObject({ value: 8_000, used: 2 });
    expect(await read()).toEqual(placed);
    expect((await desk.preview(variant.id, 1, [coupon.id])).item_discount).toBe(8_000);

    const below = await desk.admin('PATCH', `/admin/coupons/${coupon.id}`, { total_limit: 1 }, desk.manager, 'en');
    expectError(below, 'PROMO_LIMIT_BELOW_USED', 'en');
    expect(below.json().errors).toEqual([{ field: 'total_limit', reason: 'PROMO_LIMIT_BELOW_USED' }]);
    expect((await desk.adminData<AdminCoupon>('PATCH', `/admin/coupons/${coupon.id}`, { total_limit: 2 })).total_limit).toBe(2);
    expectError(await desk.admin('PATCH', `/admin/coupons/${coupon.id}`, { starts_at: bangkok(-3) }), 'PROMO_STARTED');
    expectError(await desk.admin('PATCH', '/admin/coupons/2000000000', { value: 1 }), 'COUPON_NOT_FOUND');

    const entries = await auditEntriesOf(shop.db, 'coupon', coupon.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after })).slice(1)).toEqual([
      { action: 'coupon.edit', before: { value: 5_000 }, after: { value: 8_000 } },
      { action: 'coupon.edit', before: { total_limit: 5 }, after: { total_limit: 2 } },
    ]);
  });
});

describe('flash sales: slots, quotas and per-customer limits', () => {
  it('a slot prices the next cart at once; quotas never go below what sold; a product that sold stays; the order keeps its price', async () => {
    const [variant, other] = [desk.variants[4]!, desk.variants[5]!];
    const items = [
      { product_code: variant.code, flash_price: variant.price - 200, quota: 5, per_customer_limit: 2 },
      { product_code: other.code, flash_price: other.price - 200, quota: 3, per_customer_limit: 1 },
    ];
    const slot = await desk.adminData<AdminFlashSale>('POST', '/admin/flash-sales', {
      name: text('slot'),
      starts_at: bangkok(-0.1),
      ends_at: bangkok(1),
      items,
    });
    expect(slot).toMatchObject({ status: 'running', items: items.map((item) => ({ ...item, sold: 0 })) });
    expect((await desk.preview(variant.id)).lines[0]).toMatchObject({ unit_price: variant.price - 200, flash_sale_id: slot.id });
    const placed = await desk.place(variant.id, 2);

    const at = (index: number, change: Record<string, unknown>) =>
      items.map((item, position) => (position === index ? { ...item, ...change } : item));
    const below = await desk.admin('PATCH', `/admin/flash-sales/${slot.id}`, { items: at(0, { quota: 1 }) });
    expectError(below, 'PROMO_LIMIT_BELOW_USED');
    expect(below.json().errors).toEqual([{ field: 'items.0.quota', reason: 'PROMO_LIMIT_BELOW_USED' }]);
    expectError(await desk.admin('PATCH', `/admin/flash-sales/${slot.id}`, { items: at(1, { quota: -1 }) }), 'PROMO_QUOTA_NEGATIVE');
    expectError(
      await desk.admin('PATCH', `/admin/flash-sales/${slot.id}`, { items: at(1, { per_customer_limit: 0 }) }),
      'PROMO_COUNT_NOT_POSITIVE',
    );
    expectError(await desk.admin('PATCH', `/admin/flash-sales/${slot.id}`, { items: [items[1]] }), 'PROMO_ITEM_SOLD');
    const edited = await desk.adminData<AdminFlashSale>('PATCH', `/admin/flash-sales/${slot.id}`, {
      items: [{ ...items[0]!, quota: 2, flash_price: variant.price - 400 }],
    });
    expect(edited.items).toEqual([
      expect.objectContaining({ product_code: variant.code, quota: 2, sold: 2, flash_price: variant.price - 400 }),
    ]);
    const [row] = await shop.db.select({ subtotal: orders.subtotal }).from(orders).where(eq(orders.id, placed.order_id));
    expect(row!.subtotal).toBe(2 * (variant.price - 200));
    // Its quota used up, the product sells at its own price again.
    expect((await desk.preview(variant.id)).lines[0]).toMatchObject({ unit_price: variant.price, flash_sale_id: null });

    expect(
      (await desk.adminData<{ items: AdminFlashSale[] }>('GET', '/admin/flash-sales?status=running&size=100')).items.map((item) => item.id),
    ).toContain(slot.id);
    const ended = await desk.adminData<AdminFlashSale>('POST', `/admin/flash-sales/${slot.id}/end`);
    expect(ended.status).toBe('ended');
    expect((await desk.adminData<{ items: AdminFlashSale[] }>('GET', '/admin/flash-sales?status=ended&size=5')).items[0]?.id).toBe(slot.id);
    expectError(await desk.admin('PATCH', `/admin/flash-sales/${slot.id}`, { name: text('late') }), 'PROMO_ENDED');
    expect((await auditEntriesOf(shop.db, 'flash_sale', slot.id)).map((entry) => entry.action)).toEqual([
      'flash_sale.create',
      'flash_sale.edit',
      'flash_sale.end',
    ]);
  });
});
