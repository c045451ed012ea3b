import { formatBaht, type Locale } from '@talad/domain';
import { addToCart, getBestCoupon, getCoupons, getProduct, priceCartWithCoupons } from '@talad/sdk';
import { accessibilityViolations } from '../support/axe.ts';
import { apiAs, buyableProduct, cartLine, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember, variantPath } from '../support/identity.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** The words of each language the journey reads and taps. */
const WORDS = {
  th: {
    welcome: 'ส่วนลด 100 บาท สมาชิกใหม่',
    productCoupons: 'คูปองสำหรับสินค้านี้',
    showAll: /^ดูคูปอง/,
    collected: 'เก็บแล้ว',
    collect: 'เก็บคูปอง ส่วนลด 100 บาท สมาชิกใหม่',
    code: 'โค้ดคูปอง',
    apply: 'ใช้โค้ด',
    better: (amount: string, title: string) => `มีคูปองที่คุ้มกว่า ประหยัดเพิ่ม ${amount}: ${title}`,
    useInstead: 'ใช้คูปองนี้แทน',
    first: (amount: string, title: string) => `${title} ประหยัด ${amount}`,
    use: 'ใช้คูปองนี้',
  },
  en: {
    welcome: '฿100 off for new members',
    productCoupons: 'Coupons for this product',
    showAll: /^Show (all|the)/,
    collected: 'Collected',
    collect: 'Collect coupon ฿100 off for new members',
    code: 'Coupon code',
    apply: 'Apply',
    better: (amount: string, title: string) => `A better coupon saves ${amount} more: ${title}`,
    useInstead: 'Use it instead',
    first: (amount: string, title: string) => `${title} saves you ${amount}`,
    use: 'Use it',
  },
};

/**
 * The best coupon (issue #29). A member collects a coupon from the product page, puts the product in the cart and
 * types that coupon's code there; the cart says a better coupon saves ฿X more — and keeps the member's own choice,
 * across a reload, until they tap. One tap collects and uses the better coupon, and the total falls by exactly ฿X.
 * At checkout, which starts without coupons, the best one is offered again and one tap takes its saving off the total.
 * Thai on the desktop, English on the phone; each project takes its own product.
 */
test('the product page offers its coupons to collect; the cart suggests a better coupon and one tap takes ฿X off', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const locale: Locale = isMobile ? 'en' : 'th';
  const words = WORDS[locale];
  const prefix = locale === 'en' ? '/en' : '';
  const baht = (satang: number) => formatBaht(satang, locale);
  const member = await registerMember('คุ้ม', 'ที่สุด');
  const api = apiAs(member.session);
  // Beauty from the dearest down, 10–99 in stock: no other journey takes these (checkout's dearest have 100–150).
  const product = await buyableProduct(isMobile ? 1 : 0, { minStock: 10, sort: 'price_high_to_low' });

  // The product page lists the coupons that apply to it; the member collects the new-member coupon there.
  await openAs(page, member, `${prefix}${variantPath(isMobile, `/product/${product.slug}`)}`);
  await untilHydrated(page);
  const coupons = page.getByRole('region', { name: words.productCoupons });
  await expect(coupons).toBeVisible();
  const showAll = coupons.getByRole('button', { name: words.showAll });
  if (await showAll.isVisible()) await showAll.click();
  const welcome = coupons.getByRole('article', { name: words.welcome });
  await welcome.getByRole('button', { name: words.collect }).click();
  await expect(welcome.getByText(`✓ ${words.collected}`, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshotOf(page, `/tmp/best-coupon-product-${testInfo.project.name}.png`);

  // About ฿2,500 of the product: 10 % off (SAVE10, up to ฿300) beats the ฿100 the member chose.
  const price = product.variant.special_price ?? product.variant.price;
  const quantity = Math.min(Math.ceil(250_000 / price), product.variant.stock - 5, 40);
  const added = await addToCart(api, { variant_id: product.variant.variant_id, quantity });
  expect(added.is_success, added.message).toBe(true);
  const welcomeId = (await getCoupons(api, { layout_id: 'coupon-page' })).data!.find((coupon) => coupon.code === 'WELCOME100')!.id;

  // The line is named in the page's language.
  const name = (await getProduct(api, product.slug, { locale })).data!.name;
  await page.goto(`${prefix}/shopping-cart`);
  await expect(cartLine(page, name)).toBeVisible();
  await untilHydrated(page);
  await page.getByRole('textbox', { name: words.code }).fill('welcome100');
  await page.getByRole('button', { name: words.apply, exact: true }).click();
  const chosen = page.getByTestId('chosen-coupon');
  await expect(chosen).toContainText('WELCOME100');

  // What the server says the better coupon saves, on the cart as it is with the member's choice.
  const withChoice = (await priceCartWithCoupons(api, [welcomeId])).data!;
  const best = (await getBestCoupon(api, { coupon_ids: [welcomeId] }, { locale })).data!.best_coupon!;
  expect(best.replaces).toBe(welcomeId);
  const summary = page.getByTestId('cart-summary');
  await expect(summary).toContainText(baht(withChoice.total));
  const offer = page.getByTestId('best-coupon');
  await expect(offer).toContainText(words.better(baht(best.saving), best.coupon.title));

  // The member's choice stays theirs: a reload still shows it, and the offer still only asks.
  await page.reload();
  await untilHydrated(page);
  await expect(chosen).toContainText('WELCOME100');
  await expect(offer).toContainText(words.better(baht(best.saving), best.coupon.title));
  await expect(summary).toContainText(baht(withChoice.total));
  await expectNoSidewaysScroll(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotOf(page, `/tmp/best-coupon-cart-${testInfo.project.name}.png`);

  // One tap: collected on the way, used in place of the member's coupon, the total falls by exactly what was shown.
  await offer.getByRole('button', { name: words.useInstead }).click();
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(best.coupon.code);
  await expect(summary).toContainText(best.coupon.title);
  await expect(summary).toContainText(baht(withChoice.total - best.saving));
  expect(withChoice.total - best.saving).toBe(best.total);
  await expectNoSidewaysScroll(page);
  await screenshotOf(page, `/tmp/best-coupon-used-${testInfo.project.name}.png`);

  // Checkout: the best coupon is offered again, and one tap takes exactly its saving off the order's total.
  await saveHomeAddress(api);
  const atCheckout = (await getBestCoupon(api, {}, { locale })).data!;
  const suggestion = atCheckout.best_coupon!;
  await page.goto(`${prefix}/check-out`);
  await untilHydrated(page);
  const total = page.getByTestId('checkout-total').first();
  await expect(total).toHaveText(baht(atCheckout.total));
  const checkoutOffer = page.getByTestId('best-coupon');
  await expect(checkoutOffer).toContainText(words.first(baht(suggestion.saving), suggestion.coupon.title));
  await checkoutOffer.getByRole('button', { name: words.use, exact: true }).click();
  await expect(total).toHaveText(baht(atCheckout.total - suggestion.saving));
  await expectNoSidewaysScroll(page);
  await screenshotOf(page, `/tmp/best-coupon-checkout-${testInfo.project.name}.png`);
});
