import { readFileSync } from 'node:fs';
import type { RatingSummary } from '@talad/contract';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { untilLockWait } from '../../test-support/lock-wait.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { receivedOrderReview, writeReview } from '../../test-support/reviews.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/**
 * "4 stars & up" on listings and search (issue #28's rating filter): products.rating_tenths is the product page's
 * average in tenths, kept by the reviews' triggers (migration 0048), and `rating` keeps the products at or above it.
 */

let shop: TestApp;
let variant: PlainVariant;
let productCode: string;
let author: Member;
let support: { authorization: string };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  variant = (await plainVariants(shop.db, 1))[0]!;
  // This file's product starts with no review: the seeded ones go (the trigger counts it down to 0).
  await shop.db.delete(reviews).where(eq(reviews.productId, variant.productId));
  productCode = (await shop.db.select({ code: products.code }).from(products).where(eq(products.id, variant.productId)))[0]!.code;
  author = await registerMember(shop);
  support = await staffSession(shop.app, 'support');
}, 180_000);
afterAll(() => shop.close());

const get = async (url: string) => {
  const response = await call(shop.app, 'GET', url, { language: 'en' });
  return { status: response.statusCode, body: response.json() };
};

/** Every product code a listing answers, all pages. */
async function listedCodes(query: string): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await get(`/catalog/products?${query}&size=100&page=${page}`);
    expect(status).toBe(200);
    codes.push(...body.data.items.map((item: { product_id: string }) => item.product_id));
    if (page >= body.data.total_pages) return codes;
  }
}

/** On-sale products whose rating is at least this many stars, as the database holds them. */
async function ratedCodes(stars: number): Promise<string[]> {
  const rows = await shop.db
    .select({ code: products.code })
    .from(products)
    .where(and(isNull(products.withdrawnAt), gte(products.ratingTenths, stars * 10)));
  return rows.map((row) => row.code);
}

const ratingOf = async (productId = variant.productId) =>
  (await shop.db.select({ tenths: products.ratingTenths }).from(products).where(eq(products.id, productId)))[0]!.tenths;
const summary = async () => (await get(`/reviews/products/${productCode}/summary`)).body.data as RatingSummary;
const listedAt = async (stars: number) => (await listedCodes(`rating=${stars}`)).includes(productCode);

async function written(ratings: [number, number, number]): Promise<number> {
  const id = await receivedOrderReview(shop, author, variant.id);
  expect((await writeReview(shop, author, id, ratings)).statusCode).toBe(200);
  return id;
}

/** On-sale products' ratings against their product pages' averages (×10), 0 without reviews; answers the rated. */
async function expectRatingsAsPages() {
  const rows = await shop.db
    .select({
      code: products.code,
      tenths: products.ratingTenths,
      reviewed: sql<number>`(select count(*)::int from reviews r where r.product_id = ${products.id} and r.status = 'REVIEWED' and r.hidden_at is null)`,
    })
    .from(products)
    .where(isNull(products.withdrawnAt));
  for (const row of rows.filter((row) => row.reviewed === 0)) expect(row.tenths, row.code).toBe(0);
  const reviewed = rows.filter((row) => row.reviewed > 0);
  // Forty of them spread over the catalogue, each page asked: every one would add seconds to CI for nothing more.
  const every = Math.ceil(reviewed.length / 40);
  for (const row of reviewed.filter((_, index) => index % every === 0)) {
    const page = (await get(`/reviews/products/${row.code}/summary`)).body.data as RatingSummary;
    expect(row.tenths, row.code).toBe(Math.round(page.average * 10));
  }
  return reviewed;
}

