import type { Page } from '@playwright/test';
import { ERRORS } from '@talad/domain';
import { adminMove, adminWords, openAsStaff, screenPasses, staffToken, type AdminLanguage } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { registerMember } from '../support/identity.ts';
import { placedCodOrder } from '../support/orders.ts';
import { expect, test } from '../support/shop.ts';

/**
 * The order's moves at the desk other than shipping and refunding (issue #26), pressed in the browser as the role allows:
 * a packer takes a parcel through the hub, a failed delivery, another try and delivery, and takes
 * another back to the shop; a manager writes a note and cancels. What happens between (the carrier's handover) is set
 * through the back office's API: the buttons are the subject here.
 */
function desk(page: Page, language: AdminLanguage) {
  const words = adminWords(language);
  const actions = page.getByRole('region', { name: words('orders.detail.actions'), exact: true });
  return {
    actions,
    /** A move that is one press. */
    press: (action: string) => actions.getByRole('button', { name: words(`orders.action.${action}`), exact: true }).click(),
    /** A move that asks for a reason (kept in the audit log): its fold opened, the reason written, confirmed. */
    withReason: async (action: string, reason: string) => {
      const fold = actions.locator('details').filter({ has: page.locator('summary', { hasText: words(`orders.action.${action}`) }) });
      await fold.locator('summary').click();
      await fold.getByLabel(words('orders.action.reason')).fill(reason);
      await fold
        .locator('form')
        .getByRole('button', { name: words(`orders.action.confirm_${action}`) })
        .click();
    },
    /** The next moves offered, once the last one is done. */
    offers: (action: string) => expect(actions.getByRole('button', { name: words(`orders.action.${action}`), exact: true })).toBeVisible(),
    shipmentIs: (state: string) =>
      expect(page.getByRole('region', { name: words('orders.detail.shipments'), exact: true })).toContainText(
        words(`orders.shipment.${state}`),
      ),
  };
}

test.describe('the order’s moves at the desk (issue #26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a packer moves a parcel through the hub, a failed delivery, another try and delivery, and takes another back; a manager writes a note and cancels', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'en' : 'th';
    const words = adminWords(language);
    const member = await registerMember('ย้าย', 'สถานะ');
    const shopper = apiAs(member.session);
    const address = await saveHomeAddress(shopper);
    const product = await buyableProduct(isMobile ? 5 : 4, { category: 'sports', minStock: 20, sort: 'price_high_to_low' });
    const [travelling, returned, cancelled] = [
      await placedCodOrder(shopper, product.variant.variant_id, address),
      await placedCodOrder(shopper, product.variant.variant_id, address),
      await placedCodOrder(shopper, product.variant.variant_id, address),
    ];
    const packer = await staffToken('packer');
    const handedOver = (orderNo: string) =>
      adminMove(packer, orderNo, 'ship', { carrier: 'Kerry Express', tracking_no: `TH${orderNo.slice(-10)}` });
    await handedOver(travelling.order_no);

    // Through the hub, then the carrier could not deliver: a reason, and the parcel is to be tried again.
    await openAsStaff(page, baseURL!, 'packer', `/orders/${travelling.order_no}`, { language });
    const moves = desk(page, language);
    await moves.press('depart');
    await moves.shipmentIs('DEPARTED');
    await moves.withReason('fail', 'ไม่มีคนรับ');
    await moves.shipmentIs('DELIVERYFAILED');
    await moves.press('retry');
    await moves.shipmentIs('SHIPPING');
    // A packer never sees cancelling.
    await expect(moves.actions.getByText(words('orders.action.cancel'))).toHaveCount(0);

    // Handed to the carrier again; delivered this time. A home order is never offered the 7-Eleven store (the store's
    // moves, with the pickup code, are pickup-and-reminders.spec.ts's).
    await handedOver(travelling.order_no);
    await page.reload();
    await moves.press('depart');
    await moves.offers('deliver');
    await expect(moves.actions.getByRole('button', { name: words('orders.action.pickup'), exact: true })).toHaveCount(0);
    await moves.press('deliver');
    await moves.shipmentIs('DELIVERED');
    await expect(moves.actions).toContainText(words('orders.action.none'));
    await screenPasses(page, 'delivered');
    await page.screenshot({ path: testInfo.outputPath(`order-moves-${testInfo.project.name}.png`), fullPage: true });

    // A parcel whose delivery failed comes back to the shop: the order is cancelled by its return.
    await handedOver(returned.order_no);
    await adminMove(packer, returned.order_no, 'fail', { reason: 'Refused at the door' });
    await page.goto(`/admin/orders/${returned.order_no}`);
    await moves.offers('retry');
    // Someone else sends it again meanwhile: this page's return is refused with the words of it, and nothing moves.
    await adminMove(packer, returned.order_no, 'retry');
    await moves.press('return');
    await expect(moves.actions).toContainText(ERRORS.ORDER_CHANGED_MEANWHILE[language]);
    await page.screenshot({ path: testInfo.outputPath(`order-moved-meanwhile-${testInfo.project.name}.png`), fullPage: true });
    await handedOver(returned.order_no);
    await adminMove(packer, returned.order_no, 'fail', { reason: 'Refused at the door' });
    await page.reload();
    await moves.press('return');
    await moves.shipmentIs('CANCELLED');
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(words('orders.state.CANCELLED'));

    // The manager writes the desk a note, then cancels an order still being packed, with the reason.
    await page.context().clearCookies();
    await openAsStaff(page, baseURL!, 'manager', `/orders/${cancelled.order_no}`, { language });
    const notes = page.getByRole('region', { name: words('orders.detail.notes'), exact: true });
    await notes.getByLabel(words('orders.notes.add')).fill('ลูกค้าโทรมาขอยกเลิก');
    await notes.getByRole('button', { name: words('orders.notes.save') }).click();
    await expect(notes.getByRole('listitem').filter({ hasText: 'ลูกค้าโทรมาขอยกเลิก' })).toBeVisible();
    await expect(notes.getByLabel(words('orders.notes.add'))).toHaveValue('');
    const manager = desk(page, language);
    await manager.withReason('cancel', 'ลูกค้าขอยกเลิกทางโทรศัพท์');
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(words('orders.state.CANCELLED'));
    await expect(page.getByRole('region', { name: words('orders.detail.timeline'), exact: true })).toContainText('ลูกค้าขอยกเลิกทางโทรศัพท์');
    await screenPasses(page, 'cancelled with a note');
  });
});
