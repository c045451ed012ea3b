import { BANK_CODES, PRODUCT_CODE } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales, products } from '../../db/schema/index.ts';
import { countedStatements } from '../../test-support/statements.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const get = async (url: string, options: { token?: string; language?: 'th' | 'en' } = {}) => {
  const response = await call(shop.app, 'GET', url, options);
  return { status: response.statusCode, body: response.json() };
};

interface Card {
  product_id: string;
  slug: string;
  flags: string[];
  badges: { code: string; label: string }[];
  promotion_kinds: string[];
}

/** The whole catalogue, page by page, through the listing a shopper sees. */
async function everyCard(): Promise<Card[]> {
  const first = (await get('/catalog/products?size=100&page=1')).body.data;
  const rest = await Promise.all(
    Array.from({ length: first.total_pages - 1 }, (_, index) => get(`/catalog/products?size=100&page=${index + 2}`)),
  );
  return [first, ...rest.map((page) => page.body.data)].flatMap((page) => page.items as Card[]);
}

async function slugWhere(condition: ReturnType<typeof sql>) {
  const [row] = await shop.db.select({ slug: products.slug, code: products.code }).from(products).where(condition).limit(1);
  if (!row) throw new Error('no product matches');
  return row;
}

describe('GET /products/{slug} — product detail', () => {
  it('answers variants over options with stock, price and special price in satang', async () => {
    const { slug } = await slugWhere(sql`cardinality(${products.optionValues}) > 2 and ${products.specialPrice} is not null`);
    const { status, body } = await get(`/products/${slug}`);
    expect(status).toBe(200);
    const product = body.data;
    expect(product.product_id).toMatch(PRODUCT_CODE);
    expect(product.variants.length).toBeGreaterThan(1);
    for (const variant of product.variants) {
      expect(Number.isInteger(variant.price)).toBe(true);
      expect(variant.stock).toBeGreaterThanOrEqual(0);
      if (variant.special_price !== null) expect(variant.special_price).toBeLessThan(variant.price);
      for (const [name, value] of Object.entries(variant.options)) {
        expect(
          product.options.find((option: { name: string }) => option.name === name)?.values.map((entry: { value: string }) => entry.value),
        ).toContain(value);
      }
    }
    const effective = (entry: { price: number; special_price: number | null }) => entry.special_price ?? entry.price;
    expect(effective(product)).toBe(Math.min(...product.variants.map(effective)));
    expect(product.stock).toBe(product.variants.reduce((sum: number, variant: { stock: number }) => sum + variant.stock, 0));
    expect(product.media[0]).toMatchObject({ kind: 'IMAGE', url: expect.stringMatching(/^\/media\/products\//) });
    expect(product.breadcrumb.length).toBeGreaterThanOrEqual(2);
  });

  it('Color values carry a swatch and COLOR media', async () => {
    const { slug } = await slugWhere(sql`${products.optionValues} && array['Color:black','Color:white']::text[]`);
    const { body } = await get(`/products/${slug}`, { language: 'en' });
    const colour = body.data.options.find((option: { name: string }) => option.name === 'Color');
    expect(colour.values[0]).toMatchObject({ swatch: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(body.data.media.some((item: { kind: string }) => item.kind === 'COLOR')).toBe(true);
  });

  it('installment plans by bank for installment products, monthly amount rounded up', async () => {
    const { slug } = await slugWhere(sql`'installments' = any(${products.flags}) and ${products.effectivePrice} >= 1000000`);
    const { body } = await get(`/products/${slug}`);
    const plans = body.data.installment_plans as { bank: string; months: number; interest_rate: number; monthly_amount: number }[];
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(BANK_CODES).toContain(plan.bank);
    const tenMonthsFree = plans.find((plan) => plan.bank === 'KBANK' && plan.months === 10);
    const price = body.data.special_price ?? body.data.price;
    expect(tenMonthsFree?.monthly_amount).toBe(Math.ceil(price / 10));
    const withInterest = plans.find((plan) => plan.months === 24);
    expect(withInterest?.interest_rate).toBe(8.9);
  });

  it('products without the installments flag offer no plans', async () => {
    const { slug } = await slugWhere(sql`not ('installments' = any(${products.flags}))`);
    expect((await get(`/products/${slug}`)).body.data.installment_plans).toEqual([]);
  });

  it('delivery estimate counts working days and matches the delivery badge', async () => {
    const { slug } = await slugWhere(sql`${products.deliveryMaxDays} = 5`);
    const { body } = await get(`/products/${slug}`);
    expect(body.data.delivery).toMatchObject({ min_days: 3, max_days: 5, label: 'จัดส่งภายใน 3-5 วันทำการ' });
    expect(body.data.badges).toContainEqual({ code: 'DELIVERY_3_5_DAYS', label: 'จัดส่งภายใน 3-5 วันทำการ' });
    expect(new Date(body.data.delivery.latest).getTime()).toBeGreaterThan(new Date(body.data.delivery.earliest).getTime());
  });

  it('delivery in 1-3 working days: estimate, label and badge agree and both dates fall on working days', async () => {
    const fast = (await get('/catalog/products?shipment=delivery_1_3&size=100')).body.data;
    expect(fast.total).toBeGreaterThan(0);
    for (const card of fast.items as Card[])
      expect(
        card.badges.map((badge) => badge.code),
        card.product_id,
      ).toContain('DELIVERY_1_3_DAYS');
    const { body } = await get(`/products/${fast.items[0].slug}`);
    expect(body.data.delivery).toMatchObject({ min_days: 1, max_days: 3, label: 'จัดส่งภายใน 1-3 วันทำการ' });
    expect(body.data.badges).toContainEqual({ code: 'DELIVERY_1_3_DAYS', label: 'จัดส่งภายใน 1-3 วันทำการ' });
    expect(body.data.badges.map((badge: { code: string }) => badge.code)).not.toContain('DELIVERY_3_5_DAYS');
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const date of [body.data.delivery.earliest, body.data.delivery.latest]) expect([1, 2, 3, 4, 5], date).toContain(weekday(date));
    expect(body.data.delivery.latest > body.data.delivery.earliest).toBe(true);
  });

  it('Thai badges: pickup at 7-Eleven only, not in promotion and no cash on delivery, each on a product it applies to', async () => {
    const cards = await everyCard();
    const carrying = (code: string) => {
      const card = cards.find((entry) => entry.badges.some((badge) => badge.code === code));
      if (!card) throw new Error(`no product carries ${code}`);
      return card;
    };
    const sevenEleven = carrying('SEVEN_ELEVEN_ONLY');
    expect(sevenEleven.flags).toContain('AT_7-ELEVEN');
    const notInPromotion = carrying('NOT_IN_PROMOTION');
    expect(notInPromotion.promotion_kinds).toEqual([]);
    const noCod = carrying('NO_COD');
    const expected: [Card, string, string][] = [
      [sevenEleven, 'SEVEN_ELEVEN_ONLY', 'รับสินค้าที่ 7-Eleven เท่านั้น'],
      [notInPromotion, 'NOT_IN_PROMOTION', 'สินค้าไม่ร่วมโปรโมชัน'],
      [noCod, 'NO_COD', 'ไม่รับชำระเงินปลายทาง'],
    ];
    for (const [card, code, label] of expected) {
      expect(card.badges, card.product_id).toContainEqual({ code, label });
      const { body } = await get(`/products/${card.slug}`);
      expect(body.data.badges, card.slug).toContainEqual({ code, label });
    }
    expect((await get(`/products/${notInPromotion.slug}`)).body.data.promotions).toEqual([]);
  });

  it('promotions attached to the product are listed while they run', async () => {
    const { slug } = await slugWhere(sql`cardinality(${products.promotionKinds}) > 0`);
    const { body } = await get(`/products/${slug}`);
    expect(body.data.promotions.length).toBeGreaterThan(0);
    expect(body.data.promotion_kinds).toContain(body.data.promotions[0].kind);
  });

  it('is one statement: the product with its variants, media, promotions, flash sale and plans', async () => {
    // A product of each kind the page reads besides its row, asked by no shopper (no session, no view to record).
    const { slug } = await slugWhere(sql`cardinality(${products.promotionKinds}) > 0 and 'installments' = any(${products.flags})`);
    await get('/products/no-such-product'); // the lookups (categories, option labels) are read once and kept
    const { statements, texts } = await countedStatements(shop.db, async () => {
      const { status, body } = await get(`/products/${slug}`);
      expect(status).toBe(200);
      expect(body.data.variants.length).toBeGreaterThan(0);
      expect(body.data.media.length).toBeGreaterThan(0);
      expect(body.data.promotions.length).toBeGreaterThan(0);
      expect(body.data.installment_plans.length).toBeGreaterThan(0);
    });
    expect(statements, texts.join('\n')).toBe(1);
  });

  it('an unknown slug is a 404 PRODUCT_NOT_FOUND', async () => {
    const { status, body } = await get('/products/no-such-product');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status_code: 10501, is_success: false });
  });
});

describe('GET /products?product_id — carousels', () => {
  it('answers cards in the order asked and leaves unknown codes out', async () => {
    const { body } = await get('/products?product_id=PRD100003,PRD999999,PRD100001');
    expect(body.data.map((card: { product_id: string }) => card.product_id)).toEqual(['PRD100003', 'PRD100001']);
  });

  it('a code that is not PRD + digits is a 400 naming product_id', async () => {
    const { status, body } = await get('/products?product_id=PRD1,abc');
    expect(status).toBe(400);
    expect(body.errors[0].field).toMatch(/^product_id/);
  });
});

describe('flash sales: windows, quota and per-customer limit', () => {
  it('answers the running sale and the upcoming ones, never an ended one', async () => {
    const { body } = await get('/flash-sales');
    const { running, upcoming } = body.data;
    const now = Date.now();
    expect(new Date(running.starts_at).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(running.ends_at).getTime()).toBeGreaterThan(now);
    expect(running.status).toBe('running');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const sale of upcoming) expect(new Date(sale.starts_at).getTime()).toBeGreaterThan(now);
    for (const item of running.items) {
      expect(item.sold).toBeLessThanOrEqual(item.quota);
      expect(item.per_customer_limit).toBeGreaterThan(0);
      expect(item.flash_price).toBeLessThan(item.product.special_price ?? item.product.price);
    }
  });

  it('a product in the running sale shows its flash offer; once the window closes it does not', async () => {
    const running = (await get('/flash-sales')).body.data.running;
    const item = running.items[0];
    const detail = await get(`/products/${item.product.slug}`);
    expect(detail.body.data.flash_sale).toMatchObject({
      flash_sale_id: running.flash_sale_id,
      flash_price: item.flash_price,
      quota: item.quota,
    });
    await shop.db
      .update(flashSales)
      .set({ endsAt: sql`now() - interval '1 minute'`, startsAt: sql`now() - interval '2 hours'` })
      .where(eq(flashSales.id, running.flash_sale_id));
    expect((await get(`/products/${item.product.slug}`)).body.data.flash_sale).toBeNull();
    const after = (await get('/flash-sales')).body.data;
    expect(after.running?.flash_sale_id).not.toBe(running.flash_sale_id);
  });

  it('the quota can never be passed: the database refuses sold above quota', async () => {
    await expect(shop.db.execute(sql`update flash_sale_items set sold = quota + 1`)).rejects.toThrow();
  });
});

describe('brands, collections, categories, promotions', () => {
  it('lists at least 40 brands A to Z with product counts; one brand by slug', async () => {
    const brands = (await get('/brands', { language: 'en' })).body.data as { slug: string; name: string; product_count: number }[];
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands.map((brand) => brand.name)).toEqual([...brands.map((brand) => brand.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await get('/brands/hatari')).body.data).toMatchObject({ slug: 'hatari', name: 'ฮาตาริ', is_thai: true });
    expect((await get('/brands/nope')).status).toBe(404);
  });

  it('collections with counts; one collection by slug; its listing', async () => {
    const collections = (await get('/collections')).body.data as { slug: string; product_count: number }[];
    expect(collections.map((collection) => collection.slug)).toContain('best-sellers');
    const best = (await get('/collections/best-sellers')).body.data;
    const listing = (await get('/catalog/products?collection=best-sellers&size=1')).body.data;
    expect(listing.total).toBe(best.product_count);
    expect((await get('/collections/nope')).status).toBe(404);
  });

  it('a category by slug with breadcrumb and children', async () => {
    const { body } = await get('/categories/shoes', { language: 'en' });
    expect(body.data).toMatchObject({ slug: 'shoes', level: 'sub', breadcrumb: [{ name: 'Fashion' }, { name: 'Shoes' }] });
    expect(body.data.children.map((child: { slug: string }) => child.slug)).toEqual(['sneakers', 'sandals', 'running-shoes']);
  });

  it('promotions of all seven kinds with their first products', async () => {
    const promotions = (await get('/promotions')).body.data as { kind: string; product_count: number; products: unknown[] }[];
    expect(new Set(promotions.map((promotion) => promotion.kind)).size).toBe(7);
    for (const promotion of promotions) expect(promotion.products.length).toBe(Math.min(8, promotion.product_count));
  });
});

describe('recently viewed products (per session)', () => {
  it('viewing product pages records them for the session, newest first, paged', async () => {
    const guest = await loginAsGuest(shop.app);
    const slugs = (await shop.db.select({ slug: products.slug, code: products.code }).from(products).limit(3)).map((row) => row);
    for (const product of slugs) await get(`/products/${product.slug}`, { token: guest.access_token });
    await get(`/products/${slugs[0]?.slug}`, { token: guest.access_token });
    const { body } = await get('/my-recently-view/products?page=1&size=2', { token: guest.access_token });
    expect(body.data).toMatchObject({ total: 3, page: 1, size: 2, total_pages: 2 });
    expect(body.data.items.map((item: { product_id: string }) => item.product_id)).toEqual([slugs[0]?.code, slugs[2]?.code]);
    expect(body.data.items[0].viewed_at).toEqual(expect.any(String));
  });

  it('another session does not see them; without a session it is a 401', async () => {
    const other = await loginAsGuest(shop.app);
    expect((await get('/my-recently-view/products', { token: other.access_token })).body.data.total).toBe(0);
    expect((await get('/my-recently-view/products')).status).toBe(401);
  });

  it('a page rendered on the server records the view with POST; a bad code is a 400, an unknown one a 404', async () => {
    const guest = await loginAsGuest(shop.app);
    const post = (body: unknown) => call(shop.app, 'POST', '/my-recently-view/products', { token: guest.access_token, body });
    expect((await post({ product_id: 'PRD100002' })).statusCode).toBe(200);
    expect((await post({ product_id: 'nope' })).statusCode).toBe(400);
    expect((await post({ product_id: 'PRD999999' })).statusCode).toBe(404);
    const { body } = await get('/my-recently-view/products', { token: guest.access_token });
    expect(body.data.items.map((item: { product_id: string }) => item.product_id)).toEqual(['PRD100002']);
  });

  it('size over 100 is a 400', async () => {
    const guest = await loginAsGuest(shop.app);
    expect((await get('/my-recently-view/products?size=101', { token: guest.access_token })).status).toBe(400);
  });
});
