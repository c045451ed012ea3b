import type { AdminFlashSale, AdminHomeBlock, AdminPromotion, ContentPage, ProductDetail, ProductListing } from '@talad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './db/schema/index.ts';
import { applyPriceChangeJob } from './modules/inventory/index.ts';
import { promotionDesk, text, type PromotionDesk } from './test-support/promotions.ts';
import { buildTestApp, call, type TestApp } from './test-support/test-app.ts';
import { startJobRunner } from './platform/jobs.ts';

/**
 * Scheduled changes reach shoppers at their moment through caches that would otherwise keep the old answer for a
 * minute (decision 0057): the answer cache is on here, 60 s, and nothing else is written once they are scheduled.
 */
let shop: TestApp;
let desk: PromotionDesk;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  desk = await promotionDesk(shop, 3);
}, 300_000);
afterAll(() => shop.close());

/** A moment as the admin sends it: Bangkok's wall clock with its offset. */
const bangkokAt = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
/** What the issue allows between a scheduled moment and shoppers seeing it. */
const WITHIN = { timeout: 5_000, interval: 100 };

async function shopData<T>(url: string, language: 'th' | 'en' = 'en'): Promise<T> {
  const response = await call(shop.app, 'GET', url, { language });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}
const slugOf = async (code: string) =>
  (await shop.db.select({ slug: products.slug }).from(products).where(eq(products.code, code)))[0]!.slug;
const generation = async () => (await shopData<{ generation: number }>('/health/catalogue')).generation;

describe('scheduled moments (decision 0057)', () => {
  it('a block, a flash sale slot and a promotion’s end 3 s ahead reach the cached answers, a post the web’s generation', async () => {
    const [onSale, inPromotion] = desk.variants as [PromotionDesk['variants'][number], PromotionDesk['variants'][number]];
    const brand = (await shopData<ProductDetail>(`/products/${await slugOf(inPromotion.code)}`)).brand!.slug;
    const block = await desk.adminData<AdminHomeBlock>('POST', '/admin/home/blocks', { type: 'SPACE', settings: { height: 37 } });
    const post = await desk.adminData<{ id: number }>('POST', '/admin/blog-posts', {
      slug: `moment-post-${block.id}`,
      title: text('a post on time'),
      excerpt: text('its excerpt'),
      author: text('the team'),
      body: { th: 'ย่อหน้า', en: 'A paragraph' },
      tags: [],
      product_codes: [],
    });
    // Three seconds: room for the four writes and the four reads before it on a loaded machine (2 s was not, at a
    // load of 30 on two cores).
    const moment = Date.now() + 3_000;
    const postMoment = moment + 500;
    await Promise.all([
      desk.adminData('POST', `/admin/home/blocks/${block.id}/publish`, { at: bangkokAt(moment) }),
      desk.adminData<AdminFlashSale>('POST', '/admin/flash-sales', {
        name: text('moment slot'),
        starts_at: bangkokAt(moment),
        ends_at: bangkokAt(moment + 3_600_000),
        items: [{ product_code: onSale.code, flash_price: onSale.price - 300, quota: 5, per_customer_limit: 1 }],
      }),
      desk.adminData<AdminPromotion>(
        'POST',
        '/admin/promotions',
        desk.promotionBody('cashback', [inPromotion.code], { starts_at: bangkokAt(Date.now() - 3_600_000), ends_at: bangkokAt(moment) }),
      ),
      desk.adminData('POST', `/admin/blog-posts/${post.id}/publish`, { at: bangkokAt(postMoment) }),
    ]);

    // Asked before their moment: the answers kept for a minute say what was true then.
    const homeBlocks = async () => (await shopData<ContentPage>('/content-pages/home')).blocks.map((shown) => shown.block_id);
    const flashPrice = async () => (await shopData<ProductDetail>(`/products/${await slugOf(onSale.code)}`)).flash_sale?.flash_price;
    const listing = `/catalog/products?selection=cashback&brand=${brand}&per_page=100`;
    const inCashbackListing = async () =>
      (await shopData<ProductListing>(listing)).items.some((card) => card.product_id === inPromotion.code);
    const promotionKinds = async () =>
      (await shopData<Array<{ promotion_kinds: string[] }>>(`/products?product_id=${inPromotion.code}`))[0]!.promotion_kinds;
    const [blocks, price, listed, kinds] = await Promise.all([homeBlocks(), flashPrice(), inCashbackListing(), promotionKinds()]);
    expect(blocks).not.toContain(block.id);
    expect(price).toBeUndefined();
    expect(listed).toBe(true);
    expect(kinds).toContain('cashback');
    const before = await generation();
    expect(Date.now()).toBeLessThan(moment);

    await expect.poll(homeBlocks, WITHIN).toContain(block.id);
    await expect.poll(flashPrice, WITHIN).toBe(onSale.price - 300);
    await expect.poll(inCashbackListing, WITHIN).toBe(false);
    expect(await promotionKinds()).not.toContain('cashback');
    // The web's pages: with Redis the moment is announced; without, the generation the web asks for every 2 s moves.
    await expect.poll(generation, WITHIN).toBeGreaterThanOrEqual(postMoment);
    expect(before).toBeLessThan(moment);
  });

  it('a scheduled price change 2.5 s ahead is applied at its moment, not at the job runner’s next 30 s poll', async () => {
    const variant = desk.variants[2]!;
    const page = `/products/${await slugOf(variant.code)}`;
    const price = async () => (await shopData<ProductDetail>(page)).variants.find((shown) => shown.variant_id === variant.id)?.price;
    expect(await price()).toBe(variant.price);
    // As main.ts runs it: polling every 30 s, woken at each scheduled moment.
    const runner = startJobRunner({
      db: shop.db,
      definitions: [applyPriceChangeJob(shop.db, () => shop.app.catalogueCaches.clear())],
      log: shop.app.log,
      pollMs: 30_000,
    });
    shop.app.scheduledMoments.onReached(() => runner.wake());
    try {
      await desk.adminData('POST', `/admin/variants/${variant.id}/scheduled-prices`, {
        price: variant.price - 1_000,
        run_at: new Date(Date.now() + 2_500).toISOString(),
      });
      await expect.poll(price, WITHIN).toBe(variant.price - 1_000);
    } finally {
      await runner.stop();
    }
  });
});
