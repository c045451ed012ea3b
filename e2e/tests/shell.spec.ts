import { uniquePhone } from '../support/identity.ts';
import { expect, test, untilHydrated, waitForSession } from '../support/shop.ts';

test.describe('not-found page (spec §2, §8)', () => {
  test('an unknown path answers HTTP 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-shelf');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ท่านค้นหา' })).toBeVisible();
    await expect(page.getByTestId('not-found').getByRole('img')).toBeVisible();
    await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('in English the not-found page leads back to the English home', async ({ page }) => {
    const response = await page.goto('/en/no-such-shelf');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a page that fails to load its data on the way shows the not-found page, never a blank screen (spec §8)', async ({ page }) => {
    await page.goto('/brand');
    await untilHydrated(page);
    await page.route(/\/brand\/[^/]+\.data(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'broken' }));
    await page.locator('main a[href^="/brand/"]').first().click();
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ท่านค้นหา' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toBeVisible();
  });
});

test.describe('a new build (spec §4: chunk errors)', () => {
  test('when a page’s script is gone on the way there, the page is loaded from the server instead, once', async ({ page }) => {
    await page.goto('/brand');
    await untilHydrated(page);
    // The brand page's own module, as if a new build had replaced it: it fails once.
    await page.route(/\/assets\/brand-[^/]+\.js$/, (route) => route.abort(), { times: 1 });
    const link = page.locator('main a[href^="/brand/"]').first();
    const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
    const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === target);
    await link.click();
    await reload;
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('chunk_reload'))).toBe(target);
  });
});

test.describe('language (spec §1, §9)', () => {
  test('the switch keeps the page and its query, and remembers English in the locale cookie', async ({ page, context }) => {
    await page.goto('/guest/login?from=header');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await untilHydrated(page);
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/en\/guest\/login\?from=header$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale?.value).toBe('en');
    expect((locale?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/guest\/login\?from=header$/);
    await expect(page).not.toHaveURL(/\/en\//);
  });

  test('followed before the page’s scripts have run, the switch still remembers the choice', async ({ page, context }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/brand');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/en\/brand$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale?.value).toBe('en');
    expect((locale?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test("switching on the home page brings the English home's content and messages, fetched in the browser", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('เมกะเซล ลดสูงสุด 70%')).toBeVisible();
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText('Mega Sale: up to 70% off')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute('title', 'Switch the language to Thai');
  });
});

test.describe('guards (spec §6)', () => {
  test('a guest opening an account page is sent to the sign-in prompt, which would bring them back', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/guest\/login\?redirect=%2Faccount$/);
    await expect(page.getByTestId('guest-login')).toBeVisible();
  });

  test('the English account page sends a guest to the English sign-in prompt', async ({ page }) => {
    await page.goto('/en/account');
    await expect(page).toHaveURL(/\/en\/guest\/login\?redirect=%2Fen%2Faccount$/);
  });

  test('a guest opening the shopping cart is sent to the sign-in prompt', async ({ page }) => {
    await page.goto('/shopping-cart');
    await expect(page).toHaveURL(/\/guest\/login\?redirect=%2Fshopping-cart$/);
  });

  test('an old product link of the form /product/PRD{digits} goes home', async ({ page }) => {
    await page.goto('/product/PRD000123');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in member opening the sign-in prompt goes home, and sees the account page', async ({ page }) => {
    await page.goto('/');
    const guest = await waitForSession(page);
    await page.evaluate((session) => localStorage.setItem('user', JSON.stringify({ ...session, role: 'user' })), guest);
    await page.goto('/guest/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page.getByTestId('account-home')).toBeVisible();
  });
});

test.describe('loading overlay (spec §2, §4)', () => {
  test('covers the page while a request is on its way and leaves after it ends', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/register/otp', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/register/phone');
    await waitForSession(page);
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(uniquePhone());
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    const overlay = page.getByRole('status', { name: 'กำลังโหลด' });
    await expect(overlay).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/register\/verify$/);
    await expect(overlay).toBeHidden();
  });
});

test.describe('theme (spec §9)', () => {
  test('uses the light palette, the field colour and flat 38 px buttons', async ({ page }) => {
    await page.goto('/no-such-shelf');
    const palette = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ['primary', 'secondary', 'error', 'info', 'success', 'warning', 'field'].map((name) =>
        style.getPropertyValue(`--color-${name}`).trim().toLowerCase(),
      );
    });
    expect(palette).toEqual(['#4f46e5', '#9333ea', '#ef4444', '#3b82f6', '#10b981', '#f59e0b', '#e90089']);
    const button = page.getByRole('link', { name: 'กลับหน้าแรก' });
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, background: style.backgroundColor, shadow: style.boxShadow };
    });
    expect(look).toEqual({ height: 38, background: 'rgb(79, 70, 229)', shadow: 'none' });
  });

  test('text fields are the solo variant (raised by a shadow) at comfortable density (48 px)', async ({ page }) => {
    await page.goto('/login');
    await untilHydrated(page);
    const field = page.getByLabel('เบอร์โทรศัพท์หรืออีเมล');
    const look = await field.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      // Tailwind composes the ring and inset layers into box-shadow as transparent, zero-size shadows: only the rest show.
      shadow: getComputedStyle(element)
        .boxShadow.split(/,\s*(?=rgba?\()/)
        .filter((layer) => !layer.startsWith('rgba(0, 0, 0, 0) 0px 0px 0px 0px'))
        .join(', '),
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(look).toEqual({
      height: 48,
      shadow: 'rgba(0, 0, 0, 0.2) 0px 3px 1px -2px, rgba(0, 0, 0, 0.14) 0px 2px 2px 0px, rgba(0, 0, 0, 0.12) 0px 1px 5px 0px',
      background: 'rgb(255, 255, 255)',
    });
  });

  test('buttons are small (12 px sides, 14 px text) and show no ripple when pressed', async ({ page }) => {
    await page.goto('/no-such-shelf');
    await untilHydrated(page);
    const button = page.getByRole('link', { name: 'กลับหน้าแรก' });
    const look = () =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          font: style.fontSize,
          sides: [style.paddingLeft, style.paddingRight],
          shadow: style.boxShadow,
          transform: style.transform,
          tapHighlight: style.getPropertyValue('-webkit-tap-highlight-color'),
          children: element.childElementCount,
        };
      });
    const resting = await look();
    expect(resting).toEqual({
      height: 38,
      font: '14px',
      sides: ['12px', '12px'],
      shadow: 'none',
      transform: 'none',
      tapHighlight: 'rgba(0, 0, 0, 0)',
      children: 0,
    });
    // Held down: no ripple element, shadow or movement appears.
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await look()).toEqual(resting);
    await page.mouse.up();
  });

  test('the app bar is flat (elevation 0), also once the page scrolls under it', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('box-shadow', 'none');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toHaveCSS('box-shadow', 'none');
  });

  test('text fields take the field colour (#E90089) for the caret and the focus ring', async ({ page }) => {
    await page.goto('/login');
    await untilHydrated(page);
    const field = page.getByLabel('เบอร์โทรศัพท์หรืออีเมล');
    await expect(field).toHaveCSS('caret-color', 'rgb(233, 0, 137)');
    await field.focus();
    await expect(field).toHaveCSS('border-top-color', 'rgb(233, 0, 137)');
  });
});
