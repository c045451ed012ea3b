import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { collectCoupon, confirmReceipt, getCoupons, getOrder, placeOrder, type ApiClient, type Coupon } from '@talad/sdk';
import { expect } from '@playwright/test';
import { API_ORIGIN } from './shop.ts';

/** The staff credential the e2e config gives the API (STAFF_KEY). */
export const STAFF_KEY = process.env.E2E_STAFF_KEY ?? 'talad-e2e-staff-key-0123456789';

/** One fulfilment step by shop staff through the staff API (POST staff/orders/{order_no}/{action}, behind x-staff-key). */
export async function staffMove(
  orderNo: string,
  action: 'pack' | 'ship' | 'depart' | 'pickup' | 'deliver' | 'fail' | 'retry',
  body: object = {},
) {
  const response = await fetch(`${API_ORIGIN}/staff/orders/${encodeURIComponent(orderNo)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-key': STAFF_KEY },
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

/** An announcement or promotion the staff send one member through the staff API (POST staff/notifications, behind x-staff-key). */
export async function staffNotifyMember(
  phone: string,
  kind: 'announce' | 'promotion',
  title: { th: string; en: string },
  body: { th: string; en: string },
) {
  const response = await fetch(`${API_ORIGIN}/staff/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-key': STAFF_KEY },
    body: JSON.stringify({ kind, audience: 'MEMBER', member_phone: phone, title, body }),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string };
  expect(answer.is_success, answer.message).toBe(true);
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One fulfilment step, a support case answered or closed, or a notification sent, as staff take it at the command line: `npm run shop -- <action> <order_no, case_no or notification kind> [args]` (scripts/shop.ts),
 * which calls the e2e API (API_URL) with the staff key (STAFF_KEY). Answers what the CLI printed.
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
    env: { ...process.env, API_URL: API_ORIGIN, STAFF_KEY },
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
