import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminBrand, ProductEditForm, ProductFormChoices } from '@talad/contract';
import sharp from 'sharp';
import { adminCall, adminWords, openAsStaff, screenPasses, staffToken } from '../support/back-office.ts';
import { expect, test } from '../support/shop.ts';

/** A word no product has, to name this run's product and its pictures. */
function madeUpWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/** A picture file as a phone would give it, of one colour. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** A two-second clip of ffmpeg's test pattern as a phone's MP4, made with the ffmpeg npm install brought. */
async function clip() {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = join(await mkdtemp(join(tmpdir(), 'talad-product-video-e2e-')), 'clip.mp4');
  const pattern = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=2'];
  await promisify(execFile)(ffmpeg, [
    '-v',
    'error',
    '-y',
    ...pattern,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return { name: 'clip.mp4', mimeType: 'video/mp4', buffer: await readFile(file) };
}

/**
 * A product's pictures and a new variant in the back office (issue #27, decision 0051): the demo manager uploads two
 * pictures to a product on sale, gives them alt texts, moves the second first, adds a variant and gives it a barcode on
 * its own screen; the shop's product page shows the pictures in that order with those words. A short video joins them
 * (converted by the API with a poster frame, decision 0061) and a brand's logo is uploaded on its screen: the shop's
 * gallery plays the video and its brand list shows the logo. The product and brand are this run's own, made at the API, so the
 * journeys of both sizes (and their retries) never change each other's. Thai at 390 px, English at 1280 px; axe on the
 * screens with their new sections. (Content staff hold catalog.read only: catalogue work is a manager's.)
 */
test.describe('product pictures in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a manager uploads two pictures and a video, orders them, gives them alt texts, adds a variant with a barcode and a brand logo; the shop shows them', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'th' : 'en';
    const words = adminWords(language);
    const word = madeUpWord();
    const token = await staffToken('manager');
    const { categories } = await adminCall<ProductFormChoices>(token, 'GET', 'admin/product-form');
    const product = await adminCall<ProductEditForm>(token, 'POST', 'admin/products', {
      body: {
        name: { th: `ผ้าพันคอ ${word}`, en: `${word} scarf` },
        category: categories[0]!.slug,
        delivery_min_days: 1,
        delivery_max_days: 3,
        options: [{ name: 'Color', values: [{ value: 'black', label: { th: 'ดำ', en: 'Black' } }] }],
        variants: [{ options: { Color: 'black' }, sku: `${word}-BK`.toUpperCase(), price: 25_000, stock: 5 }],
      },
    });
    await adminCall(token, 'POST', `admin/products/${product.code}/publish`, { body: {} });
    const brand = await adminCall<AdminBrand>(token, 'POST', 'admin/brands', {
      body: { slug: word, name: { th: `แบรนด์ ${word}`, en: `${word} brand` } },
    });

    await openAsStaff(page, baseURL!, 'manager', `/products/${product.code}/edit`, {
      language,
      theme: isMobile ? 'dark' : 'light',
      verified: true,
    });
    const media = page.getByRole('region', { name: words('productMedia.title'), exact: true });
    await expect(media.getByText(words('productMedia.none'))).toBeVisible();
    await media.getByLabel(words('productMedia.choose')).setInputFiles([await photo('front.jpg', '#2a7'), await photo('back.jpg', '#a27')]);
    await media.getByRole('button', { name: words('productMedia.upload') }).click();
    await expect(media.getByRole('status')).toHaveText(words('productMedia.uploaded'));
    const pictures = media.getByRole('listitem');
    await expect(pictures).toHaveCount(2);

    // Alt texts in both languages for each, then the second moved first.
    const alts = [
      { th: `ด้านหน้า ${word}`, en: `${word} from the front` },
      { th: `ด้านหลัง ${word}`, en: `${word} from the back` },
    ];
    for (const [index, alt] of alts.entries()) {
      const row = media.getByRole('listitem', { name: words('productMedia.pictureNumber', { number: index + 1 }) });
      await row.getByLabel(words('productMedia.altTh')).fill(alt.th);
      await row.getByLabel(words('productMedia.altEn')).fill(alt.en);
      await row.getByRole('button', { name: words('productMedia.saveAlt') }).click();
      await expect(row.getByRole('status')).toHaveText(words('productMedia.altSaved'));
    }
    const second = media.getByRole('listitem', { name: words('productMedia.pictureNumber', { number: 2 }) });
    await second.getByRole('button', { name: words('productMedia.up') }).click();
    const first = media.getByRole('listitem', { name: words('productMedia.pictureNumber', { number: 1 }) });
    await expect(first.getByLabel(words('productMedia.altTh'))).toHaveValue(alts[1]!.th);
    await expect(first.getByRole('img')).toHaveJSProperty('complete', true);

    // A video: converted while the screen waits, third, shown by its poster frame; its captions in both languages.
    await media.getByLabel(words('productMedia.choose')).setInputFiles(await clip());
    await media.getByRole('button', { name: words('productMedia.upload') }).click();
    const videoRow = media.getByRole('listitem', { name: words('productMedia.videoNumber', { number: 3 }) });
    await expect(videoRow.getByRole('img')).toHaveAttribute('src', /\/media\/catalogue\/[0-9a-f-]{36}\.webp/, { timeout: 30_000 });
    const caption = { th: `วิดีโอ ${word}`, en: `${word} in use, a video` };
    await videoRow.getByLabel(words('productMedia.altTh')).fill(caption.th);
    await videoRow.getByLabel(words('productMedia.altEn')).fill(caption.en);
    await videoRow.getByRole('button', { name: words('productMedia.saveAlt') }).click();
    await expect(videoRow.getByRole('status')).toHaveText(words('productMedia.altSaved'));
    await screenPasses(page, 'product edit with pictures');
    await page.screenshot({ path: testInfo.outputPath(`product-media-${language}.png`), fullPage: true });

    // A second colour, typed as a new value: the variant joins the list.
    const add = page.getByRole('region', { name: words('variantAdd.title'), exact: true });
    await add.getByLabel(words('productForm.optionNames.Color'), { exact: true }).selectOption('new');
    await add.getByLabel(`${words('productForm.optionNames.Color')} (${words('productForm.language.th')})`).fill('ขาว');
    await add.getByLabel(`${words('productForm.optionNames.Color')} (${words('productForm.language.en')})`).fill('White');
    const sku = `${word}-WH`.toUpperCase();
    await add.getByLabel(words('productForm.sku'), { exact: true }).fill(sku);
    await add.getByLabel(words('catalogue.price'), { exact: true }).fill('260');
    await add.getByLabel(words('productForm.openingStock'), { exact: true }).fill('3');
    await add.getByRole('button', { name: words('variantAdd.add') }).click();
    await expect(add.getByRole('status')).toHaveText(words('variantAdd.added'));
    // Its details on its own screen: a barcode given.
    await page
      .getByRole('region', { name: words('catalogue.variants'), exact: true })
      .getByRole('link', { name: sku })
      .click();
    const details = page.getByRole('region', { name: words('catalogue.details'), exact: true });
    await expect(details.getByLabel(words('productForm.sku'))).toHaveValue(sku);
    await details.getByLabel(words('productForm.barcode')).fill('8850000000017');
    await details.getByRole('button', { name: words('catalogue.saveDetails') }).click();
    await expect(details.getByRole('status')).toHaveText(words('catalogue.detailsSaved'));
    await screenPasses(page, 'variant with its details');

    // The brand's logo uploaded on its screen.
    await page.goto(`/admin/brands/${brand.id}`);
    const logo = page.getByRole('region', { name: words('structure.logo'), exact: true });
    await logo.getByLabel(words('structure.logoChoose')).setInputFiles(await photo('logo.jpg', '#e63'));
    await logo.getByRole('button', { name: words('structure.logoUpload') }).click();
    await expect(page.getByRole('status')).toHaveText(words('structure.saved.logo'));
    const uploaded = logo.getByRole('img');
    await expect(uploaded).toHaveAttribute('src', /^\/media\/catalogue\/[0-9a-f-]{36}\.webp$/);
    await expect(uploaded).toHaveJSProperty('complete', true);
    await screenPasses(page, 'brand with its logo');
    await page.screenshot({ path: testInfo.outputPath(`brand-logo-${language}.png`), fullPage: true });
    const logoAddress = (await uploaded.getAttribute('src'))!.replace('.webp', '');

    // The shop's page: the moved picture first, with its words in the shopper's language, then the other.
    await page.goto(`${language === 'en' ? '/en' : ''}/product/${product.slug}`);
    const gallery = page.getByRole('region', { name: language === 'en' ? 'Product pictures' : 'รูปสินค้า' });
    const shown = gallery.getByRole('img', { name: alts[1]![language] });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await gallery.getByRole('button').nth(1).click();
    await expect(gallery.getByRole('img', { name: alts[0]![language] })).toBeVisible();
    // The video, third: its own poster frame, its caption, and it plays.
    const showVideo = gallery.getByRole('button', { name: language === 'en' ? 'Show video 3' : 'แสดงวิดีโอที่ 3' });
    await showVideo.focus();
    await page.keyboard.press('Enter');
    const player = gallery.locator('video');
    await expect(player).toHaveAttribute('poster', /\/media\/catalogue\/[0-9a-f-]{36}\.webp\?w=\d+$/);
    await expect(player).toHaveAttribute('aria-label', caption[language]);
    await player.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    await page.screenshot({ path: testInfo.outputPath(`product-video-${language}.png`) });

    // The brand list shows the uploaded logo (the caches were emptied by the change: a fresh page has it).
    const brandLink = page.getByRole('link', { name: new RegExp(language === 'en' ? `${word} brand` : `แบรนด์ ${word}`) });
    const shownLogo = brandLink.locator('img');
    await expect(async () => {
      await page.goto(`${language === 'en' ? '/en' : ''}/brand`);
      await expect(shownLogo).toHaveAttribute('src', new RegExp(logoAddress), { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await shownLogo.scrollIntoViewIfNeeded();
    await expect.poll(() => shownLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await brandLink.screenshot({ path: testInfo.outputPath(`brand-list-logo-${language}.png`) });
  });
});
