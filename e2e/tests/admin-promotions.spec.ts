import { formatBaht } from '@talad/domain';
import { getProduct } from '@talad/sdk';
import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { apiForReading, buyableProduct } from '../support/cart.ts';
import { variantPath } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

/** A moment `hours` from now as a datetime-local field takes it, in Bangkok time. */
const bangkokField = (hours: number) => new Date(Date.now() + (hours + 7) * 3_600_000).toISOString().slice(0, 16);

/**
 * Promotions in the back office (issue #27, decision 0050): the demo manager, with the second factor, creates a coupon
 * offered on the coupon page and a flash sale slot for one product; the shopper finds the coupon to collect and the
 * product at its flash price at once. Thai on the phone, English on the desktop; each project its own product
 * (appliances past the two cheapest the prices journey takes) and a slot ending after the seeded running sale, so the
 * flash sale page other journeys read keeps showing that one.
 */
test.describe('promotions in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager creates a coupon and a flash sale slot; the shopper sees both', async ({ page, baseURL, isMobile }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const product = await buyableProduct(isMobile ? 3 : 2, { category: 'appliances', maxStock: 100_000 });
    const detail = (await getProduct(apiForReading(), product.slug)).data!;
    const flashPrice = Math.floor(Math.min(...detail.variants.map((entry) => entry.special_price ?? entry.price)) / 200) * 100;
    const code = `E2E${isMobile ? 'M' : 'D'}${Date.now() % 1_000_000}`;
    const couponName = { th: `คูปองทดสอบ ${code}`, en: `Test coupon ${code}` };

    await openAsStaff(page, baseURL!, 'manager', '/promotions?of=coupons', { language, verified: true });
    await screenPasses(page, 'promotions: coupons');
    await page.getByRole('link', { name: words('promotions.newCoupon') }).click();
    const field = (key: string, lang?: 'th' | 'en') =>
      page.getByLabel(lang ? `${words(key)} (${words(`promotions.language.${lang}`)})` : words(key), { exact: true });
    await field('promotions.code').fill(code);
    await field('promotions.name', 'th').fill(couponName.th);
    await field('promotions.name', 'en').fill(couponName.en);
    await field('promotions.description', 'th').fill('ลด 40 บาท');
    await field('promotions.description', 'en').fill('฿40 off');
    await field('promotions.value').fill('40');
    await field('promotions.startsAt').fill(bangkokField(-1));
    await field('promotions.endsAt').fill(bangkokField(48));
    await field('promotions.layout').selectOption('coupon-page');
    await page.getByRole('button', { name: words('promotions.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('promotions.saved') })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/coupons\/\d+\?saved=saved$/);
    await screenPasses(page, 'coupon');

    await page.goto('/admin/promotions?of=flash-sales');
    await page.getByRole('link', { name: words('promotions.newFlashSale') }).click();
    await field('promotions.name', 'th').fill(`รอบทดสอบ ${code}`);
    await field('promotions.name', 'en').fill(`Test slot ${code}`);
    await field('promotions.startsAt').fill(bangkokField(-0.1));
    await field('promotions.endsAt').fill(bangkokField(24 * 6));
    await page.getByLabel(words('promotions.productCode', { n: 1 }), { exact: true }).fill(detail.product_id);
    await page
      .getByLabel(words('promotions.flashPrice'), { exact: true })
      .first()
      .fill(String(flashPrice / 100));
    await page.getByLabel(words('promotions.quota'), { exact: true }).first().fill('10');
    await page.getByLabel(words('promotions.perCustomerLimit'), { exact: true }).first().fill('2');
    await page.getByRole('button', { name: words('promotions.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('promotions.saved') })).toBeVisible();
    const preview = page.getByRole('region', { name: words('promotions.preview'), exact: true });
    await expect(preview.getByText(detail.product_id)).toBeVisible();
    await screenPasses(page, 'flash sale slot');

    // The shopper, at once: the coupon offered to collect, the product at its flash price.
    await page.goto(language === 'en' ? '/en/coupon' : '/coupon');
    await expect(page.getByRole('article', { name: couponName[language] })).toBeVisible();
    await page.goto(variantPath(isMobile, `${language === 'en' ? '/en' : ''}/product/${product.slug}`));
    // The product page's flash sale panel: "Special price ฿…" at the slot's price.
    await expect(page.getByText(formatBaht(flashPrice, language)).first()).toBeVisible();
  });
});
