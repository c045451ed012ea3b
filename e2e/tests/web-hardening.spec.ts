import { registerMember, storedRole, variantPath } from '../support/identity.ts';
import { productWithVideo } from '../support/screens.ts';
import { expect, test, untilHydrated } from '../support/shop.ts';

test.describe('pages under the Content-Security-Policy (issue 11 item 5)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('home, a product page with its video and sign-in hydrate with no policy violation, the tag manager included', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      const report = (window as unknown as { reportViolation: (violation: string) => void }).reportViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
      // Analytics accepted: the tag manager is asked for (the browser finds no name beyond this machine).
      localStorage.setItem('cookieAccepted', 'true');
    });

    const tagManager = page.waitForRequest(/googletagmanager\.com\/gtm\.js/);
    await page.goto('/');
    await untilHydrated(page);
    await tagManager;

    const product = await productWithVideo();
    await page.goto(`/product/${product.slug}`);
    await untilHydrated(page);
    const gallery = page.getByRole('region', { name: 'รูปสินค้า' });
    await gallery.getByRole('button', { name: `แสดงวิดีโอที่ ${product.videoNumber}` }).click();
    const video = gallery.locator('video');
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);

    await page.goto('/login');
    await untilHydrated(page);
    await expect(page.getByTestId('login')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a page whose data the web server turns away shows the try-again page, not the not-found page', async ({ page }) => {
    await page.goto('/p/policy');
    await untilHydrated(page);
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 503, headers: { 'Retry-After': '5' }, body: 'busy' }));
    await page
      .getByRole('banner')
      .getByRole('link', { name: /หน้าแรก/ })
      .click();
    await expect(page.getByTestId('try-again')).toContainText('ขณะนี้มีผู้ใช้งานจำนวนมาก');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByTestId('try-again').getByRole('link', { name: 'ลองอีกครั้ง' })).toHaveAttribute('href', '/');
  });

  test('after sign-in a redirect to another site (/\\evil.example) is not followed, and the member is not left on the sign-in page', async ({
    page,
    isMobile,
    baseURL,
  }) => {
    const member = await registerMember();
    const login = variantPath(isMobile, '/login');
    await page.goto(`${login}?redirect=${encodeURIComponent('/\\evil.example')}`);
    await untilHydrated(page);
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => storedRole(page)).toBe('user');
    await expect(page).toHaveURL(new URL(isMobile ? '/m/account' : '/', baseURL).href);
  });
});
