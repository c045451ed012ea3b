import type { AdminReview, AdminReviewsPage, RatingSummary, ReviewItem } from '@talad/contract';
import { ERRORS, type StaffRole } from '@talad/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { receivedOrderReview, writeReview } from '../../test-support/reviews.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/** Review moderation (issue #26): hide, restore and the seller's reply, from the back office to the product page. */

let shop: TestApp;
let variants: PlainVariant[];
let productCode: string;
let support: { authorization: string };
let author: Member;
/** Three written reviews of one product: scores 5.0, 4.0 and 1.0. */
let fiveStars: number;
let fourStars: number;
let oneStar: number;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  variants = await plainVariants(shop.db, 1);
  const productId = variants[0]!.productId;
  // The product page's numbers count only this file's reviews: the seeded ones of this product go.
  await shop.db.delete(reviews).where(inArray(reviews.productId, [productId]));
  productCode = (await shop.db.select({ code: products.code }).from(products).where(eq(products.id, productId)))[0]!.code;
  support = await staffSession(shop.app, 'support');
  author = await registerMember(shop);
  const written = async (ratings: [number, number, number], comment: string) => {
    const id = await receivedOrderReview(shop, author, variants[0]!.id);
    expect((await writeReview(shop, author, id, ratings, comment)).statusCode).toBe(200);
    return id;
  };
  fiveStars = await written([5, 5, 5], 'Perfect');
  fourStars = await written([4, 4, 4], 'Good');
  oneStar = await written([1, 1, 1], 'Rude words here');
}, 180_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers = support) =>
  adminCall(shop.app, method, url, { headers, language: 'en', ...(body === undefined ? {} : { body }) });
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

const summary = async () => (await call(shop.app, 'GET', `/reviews/products/${productCode}/summary`)).json().data as RatingSummary;
const productPage = async () =>
  (await call(shop.app, 'GET', `/reviews/products/${productCode}?size=50`)).json().data as { items: ReviewItem[]; total: number };

describe('hiding a review takes it off the product page: its list, its counts and its average (issue #26)', () => {
  it('hides with a reason, once: the summary and list leave it out, its author still sees it, one audit entry names the staff member', async () => {
    expect(await summary()).toMatchObject({ total: 3, average: 3.3, counts: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 } });

    const hidden = await admin('POST', `/admin/reviews/${oneStar}/hide`, { reason: 'Abusive language' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({
      review_id: oneStar,
      state: 'hidden',
      hidden: { reason: 'Abusive language', hidden_at: expect.any(String) },
      product_id: productCode,
      comment: 'Rude words here',
    } satisfies Partial<AdminReview>);

    // Exact: (5.0 + 4.0) / 2 = 4.5, counted under 5 and 4 only.
    expect(await summary()).toMatchObject({ total: 2, average: 4.5, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    const page = await productPage();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.review_id)).not.toContain(oneStar);
    expect((await call(shop.app, 'GET', `/reviews/products/${productCode}?star=1`)).json().data.total).toBe(0);
    // The author's own history still holds it.
    const mine = await call(shop.app, 'GET', '/reviews/my-reviews/reviewed-histories', { token: author.session.access_token });
    expect((mine.json().data.items as ReviewItem[]).map((item) => item.review_id)).toContain(oneStar);
    // Nobody likes a hidden review.
    const liker = await registerMember(shop);
    const like = await call(shop.app, 'PUT', `/reviews/${oneStar}/like`, { token: liker.session.access_token });
    expect(codeOf(like)).toBe(ERRORS.REVIEW_NOT_FOUND.code);

    // Hiding it again changes nothing: the first reason stays, and no second entry is written.
    const again = await admin('POST', `/admin/reviews/${oneStar}/hide`, { reason: 'Another reason' });
    expect(again.json().data.hidden.reason).toBe('Abusive language');
    const who = await staffOf(shop.db, support);
    expect(await auditEntriesOf(shop.db, 'review', oneStar)).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorId: who.id,
        actorLabel: who.label,
        action: 'review.hide',
        before: { hidden: false, open_reports: 0 },
        after: { hidden: true, open_reports: 0 },
        reason: 'Abusive language',
        requestId: expect.any(String),
        address: expect.any(String),
      }),
    ]);
  });

  it('restores it: back in the list, the counts and the average, with one more audit entry', async () => {
    const restored = await admin('POST', `/admin/reviews/${oneStar}/restore`);
    expect(restored.json().data).toMatchObject({ state: 'visible', hidden: null });
    expect(await summary()).toMatchObject({ total: 3, average: 3.3, counts: { 1: 1, 4: 1, 5: 1 } });
    expect((await productPage()).items.map((item) => item.review_id)).toContain(oneStar);
    // A visible review restored again: nothing changes, nothing is written.
    await admin('POST', `/admin/reviews/${oneStar}/restore`);
    const entries = await auditEntriesOf(shop.db, 'review', oneStar);
    expect(entries.map((entry) => entry.action)).toEqual(['review.hide', 'review.restore']);
    expect(entries[1]).toMatchObject({ before: { hidden: true, hidden_reason: 'Abusive language' }, after: { hidden: false } });
  });
});

