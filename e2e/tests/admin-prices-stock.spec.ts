import { formatBaht } from '@talad/domain';
import { getProduct } from '@talad/sdk';
import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { apiForReading, buyableProduct } from '../support/cart.ts';
import { variantPath } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

/**
 * Prices and stock in the back office (issue #27): the demo manager, with the second factor, finds a product by its
 * code, changes its opening variant's price and adjusts its stock with a reason, and the shopper's product page shows
 * the new price at once. Thai and dark on the phone, English and light on the desktop; each project its own product (appliances: no other
 * journey buys them, so a changed price moves nobody else's totals).
 */
test.describe('prices and stock in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager changes a price and adjusts stock; the shopper’s product page shows the new price', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const product = await buyableProduct(isMobile ? 1 : 0, { category: 'appliances', maxStock: 100_000 });
    const detail = (await getProduct(apiForReading(), product.slug)).data!;
    const variant = product.variant;
    // A new list price below every other variant's, so the page still opens on this one; no special price.
    const newPrice = Math.min(...detail.variants.map((entry) => entry.special_price ?? entry.price)) - 1_000;

    await openAsStaff(page, baseURL!, 'manager', '/products', {
      language,
      theme: isMobile ? 'dark' : 'light',
      verified: true,
    });
    await page.getByLabel(words('catalogue.search')).fill(detail.product_id);
    await page.getByRole('button', { name: words('catalogue.searchButton') }).click();
    // The list's form sends its state filter too (empty: every state).
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?(state=&)?q=${detail.product_id}$`));
    await screenPasses(page, 'product list');
    await page.getByRole('link').filter({ hasText: detail.product_id }).click();
    await expect(page.getByRole('heading', { name: words('catalogue.variants') })).toBeVisible();
    await screenPasses(page, 'product');
    await page.getByRole('link', { name: new RegExp(`SKU ${variant.sku}`) }).click();
    await expect(page.getByText(`SKU ${variant.sku}`)).toBeVisible();
    await screenPasses(page, 'variant');

    // The price, in baht: saved, and listed in the history as changed by hand.
    const prices = page.getByRole('region', { name: words('catalogue.prices'), exact: true });
    await prices.getByLabel(words('catalogue.price')).fill(String(newPrice / 100));
    await prices.getByLabel(words('catalogue.specialPrice')).fill('');
    await prices.getByLabel(words('catalogue.noSpecial')).check();
    await prices.getByRole('button', { name: words('catalogue.savePrice') }).click();
    await expect(prices.getByRole('status')).toHaveText(words('catalogue.priceSaved'));
    const history = page.getByRole('region', { name: words('catalogue.priceHistory'), exact: true });
    await expect(history.getByRole('listitem').first()).toContainText(words('catalogue.source.manual'));
    await expect(history.getByRole('listitem').first()).toContainText(formatBaht(newPrice, language));

    // Five units received: the stock rises by five and the adjustment is listed with its reason.
    const adjust = page.getByRole('region', { name: words('catalogue.adjustTitle'), exact: true });
    await adjust.getByLabel(words('catalogue.delta')).fill('5');
    await adjust.getByLabel(words('catalogue.reason')).selectOption('received');
    await adjust.getByRole('button', { name: words('catalogue.saveStock') }).click();
    await expect(adjust.getByRole('status')).toHaveText(words('catalogue.stockSaved'));
    const stock = page.getByRole('region', { name: words('catalogue.stockHistory'), exact: true });
    await expect(stock.getByRole('listitem').first()).toContainText(`+5 · ${words('catalogue.reasons.received')}`);
    await screenPasses(page, 'variant after the changes');
    await page.screenshot({ path: testInfo.outputPath(`variant-${language}-${testInfo.project.name}.png`), fullPage: true });

    // The shopper's page, opened now, sells at the new price.
    await page.goto(variantPath(isMobile, `${language === 'en' ? '/en' : ''}/product/${product.slug}`));
    await expect(page.getByText(formatBaht(newPrice, language), { exact: true }).first()).toBeVisible();
  });
});
