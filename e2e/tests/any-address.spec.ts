import { buyableProduct, cartBadge } from '../support/cart.ts';
import { storedRole } from '../support/identity.ts';
import { OWNER_BOOTSTRAP_KEY } from '../support/back-office.ts';
import { API_ORIGIN, expect, test, TRUESELECT_ORIGIN, untilHydrated } from '../support/shop.ts';

// The second shop of the journeys runs as `npm start` runs one: no PUBLIC_API_URL, browsers call its own /api.
const AT_127 = TRUESELECT_ORIGIN.replace('localhost', '127.0.0.1');

test.describe('the shop works at any address it is opened at (issue #15 item 1, decision 0025)', () => {
  test('at http://127.0.0.1: the silent guest login happens and a product goes into the cart, every call on the page’s own origin', async ({
    page,
    isMobile,
  }) => {
    const product = await buyableProduct(isMobile ? 5 : 4, { category: 'sports', minStock: 30 });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.origin === AT_127) return;
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') elsewhere.push(request.url());
    });
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${AT_127}/product/${product.slug}`);
    await untilHydrated(page);
    await expect.poll(() => storedRole(page)).toBe('guest');
    await page.getByRole('button', { name: 'ใส่รถเข็น' }).click();
    await expect(page.getByTestId('added-to-cart')).toContainText('เพิ่มสินค้าลงรถเข็นแล้ว');
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า มี 1 ชิ้น');

    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((call) => call.startsWith('2') && call.includes(`${AT_127}/api/`))).toBe(true);
    expect(elsewhere).toEqual([]);
  });

  test('an API call through the shop reaches the API and its answer comes back as the API gave it: an unsigned call is the API’s own refusal', async ({
    request,
  }) => {
    const guest = await request.post(`${AT_127}/api/auth/login/guest`, { headers: { appId: 'x' } });
    // Not signed: the API's own refusal, passed back as it is (an envelope, not the web server's page).
    expect(guest.status()).toBe(401);
    expect(await guest.json()).toMatchObject({ is_success: false, status_code: 10001 });
  });

  test('the server-to-server routes are not passed: the owner bootstrap’s, the gateway’s notifications, the tests’ outbox and health are not found through the shop, only at the API (issue #25 item 3)', async ({
    request,
  }) => {
    const calls = [
      { path: 'bootstrap/owner', method: 'POST', headers: { 'x-owner-bootstrap-key': OWNER_BOOTSTRAP_KEY }, data: {} },
      { path: 'payments/2c2p/notify', method: 'POST', data: { payload: 'not.a.jwt' } },
      { path: 'dev/outbox?to=0812345678', method: 'GET' },
      { path: 'health', method: 'GET' },
      { path: 'cart/%2e%2e/bootstrap/owner', method: 'POST', headers: { 'x-owner-bootstrap-key': OWNER_BOOTSTRAP_KEY }, data: {} },
    ];
    for (const { path, ...call } of calls) {
      const through = await request.fetch(`${AT_127}/api/${path}`, call);
      expect({ path, status: through.status(), answer: await through.json() }).toEqual({
        path,
        status: 404,
        answer: { data: null, is_success: false, message: 'ไม่พบหน้าที่ท่านค้นหา', status_code: 404 },
      });
    }
    // They are there, at the API's own address.
    // (An empty body: the route is found and the key taken, then the e-mail refused; no owner is made.)
    const bootstrap = await request.post(`${API_ORIGIN}/bootstrap/owner`, {
      headers: { 'x-owner-bootstrap-key': OWNER_BOOTSTRAP_KEY },
      data: {},
    });
    expect(bootstrap.status()).toBe(400);
    expect((await request.get(`${API_ORIGIN}/health`)).status()).toBe(200);
  });
});