describe("the seller's reply shows under the review on the product page (issue #26)", () => {
  it('is written, replaced (the audit entry keeps the old text) and read by shoppers and the author', async () => {
    const first = await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: 'Thank you for shopping with us!' });
    expect(first.json().data.seller_reply).toEqual({ text: 'Thank you for shopping with us!', replied_at: expect.any(String) });
    const shown = (await productPage()).items.find((item) => item.review_id === fourStars);
    expect(shown?.seller_reply?.text).toBe('Thank you for shopping with us!');
    expect((await productPage()).items.find((item) => item.review_id === fiveStars)?.seller_reply).toBeNull();

    await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: '  ขอบคุณค่ะ  ' });
    // The same text again is no change.
    await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: 'ขอบคุณค่ะ' });
    const mine = await call(shop.app, 'GET', `/reviews/review-detail?review_id=${fourStars}`, { token: author.session.access_token });
    expect(mine.json().data.seller_reply.text).toBe('ขอบคุณค่ะ');
    const entries = await auditEntriesOf(shop.db, 'review', fourStars);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'review.reply', before: { reply: null }, after: { reply: 'Thank you for shopping with us!' } },
      { action: 'review.reply', before: { reply: 'Thank you for shopping with us!' }, after: { reply: 'ขอบคุณค่ะ' } },
    ]);
  });

  it('refuses an empty or over-long reply, an empty reason, and a review not written or not there', async () => {
    expect(codeOf(await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: '   ' }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: 'x'.repeat(1001) }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await admin('POST', `/admin/reviews/${fourStars}/hide`, { reason: '' }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await admin('POST', `/admin/reviews/${fourStars}/hide`, { reason: 'bad\u0000byte' }))).toBe(
      ERRORS.TEXT_CONTROL_CHARACTER.code,
    );
    expect(codeOf(await admin('POST', '/admin/reviews/2147483647/hide', { reason: 'x' }))).toBe(ERRORS.REVIEW_NOT_FOUND.code);
    const waiting = await receivedOrderReview(shop, author, variants[0]!.id);
    expect(codeOf(await admin('PUT', `/admin/reviews/${waiting}/reply`, { text: 'Not yet' }))).toBe(ERRORS.REVIEW_NOT_FOUND.code);
    expect(await auditEntriesOf(shop.db, 'review', waiting)).toEqual([]);
  });
});

describe('the moderation list and who may moderate (issue #26)', () => {
  it('lists written reviews newest first by state and star, in keyset pages that neither repeat nor skip', async () => {
    await admin('POST', `/admin/reviews/${fiveStars}/hide`, { reason: 'Spam' });
    const hidden = (await admin('GET', '/admin/reviews?state=hidden&size=100')).json().data as AdminReviewsPage;
    expect(hidden.items.map((item) => item.review_id)).toEqual([fiveStars]);
    const fours = (await admin('GET', '/admin/reviews?rating=4&size=100')).json().data as AdminReviewsPage;
    expect(fours.items.map((item) => item.review_id)).toContain(fourStars);
    expect(fours.items.every((item) => Math.floor(item.score + 0.5) === 4)).toBe(true);

    // The demo shop's reviews are there too: the first 100 walked 7 at a time are the first 100 read at once.
    const everyOne = (await admin('GET', '/admin/reviews?size=100')).json().data as AdminReviewsPage;
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminReviewsPage = (await admin('GET', `/admin/reviews?size=7${cursor ? `&cursor=${cursor}` : ''}`)).json().data;
      expect(page.items.length).toBe(7);
      walked.push(...page.items.map((item) => item.review_id));
      cursor = page.next_cursor;
    } while (cursor && walked.length < 100);
    expect(walked.slice(0, 100)).toEqual(everyOne.items.map((item) => item.review_id));
    const written = await shop.db.$count(reviews, eq(reviews.status, 'REVIEWED'));
    expect(everyOne).toMatchObject({ approximate_total: written, total_exact: written <= 1000 });
    expect(codeOf(await admin('GET', '/admin/reviews?cursor=bm90LWEtY3Vyc29y'))).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('is the roles with reviews.moderate only; a shopper token or none is refused', async () => {
    const allowed: Record<StaffRole, boolean> = { owner: true, manager: true, support: true, packer: false, content: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const headers = await staffSession(shop.app, role);
      const answer = await admin('PUT', `/admin/reviews/${fourStars}/reply`, { text: `from ${role}` }, headers);
      expect({ role, code: codeOf(answer) }).toEqual({ role, code: may ? 200 : ERRORS.STAFF_FORBIDDEN.code });
    }
    const shopper = await adminCall(shop.app, 'POST', `/admin/reviews/${fourStars}/restore`, {
      headers: { authorization: `Bearer ${author.session.access_token}` },
    });
    expect(codeOf(shopper)).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/reviews'))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });
});
