import { randomUUID } from 'node:crypto';
import { getProduct, openCase } from '@talad/sdk';
import { adminReady, adminWords, preferAdmin, screenPasses, signedInAs } from '../support/back-office.ts';
import { apiAs, apiForReading, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { registerMember } from '../support/identity.ts';
import { placedCodOrder } from '../support/orders.ts';
import { expect, test } from '../support/shop.ts';

/**
 * Every screen of the back office in the dark theme passes axe (WCAG 2.1 AA: contrast is what dark breaks) and fits the
 * screen, at 1280 px and 390 px: the signed-out ones, then each the owner opens, with an order, a customer, a case and a
 * product of their own to show. The light theme's screens are checked by the journeys that use them.
 */
const SIGNED_OUT = ['/sign-in', '/set-password?token=no-such-link', '/no-such-screen'];

test('every back-office screen in the dark theme passes axe and fits the screen', async ({ page, context, baseURL, isMobile }) => {
  test.setTimeout(150_000);
  const language = isMobile ? 'th' : 'en';
  const words = adminWords(language);
  const member = await registerMember('มืด', 'สบายตา');
  const shopper = apiAs(member.session);
  const product = await buyableProduct(isMobile ? 7 : 6, { category: 'sports', minStock: 20, sort: 'price_high_to_low' });
  const order = await placedCodOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper));
  const productCode = (await getProduct(apiForReading(), product.slug)).data!.product_id;
  const opened = await openCase(shopper, { topic: 'other', message: 'สอบถามค่ะ' }, { idempotencyKey: randomUUID() });
  expect(opened.is_success, opened.message).toBe(true);

  await preferAdmin(context, baseURL!, language, 'dark');
  for (const path of SIGNED_OUT) {
    await page.goto(`/admin${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await screenPasses(page, path);
  }

  await signedInAs(context, baseURL!, 'owner', { language, theme: 'dark' });
  const screens = [
    '/',
    '/orders',
    `/orders/${order.order_no}`,
    `/packing?order=${order.order_no}`,
    '/customers',
    `/customers/${member.session.user_id}`,
    '/cases',
    `/cases/${opened.data!.case_no}`,
    '/notifications',
    '/reviews',
    '/products',
    `/products/${productCode}`,
    `/products/${productCode}/variants/${product.variant.variant_id}`,
    '/two-factor',
    '/staff',
    '/sessions',
    '/audit',
  ];
  for (const path of screens) {
    await page.goto(`/admin${path}`);
    await adminReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: words('errors.failed.title') })).toHaveCount(0);
    await screenPasses(page, path);
  }
});
