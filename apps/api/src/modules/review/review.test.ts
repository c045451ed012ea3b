import { REVIEW_CASHBACK_SATANG } from '@talad/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries, customers, optionValues, products, reviews } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { receivedOrderReview, uploadReviewMedia, writeReview } from '../../test-support/reviews.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { waitingForReviewCount } from './index.ts';

let shop: TestApp;
let variants: PlainVariant[];
let productCode: string;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  variants = await plainVariants(shop.db, 2);
  // The product page tests count only this file's reviews: the seeded ones of these products go.
  await shop.db.delete(reviews).where(
    inArray(
      reviews.productId,
      variants.map((variant) => variant.productId),
    ),
  );
  productCode = (await shop.db.select({ code: products.code }).from(products).where(eq(products.id, variants[0]!.productId)))[0]!.code;
}, 120_000);
afterAll(() => shop.close());

const as = (member: Member, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(shop.app, method, url, { token: member.session.access_token, language: 'en', ...(body === undefined ? {} : { body }) });

const reviewCashback = (member: Member) =>
  shop.db
    .select({ amount: cashbackEntries.amount, status: cashbackEntries.status })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.customerId, member.session.user_id), eq(cashbackEntries.type, 'REVIEW')));

describe('a completed order opens its reviews', () => {
  it('one WAITING review per bought line, listed 10 at a time with limit and offset, and counted', async () => {
    const member = await registerMember(shop);
    expect((await as(member, 'GET', '/reviews/my-reviews/waiting-for-review')).json().data).toEqual({
      items: [],
      total: 0,
      limit: 10,
      offset: 0,
    });
    const first = await receivedOrderReview(shop, member, variants[0]!.id);
    const second = await receivedOrderReview(shop, member, variants[1]!.id);
    const page = (await as(member, 'GET', '/reviews/my-reviews/waiting-for-review?limit=1&offset=0')).json().data;
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items).toEqual([
      expect.objectContaining({
        review_id: second,
        status: 'WAITING',
        reviewed_date: null,
        product_quality_rating: null,
        likes: 0,
        order_no: expect.stringMatching(/^TL/),
      }),
    ]);
    const next = (await as(member, 'GET', '/reviews/my-reviews/waiting-for-review?limit=1&offset=1')).json().data;
    expect(next.items.map((item: { review_id: number }) => item.review_id)).toEqual([first]);
    expect((await as(member, 'GET', '/reviews/my-reviews/waiting-for-review?offset=2')).json().data.items).toEqual([]);
    expect(await waitingForReviewCount(shop.db, member.session.user_id)).toBe(2);
    expect((await as(member, 'GET', '/reviews/my-reviews/reviewed-histories')).json().data.total).toBe(0);
  });

  it('refuses a limit over the history cap and a negative offset with a 400', async () => {
    const member = await registerMember(shop);
    for (const query of ['limit=21', 'offset=-1', 'limit=abc']) {
      const answer = await as(member, 'GET', `/reviews/my-reviews/reviewed-histories?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('a guest has no review lists', async () => {
    const guest = await loginAsGuest(shop.app);
    const answer = await call(shop.app, 'GET', '/reviews/my-reviews/waiting-for-review', { token: guest.access_token });
    expect(answer.json().status_code).toBe(10007);
  });
});

describe('writing a review', () => {
  it('moves it to the history, credits REVIEW cashback once per line, and may be rewritten', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member, variants[0]!.id);
    const written = await writeReview(shop, member, reviewId, [5, 4, 4], '  ของดีมาก ส่งไว  ');
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({
      review_id: reviewId,
      status: 'REVIEWED',
      product_quality_rating: 5,
      shipping_service_rating: 4,
      sales_service_rating: 4,
      score: 4.3,
      comment: 'ของดีมาก ส่งไว',
      reviewed_date: expect.any(String),
      variation_choices: expect.any(Object),
    });
    const rewritten = await writeReview(shop, member, reviewId, [3, 3, 3], 'Changed my mind after a week');
    expect(rewritten.json().data).toMatchObject({ score: 3, comment: 'Changed my mind after a week' });
    expect(await reviewCashback(member)).toEqual([{ amount: REVIEW_CASHBACK_SATANG, status: 'COMPLETE' }]);
    const history = (await as(member, 'GET', '/reviews/my-reviews/reviewed-histories')).json().data;
    expect(history.items.map((item: { review_id: number }) => item.review_id)).toEqual([reviewId]);
    expect((await as(member, 'GET', '/reviews/my-reviews/waiting-for-review')).json().data.total).toBe(0);
  });

  it('two first writes racing credit the cashback once', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member, variants[1]!.id);
    const answers = await Promise.all([writeReview(shop, member, reviewId, [5, 5, 5]), writeReview(shop, member, reviewId, [4, 4, 4])]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await reviewCashback(member)).toHaveLength(1);
  });

  it('refuses ratings outside 1–5, a comment over 1000 characters, a NUL and a variation the product lacks, leaving it waiting', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member, variants[0]!.id);
    const refusals = [
      await writeReview(shop, member, reviewId, [0, 5, 5]),
      await writeReview(shop, member, reviewId, [5, 6, 5]),
      await writeReview(shop, member, reviewId, [5, 5, 4.5]),
      await writeReview(shop, member, reviewId, [5, 5, 5], 'ก'.repeat(1001)),
      await writeReview(shop, member, reviewId, [5, 5, 5], 'bad\u0000byte'),
      await writeReview(shop, member, reviewId, [5, 5, 5], '', { variations: { color: 'no-such-colour' } }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals.at(-1)!.json().errors).toEqual([expect.objectContaining({ field: 'variations.color' })]);
    const detail = (await as(member, 'GET', `/reviews/review-detail?review_id=${reviewId}`)).json().data;
    expect(detail).toMatchObject({ status: 'WAITING', comment: '' });
    expect(await reviewCashback(member)).toEqual([]);
  });

  it('lets the member choose another variation the product is sold in', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member, variants[0]!.id);
    const detail = (await as(member, 'GET', `/reviews/review-detail?review_id=${reviewId}`)).json().data;
    const [name, values] = Object.entries(detail.variation_choices as Record<string, string[]>)[0] ?? [];
    if (!name || !values) throw new Error('the test product has no options');
    const chosen = values.at(-1)!;
    const written = await writeReview(shop, member, reviewId, [4, 4, 4], '', { variations: { [name]: chosen } });
    expect(written.json().data.variations[name]).toBe(chosen);
  });

  it('labels the variations and every choice in the reader’s language (write-review’s choices, the lists)', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member, variants[0]!.id);
    const inThai = await call(shop.app, 'GET', `/reviews/review-detail?review_id=${reviewId}`, {
      token: member.session.access_token,
      language: 'th',
    });
    const thai = inThai.json().data;
    const english = (await as(member, 'GET', `/reviews/review-detail?review_id=${reviewId}`)).json().data;
    const [option, values] = Object.entries(english.variation_choices as Record<string, string[]>)[0] ?? [];
    if (!option || !values) throw new Error('the test product has no options');
    const keys = Object.keys(english.variation_labels).sort();
    expect(keys).toEqual(
      Object.entries(english.variation_choices as Record<string, string[]>)
        .flatMap(([name, all]) => all.map((value) => `${name}:${value}`))
        .sort(),
    );
    const [label] = await shop.db
      .select({ label: optionValues.label })
      .from(optionValues)
      .where(and(eq(optionValues.option, option), eq(optionValues.value, values[0]!)));
    expect(english.variation_labels[`${option}:${values[0]}`]).toBe(label!.label.en);
    expect(thai.variation_labels[`${option}:${values[0]}`]).toBe(label!.label.th);
    const waiting = (await as(member, 'GET', '/reviews/my-reviews/waiting-for-review')).json().data.items[0];
    expect(Object.keys(waiting.variation_labels).sort()).toEqual(
      Object.entries(waiting.variations as Record<string, string>)
        .map(([name, value]) => `${name}:${value}`)
        .sort(),
    );
  });

  it("another member's review is not found: detail, write, like of a waiting one", async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, owner, variants[0]!.id);
    const answers = [
      await as(other, 'GET', `/reviews/review-detail?review_id=${reviewId}`),
      await writeReview(shop, other, reviewId, [1, 1, 1], 'not mine'),
      await as(other, 'PUT', '/reviews/clear-media', { review_id: reviewId }),
      await as(other, 'PUT', `/reviews/${reviewId}/like`),
      await as(other, 'GET', '/reviews/review-detail?review_id=999999999'),
    ];
    for (const answer of answers)
      expect(answer.json(), answer.body).toMatchObject({ status_code: 11401, message: 'This review does not exist' });
    expect(answers.every((answer) => answer.statusCode === 404)).toBe(true);
    const thai = await call(shop.app, 'GET', `/reviews/review-detail?review_id=${reviewId}`, {
      token: other.session.access_token,
      language: 'th',
    });
    expect(thai.json().message).toBe('ไม่พบรีวิวนี้');
    expect((await shop.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]).toMatchObject({ status: 'WAITING', comment: '' });
  });
});

describe('the product page', () => {
  const scores: Array<[number, number, number]> = [
    [5, 5, 5],
    [4, 4, 5],
    [1, 2, 1],
    [3, 3, 3],
  ];
  let written: number[] = [];
  let members: Member[] = [];

  beforeAll(async () => {
    await shop.db.delete(reviews).where(eq(reviews.productId, variants[0]!.productId));
    members = [];
    written = [];
    for (const ratings of scores) {
      const member = await registerMember(shop);
      const reviewId = await receivedOrderReview(shop, member, variants[0]!.id);
      await writeReview(shop, member, reviewId, ratings, `rated ${ratings.join('/')}`);
      members.push(member);
      written.push(reviewId);
    }
    // One waiting review that must never show.
    await receivedOrderReview(shop, await registerMember(shop), variants[0]!.id);
  }, 120_000);

  const list = async (query = '') => (await call(shop.app, 'GET', `/reviews/products/${productCode}${query}`)).json().data;
  const ids = (page: { items: Array<{ review_id: number }> }) => page.items.map((item) => item.review_id);

  it('summarises the written reviews: average, count per rounded star', async () => {
    const summary = (await call(shop.app, 'GET', `/reviews/products/${productCode}/summary`)).json().data;
    // Scores 5.0, 4.3, 1.3, 3.0 → mean 3.4.
    expect(summary).toEqual({
      product_id: productCode,
      average: 3.4,
      total: 4,
      counts: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
      with_photo: 0,
      with_video: 0,
    });
    expect((await call(shop.app, 'GET', '/reviews/products/PRD999999999/summary')).statusCode).toBe(404);
  });

  it('sorts by the five values of spec §3 and filters by star', async () => {
    const likers = await Promise.all([registerMember(shop), registerMember(shop)]);
    for (const liker of likers) await as(liker, 'PUT', `/reviews/${written[2]}/like`);
    await as(likers[0]!, 'PUT', `/reviews/${written[3]}/like`);
    const [five, fourThree, oneThree, three] = written as [number, number, number, number];
    expect(ids(await list())).toEqual([...written].reverse());
    expect(ids(await list('?sort=lasted'))).toEqual([three, oneThree, fourThree, five]);
    expect(ids(await list('?sort=max_to_min_score'))).toEqual([five, fourThree, three, oneThree]);
    expect(ids(await list('?sort=min_to_max_score'))).toEqual([oneThree, three, fourThree, five]);
    expect(ids(await list('?sort=max_to_min_like'))).toEqual([oneThree, three, fourThree, five]);
    expect(ids(await list('?sort=min_to_max_like'))).toEqual([fourThree, five, three, oneThree]);
    expect(ids(await list('?star=1'))).toEqual([oneThree]);
    expect(ids(await list('?star=4'))).toEqual([fourThree]);
    const paged = await list('?size=3&page=2');
    expect(paged).toMatchObject({ total: 4, page: 2, size: 3, total_pages: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await call(shop.app, 'GET', `/reviews/products/${productCode}?sort=best`)).statusCode).toBe(400);
    expect((await call(shop.app, 'GET', `/reviews/products/${productCode}?filter=with_photo`)).json().data.total).toBe(0);
  });

  it('shows each review as spec §3 has it, the author shortened, no order details', async () => {
    const item = (await list('?sort=max_to_min_score')).items[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'review_id',
        'user_name',
        'user_image',
        'reviewed_date',
        'product_quality_rating',
        'shipping_service_rating',
        'sales_service_rating',
        'comment',
        'likes',
        'is_liked',
        'images',
        'videos',
        'product_image',
        'product_name',
        'variations',
      ]),
    );
    expect(item).toMatchObject({
      user_name: 'สมชาย ใ.',
      comment: 'rated 5/5/5',
      order_no: null,
      order_line_id: null,
      product_id: productCode,
    });
  });

  it('likes once per member: the same like twice or racing counts one, unlike takes it back, a guest may not', async () => {
    const liker = await registerMember(shop);
    const target = written[0]!;
    const racing = await Promise.all([as(liker, 'PUT', `/reviews/${target}/like`), as(liker, 'PUT', `/reviews/${target}/like`)]);
    expect(racing.map((answer) => answer.json().data)).toEqual([
      { review_id: target, likes: 1, is_liked: true },
      { review_id: target, likes: 1, is_liked: true },
    ]);
    expect((await as(liker, 'PUT', `/reviews/${target}/like`)).json().data.likes).toBe(1);
    const seen = await call(shop.app, 'GET', `/reviews/products/${productCode}?sort=max_to_min_score`, {
      token: liker.session.access_token,
    });
    expect(seen.json().data.items[0]).toMatchObject({ review_id: target, likes: 1, is_liked: true });
    expect((await list('?sort=max_to_min_score')).items[0].is_liked).toBe(false);
    expect((await as(liker, 'DELETE', `/reviews/${target}/like`)).json().data).toEqual({ review_id: target, likes: 0, is_liked: false });
    expect((await as(liker, 'DELETE', `/reviews/${target}/like`)).json().data.likes).toBe(0);
    const guest = await loginAsGuest(shop.app);
    expect((await call(shop.app, 'PUT', `/reviews/${target}/like`, { token: guest.access_token })).json().status_code).toBe(10007);
  });

  it('with_photo lists only the written reviews that show a photo, with_video none of them, and the summary counts them', async () => {
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const [owner, reviewId] = [members[1]!, written[1]!];
    expect((await uploadReviewMedia(shop, owner, reviewId, photo, 'photo.png')).statusCode).toBe(200);
    try {
      expect(ids(await list('?filter=with_photo'))).toEqual([reviewId]);
      expect(ids(await list('?filter=with_video'))).toEqual([]);
      expect(ids(await list())).toHaveLength(written.length);
      const summary = (await call(shop.app, 'GET', `/reviews/products/${productCode}/summary`)).json().data;
      expect(summary).toMatchObject({ total: written.length, with_photo: 1, with_video: 0 });
      expect((await call(shop.app, 'GET', `/reviews/products/${productCode}?filter=with_sound`)).statusCode).toBe(400);
    } finally {
      // The other tests of this product count reviews without media.
      await as(owner, 'PUT', '/reviews/clear-media', { review_id: reviewId });
    }
  });
});

describe('the seed', () => {
  it('gives a good share of products written reviews in Thai and English, some with photos and likes', async () => {
    const [stats] = (
      (await shop.db.execute(sql`
        select
          (select count(distinct product_id) from reviews where status = 'REVIEWED')::int as reviewed_products,
          (select count(*) from products)::int as all_products,
          (select count(*) from reviews where comment ~ '[ก-๙]')::int as thai,
          (select count(*) from reviews where comment ~ '^[A-Za-z]')::int as english,
          (select count(*) from reviews where ready_photos > 0)::int as with_photos,
          (select count(*) from reviews where likes > 0)::int as liked,
          (select count(distinct score_tenths) from reviews)::int as scores`)) as unknown as {
        rows: Array<{ reviewed_products: number; all_products: number; scores: number } & Record<string, number>>;
      }
    ).rows;
    expect(stats!.reviewed_products / stats!.all_products).toBeGreaterThan(0.25);
    for (const key of ['thai', 'english', 'with_photos', 'liked']) expect(stats![key], key).toBeGreaterThan(20);
    expect(stats!.scores).toBeGreaterThan(5);
  });

  it("a seeded product's summary and photos are served", async () => {
    const [seeded] = await shop.db
      .select({ code: products.code })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(gt(reviews.readyPhotos, 0))
      .limit(1);
    const summary = (await call(shop.app, 'GET', `/reviews/products/${seeded!.code}/summary`)).json().data;
    expect(Object.values(summary.counts as Record<string, number>).reduce((sum, value) => sum + value, 0)).toBe(summary.total);
    expect(summary.with_photo).toBeGreaterThan(0);
    const page = (await call(shop.app, 'GET', `/reviews/products/${seeded!.code}?filter=with_photo`)).json().data;
    const photo = new URL(page.items[0].images[0].thumbnail_url);
    const picture = await shop.app.inject({ method: 'GET', url: photo.pathname + photo.search });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('the first demo member has one written review and two waiting', async () => {
    const [demo] = await shop.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, '0990000001'));
    expect(await waitingForReviewCount(shop.db, demo!.id)).toBe(2);
    const written = await shop.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, demo!.id), eq(reviews.status, 'REVIEWED')));
    expect(written).toHaveLength(1);
  });
});