describe('products.rating_tenths is the product page average', () => {
  it("the seed's reviews: ratings are their pages' averages ×10 (forty pages asked), 0 without reviews, and they vary", async () => {
    const reviewed = await expectRatingsAsPages();
    expect(reviewed.length).toBeGreaterThan(50);
    // Realistic: mostly 4–5 stars, some lower.
    const stars = new Set(reviewed.map((row) => Math.floor(row.tenths / 10)));
    expect(stars.size).toBeGreaterThanOrEqual(3);
  });

  it('migration 0048 fills it for the reviews written before it: the same ratings as the pages above', async () => {
    const ratings = () => shop.db.select({ id: products.id, tenths: products.ratingTenths }).from(products).orderBy(products.id);
    const before = await ratings();
    await shop.db.update(products).set({ ratingTenths: 0 });
    const migration = readFileSync(new URL('../../db/migrations/0048_product_rating.sql', import.meta.url), 'utf8');
    await shop.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    expect(await ratings()).toEqual(before);
    expect(before.filter((row) => row.tenths > 0).length).toBeGreaterThan(50);
  });

  it('follows a review written, rewritten, hidden, restored and deleted, rounded as the page rounds (38.5 → 3.9)', async () => {
    expect(await ratingOf()).toBe(0);
    expect(await listedAt(1)).toBe(false);

    await written([4, 4, 4]); // 4.0
    expect(await ratingOf()).toBe(40);
    expect(await listedAt(4)).toBe(true);

    const middling = await written([4, 4, 3]); // 3.7: (40 + 37) / 2 = 38.5, the page shows 3.9
    expect((await summary()).average).toBe(3.9);
    expect(await ratingOf()).toBe(39);
    expect(await listedAt(4)).toBe(false);
    expect(await listedAt(3)).toBe(true);

    expect(
      (await adminCall(shop.app, 'POST', `/admin/reviews/${middling}/hide`, { headers: support, body: { reason: 'Spam' } })).statusCode,
    ).toBe(200);
    expect(await ratingOf()).toBe(40);
    expect(await listedAt(4)).toBe(true);

    expect((await adminCall(shop.app, 'POST', `/admin/reviews/${middling}/restore`, { headers: support })).statusCode).toBe(200);
    expect(await ratingOf()).toBe(39);

    expect((await writeReview(shop, author, middling, [5, 5, 5])).statusCode).toBe(200); // (40 + 50) / 2
    expect(await ratingOf()).toBe(45);
    expect((await summary()).average).toBe(4.5);

    await shop.db.delete(reviews).where(eq(reviews.id, middling));
    expect(await ratingOf()).toBe(40);
  }, 120_000);

  it('moves in the transaction that hides the review: seen inside it, gone with its rollback', async () => {
    const [shown] = await shop.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, variant.productId), eq(reviews.status, 'REVIEWED'), isNull(reviews.hiddenAt)));
    const before = await ratingOf();
    expect(before).toBeGreaterThan(0);
    const rolledBack = new Error('rolled back');
    await expect(
      shop.db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ hiddenAt: new Date(), hiddenReason: 'test' })
          .where(inArray(reviews.productId, [variant.productId]));
        const [inside] = await tx.select({ tenths: products.ratingTenths }).from(products).where(eq(products.id, variant.productId));
        expect(inside!.tenths).toBe(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(shown).toBeDefined();
    expect(await ratingOf()).toBe(before);
  });

  it('a review hidden while another is written: the second waits for the first to commit and counts after it', async () => {
    const waiting = await receivedOrderReview(shop, author, variant.id);
    const [shown] = await shop.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, variant.productId), eq(reviews.status, 'REVIEWED'), isNull(reviews.hiddenAt)));
    if (!process.env.TEST_DATABASE_URL) {
      // The embedded database runs one transaction at a time: one lands before the other.
      await shop.db.update(reviews).set({ hiddenAt: new Date(), hiddenReason: 'test' }).where(eq(reviews.id, shown!.id));
      expect((await writeReview(shop, author, waiting, [1, 1, 1])).statusCode).toBe(200);
    } else {
      // On a server: the hiding holds the product's row, uncommitted, while the writing's recount waits for it; had
      // the writing counted before it waited, it would count the hidden review and write a stale rating.
      let writing: ReturnType<typeof writeReview> | undefined;
      await shop.db.transaction(async (tx) => {
        await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: 'test' }).where(eq(reviews.id, shown!.id));
        writing = writeReview(shop, author, waiting, [1, 1, 1]);
        await untilLockWait(shop.db, 'the review writing');
      });
      expect((await writing!).statusCode).toBe(200);
    }
    // Left on the page: the 1-star review alone (a stale count would have been (4.0 + 1.0) / 2).
    expect(await summary()).toMatchObject({ total: 1, average: 1 });
    expect(await ratingOf()).toBe(10);
  }, 120_000);
});

describe('GET /catalog/products?rating= and /search?rating=', () => {
  it.each([1, 2, 3, 4, 5])('rating=%i keeps exactly the on-sale products whose average is at least that many stars', async (stars) => {
    const [listed, rated] = await Promise.all([listedCodes(`rating=${stars}`), ratedCodes(stars)]);
    expect(listed.toSorted()).toEqual(rated.toSorted());
    if (stars <= 4) expect(listed.length).toBeGreaterThan(0);
  });

  it('narrows a category and the other filters too', async () => {
    const [withRating, without] = await Promise.all([
      listedCodes('category=fashion&hasStock=true&rating=4'),
      listedCodes('category=fashion&hasStock=true'),
    ]);
    const rated = new Set(await ratedCodes(4));
    expect(withRating.length).toBeGreaterThan(0);
    expect(withRating.toSorted()).toEqual(without.filter((code) => rated.has(code)).toSorted());
  });

  it('search takes it: only hits at or above the stars', async () => {
    const rated = new Set(await ratedCodes(4));
    const all = await get(`/search?search=${encodeURIComponent('รองเท้า')}&size=100`);
    const filtered = await get(`/search?search=${encodeURIComponent('รองเท้า')}&rating=4&size=100`);
    expect(filtered.status).toBe(200);
    const codes = (body: { data: { items: { product_id: string }[] } }) => body.data.items.map((item) => item.product_id);
    expect(codes(filtered.body).length).toBeGreaterThan(0);
    expect(codes(filtered.body).every((code) => rated.has(code))).toBe(true);
    expect(codes(filtered.body).toSorted()).toEqual(
      codes(all.body)
        .filter((code) => rated.has(code))
        .toSorted(),
    );
  });

  it.each(['/catalog/products', '/search?search=shoes&'])('bad stars on %s are a 400 naming rating, never a 500', async (path) => {
    for (const value of ['0', '6', 'abc', '4.5', '-1', '']) {
      const { status, body } = await get(`${path}${path.includes('?') ? '' : '?'}rating=${value}`);
      expect(status, value).toBe(400);
      expect(body).toMatchObject({ is_success: false, data: null });
      expect(body.errors).toEqual([{ field: 'rating', reason: 'must be a whole number of stars from 1 to 5' }]);
      expect(body.message).toContain('rating');
    }
  });
});
