import type { AdminReview, AdminReviewsPage, ReviewItem, ReviewReport } from '@talad/contract';
import { ERRORS } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviewReports } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { plainVariants } from '../../test-support/orders.ts';
import { receivedOrderReview, writeReview } from '../../test-support/reviews.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/** Members report reviews; the reports reach the moderation queue, where the staff dismiss them or hide the review (issue #29). */

let shop: TestApp;
let support: { authorization: string };
let author: Member;
let reporter: Member;
let productCode: string;
let spammy: number;
let rude: number;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  const [variant] = await plainVariants(shop.db, 1);
  productCode = (await shop.db.select({ code: products.code }).from(products).where(eq(products.id, variant!.productId)))[0]!.code;
  support = await staffSession(shop.app, 'support');
  [author, reporter] = await Promise.all([registerMember(shop), registerMember(shop)]);
  const written = async (comment: string) => {
    const id = await receivedOrderReview(shop, author, variant!.id);
    expect((await writeReview(shop, author, id, [3, 3, 3], comment)).statusCode).toBe(200);
    return id;
  };
  spammy = await written('Buy followers at example.test');
  rude = await written('Rude words here');
}, 180_000);
afterAll(() => shop.close());

const report = (member: Member, reviewId: number, body: unknown) =>
  call(shop.app, 'POST', `/reviews/${reviewId}/report`, { token: member.session.access_token, body, language: 'en' });
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  adminCall(shop.app, method, url, { headers: support, language: 'en', ...(body === undefined ? {} : { body }) });
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;
const queued = async (reviewId: number) =>
  ((await admin('GET', '/admin/reviews?state=reported&size=100')).json().data as AdminReviewsPage).items.find(
    (item) => item.review_id === reviewId,
  );

describe('a member reports a review (issue #29)', () => {
  it('once per member: a repeat, even with another reason, answers the first report', async () => {
    const first = await report(reporter, spammy, { reason: 'spam', note: '  a link to a shop  ' });
    expect(first.statusCode).toBe(200);
    const made = first.json().data as ReviewReport;
    expect(made).toEqual({
      report_id: expect.any(Number),
      review_id: spammy,
      reason: 'spam',
      note: 'a link to a shop',
      reported_at: expect.any(String),
    });
    const again = await report(reporter, spammy, { reason: 'other', note: 'changed my mind' });
    expect(again.json().data).toEqual(made);
    expect(await shop.db.$count(reviewReports, eq(reviewReports.reviewId, spammy))).toBe(1);
  });

  it('two reports at once from one member make one', async () => {
    const member = await registerMember(shop);
    const answers = await Promise.all([report(member, rude, { reason: 'offensive' }), report(member, rude, { reason: 'offensive' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.report_id).toBe(answers[1]!.json().data.report_id);
    expect(await shop.db.$count(reviewReports, eq(reviewReports.reviewId, rude))).toBe(1);
  });

  it('refuses their own review, an unknown one, a bad reason, an over-long note and a NUL byte, in the envelope; a guest must sign in', async () => {
    expect(codeOf(await report(author, spammy, { reason: 'spam' }))).toBe(ERRORS.REVIEW_REPORT_OWN.code);
    expect((await report(author, spammy, { reason: 'spam' })).json().message).toBe('You cannot report your own review');
    expect(codeOf(await report(reporter, 2_147_483_647, { reason: 'spam' }))).toBe(ERRORS.REVIEW_NOT_FOUND.code);
    const badReason = await report(reporter, rude, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(codeOf(badReason)).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await report(reporter, rude, { reason: 'other', note: 'x'.repeat(501) }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await report(reporter, rude, { reason: 'other', note: '   ' }))).toBe(ERRORS.BAD_REQUEST.code);
    const nul = await report(reporter, rude, { reason: 'other', note: 'bad\u0000byte' });
    expect(nul.statusCode).toBe(400);
    expect(codeOf(nul)).toBe(ERRORS.TEXT_CONTROL_CHARACTER.code);
    const guest = await call(shop.app, 'POST', `/reviews/${rude}/report`, { body: { reason: 'spam' } });
    expect(guest.statusCode).toBe(401);
    expect(await shop.db.$count(reviewReports, eq(reviewReports.reviewId, spammy))).toBe(1);
  });
});

describe('the moderation queue flags reported reviews (issue #29)', () => {
  it('shows the open count, the reasons and notes; dismissing closes them, once, audited', async () => {
    const other = await registerMember(shop);
    await report(other, spammy, { reason: 'spam' });
    expect((await queued(spammy))?.open_reports).toEqual({
      count: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      notes: ['a link to a shop'],
    } satisfies AdminReview['open_reports']);

    const dismissed = await admin('POST', `/admin/reviews/${spammy}/dismiss-reports`);
    expect(dismissed.json().data).toMatchObject({ state: 'visible', open_reports: { count: 0, reasons: [], notes: [] } });
    await admin('POST', `/admin/reviews/${spammy}/dismiss-reports`);
    expect(await queued(spammy)).toBeUndefined();
    const who = await staffOf(shop.db, support);
    expect(await auditEntriesOf(shop.db, 'review', spammy)).toEqual([
      expect.objectContaining({
        actorId: who.id,
        action: 'review.reports.dismiss',
        before: { open_reports: 2 },
        after: { open_reports: 0 },
      }),
    ]);
    // A report the desk dismissed is still the member's one report: a repeat does not reopen it.
    await report(reporter, spammy, { reason: 'spam' });
    expect(await queued(spammy)).toBeUndefined();
  });

  it('hiding the review closes its reports in the same audited change, and the product page no longer shows it', async () => {
    expect((await queued(rude))?.open_reports.count).toBe(1);
    const hidden = await admin('POST', `/admin/reviews/${rude}/hide`, { reason: 'Offensive' });
    expect(hidden.json().data).toMatchObject({ state: 'hidden', open_reports: { count: 0 } });
    expect(await queued(rude)).toBeUndefined();
    expect(await auditEntriesOf(shop.db, 'review', rude)).toEqual([
      expect.objectContaining({
        action: 'review.hide',
        before: { hidden: false, open_reports: 1 },
        after: { hidden: true, open_reports: 0 },
      }),
    ]);
    const page = (await call(shop.app, 'GET', `/reviews/products/${productCode}?size=50`)).json().data as { items: ReviewItem[] };
    expect(page.items.map((item) => item.review_id)).not.toContain(rude);
    // A hidden review is not reported.
    expect(codeOf(await report(await registerMember(shop), rude, { reason: 'spam' }))).toBe(ERRORS.REVIEW_NOT_FOUND.code);
  });

  it('dismissing is for reviews.moderate only', async () => {
    const packer = await staffSession(shop.app, 'packer');
    const answer = await adminCall(shop.app, 'POST', `/admin/reviews/${spammy}/dismiss-reports`, { headers: packer, language: 'en' });
    expect(codeOf(answer)).toBe(ERRORS.STAFF_FORBIDDEN.code);
  });
});
