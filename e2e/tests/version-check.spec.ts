import { expect, hydrateOnPausedClock, test, waitForSession } from '../support/shop.ts';

/** Spec §7, §9: builds/latest.json is checked every hour; a new build offers a reload. Fake clock, no waiting. */
test.describe('new build check', () => {
  test.use({ ownContext: true }); // a fake clock stays with its context
  test('an hour after load, a newer build in builds/latest.json offers a reload', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    let latest = { version: 'unchanged' };
    await page.route('**/builds/latest.json', async (route) => {
      const answer = latest; // what the shop serves at the moment of the request
      const own = await (await route.fetch()).json();
      await route.fulfill({ json: answer.version === 'unchanged' ? own : answer });
    });
    await page.goto('/p/policy');
    await hydrateOnPausedClock(page);
    await waitForSession(page);
    const toast = page.getByTestId('version-toast');

    const firstCheck = page.waitForResponse('**/builds/latest.json');
    await page.clock.runFor(60 * 60 * 1000);
    await firstCheck;
    await expect(toast).toBeHidden();

    latest = { version: 'a-newer-build' };
    await page.clock.runFor(60 * 60 * 1000 - 1);
    await expect(toast).toBeHidden();
    await page.clock.runFor(1);
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeVisible();
  });
});

/** Spec §7: the build's metadata is a JSON file per build (C-012), and latest.json names the live one (C-013). */
test('the build’s own metadata answers at /builds/<version>.json, kept for good; latest.json names it and is never kept', async ({
  request,
}) => {
  const latest = await request.get('/builds/latest.json');
  expect(latest.headers()['cache-control']).toBe('no-store');
  const info = (await latest.json()) as { version: string; built_at: string };
  expect(Date.parse(info.built_at)).not.toBeNaN();
  const own = await request.get(`/builds/${info.version}.json`);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await own.json()).toEqual(info);
});
