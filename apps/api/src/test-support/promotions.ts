import { randomUUID } from 'node:crypto';
import type { CheckoutPreview, PromotionCreateBody } from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { products, productVariants } from '../db/schema/index.ts';
import { registerMember, saveHomeAddress } from './members.ts';
import { plainVariants } from './orders.ts';
import { adminCall, staffSession } from './staff.ts';
import { call, type TestApp } from './test-app.ts';

const HOUR = 3_600_000;
/** A moment `hours` from now as the admin sends it: Bangkok time. */
export const bangkok = (hours: number) => new Date(Date.now() + hours * HOUR + 7 * HOUR).toISOString().replace('Z', '+07:00');

export const text = (en: string) => ({ th: `ทดสอบ ${en}`, en });

export function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName, language: 'th' | 'en' = 'th') {
  const answer = response.json() as { is_success: boolean; status_code: number; message: string };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
  expect(answer.message).toBe(ERRORS[name][language]);
}

let made = 0;

/**
 * The promotions desk's tests' shop: a manager with the second factor (promotions.write), a member with a home address,
 * and `count` in-stock products nothing else discounts; calls as either, and bodies of promotions and coupons.
 */
export async function promotionDesk(shop: TestApp, count: number) {
  const manager = await staffSession(shop.app, 'manager', { secondFactor: true });
  const member = await registerMember(shop);
  const homeId = await saveHomeAddress(shop, member);
  const plain = await plainVariants(shop.db, count);
  // In stock, whatever the seed drew: every order here must be placeable.
  await shop.db
    .update(productVariants)
    .set({ stock: 1_000 })
    .where(
      inArray(
        productVariants.id,
        plain.map((variant) => variant.id),
      ),
    );
  const variants = await Promise.all(
    plain.map(async (variant) => {
      const [row] = await shop.db.select({ code: products.code }).from(products).where(eq(products.id, variant.productId));
      return { ...variant, code: row!.code };
    }),
  );

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, headers = manager, language?: 'th' | 'en') =>
    adminCall(shop.app, method, url, { headers, ...(body === undefined ? {} : { body }), ...(language ? { language } : {}) });
  async function adminData<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
    const response = await admin(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json().data as T;
  }
  async function shopper<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const response = await call(shop.app, method, url, {
      token: member.session.access_token,
      ...(body === undefined ? {} : { body }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data as T;
  }
  const order = (variantId: number, quantity = 1, couponIds: number[] = []) => ({
    items: [{ variant_id: variantId, quantity }],
    delivery: { type: 'home', address_id: homeId },
    payment_method: 'COD',
    ...(couponIds.length > 0 ? { coupon_ids: couponIds } : {}),
  });

  /** A promotion of `kind` on these products, running unless told otherwise (gifts and add-ons: the last product). */
  function promotionBody(kind: PromotionCreateBody['kind'], codes: string[], window = { starts_at: bangkok(-1), ends_at: bangkok(24) }) {
    const gift = variants.at(-1)!;
    const rules = {
      flexi: { minQuantity: 2, percentOff: 1000 },
      free_gift: { minQuantity: 1, giftVariantId: gift.id, giftQuantity: 1 },
      add_on_deal: { addOnVariantId: gift.id, addOnPrice: 100, maxAddOns: 1 },
      special_price: { price: 100 },
      saving: { minSpend: 0, amountOff: 500 },
      shipping_discount: { minSpend: 0, amountOff: null },
      cashback: { percent: 500, maxCashback: 10_000 },
    }[kind];
    made += 1;
    const slug = `test-${kind.replace(/_/g, '-')}-${made}`;
    return { kind, rules, slug, title: text(kind), description: text(`${kind} terms`), product_codes: codes, ...window };
  }

  /** A ฿50 DISCOUNTCODE coupon running for a day, usable from the cart without collecting, unless told otherwise. */
  function couponBody(overrides: Record<string, unknown> = {}) {
    made += 1;
    return {
      code: `ADM${made}X${Date.now() % 100_000}`,
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text(`coupon ${made}`),
      description: text('coupon terms'),
      discount: 'amount',
      value: 5_000,
      max_discount: null,
      min_spend: 0,
      starts_at: bangkok(-1),
      ends_at: bangkok(24),
      total_limit: null,
      per_member_limit: 1,
      categories: [],
      brands: [],
      layout_id: 'shopping-cart',
      tiers: [],
      ...overrides,
    };
  }

  return {
    manager,
    member,
    variants,
    admin,
    adminData,
    shopper,
    promotionBody,
    couponBody,
    /** The shopper's own checkout preview of "buy now" items: what the real cart computes. */
    preview: (variantId: number, quantity = 1, couponIds: number[] = []) =>
      shopper<CheckoutPreview>('POST', '/checkout/preview', order(variantId, quantity, couponIds)),
    place: (variantId: number, quantity = 1, couponIds: number[] = []) =>
      shopper<{ order_id: string }>('POST', '/orders', order(variantId, quantity, couponIds)),
  };
}

export type PromotionDesk = Awaited<ReturnType<typeof promotionDesk>>;
