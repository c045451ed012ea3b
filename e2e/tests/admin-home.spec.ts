import type { Page } from '@playwright/test';
import {
  adminMove,
  adminReady,
  adminWords,
  openAsStaff,
  preferAdmin,
  screenPasses,
  staffToken,
  type AdminLanguage,
} from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { registerMember } from '../support/identity.ts';
import { placedCodOrder } from '../support/orders.ts';
import { expect, test } from '../support/shop.ts';

/**
 * The back office's home (issue #26): today's queues, each counted by its list's total and opening that list. The
 * counts are the whole shop's, and other journeys move orders at the same time (this one runs at both sizes at once):
 * a count is watched to rise past what it was when this journey's order enters its queue, and to fall when it leaves.
 */
const QUEUE_KEYS = ['toPack', 'toShip', 'unpaid', 'returns', 'openCases'];

function queues(page: Page, language: AdminLanguage) {
  const words = adminWords(language);
  const region = page.getByRole('region', { name: words('home.queues') });
  const card = (key: string) => region.getByRole('link', { name: words(`home.queue.${key}`) });
  /** The card's number, the page loaded afresh ("~1,001" past the cap reads 1001). */
  const count = async (key: string) => {
    await page.reload();
    await adminReady(page);
    const shown = (await card(key).locator('span').first().textContent()) ?? '';
    return Number(shown.replace(/[^\d]/g, ''));
  };
  return { region, card, count };
}

test.describe("the back office's home (issue #26)", () => {
  test.describe.configure({ timeout: 90_000 });

  test('today’s queues count what waits and open their lists: an order whose delivery failed is counted in returns until it is sent again', async ({
    page,
    context,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const member = await registerMember('คิว', 'วันนี้');
    const shopper = apiAs(member.session);
    const product = await buyableProduct(isMobile ? 1 : 0, { category: 'sports', minStock: 20, sort: 'price_high_to_low' });
    const order = await placedCodOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper));
    const packer = await staffToken('packer');
    await adminMove(packer, order.order_no, 'ship', { carrier: 'Kerry Express', tracking_no: `TH${order.order_no.slice(-10)}` });

    // The manager's role opens every queue: five cards, each opening its list with the same filter.
    await openAsStaff(page, baseURL!, 'manager', '/', { language });
    const { region, card, count } = queues(page, language);
    await expect(region.getByRole('link')).toHaveCount(QUEUE_KEYS.length);
    const lists = ['/admin/orders?queue=to_pack', '/admin/orders?queue=to_ship', '/admin/orders?status=PAYMENT'];
    for (const [index, to] of [...lists, '/admin/orders?queue=returns', '/admin/cases?status=OPEN'].entries())
      await expect(card(QUEUE_KEYS[index]!)).toHaveAttribute('href', to);
    await screenPasses(page, 'home');

    // The carrier could not deliver: the order enters returns, and the count rises.
    const before = await count('returns');
    await adminMove(packer, order.order_no, 'fail', { reason: 'Nobody at home' });
    await expect.poll(() => count('returns')).toBeGreaterThan(before);
    const failed = await count('returns');
    await page.screenshot({ path: testInfo.outputPath(`home-${language}-${testInfo.project.name}.png`), fullPage: true });

    // The card opens the returns list, its tab current, with the order in it.
    await card('returns').click();
    await expect(page).toHaveURL(/\/admin\/orders\?queue=returns$/);
    await expect(page.getByRole('link', { name: words('orders.queue.returns') })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: order.order_no }).filter({ visible: true })).toBeVisible();
    await screenPasses(page, 'returns list');

    // Sent again: the order leaves returns (the count falls) and waits to be handed to the carrier.
    await adminMove(packer, order.order_no, 'retry');
    await page.goto('/admin');
    await adminReady(page);
    await expect.poll(() => count('returns')).toBeLessThan(failed);
    await card('toShip').click();
    await expect(page).toHaveURL(/\/admin\/orders\?queue=to_ship$/);
    await page.getByRole('searchbox').fill(order.order_no);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`queue=to_ship&q=${order.order_no}$`));
    await expect(page.getByRole('link', { name: order.order_no }).filter({ visible: true })).toBeVisible();

    // The home in the other language too, at the same size.
    const other = language === 'th' ? 'en' : 'th';
    await preferAdmin(context, baseURL!, other);
    await page.goto('/admin');
    await expect(queues(page, other).region.getByRole('link')).toHaveCount(QUEUE_KEYS.length);
    await screenPasses(page, `home in ${other}`);
    await page.screenshot({ path: testInfo.outputPath(`home-${other}-${testInfo.project.name}.png`), fullPage: true });
  });

  test('a packer sees the queues of packing, shipping, unpaid orders and returns; support the unpaid orders and open cases', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'en' : 'th';
    const words = adminWords(language);
    await openAsStaff(page, baseURL!, 'packer', '/', { language });
    const labels = (keys: string[]) => keys.map((key) => words(`home.queue.${key}`));
    const shown = async () =>
      (await queues(page, language).region.getByRole('link').allTextContents()).map((text) => text.replace(/^[~\d,—]+/, ''));
    expect(await shown()).toEqual(labels(['toPack', 'toShip', 'unpaid', 'returns']));
    await page.context().clearCookies();
    await openAsStaff(page, baseURL!, 'support', '/', { language });
    expect(await shown()).toEqual(labels(['unpaid', 'openCases']));
  });
});
