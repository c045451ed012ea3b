import { collectCoupon, getCoupons, type ApiClient, type Coupon } from '@talad/sdk';
import { expect } from '@playwright/test';
import { API_ORIGIN } from './shop.ts';

/** The staff credential the e2e config gives the API (STAFF_KEY). */
const STAFF_KEY = process.env.E2E_STAFF_KEY ?? 'talad-e2e-staff-key-0123456789';

/**
 * One fulfilment step by shop staff (POST staff/orders/{order_no}/{action}, behind x-staff-key, as `npm run shop`
 * does): the journeys cannot run the CLI themselves, since the API holds the embedded database open.
 */
export async function staffMove(orderNo: string, action: 'pack' | 'ship' | 'depart' | 'pickup' | 'deliver', body: object = {}) {
  const response = await fetch(`${API_ORIGIN}/staff/orders/${encodeURIComponent(orderNo)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-key': STAFF_KEY },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string };
  expect(answer.is_success, answer.message).toBe(true);
}

/** Collects the /coupon page's coupon with this code for the member, or answers null when the shop has none left. */
export async function collectCouponByCode(api: ApiClient, code: string): Promise<Coupon | null> {
  const offered = (await getCoupons(api, { layout_id: 'coupon-page' })).data?.find((coupon) => coupon.code === code);
  if (!offered || offered.uses_left === 0) return null;
  const collected = await collectCoupon(api, offered.id);
  expect(collected.is_success, collected.message).toBe(true);
  return collected.data;
}
