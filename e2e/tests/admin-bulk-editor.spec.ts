import { formatBaht } from '@talad/domain';
import { getProduct, getProductListing, type ProductDetail } from '@talad/sdk';
import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { apiForReading } from '../support/cart.ts';
import { variantPath } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

/**
 * A product of two variants or more, neither with a special price, outside any flash sale: the dearest first, which
 * the journeys that buy (the cheapest first) do not reach; `pick` gives each project its own.
 */
async function twoVariantProduct(pick: number): Promise<ProductDetail> {
  const found: ProductDetail[] = [];
  for (const category of ['fashion', 'sports', 'home-garden']) {
    const listing = await getProductListing(apiForReading(), { category, hasStock: true, sort: 'price_high_to_low', size: 48 });
    for (const card of listing.data?.items ?? []) {
      const product = (await getProduct(apiForReading(), card.slug)).data;
      const [first, second] = product?.variants ?? [];
      if (product && !product.flash_sale && first && second && first.special_price === null && second.special_price === null)
        found.push(product);
      if (found.length > pick) return found[pick]!;
    }
  }
  throw new Error(`fewer than ${pick + 1} products with two variants without a special price`);
}

/**
 * The bulk editor (issue #27 item 4, decision 0049): the demo manager, with the second factor, filters the grid to one
 * product, types two prices and a stock level moving by keyboard, previews the changes before → after, applies them,
 * sees the shop's product page at the new price, and undoes the edit in one step. Thai on the phone, English on the
 * desktop; each project its own product.
 */
test.describe('the bulk editor in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager edits two prices and a stock level in the grid, previews, applies, sees the shop change, undoes', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const product = await twoVariantProduct(isMobile ? 1 : 0);
    const [first, second] = product.variants as [ProductDetail['variants'][number], ProductDetail['variants'][number]];
    // Both below every variant's price, so the page opens on the first (the cheapest in stock) at its new price.
    const cheapest = Math.min(...product.variants.map((variant) => variant.special_price ?? variant.price));
    const newFirst = Math.max(100, Math.floor(cheapest / 200) * 100);
    const newSecond = newFirst + 100;
    // Baht as the grid's cells show them: two decimals only when there are satang.
    const baht = (satang: number) => (satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2));
    const cell = (column: string, sku: string) =>
      page.getByLabel(words('bulkEditor.cell', { column: words(`bulkEditor.${column}`), sku }), { exact: true });

    await openAsStaff(page, baseURL!, 'manager', '/products', { language, verified: true });
    await page.getByLabel(words('catalogue.search')).fill(product.product_id);
    await page.getByRole('button', { name: words('catalogue.searchButton') }).click();
    // The link carries the list's filter once the search's page is in (before, it opens the whole catalogue).
    const bulkEdit = page.getByRole('link', { name: words('catalogue.bulkEdit') });
    await expect(bulkEdit).toHaveAttribute('href', new RegExp(`q=${product.product_id}`));
    await bulkEdit.click();
    await expect(page.getByRole('heading', { name: words('bulkEditor.title') })).toBeVisible();
    await expect(cell('price', first.sku)).toHaveValue(baht(first.price));

    // Spreadsheet keys: Enter goes down a column, the arrows along a line from a cell just moved to.
    await cell('price', first.sku).fill(baht(newFirst));
    await page.keyboard.press('Enter');
    await expect(cell('price', second.sku)).toBeFocused();
    await page.keyboard.type(baht(newSecond));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cell('stock', first.sku)).toBeFocused();
    await page.keyboard.type('40');
    await expect(page.getByText(words('bulkEditor.changed_other', { count: 2 }))).toBeVisible();

    await page.getByRole('button', { name: words('bulkEditor.preview') }).click();
    const preview = page.getByRole('region', { name: words('bulkEditor.previewTitle') });
    await expect(
      preview.getByText(`${words('bulkEditor.price')}: ${formatBaht(first.price, language)} → ${formatBaht(newFirst, language)}`),
    ).toBeVisible();
    await expect(preview.getByText(`${words('bulkEditor.stock')}: `).first()).toContainText('→ 40');
    await screenPasses(page, 'bulk editor with its preview');
    await preview.getByRole('button', { name: words('bulkEditor.apply_other', { count: 2 }) }).click();
    await expect(page.getByRole('status').filter({ hasText: words('bulkEditor.applied_other', { count: 2 }) })).toBeVisible();
    await expect(cell('price', first.sku)).toHaveValue(baht(newFirst));
    await expect(cell('stock', first.sku)).toHaveValue('40');
    await screenPasses(page, 'bulk editor applied');
    const editor = page.url();

    // The shopper's product page, at once: the first variant at its new price.
    await page.goto(variantPath(isMobile, `${language === 'en' ? '/en' : ''}/product/${product.slug}`));
    await expect(page.getByText(formatBaht(newFirst, language)).first()).toBeVisible();

    // One step back: the figures before the edit.
    await page.goto(editor);
    await page.getByRole('button', { name: words('bulkEditor.undo') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('bulkEditor.undone_other', { count: 2 }) })).toBeVisible();
    await expect(cell('price', first.sku)).toHaveValue(baht(first.price));
    await expect(cell('price', second.sku)).toHaveValue(baht(second.price));
    await expect(cell('stock', first.sku)).toHaveValue(String(first.stock));
  });
});
