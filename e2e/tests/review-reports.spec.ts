import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getWaitingForReview, writeReview } from '@talad/sdk';
import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { completedOrder } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, scrolledTo, test, untilHydrated } from '../support/shop.ts';

/** The shop's own words for reporting a review (apps/web/app/locales), in the page's language. */
function reportWords(language: 'th' | 'en') {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/app/locales', `${language}.json`), 'utf8'));
  return catalogue.reviews.report as {
    open: string;
    reasons: Record<string, string>;
    note: string;
    send: string;
    sent: string;
    signInFirst: string;
  };
}

/**
 * A member reports another member's review from the product page; the desk sees it flagged in the moderation queue
 * with its reason and note, hides it, and the product page no longer shows it (issue #29). Thai on the desktop,
 * English on the phone.
 */
test.describe('a reported review reaches the moderation queue (issue #29)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member reports a review, the desk sees it flagged and hides it, the shop no longer shows it', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'en' : 'th';
    const prefix = language === 'en' ? '/en' : '';
    const words = reportWords(language);
    const desk = adminWords(language);

    // Another member's written review of a product (made through the shop's API: the report is the subject here).
    const author = await registerMember('ผู้เขียน', 'รีวิว');
    const shopper = apiAs(author.session);
    const product = await buyableProduct(isMobile ? 1 : 0, {
      category: 'food-drinks',
      minStock: 5,
      sort: 'price_high_to_low',
      withReviews: 1,
    });
    const order = await completedOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper));
    const waiting = (await getWaitingForReview(shopper)).data!.items.find((item) => item.order_no === order.order_no)!;
    const comment = `สั่งที่ร้าน ${author.phone} ถูกกว่า`;
    const written = await writeReview(shopper, {
      review_id: waiting.review_id,
      product_quality_rating: 1,
      shipping_service_rating: 1,
      sales_service_rating: 1,
      comment,
    });
    expect(written.is_success, written.message).toBe(true);

    // The reporter, on the product page: Report → a reason and a note → sent.
    const reporter = await registerMember('ผู้แจ้ง', 'รายงาน');
    await openAs(page, reporter, `${prefix}/product/${product.slug}`);
    await untilHydrated(page);
    await scrolledTo(page.getByTestId('product-reviews'));
    const review = page.getByTestId('product-review').filter({ hasText: comment });
    await review.getByRole('button', { name: words.open, exact: true }).click();
    await review.getByRole('radio', { name: words.reasons.personal_info }).check();
    await review.getByLabel(words.note).fill('เบอร์โทรศัพท์ในรีวิว');
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath(`report-form-${testInfo.project.name}.png`));
    await review.getByRole('button', { name: words.send }).click();
    await expect(review.getByRole('status')).toHaveText(words.sent);

    // The desk's queue: the review flagged with its count, reason and note; hidden from there.
    await openAsStaff(page, baseURL!, 'manager', '/reviews?state=reported', { language });
    const flagged = page.getByRole('article').filter({ hasText: comment });
    const reports = flagged.getByTestId('open-reports');
    await expect(reports).toContainText(desk('reviews.reported', { count: 1 }));
    await expect(reports).toContainText(desk('reviews.reportReasons.personal_info'));
    await expect(reports).toContainText('เบอร์โทรศัพท์ในรีวิว');
    await screenPasses(page, 'reported reviews');
    await screenshotOf(page, testInfo.outputPath(`reported-queue-${testInfo.project.name}.png`));
    await flagged.getByLabel(desk('reviews.hideReason')).fill('ข้อมูลส่วนตัวของผู้ขาย');
    await flagged.getByRole('button', { name: desk('reviews.hide') }).click();
    await expect(flagged).toHaveCount(0);

    // The shop no longer shows it.
    await page.goto(`${prefix}/product/${product.slug}`);
    await untilHydrated(page);
    await scrolledTo(page.getByTestId('product-reviews'));
    // The product's other reviews are listed (the seed's), this one not.
    await expect(page.getByTestId('product-review').first()).toBeVisible();
    await expect(page.getByTestId('product-review').filter({ hasText: comment })).toHaveCount(0);

    // A guest who would report is asked to sign in first.
    await page.evaluate(() => window.localStorage.removeItem('user'));
    await page.reload();
    await untilHydrated(page);
    await scrolledTo(page.getByTestId('product-reviews'));
    const first = page.getByTestId('product-review').first();
    await first.getByRole('button', { name: words.open, exact: true }).click();
    await expect(first.getByRole('alert')).toContainText(words.signInFirst);
  });
});
