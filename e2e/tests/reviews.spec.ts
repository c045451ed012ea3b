import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getProduct, getRatingSummary } from '@talad/sdk';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations } from '../support/axe.ts';
import { staffToken } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { completedOrder } from '../support/orders.ts';
import { API_ORIGIN, expect, expectNoSidewaysScroll, isApiCall, screenshotOf, scrolledTo, test, untilHydrated } from '../support/shop.ts';

const WORDS = {
  th: {
    menu: 'เมนูบัญชี',
    myReviews: 'รีวิวของฉัน',
    myOrders: 'คำสั่งซื้อของฉัน',
    write: (name: string) => `เขียนรีวิว ${name}`,
    edit: (name: string) => `แก้ไขรีวิว ${name}`,
    history: 'ประวัติการรีวิว',
    back: 'กลับไปที่รีวิวของฉัน',
    ratings: ['คุณภาพสินค้า', 'การจัดส่ง', 'บริการของร้านค้า'],
    stars: (count: number) => `${count} ดาว`,
    comment: 'ความคิดเห็น',
    addPhotos: 'เพิ่มรูปภาพ',
    addVideo: 'เพิ่มวิดีโอ',
    photo: 'รูปรีวิวที่ 1',
    processing: 'กำลังเตรียมวิดีโอ…',
    save: 'บันทึกรีวิว',
    saved: (name: string) => `บันทึกรีวิว ${name} แล้ว`,
    leaveTitle: 'ออกจากหน้านี้หรือไม่?',
    stay: 'อยู่ต่อ',
    leave: 'ออกจากหน้านี้',
    sortBy: 'เรียงตาม',
    highest: 'คะแนนสูงไปต่ำ',
    mostLiked: 'ถูกใจมากไปน้อย',
    withVideo: /^มีวิดีโอ/,
    like: /^ถูกใจ/,
    outOf: /([\d.]+) จาก 5 ดาว/,
    openPhoto: /^ดูรูปที่ 1 ในรีวิวของ/,
    openVideo: /^ดูวิดีโอในรีวิวของ/,
    viewer: /^รูปภาพและวิดีโอจากรีวิวของ/,
    close: 'ปิด',
    signInToLike: 'เข้าสู่ระบบเพื่อกดถูกใจรีวิว',
    comments: 'ของดีมาก ส่งไว แพ็กมาอย่างดี',
    sellerReply: 'ตอบกลับจากร้านค้า',
    replyText: 'ขอบคุณที่อุดหนุนร้านเรานะคะ',
  },
  en: {
    menu: 'Account menu',
    myReviews: 'My reviews',
    myOrders: 'My orders',
    write: (name: string) => `Write a review of ${name}`,
    edit: (name: string) => `Edit review of ${name}`,
    history: 'Review history',
    back: 'Back to my reviews',
    ratings: ['Product quality', 'Shipping service', 'Sales service'],
    stars: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
    comment: 'Your comment',
    addPhotos: 'Add photos',
    addVideo: 'Add a video',
    photo: 'Review photo 1',
    processing: 'Preparing the video…',
    save: 'Save review',
    saved: (name: string) => `Your review of ${name} is saved`,
    leaveTitle: 'Leave this page?',
    stay: 'Stay',
    leave: 'Leave',
    sortBy: 'Sort by',
    highest: 'Highest rated',
    mostLiked: 'Most liked',
    withVideo: /^With video/,
    like: /^Like/,
    outOf: /([\d.]+) out of 5 stars/,
    openPhoto: /^Open photo 1 of .*'s review$/,
    openVideo: /^Open the video of .*'s review$/,
    viewer: /^Photos and video of .*'s review$/,
    close: 'Close',
    signInToLike: 'Sign in to like reviews',
    comments: 'Works well, arrived fast and well packed',
    sellerReply: "Seller's reply",
    replyText: 'Thank you for shopping with us!',
  },
};
type Words = (typeof WORDS)['th'] | (typeof WORDS)['en'];

/** The ffmpeg npm install brought (the API converts review videos with it too): the machine needs none of its own. */
const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A photo and a one-second clip made by ffmpeg's test sources (a pattern, a tone), as a phone would hand them over. */
async function mediaFixtures() {
  const folder = await mkdtemp(join(tmpdir(), 'talad-review-e2e-'));
  const run = promisify(execFile);
  const photo = join(folder, 'photo.jpg');
  const video = join(folder, 'clip.mp4');
  await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=1', '-frames:v', '1', photo]);
  await run(ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=1'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-shortest',
      video,
    ],
  ]);
  return {
    photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) },
    video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: await readFile(video) },
  };
}

/** The account menu's entry: beside the page on a desktop, after it on a phone. */
async function fromMenu(page: Page, words: Words, label: string) {
  await page.getByRole('navigation', { name: words.menu }).getByRole('link', { name: label, exact: true }).click();
}

