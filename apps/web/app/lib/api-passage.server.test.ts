import { describe, expect, it } from 'vitest';
import { apiCallRefusal } from './api-passage.server.ts';

describe('the shop’s /api passes what browsers call, and nothing else (issue #25 item 3)', () => {
  it('passes the shopper’s calls: catalogue, cart, sign-in, orders and their payment, cases, the member’s own', () => {
    for (const path of [
      '/menu',
      '/products/air-max',
      '/cart/items/7',
      '/auth/login/guest',
      '/orders/0b6e/payments',
      '/cases/CS202611280001/messages',
      '/users/me/my-order',
      '/search/suggestions',
    ])
      expect({ path, refusal: apiCallRefusal(path, 'th') }).toEqual({ path, refusal: null });
  });

  it('refuses the server-to-server routes as not found, in the caller’s language: the owner bootstrap, retired staff paths, payment notifications, the outbox, health, the API’s document', () => {
    for (const path of ['/bootstrap/owner', '/staff/cases', '/payments/2c2p/notify', '/dev/outbox', '/health/ready', '/docs/json'])
      expect({ path, refusal: apiCallRefusal(path, 'en-GB,en;q=0.9') }).toEqual({
        path,
        refusal: { data: null, is_success: false, message: 'Page not found', status_code: 404 },
      });
    expect(apiCallRefusal('/bootstrap/owner', 'th')?.message).toBe('ไม่พบหน้าที่ท่านค้นหา');
  });

  it('passes the back office’s /admin/… (its web app calls it from the browser with a staff token; the API’s staff guard answers)', () => {
    for (const path of ['/admin/auth/login', '/admin/me', '/admin/orders/TL260101000001/refunds', '/admin/staff/invites'])
      expect({ path, refusal: apiCallRefusal(path, 'th') }).toEqual({ path, refusal: null });
    // Only the area as the API names it: another spelling is no area, so it is not found.
    for (const path of ['/Admin/me', '/%61dmin/me', '/admins/me'])
      expect({ path, refused: apiCallRefusal(path, 'en')?.status_code }).toEqual({ path, refused: 404 });
  });

  it('refuses what is in no area, an area written otherwise (encoded, other case) and the root', () => {
    for (const path of ['/wallet', '/%62ootstrap/owner', '/Bootstrap/owner', '/BOOTSTRAP', '/', '', '/cart%2F..%2Fbootstrap'])
      expect({ path, refused: apiCallRefusal(path, undefined)?.status_code }).toEqual({ path, refused: 404 });
  });
});
