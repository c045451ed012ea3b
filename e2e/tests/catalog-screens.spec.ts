import { formatBaht, PROMOTION_KINDS } from '@talad/domain';
import { getBrands, getCollections, getMembership, getPromotions } from '@talad/sdk';
import type { Locator } from '@playwright/test';
import { shopper } from '../support/catalog.ts';
import { testApi } from '../support/identity.ts';
import { escape, phoneWithPricedSizes, shopHeader, shownPrice } from '../support/screens.ts';
import { expect, expectAbove, scrolledTo, test, untilHydrated } from '../support/shop.ts';

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('brands: list → brand page → product (spec §2 /brand, /brand/:slug)', () => {
  test('a shopper picks a brand from the list, sees only its products and opens one', async ({ page }) => {
    const [brand] = (await getBrands(testApi())).data ?? [];
    if (!brand) throw new Error('the seed has no brands');
    await page.goto('/brand');
    await expect(page.getByRole('heading', { level: 1, name: 'แบรนด์' })).toBeVisible();
    // The shop is named once in the tab (the SEO record's whole title, not it and the shop's name again).
    await expect(page).toHaveTitle('แบรนด์ชั้นนำ | Talad ตลาด');
    await page.getByRole('link', { name: new RegExp(`^${escape(brand.name)} ${brand.product_count} รายการ$`) }).click();

    await expect(page).toHaveURL(new RegExp(`/brand/${brand.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(shopper(page).resultCount()).toHaveText(`${brand.product_count} รายการ`);
    await expect(page.getByRole('navigation', { name: 'เส้นทางนำทาง' }).getByRole('link', { name: 'แบรนด์' })).toHaveAttribute(
      'href',
      '/brand',
    );

    await shopper(page).openFirstProduct();
    await expect(page).toHaveURL(/\/product\//);
    // The product page names its brand and leads back to it.
    await expect(page.getByRole('link', { name: brand.name, exact: true })).toHaveAttribute('href', `/brand/${brand.slug}`);
  });

  test('in English the list and the brand page speak English and stay under /en', async ({ page }) => {
    const [brand] = (await getBrands(testApi(), { locale: 'en' })).data ?? [];
    if (!brand) throw new Error('the seed has no brands');
    await page.goto('/en/brand');
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`^${escape(brand.name)} ${brand.product_count} products?$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/brand/${brand.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(shopper(page).resultCount()).toHaveText(new RegExp(`^${brand.product_count} products?$`));
  });
});

test.describe('collections (spec §2 /collection/:name)', () => {
  test('a collection page shows its banner, text and products, and a product opens from it', async ({ page }) => {
    const [collection] = (await getCollections(testApi())).data ?? [];
    if (!collection) throw new Error('the seed has no collections');
    await page.goto(`/collection/${collection.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: collection.name })).toBeVisible();
    // The tab names this collection, and the shop once (not the generic "คอลเลกชันสินค้า" of the SEO defaults).
    await expect(page).toHaveTitle(new RegExp(`^${escape(collection.name)}.*\\| Talad ตลาด$`));
    expect((await page.title()).match(/Talad ตลาด/g)).toHaveLength(1);
    await expect(page.getByRole('img', { name: collection.name })).toBeVisible();
    await expect(page.getByText(collection.description)).toBeVisible();
    await expect(shopper(page).resultCount()).toHaveText(/^\d+ รายการ$/);
    await shopper(page).openFirstProduct();
    await expect(page).toHaveURL(/\/product\//);
  });

  test('in English, and an unknown collection is the not-found page', async ({ page }) => {
    const [collection] = (await getCollections(testApi(), { locale: 'en' })).data ?? [];
    if (!collection) throw new Error('the seed has no collections');
    await page.goto(`/en/collection/${collection.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: collection.name })).toBeVisible();
    await expect(shopper(page).resultCount()).toHaveText(/^\d+ products?$/);
    expect((await page.goto('/collection/no-such-collection'))?.status()).toBe(404);
  });
});

test.describe('promotions (spec §2 /promotion, /m/promotion; the seven promotion kinds of §3)', () => {
  test('every running promotion is listed under its kind, all seven kinds, each with products to open', async ({ page }) => {
    const promotions = (await getPromotions(testApi())).data ?? [];
    expect(new Set(promotions.map((promotion) => promotion.kind))).toEqual(new Set(PROMOTION_KINDS));
    await page.goto('/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชัน' })).toBeVisible();
    for (const promotion of promotions) {
      const section = page.getByRole('region', { name: new RegExp(`${escape(promotion.title)}$`) });
      await expect(section.getByRole('heading', { level: 2 })).toContainText(promotion.title);
      await expect(section.getByRole('article').first()).toBeVisible();
    }
    const kindLabels = ['เฟล็กซี่', 'ของแถม', 'ซื้อคู่คุ้มกว่า', 'ราคาพิเศษ', 'ยิ่งซื้อยิ่งคุ้ม', 'ส่วนลดค่าส่ง', 'เงินคืน'];
    for (const label of kindLabels)
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${label}`) }).first()).toBeVisible();

    const first = page
      .getByRole('region', { name: new RegExp(`${escape(promotions[0]?.title ?? '')}$`) })
      .getByRole('article')
      .first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('/m/promotion is the app’s page: no shop header, and its products open as /m/product', async ({ page }) => {
    await page.goto('/m/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชัน' })).toBeVisible();
    await expect(shopHeader(page)).toHaveCount(0);
    const card = page.getByRole('region', { name: /เฟล็กซี่/ }).getByRole('article').first();
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/m\/product\//);
    await untilHydrated(page);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shopHeader(page)).toHaveCount(0);
  });

  test('in English the kinds and dates are English', async ({ page }) => {
    await page.goto('/en/promotion');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    for (const label of ['Flexi', 'Free gift', 'Add-on deal', 'Special price', 'Saving', 'Shipping discount', 'Cashback']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${label}`) }).first()).toBeVisible();
    }
    await expect(page.getByText(/^Until \d{1,2} [A-Z][a-z]{2} \d{4} · \d+ products?$/).first()).toBeVisible();
  });
});

const hexRgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** A computed colour as sRGB 0–255 (Tailwind's colours compute as oklch): painted on a canvas and read back. */
function shownRgb(element: Locator, property: 'color' | 'backgroundColor'): Promise<number[]> {
  return element.evaluate((node, name) => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = getComputedStyle(node)[name];
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, property);
}

/** WCAG contrast ratio of a colour against white. */
function contrastOnWhite(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

test.describe('membership (spec §2 /{product}-plus; tiers REGULAR, GOLD, VIP)', () => {
  test('/talad-plus shows the three tiers of the API with their spend and benefits; /trueselect-plus is not ours', async ({ page }) => {
    const tiers = (await getMembership(testApi())).data ?? [];
    expect(tiers.map((tier) => tier.code)).toEqual(['REGULAR', 'GOLD', 'VIP']);
    await page.goto('/talad-plus');
    await expect(page.getByRole('heading', { level: 1, name: /พลัส$/ })).toBeVisible();
    for (const tier of tiers) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tier.name }) });
      await expect(card.getByText(tier.min_spend > 0 ? `ยอดซื้อสะสมต่อปี ${formatBaht(tier.min_spend)} ขึ้นไป` : 'สมาชิกทุกคน')).toBeVisible();
      // Each benefit follows its (hidden from screen readers) tick.
      await expect(card.getByRole('listitem')).toHaveText(tier.benefits.map((benefit) => new RegExp(`${escape(benefit)}$`)));
      // The tier's colour marks its name; the name itself stays dark enough to read (pale grey and gold are not).
      const name = card.getByRole('heading', { level: 2 });
      expect(contrastOnWhite(await shownRgb(name, 'color'))).toBeGreaterThanOrEqual(4.5);
      expect(await shownRgb(name.locator('[aria-hidden="true"]'), 'backgroundColor')).toEqual(hexRgb(tier.colour));
    }
    expect((await page.goto('/trueselect-plus'))?.status()).toBe(404);
  });

  test('in English the tiers are English', async ({ page }) => {
    const tiers = (await getMembership(testApi(), { locale: 'en' })).data ?? [];
    await page.goto('/en/talad-plus');
    await expect(page.getByRole('heading', { level: 1, name: /Plus$/ })).toBeVisible();
    for (const tier of tiers) await expect(page.getByRole('heading', { level: 2, name: tier.name })).toBeVisible();
    await expect(page.getByText('Every member')).toBeVisible();
  });
});

test.describe('the app’s product page (spec §2 /m/product/:slug)', () => {
  test('choosing a dearer size shows its price, inside the app’s page', async ({ page }) => {
    const phone = await phoneWithPricedSizes();
    await page.goto(`/m/product/${phone.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
    await expect(shopHeader(page)).toHaveCount(0);
    const price = shownPrice(page, phone.size.price);
    await expect(price).toHaveCount(0);

    await untilHydrated(page);
    const size = page.getByTestId('variant-picker').getByRole('button', { name: phone.size.label, exact: true });
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(price).toBeVisible();
    await expect(page.getByRole('button', { name: 'ใส่รถเข็น' })).toBeVisible();
    // The size is chosen before buying: the picker comes before the buttons (it had sat under them, issue #25).
    await expectAbove(page.getByTestId('variant-picker'), page.getByRole('button', { name: 'ใส่รถเข็น' }));
    // Its breadcrumb's home is the app's home.
    await expect(page.getByRole('navigation', { name: 'เส้นทางนำทาง' }).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('href', '/m');
  });

  test('in English the price is in English figures and the buttons are English', async ({ page }) => {
    const phone = await phoneWithPricedSizes();
    await page.goto(`/en/m/product/${phone.slug}`);
    await untilHydrated(page);
    await page.getByTestId('variant-picker').getByRole('button', { name: phone.size.label, exact: true }).click();
    await expect(shownPrice(page, phone.size.price, 'en')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expectAbove(page.getByTestId('variant-picker'), page.getByRole('button', { name: 'Add to cart' }));
  });
});

test.describe('the app’s home (spec §2 /m)', () => {
  test('/m is the home content without the shop header, and its products open as /m/product', async ({ page }) => {
    await page.goto('/m');
    await expect(page.getByTestId('content-blocks')).toBeVisible();
    await expect(page.locator('[data-block="HERO"]')).toBeVisible();
    await expect(shopHeader(page)).toHaveCount(0);
    const product = (await scrolledTo(page.locator('[data-block="PRODUCTCAROUSEL"]').first())).getByRole('article').first();
    await expect(product.getByRole('link')).toHaveAttribute('href', /^\/m\/product\//);
    await untilHydrated(page);
    const name = (await product.getByRole('heading').textContent())?.trim() ?? '';
    await product.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/product\//);
  });

  test('/en/m is the English home, with English links', async ({ page }) => {
    await page.goto('/en/m');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: /Flash Sale/ }).first()).toBeVisible();
    const rail = await scrolledTo(page.locator('[data-block="PRODUCTCAROUSEL"]').first());
    await expect(rail.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/en\/m\/product\//);
  });
});
