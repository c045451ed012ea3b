import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@talad/domain';
import { getCheckoutOptions, getProduct, getProductListing, placeOrder, type ApiClient } from '@talad/sdk';
import { expect, type Page } from '@playwright/test';
import { apiAs, buyableProduct, saveHomeAddress, type Buyable } from './cart.ts';
import { registerMember, testApi, type Member } from './identity.ts';
import { expectNoSidewaysScroll, GATEWAY_ORIGIN } from './shop.ts';

/** The sandbox gateway the e2e config starts (apps/gateway): its hosted pages, 3-D Secure challenge and /sandbox. */
export { GATEWAY_ORIGIN };

/** Sandbox cards of decision 0019 (any future expiry, any CVV; the challenge's code is 123456). */
export const CARDS = {
  visaChallenge: '4111 1111 1111 1111',
  mastercardChallenge: '5555 5555 5555 4444',
  jcbNoChallenge: '3566 1111 1111 1113',
  amexNoChallenge: '3782 822463 10005',
  declined: '4000 0000 0000 0002',
  challengeFails: '4000 0000 0000 3063',
} as const;
export const CHALLENGE_CODE = '123456';

export interface Buyer {
  member: Member;
  addressId: string;
  product: Buyable;
}

/**
 * A new member with a home address, and the product they buy: the dearest fashion items (or sports: bicycles), which
 * no other journey buys, and `pick` keeps each journey and project on a product of its own, so stock is never shared.
 */
export async function newBuyer(pick: number, { instalments = false, category = 'fashion' } = {}): Promise<Buyer> {
  const member = await registerMember('สมศรี', 'จ่ายครบ');
  const api = apiAs(member.session);
  const [addressId, product] = await Promise.all([
    saveHomeAddress(api),
    instalments ? instalmentProduct(api, pick) : buyableProduct(pick, { category, minStock: 20, sort: 'price_high_to_low' }),
  ]);
  return { member, addressId, product };
}

/**
 * A product the checkout lets the member pay in instalments when bought alone (flagged installments, dear enough for a
 * 3-month plan, nothing with it that is not), the dearest first; not in a flash sale.
 */
async function instalmentProduct(member: ApiClient, pick: number): Promise<Buyable> {
  const api = testApi();
  const listing = await getProductListing(api, {
    installment: true,
    hasStock: true,
    min_price: 300_000,
    sort: 'price_high_to_low',
    size: 48,
  });
  const found: Buyable[] = [];
  for (const card of listing.data?.items ?? []) {
    const product = (await getProduct(api, card.slug)).data;
    const variant = product?.variants.find((each) => each.stock >= 20 && (each.special_price ?? each.price) >= 300_000);
    const options = variant && (await getCheckoutOptions(member, [{ variant_id: variant.variant_id, quantity: 1 }])).data;
    const offered = options?.payment_methods.some((option) => option.method === 'INSTALLMENT' && option.eligible);
    if (product && variant && offered && !product.flash_sale) found.push({ slug: product.slug, name: product.name, variant });
    if (found.length > pick) return found[pick]!;
  }
  throw new Error(`fewer than ${pick + 1} products offered in instalments from ฿3,000 with 20 units in stock`);
}

export interface OrderToPay {
  orderId: string;
  orderNo: string;
  amountDue: number;
}

/** One unit of the buyer's product ordered through the API ("buy now"), waiting for payment by `method`. */
export async function orderToPay({ member, addressId, product }: Buyer, method: PaymentMethod): Promise<OrderToPay> {
  const placed = await placeOrder(
    apiAs(member.session),
    {
      items: [{ variant_id: product.variant.variant_id, quantity: 1 }],
      delivery: { type: 'home', address_id: addressId },
      payment_method: method,
    },
    randomUUID(),
  );
  expect(placed.is_success, `${method} ${product.slug}: ${placed.message}`).toBe(true);
  const order = placed.data!;
  return { orderId: order.order_id, orderNo: order.order_no, amountDue: order.amount_due };
}

/** The shop's /payment address of an order, in Thai or English. */
export function paymentPath(orderId: string, locale: 'th' | 'en' = 'th', page = ''): string {
  return `${locale === 'en' ? '/en' : ''}/payment${page}?order=${orderId}`;
}

/** Types a card into the shop's card form (spec §3 card to create) as a shopper would. */
export async function typeCard(
  page: Page,
  card: string,
  { holder = 'SOMSRI JAIKHRUB', expiry = '12/30', cvv = '123', save = false, locale = 'th' as 'th' | 'en' } = {},
) {
  const form = page.getByTestId('card-form');
  const th = locale === 'th';
  await form.getByLabel(th ? 'หมายเลขบัตร' : 'Card number').fill(card);
  await form.getByLabel(th ? 'วันหมดอายุ' : 'Expiry date').fill(expiry);
  await form.getByLabel('CVV').fill(cvv);
  await form.getByLabel(th ? 'ชื่อผู้ถือบัตร' : 'Cardholder name').fill(holder);
  if (save) await form.getByRole('checkbox').check();
}

/** The issuer's 3-D Secure page, framed by /payment/card-verifying: the one-time code, then the gateway returns to the shop. */
export async function answerChallenge(page: Page, code: string) {
  await expect(page).toHaveURL(/\/payment\/card-verifying\?order=/);
  const frame = page.frameLocator('[data-testid="card-verifying"] iframe');
  await frame.getByRole('textbox').fill(code);
  await frame.getByRole('button').click();
}

/**
 * Pays a slip or QR in the gateway's simulator (/sandbox), as the bank or the counter would once the shopper paid:
 * the gateway then notifies the shop.
 */
export async function payInSandbox(page: Page, paymentCode: string) {
  const sandbox = await page.context().newPage();
  await sandbox.goto(`${GATEWAY_ORIGIN}/sandbox`);
  const slip = sandbox.locator(`li[data-payment-code="${paymentCode}"]`);
  await slip.getByRole('button', { name: 'Pay now' }).click();
  await expect(sandbox.getByRole('status')).toContainText(`${paymentCode}: 0000`);
  await expect(slip).toHaveCount(0);
  await sandbox.close();
}

/** A full-page picture once the loading overlay is gone, and a check that nothing scrolls sideways (390 px on the phone). */
export async function capture(page: Page, path: string) {
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path, fullPage: true });
}
