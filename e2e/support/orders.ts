import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { collectCoupon, confirmReceipt, getCoupons, getOrder, placeOrder, type ApiClient, type Coupon } from '@talad/sdk';
import { expect } from '@playwright/test';
import { cliToken, deskToken } from './back-office.ts';
import { API_ORIGIN } from './shop.ts';

/** One fulfilment step at the orders desk (POST admin/orders/{order_no}/{action}) by the demo manager. */
export async function staffMove(
  orderNo: string,
  action: 'pack' | 'ship' | 'depart' | 'pickup' | 'collect' | 'deliver' | 'fail' | 'retry',
  body: object = {},
) {
  const response = await fetch(`${API_ORIGIN}/admin/orders/${encodeURIComponent(orderNo)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await deskToken()}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string };
  expect(answer.is_success, answer.message).toBe(true);
}

/** A COD "buy now" of `quantity` units of the variant to the member's home address, placed through the API. */
export async function placedCodOrder(api: ApiClient, variantId: number, addressId: string, quantity = 1) {
  const placed = await placeOrder(
    api,
    { items: [{ variant_id: variantId, quantity }], delivery: { type: 'home', address_id: addressId }, payment_method: 'COD' },
    randomUUID(),
  );
  expect(placed.is_success, placed.message).toBe(true);
  return placed.data!;
}

/** A COD order of one unit of the variant, shipped, delivered and confirmed by the member: it completes (and opens its reviews). */
export async function completedOrder(api: ApiClient, variantId: number, addressId: string) {
  const placed = await placedCodOrder(api, variantId, addressId);
  for (const action of ['ship', 'depart', 'deliver'] as const) await staffMove(placed.order_no, action);
  const received = await confirmReceipt(api, placed.order_id);
  expect(received.data?.status).toBe('COMPLETED');
  return (await getOrder(api, placed.order_id)).data!;
}

/** An announcement or promotion the demo manager sends one member from the desk (POST admin/notifications). */
export async function staffNotifyMember(
  phone: string,
  kind: 'announce' | 'promotion',
  title: { th: string; en: string },
  body: { th: string; en: string },
) {
  const response = await fetch(`${API_ORIGIN}/admin/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await deskToken()}` },
    body: JSON.stringify({ kind, audience: 'MEMBER', member_phone: phone, title, body }),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string };
  expect(answer.is_success, answer.message).toBe(true);
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One fulfilment step, a support case answered or closed, or a notification sent, as staff take it at the command line: `npm run shop -- <action> <order_no, case_no or notification kind> [args]` (scripts/shop.ts),
 * which calls the e2e API (API_URL) as the demo manager, with their personal API token (TALAD_STAFF_TOKEN). Answers what the CLI printed.
 */
export async function shopCli(
  action:
    | 'pack'
    | 'ship'
    | 'depart'
    | 'pickup'
    | 'deliver'
    | 'fail'
    | 'retry'
    | 'case-list'
    | 'case-show'
    | 'case-answer'
    | 'case-close'
    | 'notify',
  target: string,
  flags: string[] = [],
): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'shop', '--', action, target, ...flags], {
    cwd: REPO,
    env: { ...process.env, API_URL: API_ORIGIN, TALAD_STAFF_TOKEN: await cliToken() },
    timeout: 60_000,
  });
  return stdout;
}

/** Collects the /coupon page's coupon with this code for the member, or answers null when the shop has none left. */
export async function collectCouponByCode(api: ApiClient, code: string): Promise<Coupon | null> {
  const offered = (await getCoupons(api, { layout_id: 'coupon-page' })).data?.find((coupon) => coupon.code === code);
  if (!offered || offered.uses_left === 0) return null;
  const collected = await collectCoupon(api, offered.id);
  expect(collected.is_success, collected.message).toBe(true);
  return collected.data;
}
