import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { getOrderDocuments } from '@talad/sdk';
import { thaiId } from '../support/address-book.ts';
import { accessibilityViolations } from '../support/axe.ts';
import { adminWords, openAsStaff } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveCompanyTaxInvoice, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { placedCodOrder, staffMove } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test } from '../support/shop.ts';

/** The shop's own words for an order's tax documents (apps/web/app/locales), in the page's language. */
function documentWords(language: 'th' | 'en') {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/app/locales', `${language}.json`), 'utf8'));
  return catalogue.order.documents as {
    title: string;
    kinds: Record<'RECEIPT' | 'TAX_INVOICE' | 'CREDIT_NOTE', string>;
    cancelled: string;
    downloadNamed: string;
    ask: string;
    askSubmit: string;
  };
}

/** A download's file: its name as the browser would save it, and that its bytes are a PDF. */
async function expectPdf(download: Download, name: string) {
  expect(download.suggestedFilename()).toBe(name);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/**
 * Thai tax documents (issue #29, decision 0067): a member whose company has a tax-invoice address pays (cash at the
 * door, collected when the parcel is delivered), opens the order, finds the receipt, asks for a full tax invoice to the
 * company — the receipt stays, marked cancelled — and downloads it; a packer downloads it from the admin order screen,
 * and a manager finds the shop's details those documents name on the tax details screen.
 * Thai at 1280×800, English at 390×844.
 */
test.describe('tax documents of an order (issue #29)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member pays, asks for the full tax invoice on the order page and downloads it; staff download it from the admin', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'en' : 'th';
    const words = documentWords(language);
    const member = await registerMember('ภาษี', 'ครบถ้วน');
    const shopper = apiAs(member.session);
    const home = await saveHomeAddress(shopper);
    const company = {
      name: isMobile ? 'Siam Sample Trading Co., Ltd.' : 'บริษัท สยามตัวอย่างเทรดดิ้ง จำกัด',
      taxId: thaiId(isMobile ? '010555900013' : '010555900012'),
      branchCode: '00002',
      branchName: 'สาขาสาทร',
    };
    await saveCompanyTaxInvoice(shopper, company);
    const product = await buyableProduct(isMobile ? 7 : 6, { category: 'sports', minStock: 20 });
    const order = await placedCodOrder(shopper, product.variant.variant_id, home);
    // The cash is collected at the door: the payment is PAID on delivery, and the receipt is issued with it.
    for (const action of ['ship', 'depart', 'deliver'] as const) await staffMove(order.order_no, action);

    await openAs(page, member, `${language === 'en' ? '/en' : ''}/account/my-order/${order.order_id}`);
    const documents = page.getByTestId('order-documents');
    await expect(documents).toContainText(words.kinds.RECEIPT);

    await page.getByRole('button', { name: words.ask, exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(company.name.replace(/[.()]/g, '\\$&')) }).check();
    await page.getByRole('button', { name: words.askSubmit, exact: true }).click();
    await expect(documents).toContainText(words.kinds.TAX_INVOICE);
    await expect(documents).toContainText(words.cancelled);

    const listed = (await getOrderDocuments(shopper, order.order_id)).data!.items;
    expect(listed.map((item) => [item.kind, item.cancelled])).toEqual([
      ['RECEIPT', true],
      ['TAX_INVOICE', false],
    ]);
    const invoice = listed[1]!;
    expect(invoice.total).toBe(order.amount_due);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('order-documents.png'));

    const name = words.downloadNamed.replace('{{number}}', invoice.number);
    await expectPdf(await downloaded(page, () => page.getByRole('button', { name, exact: true }).click()), `${invoice.number}.pdf`);

    // The back office: a packer (orders.read) opens the order and downloads the same invoice.
    const admin = adminWords(language);
    await openAsStaff(page, baseURL!, 'packer', `/orders/${order.order_no}`, { language });
    const panel = page.getByRole('region', { name: admin('orders.documents.title'), exact: true });
    await expect(panel).toContainText(invoice.number);
    await expect(panel).toContainText(admin('orders.documents.cancelled'));
    const link = panel.getByRole('link', { name: admin('orders.documents.downloadNamed', { number: invoice.number }), exact: true });
    await expectPdf(await downloaded(page, () => link.click()), `${invoice.number}.pdf`);

    // The seller those documents name is the shop's setting, shown to a manager (settings.write) to edit.
    await openAsStaff(page, baseURL!, 'manager', '/settings/tax-details', { language });
    await expect(page.getByRole('heading', { name: admin('taxDetails.title'), level: 1 })).toBeVisible();
    await expect(page.getByLabel(admin('taxDetails.taxId'))).toHaveValue('0105558123451');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
  });
});