async function rate(page: Page, words: Words, ratings: number[]) {
  for (const [index, stars] of ratings.entries()) {
    await page
      .getByRole('group', { name: words.ratings[index] })
      .getByRole('radio', { name: words.stars(stars), exact: true })
      .check();
  }
}

/** The scores (or likes) of the reviews listed, top to bottom, as the page shows them. */
async function scoresOf(reviews: Locator, words: Words): Promise<number[]> {
  const labels = await reviews
    .getByRole('img', { name: words.outOf })
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(words.outOf.exec(label)?.[1]));
}

async function likesOf(reviews: Locator): Promise<number[]> {
  return (await reviews.getByTestId('review-likes').allTextContents()).map(Number);
}

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || value <= values[index - 1]!);

test.describe('reviews (/account/my-review, /account/my-review/:id, the product page; issue #14)', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: a completed order's line is reviewed with a photo and a video, with the leave-page popup on the way; the review shows on the product page, sorted, liked and in the viewer`, async ({
      page,
      isMobile,
    }, testInfo) => {
      const words = WORDS[language];
      const prefix = language === 'en' ? '/en' : '';
      const member = await registerMember('รีวิว', 'ทดสอบ');
      const api = apiAs(member.session);
      const product = await buyableProduct((isMobile ? 2 : 0) + (language === 'en' ? 1 : 0), {
        category: 'mom-baby',
        minStock: 5,
        withReviews: 3,
      });
      await completedOrder(api, product.variant.variant_id, await saveHomeAddress(api));
      // The lists name the product in the page's language.
      const { name, product_id: productCode } = (await getProduct(api, product.slug, { locale: language })).data!;
      const fixtures = await mediaFixtures();
      // The waiting list's requests as "limit/offset": 10 at a time, the offset +10, none after an empty page (spec §4).
      const waitingReads: string[] = [];
      page.on('request', (request) => {
        if (!isApiCall(request, 'GET', 'reviews/my-reviews/waiting-for-review')) return;
        const query = new URL(request.url()).searchParams;
        waitingReads.push(`${query.get('limit')}/${query.get('offset')}`);
      });

      // /account/my-review from the account menu: the bought line waits for its review, read 10 at a time.
      await openAs(page, member, `${prefix}/account`);
      await untilHydrated(page);
      await fromMenu(page, words, words.myReviews);
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/my-review$`));
      const write = page.getByRole('link', { name: words.write(name) });
      await expect(write).toBeVisible();
      // One line: the first page holds it, the next (offset 10) is empty and sets the no-more flag.
      await expect.poll(() => waitingReads).toEqual(['10/0', '10/10']);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`my-review-waiting-${language}.png`));

      // Inside the area the list is mounted once: back from a review's page it shows what it held, unasked.
      await write.click();
      await expect(page).toHaveURL(/\/account\/my-review\/\d+$/);
      await page.getByRole('link', { name: words.back }).click();
      await expect(write).toBeVisible();
      expect(waitingReads).toEqual(['10/0', '10/10']);

      // Unsaved changes: leaving asks first, "stay" keeps them, "leave" goes where the shopper was going.
      await write.click();
      const reviewUrl = page.url();
      await rate(page, words, [5]);
      await page.getByRole('link', { name: words.back }).click();
      const popup = page.getByRole('dialog', { name: words.leaveTitle });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: words.stay }).click();
      await expect(popup).toBeHidden();
      expect(page.url()).toBe(reviewUrl);
      await expect(
        page.getByRole('group', { name: words.ratings[0] }).getByRole('radio', { name: words.stars(5), exact: true }),
      ).toBeChecked();
      await fromMenu(page, words, words.myOrders);
      await expect(popup).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`my-review-leave-popup-${language}.png`));
      await popup.getByRole('button', { name: words.leave }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/my-order$`));

      // Having left the area, its mounted-once flag was reset: the lists are read afresh.
      await fromMenu(page, words, words.myReviews);
      await expect(write).toBeVisible();
      await expect.poll(() => waitingReads).toEqual(['10/0', '10/10', '10/0', '10/10']);

      // The review: three ratings, the comment, a photo and a video; "processing" until the video is ready.
      await write.click();
      await rate(page, words, [5, 4, 5]);
      await page.getByLabel(words.comment).fill(words.comments);
      await page.getByLabel(words.addPhotos).setInputFiles(fixtures.photo);
      await expect(page.getByRole('img', { name: words.photo })).toBeVisible();
      await page.getByLabel(words.addVideo).setInputFiles(fixtures.video);
      await expect(page.getByTestId('review-video-processing')).toHaveText(words.processing);
      await expect(page.getByTestId('review-video-ready')).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page);
      // WCAG 2.1 AA (axe-core): the star radios, the file pickers, the video.
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshotOf(page, testInfo.outputPath(`my-review-write-${language}.png`));
      await page.getByRole('button', { name: words.save }).click();

      // Saved: the history tab, the review in it, nothing asked on the way (the form was saved).
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/my-review\\?tab=history$`));
      await expect(page.getByRole('status').filter({ hasText: words.saved(name) })).toBeVisible();
      await expect(page.getByRole('link', { name: words.history })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('link', { name: words.edit(name) })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The shop answers it from the back office (support, reviews.moderate): the reply shows under it (issue #26).
      const reviewId = /\/account\/my-review\/(\d+)$/.exec(reviewUrl)![1]!;
      const replied = await fetch(`${API_ORIGIN}/admin/reviews/${reviewId}/reply`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken('support')}` },
        body: JSON.stringify({ text: words.replyText }),
      });
      expect(replied.status).toBe(200);

      // The product page: the summary counts it, the JSON-LD carries the rating, and the review is listed.
      await page.goto(`${prefix}/product/${product.slug}`);
      await untilHydrated(page);
      const summary = (await getRatingSummary(api, productCode)).data!;
      expect(summary.total).toBeGreaterThan(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const productLd = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Product');
      expect(productLd?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: summary.average,
        reviewCount: summary.total,
        bestRating: 5,
        worstRating: 1,
      });
      expect(productLd?.review).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ reviewBody: words.comments, reviewRating: expect.objectContaining({ ratingValue: 4.7 }) }),
        ]),
      );
      await expect(page.getByTestId('rating-line')).toBeVisible();
      const section = await scrolledTo(page.getByTestId('product-reviews'));
      await expect(section.getByTestId('rating-summary')).toContainText(String(summary.total));
      const reviews = section.getByTestId('product-review');
      const mine = reviews.filter({ hasText: words.comments });
      // Newest first unless told: ours leads the shoppers' reviews before it.
      await expect(reviews.first()).toContainText(words.comments);
      expect(await reviews.count()).toBeGreaterThanOrEqual(4);
      await expect(mine.getByRole('button', { name: words.openPhoto })).toBeVisible();
      await expect(mine.getByRole('button', { name: words.openVideo })).toBeVisible();
      const reply = mine.getByTestId('seller-reply');
      await expect(reply.getByText(words.sellerReply, { exact: true })).toBeVisible();
      await expect(reply).toContainText(words.replyText);

      // Liked once by the member; the count is the API's.
      const like = mine.getByRole('button', { name: words.like });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(mine.getByTestId('review-likes')).toHaveText('1');

      // Sorted: by score and by likes, each top to bottom.
      await section.getByLabel(words.sortBy).selectOption({ label: words.highest });
      await expect(section.getByRole('status')).toHaveCount(0);
      expect(nonIncreasing(await scoresOf(reviews, words))).toBe(true);
      expect(await reviews.count()).toBeGreaterThanOrEqual(4);
      await section.getByLabel(words.sortBy).selectOption({ label: words.mostLiked });
      await expect(section.getByRole('status')).toHaveCount(0);
      expect(nonIncreasing(await likesOf(reviews))).toBe(true);
      expect((await likesOf(reviews))[0]).toBeGreaterThanOrEqual(1);

      // With video only: ours is among them, each with its video.
      await section.getByRole('button', { name: words.withVideo }).click();
      await expect(section.getByRole('status')).toHaveCount(0);
      await expect(mine).toBeVisible();
      for (const review of await reviews.all()) await expect(review.getByRole('button', { name: words.openVideo })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshotOf(page, testInfo.outputPath(`product-reviews-${language}.png`));

      // The viewer: the photo large, then the video.
      await mine.getByRole('button', { name: words.openPhoto }).click();
      const viewer = page.getByRole('dialog', { name: words.viewer });
      await expect(viewer.getByRole('img', { name: words.photo })).toBeVisible();
      expect(
        await viewer.getByRole('img', { name: words.photo }).evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`product-review-viewer-${language}.png`));
      await viewer.getByRole('button', { name: words.close }).click();
      await expect(viewer).toBeHidden();

      // Unliked: back to none.
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(mine.getByTestId('review-likes')).toHaveText('0');

      // A guest is asked to sign in to like.
      await page.evaluate(() => window.localStorage.removeItem('user'));
      await page.reload();
      await untilHydrated(page);
      await scrolledTo(page.getByTestId('product-reviews'));
      await page.getByTestId('product-review').filter({ hasText: words.comments }).getByRole('button', { name: words.like }).click();
      await expect(page.getByRole('alert').filter({ hasText: words.signInToLike })).toBeVisible();
    });
  }
});
