import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/shop.ts';

/**
 * Issue 11 item 9: a slow or failing API is the try-again page (503, Retry-After), never "not found". A web server of
 * its own talks to an API that takes every request and never answers.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + 5;
const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));

let silentApi: Server;
let web: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  silentApi = createServer(() => undefined);
  await new Promise<void>((resolve) => silentApi.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(silentApi.address() as AddressInfo).port}`;
  web = spawn('node', ['server.mjs'], { cwd: webDir, env: { ...process.env, WEB_PORT: String(WEB_PORT), API_URL: apiUrl, PUBLIC_API_URL: apiUrl }, stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`http://localhost:${WEB_PORT}/assets/`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
});

test.afterAll(async () => {
  web?.kill();
  silentApi?.closeAllConnections();
  await new Promise((resolve) => silentApi?.close(resolve));
});

test('a product page whose API does not answer is the try-again page with 503 and Retry-After, in Thai and English', async ({ page }) => {
  test.setTimeout(60_000);
  const thai = await page.goto(`http://localhost:${WEB_PORT}/product/any-real-product`);
  expect(thai?.status()).toBe(503);
  expect(thai?.headers()['retry-after']).toBe('10');
  await expect(page.getByTestId('try-again')).toBeVisible();
  await expect(page.getByText('ไม่พบหน้าที่ท่านค้นหา')).toHaveCount(0);

  const english = await page.goto(`http://localhost:${WEB_PORT}/en/blog/any-post`);
  expect(english?.status()).toBe(503);
  await expect(page.getByTestId('try-again')).toBeVisible();
});
