import { adminWords, openAsStaff, screenPasses } from '../support/back-office.ts';
import { expect, test } from '../support/shop.ts';

/** A small green banner, as a phone's picture would be sent (PNG): the API re-encodes it. */
const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAYCAIAAADF1mwTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUUlEQVR4nO2SQQkAQRDDqiNGKm+tn4h7hIFCBSSh4fX0ohMwgeoV2YV6d9EJmED1iuxCvbvoBEygekV2od5ddAImUL0iu1DvLjoBE6he8c+FPnm84D16JOIgAAAAAElFTkSuQmCC',
  'base64',
);

/** Tomorrow at 09:00 as a datetime-local field takes it (the admin reads it as Bangkok time). */
function tomorrowMorning(): string {
  const bangkok = new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000);
  return `${bangkok.toISOString().slice(0, 10)}T09:00`;
}

/**
 * The home page in the back office (issue #27 item 6, decision 0054): the demo content staff gives a home banner a new
 * picture and link, saves it as a draft (the shopper still sees the old one, the preview the new), schedules it for
 * tomorrow (still the old one), then publishes it now, and the shopper sees it on home. Each size edits a banner of its
 * own carousel, so the two runs never meet. Thai at 390 px, English at 1280 px; axe on the new screens.
 */
test.describe('the home page in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('content staff edits a home banner, schedules it, publishes it; the shopper sees it on home', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const kind = words(`homePage.kind.${isMobile ? 'CAROUSEL1' : 'CAROUSEL2'}`);
    const slug = `e2e-${language}-${Date.now().toString(36)}`;
    await openAsStaff(page, baseURL!, 'content', '/content/menu', { language, theme: isMobile ? 'dark' : 'light' });
    await expect(page.getByRole('heading', { name: words('menuEditor.title'), level: 1 })).toBeVisible();
    await screenPasses(page, 'shop menu');

    await page.goto('/admin/content/home');
    await expect(page.getByRole('heading', { name: words('homePage.title'), level: 1 })).toBeVisible();
    await screenPasses(page, 'home page blocks');
    await page
      .getByRole('link', { name: new RegExp(`^${kind.replace(/[()]/g, '\\$&')}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: words('homePage.editTitle', { kind }), level: 1 })).toBeVisible();
    await screenPasses(page, 'home block edit');

    // The first banner: a new picture (uploaded, re-encoded by the API) and a link to a collection of its own.
    const banner = page.getByRole('group', { name: words('homePage.item', { name: words('homePage.field.banners'), number: 1 }) });
    await banner.getByLabel(words('homePage.upload', { name: words('homePage.field.image') }), { exact: true }).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: BANNER_PNG,
    });
    await banner.getByLabel(words('homePage.field.link_type'), { exact: true }).selectOption('COLLECTION');
    await banner.getByLabel(words('homePage.field.link_value'), { exact: true }).fill(slug);
    await page.getByRole('button', { name: words('homePage.saveDraft') }).click();
    await expect(page.getByText(words('homePage.done.save'))).toBeVisible();
    await expect(page.getByText(words('homePage.state.changes'))).toBeVisible();

    const prefix = language === 'en' ? '/en' : '';
    const shopper = await page.context().newPage();
    const newBanner = shopper.locator(`a[href$="/collection/${slug}"]`);
    await shopper.goto(`${prefix}/`);
    await expect(shopper.locator('[data-block="PRODUCTCAROUSEL"]').first()).toBeAttached();
    await expect(newBanner).toHaveCount(0);
    // The preview shows the draft.
    const preview = await page.getByRole('link', { name: words('homePage.preview') }).getAttribute('href');
    await shopper.goto(preview!);
    await expect(newBanner.locator('img')).toHaveAttribute('src', /\/media\/content\/[0-9a-f-]{36}\.webp/);

    // Scheduled for tomorrow: shoppers still see the old banner.
    await page.getByLabel(words('homePage.at'), { exact: true }).fill(tomorrowMorning());
    await page.getByRole('button', { name: words('homePage.schedule') }).click();
    await expect(page.getByText(words('homePage.done.schedule'))).toBeVisible();
    await shopper.goto(`${prefix}/`);
    await expect(shopper.locator('[data-block="PRODUCTCAROUSEL"]').first()).toBeAttached();
    await expect(newBanner).toHaveCount(0);

    // Published now: the shopper's next visit shows it, leading to its collection.
    await page.getByRole('button', { name: words('homePage.publishNow') }).click();
    await expect(page.getByText(words('homePage.done.publish'))).toBeVisible();
    await expect(page.getByText(words('homePage.state.published'), { exact: true })).toBeVisible();
    await shopper.goto(`${prefix}/`);
    await newBanner.scrollIntoViewIfNeeded();
    await expect(newBanner).toBeVisible();
    const picture = newBanner.locator('img');
    await expect(picture).toHaveAttribute('src', /\/media\/content\/[0-9a-f-]{36}\.webp/);
    // The uploaded picture itself arrives, in the format and width the browser picked.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });
});
