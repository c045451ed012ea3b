import { randomInt, randomUUID } from 'node:crypto';
import { confirmReceipt, getWaitingForReview, openCase, requestEmailChange, updateEmail, writeReview } from '@talad/sdk';
import { adminCall, adminMove, adminWords, openAsStaff, screenPasses, staffToken } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { latestCode, registerMember } from '../support/identity.ts';
import { placedCodOrder } from '../support/orders.ts';
import { expect, test } from '../support/shop.ts';

/**
 * The desk's screens for support (issue #26) beyond the answer and the hiding the support journey tells: a customer found
 * by name, phone and e-mail and opened; their case closed; their hidden review shown again. The member, their order,
 * case and review are made through the shop's and the back office's APIs: the screens are the subject here.
 */
const THAI_LETTERS = 'กขคงจฉชซญดตถทธนบปผพฟภมยรลวศสหอฮ';

test.describe('the support desk’s customers, cases and reviews (issue #26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer found by name, phone and e-mail opens with their case, which is closed, and their hidden review is shown again', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'en' : 'th';
    const words = adminWords(language);
    // A name no other member has: the search by name finds this one alone.
    const lastname = Array.from({ length: 6 }, () => THAI_LETTERS[randomInt(THAI_LETTERS.length)]).join('');
    const member = await registerMember('ค้นหา', lastname);
    const name = `${member.firstname} ${member.lastname}`;
    const shopper = apiAs(member.session);
    const email = `desk.${member.phone}@example.com`;
    const ticket = await requestEmailChange(shopper, email);
    expect(ticket.is_success, ticket.message).toBe(true);
    expect((await updateEmail(shopper, email, { otp_ref: ticket.data!.otp_ref, code: await latestCode(email) })).is_success).toBe(true);

    // A delivered order the member confirms, their review of it (hidden by the desk) and a case about it.
    const product = await buyableProduct(isMobile ? 3 : 2, { category: 'sports', minStock: 20, sort: 'price_high_to_low' });
    const order = await placedCodOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper));
    const manager = await staffToken('manager');
    for (const move of ['ship', 'depart', 'deliver']) await adminMove(manager, order.order_no, move);
    expect((await confirmReceipt(shopper, order.order_id)).data?.status).toBe('COMPLETED');
    const waiting = (await getWaitingForReview(shopper)).data!.items.find((item) => item.order_no === order.order_no)!;
    const comment = `${lastname}: สีสวย ใช้ดีมาก`;
    const written = await writeReview(shopper, {
      review_id: waiting.review_id,
      product_quality_rating: 5,
      shipping_service_rating: 5,
      sales_service_rating: 5,
      comment,
    });
    expect(written.is_success, written.message).toBe(true);
    await adminCall(manager, 'POST', `admin/reviews/${waiting.review_id}/hide`, { body: { reason: 'ตรวจสอบเบอร์โทรในรีวิว' } });
    const opened = await openCase(
      shopper,
      { topic: 'delivery', order_no: order.order_no, message: 'ขอใบกำกับภาษีค่ะ' },
      { idempotencyKey: randomUUID() },
    );
    expect(opened.is_success, opened.message).toBe(true);

    // The customers list finds the member by each of name, phone and e-mail.
    await openAsStaff(page, baseURL!, 'manager', '/customers', { language });
    const results = page.getByRole('region', { name: words('customers.results') });
    for (const typed of [name, member.phone, email.toUpperCase()]) {
      await page.getByRole('searchbox', { name: words('customers.search') }).fill(typed);
      await page.getByRole('button', { name: words('customers.searchButton') }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}$`));
      await expect(results.getByRole('link')).toHaveCount(1);
      await expect(results.getByRole('link')).toContainText(name);
    }
    await screenPasses(page, 'customers found');
    await page.screenshot({ path: testInfo.outputPath(`customers-${testInfo.project.name}.png`), fullPage: true });

    // One customer: the manager sees the contact whole, the order and the case.
    await results.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const contact = page.getByRole('region', { name: words('customers.contact') });
    await expect(contact).toContainText(member.phone);
    await expect(contact).toContainText(email);
    await expect(page.getByRole('link', { name: order.order_no })).toBeVisible();
    await screenPasses(page, 'customer');

    // The case, from the customer's page, closed for good.
    await page.getByRole('link', { name: opened.data!.case_no }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/cases/${opened.data!.case_no}$`));
    await page.getByRole('button', { name: words('cases.close') }).click();
    await expect(page.getByText(words('cases.closedNote'))).toBeVisible();
    await expect(page.getByRole('button', { name: words('cases.send') })).toHaveCount(0);
    await screenPasses(page, 'closed case');

    // The hidden review, restored: it leaves the hidden ones and is among the shown ones again.
    await page.goto('/admin/reviews?state=hidden');
    const hidden = page.getByRole('article').filter({ hasText: comment });
    await expect(hidden).toContainText(words('reviews.state.hidden'));
    await screenPasses(page, 'hidden reviews');
    await hidden.getByRole('button', { name: words('reviews.restore') }).click();
    await expect(hidden).toHaveCount(0);
    await page.goto('/admin/reviews?state=visible');
    await expect(page.getByRole('article').filter({ hasText: comment })).toContainText(words('reviews.state.visible'));
  });
});
