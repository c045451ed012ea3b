import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { expect, test } from '../support/shop.ts';

/** A word no product has: lower-case letters only, so the shop's search cuts it as one word. */
function madeUpWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/**
 * New products in the back office (issue #27, decision 0048): the demo manager makes a product with two options (two
 * colours × two sizes → four variants), saves it as a draft, previews its shop page, publishes it, and the shopper
 * finds it by search and opens its page. Thai at 390 px, English at 1280 px; axe on the new screens.
 */
test.describe('new products in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager makes a product with four variants, previews the draft and publishes it; the shopper finds it', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const word = madeUpWord();
    await openAsStaff(page, baseURL!, 'manager', '/products', { language, theme: isMobile ? 'dark' : 'light' });
    await page.getByRole('link', { name: words('productForm.newTitle') }).click();
    await expect(page.getByRole('heading', { name: words('productForm.newTitle'), level: 1 })).toBeVisible();

    const label = (field: string, lang: 'th' | 'en') => `${words(field)} (${words(`productForm.language.${lang}`)})`;
    await page.getByLabel(label('productForm.name', 'th'), { exact: true }).fill(`เสื้อ ${word}`);
    await page.getByLabel(label('productForm.name', 'en'), { exact: true }).fill(`${word} shirt`);
    await page.getByLabel(label('productForm.description', 'th'), { exact: true }).fill('ผ้าฝ้าย "นุ่ม", ใส่สบาย');
    await page.getByLabel(words('productForm.category'), { exact: true }).selectOption({ index: 1 });

    // Two options, two values each: the grid shows the four combinations.
    const options = page.getByRole('region', { name: words('productForm.options') });
    const values: [string, string][][] = [
      [
        ['ดำ', 'Black'],
        ['ขาว', 'White'],
      ],
      [
        ['เล็ก', 'S'],
        ['กลาง', 'M'],
      ],
    ];
    for (const [index, pair] of values.entries()) {
      await options.getByRole('button', { name: words('productForm.addOption') }).click();
      const option = options.getByRole('group', { name: words('productForm.optionNumber', { number: index + 1 }) });
      if (index === 1) await option.getByLabel(words('productForm.optionName'), { exact: true }).selectOption('Size');
      for (const [at, [th, en]] of pair.entries()) {
        if (at > 0) await option.getByRole('button', { name: words('productForm.addValue') }).click();
        const value = (lang: 'th' | 'en') =>
          words('productForm.value', { number: at + 1, language: words(`productForm.language.${lang}`) });
        await option.getByLabel(value('th'), { exact: true }).fill(th);
        await option.getByLabel(value('en'), { exact: true }).fill(en);
      }
    }
    const variants = page.getByRole('region', { name: words('productForm.variants_other', { count: 4 }), exact: true });
    const rows = variants.getByRole('group');
    await expect(rows).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      const row = rows.nth(index);
      await row.getByLabel(words('productForm.sku'), { exact: true }).fill(`${word}-${index}`.toUpperCase());
      await row.getByLabel(words('catalogue.price'), { exact: true }).fill('390');
      await row.getByLabel(words('productForm.openingStock'), { exact: true }).fill('5');
    }
    await screenPasses(page, 'new product');
    await page.getByRole('button', { name: words('productForm.saveDraft') }).click();

    // Saved as a draft: its edit screen, with the preview of its shop page.
    await expect(page.getByText(words('productForm.created'))).toBeVisible();
    await expect(page.getByText(words('productForm.state.draft'), { exact: true })).toBeVisible();
    await screenPasses(page, 'product edit');
    const editUrl = page.url();
    const preview = await page.getByRole('link', { name: words('productForm.preview') }).getAttribute('href');
    await page.goto(preview!);
    await expect(page.getByRole('heading', { name: `เสื้อ ${word}` }).first()).toBeVisible();

    await page.goto(editUrl);
    await page.getByRole('button', { name: words('productForm.publish') }).click();
    await expect(page.getByText(words('productForm.done.publish'))).toBeVisible();
    await expect(page.getByText(words('productForm.state.on_sale'), { exact: true })).toBeVisible();

    // The shopper finds it by its word and opens its page.
    const prefix = language === 'en' ? '/en' : '';
    await page.goto(`${prefix}/search?search=${word}`);
    const name = language === 'en' ? `${word} shirt` : `เสื้อ ${word}`;
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
});
