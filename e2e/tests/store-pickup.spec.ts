import { getProduct } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { thaiId } from '../support/address-book.ts';
import { apiAs, buyableProduct, saveCompanyTaxInvoice, type Company } from '../support/cart.ts';
import { openAs, registerMember, testApi, variantPath } from '../support/identity.ts';
import { shopCli } from '../support/orders.ts';
import { cookieBanner, expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** Where the shopper stands on the phone ("near me"): Lumphini Park's south gate, Pathum Wan (apps/api/src/seed/seven-eleven-places.ts). */
const LUMPHINI = { latitude: 13.7262, longitude: 100.5411 };

/**
 * The store picker reused from the address book: by keyword on desktop, by the phone's position on the phone. Chooses
 * the first store found (by the picker's example word "Siam", or the nearest) in Pathum Wan and answers its name.
 */
async function chooseStore(page: Page, isMobile: boolean): Promise<string> {
  const picker = page.getByTestId('store-picker');
  if (isMobile) {
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(LUMPHINI);
    await picker.getByRole('button', { name: 'Find stores near me' }).click();
  } else {
    await expect(picker.getByLabel('Search by name, road or district')).toHaveAttribute('placeholder', 'e.g. Siam, Nimman');
    await picker.getByLabel('Search by name, road or district').fill('Siam');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
  }
  const store = picker.getByRole('list', { name: '7-Eleven stores found' }).getByRole('button').first();
  await expect(store).toContainText('Pathum Wan');
  const name = ((await store.locator('span').first().textContent()) ?? '').trim();
  await store.click();
  await expect(picker.getByRole('status')).toContainText(`Chosen store: ${name}`);
  return name;
}

test.describe('7-Eleven pickup with a company tax invoice (issue #12)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('in English: a product that can only be picked up goes to a 7-Eleven store, with a full tax invoice to the company', async ({
    page,
    isMobile,
  }, testInfo) => {
    const member = await registerMember('Pim', 'Buyer');
    const company: Company = {
      name: 'Talad Trading Co., Ltd.',
      taxId: thaiId(isMobile ? '010556012346' : '010556012345'),
      branchCode: '00002',
      branchName: 'Silom',
    };
    await saveCompanyTaxInvoice(apiAs(member.session), company);
    // Food and drinks flagged AT_7-ELEVEN: no other journey buys them (each project its own).
    const product = await buyableProduct(isMobile ? 1 : 0, { category: 'food-drinks', pickupOnly: true, minStock: 30 });
    const name = (await getProduct(testApi(), product.slug, { locale: 'en' })).data?.name ?? product.name;

    // The company's address in the tax-invoice book (the /m screen on the phone).
    await openAs(page, member, `/en${variantPath(isMobile, '/account/address-tax-invoice')}`);
    await expect(page.getByTestId('address-card').filter({ hasText: company.name })).toContainText(
      `Tax ID ${company.taxId} · Branch code 00002 Silom`,
    );

    await page.goto(`/en${variantPath(isMobile, `/product/${product.slug}`)}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('7-Eleven pickup', { exact: true }).first()).toBeVisible();
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('added-to-cart').getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/en\/shopping-cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await untilHydrated(page);
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await expectNoSidewaysScroll(page);
    // The cookie banner is still up: on the phone the checkout bar sits above it, so it can be pressed.
    await expect(cookieBanner(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('cart-with-cookie-banner.png') });
    await page.getByRole('link', { name: 'Check out (1)' }).filter({ visible: true }).click();

    // Home delivery is refused with the reason; the 7-Eleven pickup is chosen.
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Deliver to an address/ })).toBeDisabled();
    await expect(page.getByTestId('checkout-delivery')).toContainText('Some items can only be picked up at a 7-Eleven store');
    await expect(page.getByRole('radio', { name: 'Pick up at 7-Eleven' })).toBeChecked();
    const store = await chooseStore(page, isMobile);
    await page.getByLabel("Recipient's name").fill('Pim Buyer');
    await page.getByLabel("Recipient's phone").fill(member.phone);

    await page.getByRole('checkbox', { name: 'I need a full tax invoice' }).check();
    await expect(page.getByRole('radio', { name: new RegExp(company.name) })).toBeChecked();
    await expect(page.getByTestId('checkout-tax-invoice')).toContainText(`Tax ID ${company.taxId}`);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(page.getByTestId('checkout-total')).toHaveText(/\d/);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('checkout-store.png'));

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await page.getByRole('link', { name: 'View the order' }).click();

    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Awaiting shipment');
    const pickup = detail.locator('section').filter({ has: page.getByRole('heading', { name: 'Pick up at 7-Eleven' }) });
    await expect(pickup).toContainText(store);
    await expect(pickup).toContainText(`Pim Buyer · ${member.phone}`);
    const invoice = detail.getByTestId('order-tax-invoice');
    await expect(invoice).toContainText(company.name);
    await expect(invoice).toContainText(`Tax ID ${company.taxId} · Branch code 00002 Silom`);
    // "Order TL…": the number is the last word.
    const orderNo = ((await detail.getByTestId('order-no').textContent()) ?? '').trim().split(' ').pop() ?? '';

    // The staff hand the parcel over, it leaves the hub and waits at the store, all at the command line.
    for (const action of ['ship', 'depart', 'pickup'] as const) expect(await shopCli(action, orderNo)).toContain(orderNo);
    await page.reload();
    await expect(detail.getByTestId('order-status')).toHaveText('On its way');
    const timeline = detail.getByTestId('shipment-timeline');
    await expect(timeline).toContainText('At the 7-Eleven store, ready to collect');
    await expect(timeline).toContainText('Left the distribution centre');
    await expect(timeline).toContainText('Handed to the carrier');
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('order-detail-store.png'));
  });
});
