import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { buyableProduct } from '../support/cart.ts';
import { expect, test } from '../support/shop.ts';

/**
 * The catalogue as CSV in the back office (issue #27 item 4, decision 0049): the demo manager, with the second factor,
 * downloads the export (UTF-8 with a BOM), checks a file whose bad row is named with its column, checks a good one —
 * a stock count and a new product by its handle (decision 0058) — applies it and downloads the report. Thai on the phone, English on the desktop; each project its own appliance, whose
 * stock is counted up (no other journey buys these two).
 */
test.describe('the catalogue as CSV in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager exports the catalogue, checks a file with a bad row, then applies a good one', async ({ page, baseURL, isMobile }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const { variant } = await buyableProduct(isMobile ? 3 : 2, { category: 'appliances', maxStock: 100_000 });

    await openAsStaff(page, baseURL!, 'manager', '/products', { language, verified: true });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: words('catalogue.exportCsv') }).click();
    const exported = await (await download).createReadStream();
    const head: Buffer[] = [];
    for await (const chunk of exported) {
      head.push(Buffer.from(chunk as Buffer));
      break;
    }
    expect(Buffer.concat(head).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Buffer.concat(head).subarray(3, 40).toString('utf8')).toMatch(/^sku,product_code,handle,options,/);

    await page.getByRole('link', { name: words('catalogue.importCsv') }).click();
    await expect(page.getByRole('heading', { name: words('catalogueImport.title') })).toBeVisible();
    const file = page.getByLabel(words('catalogueImport.file'));
    const csv = (rows: string[]) => ({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFFsku,stock\r\n${rows.join('\r\n')}\r\n`),
    });

    // A bad row: named with its row and column, nothing written, and apply stays shut.
    await file.setInputFiles(csv([`${variant.sku},500`, 'NO-SUCH-SKU,1']));
    await page.getByRole('button', { name: words('catalogueImport.check') }).click();
    const problems = page.getByRole('table', { name: words('catalogueImport.errorsTitle_one', { count: 1 }) });
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems.getByRole('row').nth(1)).toContainText('sku');
    await expect(page.getByRole('button', { name: words('catalogueImport.apply') })).toBeDisabled();
    await screenPasses(page, 'import with a bad row');

    // The good file: a count, and a new product of one variant by its handle; checked, applied, done, with its report.
    const handle = `e2e-csv-kettle-${language}-${Date.now()}`;
    await file.setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        '\uFEFFsku,handle,name_th,name_en,category,delivery_min_days,delivery_max_days,price,stock,status\r\n' +
          `${variant.sku},,,,,,,,500,\r\n` +
          `${handle.toUpperCase()},${handle},"กาต้มน้ำ ""ใหม่"", 1.7 ลิตร",Kettle,kitchen-appliances,1,3,590.00,8,on_sale\r\n`,
      ),
    });
    await page.getByRole('button', { name: words('catalogueImport.check') }).click();
    await expect(page.getByText(words('catalogueImport.checked', { rows: 2, changing: 1, creating: 1, products: 1 }))).toBeVisible();
    await page.getByRole('button', { name: words('catalogueImport.apply') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: words('catalogueImport.done', { created: 1, changed: 1, unchanged: 0, failed: 0 }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: words('catalogueImport.report') })).toBeVisible();
    await screenPasses(page, 'import done');
  });
});
