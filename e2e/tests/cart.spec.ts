import { randomUUID } from 'node:crypto';
import { addToCart, placeOrder } from '@talad/sdk';
import { apiAs, buyableProduct, cartBadge, cartLine, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember, variantPath } from '../support/identity.ts';
import { collectCouponByCode } from '../support/orders.ts';
import { escape } from '../support/screens.ts';
import { expect, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/**
 * The shopper's cart (issue #12): "add to cart" and "buy now" on the product page, the header badge that stays true
 * across tabs, /shopping-cart (quantity, remove, problems in place), /coupon and /account/my-coupon. Each project takes
 * its own product (`pick`), so parallel journeys never change each other's stock.
 */
test.describe('the cart', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a member adds a product from its page, the badge counts it in every tab, the quantity changes and the line goes', async ({
    page,
    isMobile,
  }, testInfo) => {
    const member = await registerMember('สมศรี', 'ใส่รถเข็น');
    const product = await buyableProduct(isMobile ? 1 : 0, { minStock: 30 });

    // A second tab of the shop, on a page with the header: it hears the first tab's cart writes.
    const otherTab = await page.context().newPage();
    await openAs(page, member, variantPath(isMobile, `/product/${product.slug}`));
    await otherTab.goto('/coupon');
    await expect(cartBadge(otherTab)).toHaveAccessibleName('รถเข็นสินค้า');

    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'จำนวน' });
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
    await expect(quantity).toHaveValue('2');
    await page.getByRole('button', { name: 'ใส่รถเข็น' }).click();
    await expect(page.getByTestId('added-to-cart')).toContainText('เพิ่มสินค้าลงรถเข็นแล้ว');
    await expect(cartBadge(otherTab)).toHaveAccessibleName('รถเข็นสินค้า มี 2 ชิ้น');
    await screenshotOf(page, `/tmp/c6-product-${testInfo.project.name}.png`);

    await page.goto('/shopping-cart');
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า มี 2 ชิ้น');
    const line = cartLine(page, product.name);
    await expect(line.getByRole('spinbutton', { name: `จำนวนของ ${product.name}` })).toHaveValue('2');
    await expect(page.getByTestId('cart-summary')).toContainText('ยอดรวมสินค้า (2 ชิ้น)');
    await expect(page.getByTestId('cart-summary')).toContainText('รวมภาษีมูลค่าเพิ่ม 7% แล้ว');
    await untilHydrated(page);
    await screenshotOf(page, `/tmp/c6-cart-${testInfo.project.name}.png`);

    await line.getByRole('button', { name: 'เพิ่มจำนวน' }).click();
    await expect(line.getByRole('spinbutton', { name: `จำนวนของ ${product.name}` })).toHaveValue('3');
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า มี 3 ชิ้น');
    await expect(cartBadge(otherTab)).toHaveAccessibleName('รถเข็นสินค้า มี 3 ชิ้น');
    await expect(page.getByTestId('cart-summary')).toContainText('ยอดรวมสินค้า (3 ชิ้น)');

    await line.getByRole('button', { name: `ลบ ${product.name} ออกจากรถเข็น` }).click();
    await expect(page.getByTestId('cart-empty')).toContainText('ยังไม่มีสินค้าในรถเข็น');
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า');
    await expect(cartBadge(otherTab)).toHaveAccessibleName('รถเข็นสินค้า');
  });

  test('a guest may fill a cart, but is asked to sign in to buy now and comes back to the product', async ({ page, isMobile }) => {
    const product = await buyableProduct(isMobile ? 3 : 2, { minStock: 30 });
    const path = variantPath(isMobile, `/product/${product.slug}`);
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.getByText('กรุณาเข้าสู่ระบบก่อนสั่งซื้อ')).toBeVisible();
    await page.getByRole('button', { name: 'ใส่รถเข็น' }).click();
    await expect(page.getByTestId('added-to-cart')).toContainText('เพิ่มสินค้าลงรถเข็นแล้ว');

    await page.getByRole('button', { name: 'ซื้อเลย' }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(variantPath(isMobile, '/login'))}\\?redirect=${escape(encodeURIComponent(path))}$`));
  });

  test('a line whose last units another member bought shows that it is sold out, and cannot be ticked', async ({
    page,
    isMobile,
  }, testInfo) => {
    const [member, rival] = await Promise.all([registerMember('มานะ', 'ช้าไป'), registerMember('ปิติ', 'เร็วกว่า')]);
    const product = await buyableProduct(isMobile ? 1 : 0, { maxStock: 20, maxValue: 1_500_000 });
    const added = await addToCart(apiAs(member.session), { variant_id: product.variant.variant_id, quantity: 1 });
    expect(added.is_success, added.message).toBe(true);

    const rivalApi = apiAs(rival.session);
    const addressId = await saveHomeAddress(rivalApi);
    const order = await placeOrder(
      rivalApi,
      {
        items: [{ variant_id: product.variant.variant_id, quantity: product.variant.stock }],
        delivery: { type: 'home', address_id: addressId },
        payment_method: 'COD',
      },
      randomUUID(),
    );
    expect(order.is_success, `${product.slug}: ${order.message}`).toBe(true);

    await openAs(page, member, '/shopping-cart');
    const line = cartLine(page, product.name);
    await expect(line.getByRole('alert')).toHaveText('สินค้าหมดแล้ว');
    await expect(line.getByRole('checkbox', { name: `เลือก ${product.name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'สั่งซื้อสินค้า (0)' }).first()).toBeDisabled();
    await screenshotOf(page, `/tmp/c6-soldout-${testInfo.project.name}.png`);
  });

  test('a member collects a coupon on /coupon, finds it in my coupons and uses it in the cart', async ({ page, isMobile }, testInfo) => {
    const member = await registerMember('ชูใจ', 'เก็บคูปอง');
    await openAs(page, member, '/coupon');
    const coupon = page.getByRole('article', { name: 'ส่วนลด 100 บาท สมาชิกใหม่' });
    await untilHydrated(page);
    await coupon.getByRole('button', { name: 'เก็บคูปอง ส่วนลด 100 บาท สมาชิกใหม่' }).click();
    await expect(coupon.getByText('เก็บแล้ว')).toBeVisible();
    await screenshotOf(page, `/tmp/c6-coupon-${testInfo.project.name}.png`);

    await page.goto('/account/my-coupon');
    await expect(page.getByRole('tab', { name: 'ใช้ได้ (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: 'ส่วนลด 100 บาท สมาชิกใหม่' })).toBeVisible();
    await screenshotOf(page, `/tmp/c6-my-coupon-${testInfo.project.name}.png`);
    await page.getByRole('tab', { name: 'ใช้แล้ว (0)' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('ยังไม่มีคูปองที่ใช้แล้ว');

    // In the cart, the coupon is picked from my coupons and the API prices it (POST coupons/shopping-cart): ฿100 off ฿500+.
    const product = await buyableProduct(isMobile ? 5 : 4, { minStock: 30 });
    const price = product.variant.special_price ?? product.variant.price;
    const quantity = Math.ceil(60_000 / price); // ฿600: above the minimum spend even after a promotion
    const added = await addToCart(apiAs(member.session), { variant_id: product.variant.variant_id, quantity });
    expect(added.is_success, added.message).toBe(true);
    await page.goto('/shopping-cart');
    await expect(cartLine(page, product.name)).toBeVisible();
    await untilHydrated(page);
    await page.getByRole('button', { name: /เลือกคูปองของฉัน/ }).click();
    const picker = page.getByRole('dialog', { name: 'เลือกคูปอง' });
    await picker.getByRole('article', { name: 'ส่วนลด 100 บาท สมาชิกใหม่' }).getByRole('button', { name: 'ใช้คูปองนี้' }).click();
    await picker.getByRole('button', { name: 'ตกลง' }).click();
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toContainText('ส่วนลด 100 บาท สมาชิกใหม่');
    await expect(summary).toContainText('−฿100');
    await screenshotOf(page, `/tmp/c6-cart-coupon-${testInfo.project.name}.png`);
  });

  test('a coupon code typed in the cart is looked up among my coupons: an unknown one is named, a known one applies', async ({
    page,
    isMobile,
  }) => {
    const member = await registerMember('ชูใจ', 'พิมพ์โค้ด');
    const api = apiAs(member.session);
    await collectCouponByCode(api, 'WELCOME100');
    const product = await buyableProduct(isMobile ? 1 : 0, { category: 'mobile-tablet', minStock: 30 });
    const price = product.variant.special_price ?? product.variant.price;
    const added = await addToCart(api, { variant_id: product.variant.variant_id, quantity: Math.ceil(60_000 / price) });
    expect(added.is_success, added.message).toBe(true);

    await openAs(page, member, '/shopping-cart');
    await expect(cartLine(page, product.name)).toBeVisible();
    await untilHydrated(page);
    const code = page.getByRole('textbox', { name: 'โค้ดคูปอง' });
    const summary = page.getByTestId('cart-summary');
    await code.fill('NOSUCH99');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await expect(page.getByText('ไม่พบคูปองโค้ดนี้ในคูปองของคุณ')).toBeVisible();
    await expect(summary).not.toContainText('ส่วนลด 100 บาท สมาชิกใหม่');
    // Typed in lower case: codes are matched without regard to case, as shoppers type them.
    await code.fill('welcome100');
    await page.getByRole('button', { name: 'ใช้โค้ด' }).click();
    await expect(summary).toContainText('ส่วนลด 100 บาท สมาชิกใหม่');
    await expect(summary).toContainText('−฿100');
    await expect(page.getByText('ไม่พบคูปองโค้ดนี้ในคูปองของคุณ')).toHaveCount(0);
  });

  test('in English: the cart is empty at first, and coupons are offered with a way to sign in', async ({ page }) => {
    const member = await registerMember('Jane', 'Shopper');
    await openAs(page, member, '/en/shopping-cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty');
    await expect(cartBadge(page)).toHaveAccessibleName('Cart');

    await page.goto('/en/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Collect coupons' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: '฿100 off for new members' }).getByRole('button', { name: /^Collect coupon/ }),
    ).toBeVisible();
  });
});
