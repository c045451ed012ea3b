import { randomUUID } from 'node:crypto';
import { getMyCase, getWaitingForReview, openCase, writeReview } from '@talad/sdk';
import { accessibilityViolations } from '../support/axe.ts';
import { adminReady, openAsStaff } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { registerMember } from '../support/identity.ts';
import { completedOrder } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, scrolledTo, test } from '../support/shop.ts';

const WORDS = {
  th: {
    answerBox: 'คำตอบของคุณ (ส่งถึงลูกค้าทางอีเมลหรือ SMS)',
    send: 'ส่งคำตอบ',
    done: 'เรียบร้อย',
    staffName: 'Wipa Jaiyen (พนักงาน)',
    problem: 'ขาโต๊ะหักหนึ่งข้างค่ะ ขอเปลี่ยนได้ไหม',
    answer: 'ขออภัยค่ะ ร้านจะส่งขาโต๊ะใหม่ให้ภายใน 2 วัน',
    comment: 'โต๊ะสวย แต่ขาหักมาหนึ่งข้าง',
    replyBox: 'คำตอบจากร้านค้า (แสดงใต้รีวิว)',
    saveReply: 'บันทึกคำตอบ',
    replied: 'บันทึกคำตอบแล้ว',
    reply: 'ขออภัยค่ะ ร้านส่งขาใหม่ให้แล้ว',
    sellerReply: 'ตอบกลับจากร้านค้า',
    hideReason: 'เหตุผลที่ซ่อน (พนักงานเห็นเท่านั้น)',
    hide: 'ซ่อนรีวิว',
    hidden: 'ซ่อนแล้ว',
    why: 'มีเบอร์โทรส่วนตัวในรีวิว',
    masked: 'เบอร์โทรและอีเมลถูกซ่อนบางส่วน',
  },
  en: {
    answerBox: 'Your answer (sent to the member by e-mail, or SMS)',
    send: 'Send answer',
    done: 'Done',
    staffName: 'Wipa Jaiyen (staff)',
    problem: 'One leg of the desk arrived broken. Can I get a new one?',
    answer: 'We are sorry; a new leg leaves our warehouse within 2 days.',
    comment: 'A lovely desk, but one leg came broken',
    replyBox: "The shop's reply (shown under the review)",
    saveReply: 'Save the reply',
    replied: 'Reply saved',
    reply: 'We are sorry; a new leg is on its way.',
    sellerReply: "Seller's reply",
    hideReason: 'Why hide it (for the desk only)',
    hide: 'Hide the review',
    hidden: 'Hidden',
    why: 'Holds a private phone number',
    masked: 'Phone numbers and e-mail addresses are partly hidden',
  },
};

test.describe('the support desk (issue #26)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('support answers a case, looks up its member (contact masked), replies to a review and then hides it; the shopper reads the answer and the reply', async ({
    page,
    context,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'th' : 'en';
    const words = WORDS[language];
    const member = await registerMember('ถาม', 'ตอบไว');
    const shopper = apiAs(member.session);
    const product = await buyableProduct(isMobile ? 15 : 14, { category: 'home-garden', minStock: 20, sort: 'price_high_to_low' });
    const order = await completedOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper));
    const waiting = (await getWaitingForReview(shopper)).data!.items.find((item) => item.order_no === order.order_no)!;
    const written = await writeReview(shopper, {
      review_id: waiting.review_id,
      product_quality_rating: 2,
      shipping_service_rating: 3,
      sales_service_rating: 4,
      comment: words.comment,
    });
    expect(written.is_success, written.message).toBe(true);
    const opened = await openCase(
      shopper,
      { topic: 'damaged_item', order_no: order.order_no, message: words.problem },
      { idempotencyKey: randomUUID() },
    );
    expect(opened.is_success, opened.message).toBe(true);
    const caseNo = opened.data!.case_no;

    await openAsStaff(page, baseURL!, 'support', `/cases/${caseNo}`, { language });
    await expect(page.getByText(words.problem)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByLabel(words.answerBox).fill(words.answer);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toHaveText(words.done);
    await expect(page.getByText(words.staffName)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`case-${testInfo.project.name}.png`), fullPage: true });
    // The member reads the shop's answer in their case.
    const seen = (await getMyCase(shopper, caseNo)).data!;
    expect(seen.status).toBe('ANSWERED');
    expect(seen.messages.at(-1)).toMatchObject({ author: 'STAFF', body: words.answer });

    // Who wrote it: support reads customers, but not their whole phone number (no customers.pii).
    await page.getByRole('link', { name: `${member.firstname} ${member.lastname}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${member.firstname} ${member.lastname}`);
    await expect(page.getByText(words.masked).first()).toBeVisible();
    await expect(page.getByText(member.phone)).toHaveCount(0);
    await expect(page.getByRole('link', { name: order.order_no })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // The newest review leads the moderation list: the shop replies under it.
    await page.goto('/admin/reviews');
    await adminReady(page);
    const review = page.getByRole('article').filter({ hasText: words.comment });
    await review.getByLabel(words.replyBox).fill(words.reply);
    await review.getByRole('button', { name: words.saveReply }).click();
    await expect(review.getByRole('status')).toHaveText(words.replied);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`reviews-${testInfo.project.name}.png`) });

    // On the product page the reply shows under the shopper's review.
    const productPage = await context.newPage();
    await productPage.goto(`${language === 'en' ? '/en' : ''}/product/${product.slug}`);
    const section = await scrolledTo(productPage.getByTestId('product-reviews'));
    const shown = section.getByTestId('product-review').filter({ hasText: words.comment });
    await expect(shown.getByTestId('seller-reply')).toContainText(words.sellerReply);
    await expect(shown.getByTestId('seller-reply')).toContainText(words.reply);

    // Then it is hidden, with the desk's reason: it leaves the product page.
    await review.getByLabel(words.hideReason).fill(words.why);
    await review.getByRole('button', { name: words.hide }).click();
    await expect(review.getByText(words.hidden, { exact: true })).toBeVisible();
    await productPage.reload();
    await scrolledTo(productPage.getByTestId('product-reviews'));
    await expect(productPage.getByTestId('product-review').filter({ hasText: words.comment })).toHaveCount(0);
  });
});
