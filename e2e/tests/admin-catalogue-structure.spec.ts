import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { expect, test } from '../support/shop.ts';

/** A made-up URL key: each project's run makes its own category and collection. */
function madeUpSlug(stem: string): string {
  return `${stem}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A product of the demo shop that no other journey takes off sale. */
const PRODUCT = 'PRD101234';

/**
 * The catalogue's structure in the back office (issue #27 item 6): the demo manager (catalog.write) makes a sub category
 * under Fashion, moves it under Sports, makes a collection and adds a product to it found by its code; the shop shows
 * the new category on Sports' page and the collection with the product. Thai at 390 px, English at 1280 px; axe on
 * the new screens.
 */
test.describe('the catalogue’s structure in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager makes a sub category, moves it, adds a product to a new collection; the shop shows both', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const label = (field: string, lang: 'th' | 'en') => `${words(field)} (${words(`productForm.language.${lang}`)})`;
    const shop = language === 'en' ? '/en' : '';
    await openAsStaff(page, baseURL!, 'manager', '/categories', { language, theme: isMobile ? 'dark' : 'light' });
    await expect(page.getByRole('heading', { name: words('structure.categories'), level: 1 })).toBeVisible();
    await screenPasses(page, 'categories');

    // A sub category under Fashion, named in both languages.
    const category = madeUpSlug('rain-gear');
    const categoryName = language === 'en' ? `Rain gear ${category}` : `ชุดกันฝน ${category}`;
    await page.getByLabel(label('structure.name', 'th'), { exact: true }).fill(`ชุดกันฝน ${category}`);
    await page.getByLabel(label('structure.name', 'en'), { exact: true }).fill(`Rain gear ${category}`);
    await page.getByLabel(words('structure.slug'), { exact: true }).fill(category);
    await page.getByLabel(words('structure.parent'), { exact: true }).selectOption({ label: language === 'en' ? 'Fashion' : 'แฟชั่น' });
    await page.getByRole('button', { name: words('structure.create') }).click();
    await expect(page.getByText(words('structure.saved.created'))).toBeVisible();
    await expect(page.getByRole('heading', { name: categoryName, level: 1 })).toBeVisible();
    await screenPasses(page, 'category');

    // Moved under Sports: the shop's Sports page lists it among its sub categories.
    await page.getByLabel(words('structure.moveUnder'), { exact: true }).selectOption({ label: language === 'en' ? 'Sports' : 'กีฬา' });
    await page.getByRole('button', { name: words('structure.move'), exact: true }).click();
    await expect(page.getByText(words('structure.saved.moved'))).toBeVisible();
    await page.goto(`${shop}/sports`);
    await expect(page.getByRole('link', { name: categoryName }).first()).toBeVisible();

    // A new collection, and a product found by its code added to it.
    const collection = madeUpSlug('rainy-day');
    await page.goto('/admin/collections');
    await screenPasses(page, 'collections');
    await page.getByLabel(label('structure.name', 'th'), { exact: true }).fill(`วันฝนตก ${collection}`);
    await page.getByLabel(label('structure.name', 'en'), { exact: true }).fill(`Rainy day ${collection}`);
    await page.getByLabel(words('structure.slug'), { exact: true }).fill(collection);
    await page.getByRole('button', { name: words('structure.create') }).click();
    await expect(page.getByText(words('structure.saved.created'))).toBeVisible();
    await page.getByLabel(words('structure.findProduct'), { exact: true }).fill(PRODUCT);
    await page.getByRole('button', { name: words('structure.find'), exact: true }).click();
    const found = page
      .getByRole('list', { name: words('structure.found') })
      .getByRole('listitem')
      .filter({ hasText: PRODUCT });
    await found.getByRole('button', { name: words('structure.add') }).click();
    await expect(page.getByText(words('structure.saved.added'))).toBeVisible();
    const added = page.getByRole('link', { name: /./ }).and(page.locator(`a[href$="/products/${PRODUCT}"]`));
    const productName = (await added.textContent())!.trim();
    await screenPasses(page, 'collection');

    // The shop's page of the collection shows the product.
    await page.goto(`${shop}/collection/${collection}`);
    await expect(page.getByText(productName).first()).toBeVisible();

    await page.goto('/admin/brands');
    await expect(page.getByRole('heading', { name: words('structure.brands'), level: 1 })).toBeVisible();
    await screenPasses(page, 'brands');
  });
});
