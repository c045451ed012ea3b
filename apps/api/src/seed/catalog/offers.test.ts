import { parsePromotionRules } from '@talad/contract';
import { PROMOTION_KINDS, type PromotionRules } from '@talad/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, promotionProducts, promotions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { PROMOTION_SEEDS } from './offers.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const variant = async (id: number) => {
  const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, id));
  return row;
};

describe('seeded promotions', () => {
  it('seeds every promotion kind', () => {
    expect(new Set(PROMOTION_SEEDS.map((promotion) => promotion.kind))).toEqual(new Set(PROMOTION_KINDS));
  });

  it('gives every promotion rules that parse for its kind, money in whole satang', async () => {
    const rows = await shop.db.select().from(promotions);
    expect(rows).toHaveLength(PROMOTION_SEEDS.length);
    for (const row of rows) {
      const parsed = parsePromotionRules(row.kind, row.rules);
      expect(parsed.success, `${row.slug}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('rules of one kind are refused for another (the parse is not vacuous)', () => {
    expect(parsePromotionRules('flexi', { price: 89_000 }).success).toBe(false);
    expect(parsePromotionRules('special_price', { price: 890.5 }).success).toBe(false);
    expect(parsePromotionRules('cashback', { percent: 20_000, maxCashback: 100 }).success).toBe(false);
  });

  it('gives gifts and add-ons that are seeded variants in stock, the add-on dearer than its deal price', async () => {
    const rows = await shop.db
      .select()
      .from(promotions)
      .where(inArray(promotions.kind, ['free_gift', 'add_on_deal']));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      if (row.kind === 'free_gift') {
        const rules = row.rules as PromotionRules['free_gift'];
        const gift = await variant(rules.giftVariantId);
        expect(gift?.stock, row.slug).toBeGreaterThan(0);
      } else {
        const rules = row.rules as PromotionRules['add_on_deal'];
        const addOn = await variant(rules.addOnVariantId);
        expect(addOn?.stock, row.slug).toBeGreaterThan(0);
        expect(addOn?.specialPrice ?? addOn?.price, row.slug).toBeGreaterThan(rules.addOnPrice);
      }
    }
  });

  it('puts only products dearer than its price in a special-price promotion, and some', async () => {
    const rows = await shop.db.select().from(promotions).where(eq(promotions.kind, 'special_price'));
    for (const row of rows) {
      const { price } = row.rules as PromotionRules['special_price'];
      const prices = await shop.db
        .select({ price: productVariants.price, specialPrice: productVariants.specialPrice })
        .from(promotionProducts)
        .innerJoin(productVariants, eq(productVariants.productId, promotionProducts.productId))
        .where(eq(promotionProducts.promotionId, row.id));
      expect(prices.length, row.slug).toBeGreaterThan(0);
      for (const entry of prices) expect(entry.specialPrice ?? entry.price, row.slug).toBeGreaterThan(price);
    }
  });
});
