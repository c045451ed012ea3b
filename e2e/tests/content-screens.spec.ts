import { EMPTY_LIVE_STREAMS, getAboutPages, getCustomPage, getFaq, getLiveStream, getLiveStreams } from '@talad/sdk';
import { testApi } from '../support/identity.ts';
import { escape, shopHeader } from '../support/screens.ts';
import { cookieBanner, expect, test, untilHydrated } from '../support/shop.ts';

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function liveShows(locale: 'th' | 'en' = 'th') {
  const streams = (await getLiveStreams(testApi(), { locale })).data ?? EMPTY_LIVE_STREAMS;
  return [...streams.live, ...streams.upcoming, ...streams.replays];
}

test.describe('live TV (spec §2 /live-tv, /m/lives, /live-tv-app)', () => {
  test('a shopper switches to another show and sees its stream, running order and products', async ({ page }) => {
    const shows = await liveShows();
    const other = shows[1];
    if (!other) throw new Error('the seed has fewer than two live shows');
    await page.goto('/live-tv');
    await expect(page.getByRole('heading', { level: 1, name: 'ไลฟ์ทีวี' })).toBeVisible();
    await page.getByRole('region', { name: 'รายการอื่นๆ' }).getByRole('link', { name: other.title }).click();

    await expect(page).toHaveURL(new RegExp(`/live-tv\\?stream=${other.slug}$`));
    const show = page.getByRole('region', { name: new RegExp(`${escape(other.title)}$`) });
    await expect(show.locator('video')).toHaveAttribute('poster', new RegExp(`/media/live/${other.slug}`));
    const schedule = page.getByRole('region', { name: 'ตารางรายการ' }).getByRole('listitem');
    await expect(schedule).toHaveCount(other.schedule.length);
    for (const slot of other.schedule)
      await expect(schedule.filter({ hasText: slot.title })).toHaveText(new RegExp(`^\\d{2}:\\d{2}${escape(slot.title)}$`));

    const product = page.getByRole('region', { name: 'สินค้าในไลฟ์' }).getByRole('article').first();
    const name = (await product.getByRole('heading').textContent())?.trim() ?? '';
    await product.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the show on air plays its stream in the page, on and on, and a replay plays to its end', async ({ page }) => {
    const streams = (await getLiveStreams(testApi())).data ?? EMPTY_LIVE_STREAMS;
    const [onAir] = streams.live;
    const [replay] = streams.replays;
    if (!onAir || !replay) throw new Error('the seed has no show on air or no replay');
    await page.goto(`/live-tv?stream=${onAir.slug}`);
    const video = page.getByRole('region', { name: new RegExp(`${escape(onAir.title)}$`) }).locator('video');
    await expect(video).toHaveAttribute('loop', '');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    // A real clip: the browser decodes it and time moves on.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight])).toEqual([640, 360]);

    await page.goto(`/live-tv?stream=${replay.slug}`);
    await expect(page.getByRole('region', { name: new RegExp(`${escape(replay.title)}$`) }).locator('video')).not.toHaveAttribute('loop');
  });

  test('/m/lives stays in the app: no shop header, shows and products open inside /m', async ({ page }) => {
    const [first, second] = await liveShows();
    if (!first || !second) throw new Error('the seed has fewer than two live shows');
    await page.goto('/m/lives');
    await expect(page.getByRole('heading', { level: 1, name: 'ไลฟ์ทีวี' })).toBeVisible();
    await expect(shopHeader(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'รายการอื่นๆ' }).getByRole('link', { name: second.title })).toHaveAttribute(
      'href',
      `/m/lives?stream=${second.slug}`,
    );
    const product = page.getByRole('region', { name: 'สินค้าในไลฟ์' }).getByRole('article').first().getByRole('link');
    await expect(product).toHaveAttribute('href', /^\/m\/product\//);
    await untilHydrated(page);
    await product.click();
    await expect(page).toHaveURL(/\/m\/product\//);
  });

  test.describe(() => {
    test.use({ ownContext: true }); // a fake clock stays with its context
    test('/live-tv-app (layout none): no header, footer or cookie banner, and it switches shows on itself', async ({ page }) => {
      const shows = await liveShows();
      const other = shows[2];
      if (!other) throw new Error('the seed has fewer than three live shows');
      // The page's own clock: the cookie banner would show 3 s after load (spec §4), here it must not (spec §2).
      await page.clock.install();
      await page.goto('/live-tv-app');
      await untilHydrated(page);
      await page.clock.runFor(5_000);
      await expect(page.getByRole('heading', { level: 1, name: 'ไลฟ์ทีวี' })).toBeVisible();
      await expect(cookieBanner(page)).toBeHidden();
      await expect(shopHeader(page)).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await page.getByRole('link', { name: other.title }).click();
      await expect(page).toHaveURL(new RegExp(`/live-tv-app\\?stream=${other.slug}$`));
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${escape(other.title)}$`) })).toBeVisible();
    });
  });

  test('in English the show, its running order and its state are English', async ({ page }) => {
    const [first] = await liveShows('en');
    if (!first) throw new Error('the seed has no live shows');
    const detail = (await getLiveStream(testApi(), first.slug, { locale: 'en' })).data;
    await page.goto(`/en/live-tv?stream=${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Live TV' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^(Live|Upcoming|Replay)${escape(first.title)}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Running order' }).getByRole('listitem').first()).toContainText(
      detail?.schedule[0]?.title ?? '',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Products in this show' })).toBeVisible();
  });
});

test.describe('about pages and FAQ (spec §2 /a/:about, /a/faq, layout about)', () => {
  test('the about menu lists every about page; each opens with its own title and text', async ({ page }) => {
    const pages = (await getAboutPages(testApi())).data ?? [];
    await page.goto('/a/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'เราคือใคร' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'เกี่ยวกับเรา' });
    await expect(menu.getByRole('link')).toHaveText([...pages.map((about) => about.title), 'คำถามที่พบบ่อย']);
    await expect(menu.getByRole('link', { name: 'เกี่ยวกับเรา' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'การจัดส่ง' }).click();
    await expect(page).toHaveURL(/\/a\/shipping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'การจัดส่ง' })).toBeVisible();
    await expect(page.getByText(/1-3 วันทำการ/)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'การจัดส่ง' })).toHaveAttribute('aria-current', 'page');
  });

  test('FAQ: questions grouped by topic, each answer folded until its question is opened', async ({ page }) => {
    const groups = (await getFaq(testApi())).data ?? [];
    const first = groups[0]?.questions[0];
    if (!first) throw new Error('the seed has no FAQ');
    await page.goto('/a/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'คำถามที่พบบ่อย' })).toBeVisible();
    for (const group of groups) await expect(page.getByRole('heading', { level: 2, name: group.group })).toBeVisible();
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await page.getByText(first.question, { exact: true }).click();
    await expect(answer).toBeVisible();
    await page.getByText(first.question, { exact: true }).click();
    await expect(answer).toBeHidden();
  });

  test('in English the about pages, their menu and the FAQ are English', async ({ page }) => {
    const groups = (await getFaq(testApi(), { locale: 'en' })).data ?? [];
    await page.goto('/en/a/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await page.getByRole('navigation', { name: 'About us' }).getByRole('link', { name: 'Frequently asked questions' }).click();
    await expect(page).toHaveURL(/\/en\/a\/faq$/);
    const first = groups[0]?.questions[0];
    await page.getByText(first?.question ?? '', { exact: true }).click();
    await expect(page.getByText(first?.answer ?? '')).toBeVisible();
  });

  test('an unknown about page is the not-found page', async ({ page }) => {
    expect((await page.goto('/a/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ท่านค้นหา' })).toBeVisible();
  });
});

test.describe('custom pages (spec §2 /p/:custom)', () => {
  test('a campaign page shows its title and every block of the API, and its banner leads to the promotions', async ({ page }) => {
    const campaign = (await getCustomPage(testApi(), '11-11-sale')).data;
    if (!campaign) throw new Error('the seed has no 11-11-sale page');
    await page.goto('/p/11-11-sale');
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    for (const block of campaign.blocks) await expect(page.locator(`[data-block="${block.type}"]`).first()).toBeAttached();
    const banner = page.locator('[data-block="HERO"]').getByRole('link').first();
    await expect(banner).toContainText('ดูเพิ่มเติม');
    await untilHydrated(page);
    await banner.click();
    await expect(page).toHaveURL(/\/promotion$/);
  });

  test('in English, and an unknown custom page is the not-found page with HTTP 404', async ({ page }) => {
    const campaign = (await getCustomPage(testApi(), '11-11-sale', { locale: 'en' })).data;
    await page.goto('/en/p/11-11-sale');
    await expect(page.getByRole('heading', { level: 1, name: campaign?.title ?? '' })).toBeVisible();
    const banner = page.locator('[data-block="HERO"]').getByRole('link').first();
    await expect(banner).toContainText('Learn more');
    await expect(banner).toHaveAttribute('href', '/en/promotion');
    expect((await page.goto('/p/no-such-page'))?.status()).toBe(404);
  });
});
