import { expect, hydrateOnPausedClock, test, waitForSession } from '../support/shop.ts';

/** Spec §7, §9: builds/latest.json is checked every hour; a new build offers a reload. Fake clock, no waiting. */
test.describe('new build check', () => {
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
