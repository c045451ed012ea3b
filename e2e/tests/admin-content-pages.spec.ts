import type { AdminProductsPage } from '@talad/contract';
import { adminCall, adminWords, openAsStaff, screenPasses, staffToken } from '../support/back-office.ts';
import { expect, test } from '../support/shop.ts';

/** A 64 × 36 one-colour PNG: the cover the writer uploads. */
const COVER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVR4nO2SQQkAQRDDqqXiTlxUrof7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXQg95G8ehSTCl7qjzP0AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Written content in the back office (issue #27 item 6, decision 0055): the demo content writer writes a blog post as a
 * draft, previews its shop page, publishes it, and the shopper reads it on the blog; then edits a question of the FAQ
 * and the shopper's FAQ page shows the new answer. Thai at 390 px, English at 1280 px; axe on each new screen.
 */
test.describe('written content in the back office (issue #27)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a content writer drafts, previews and publishes a blog post, and edits an FAQ answer; the shopper reads both', async ({
    page,
    baseURL,
    isMobile,
  }) => {
    const language = isMobile ? 'th' : 'en';
    const shop = language === 'en' ? '/en' : '';
    const words = adminWords(language);
    const run = `${isMobile ? 'm' : 'd'}${Date.now().toString(36)}`;
    const title = { th: `บทความทดสอบ ${run}`, en: `Test post ${run}` };
    const label = (key: string, lang: 'th' | 'en') => `${words(key)} (${words(`content.language.${lang}`)})`;

    await openAsStaff(page, baseURL!, 'content', '/content', { language });
    await screenPasses(page, 'content: blog posts');
    await page.getByRole('link', { name: words('content.newPost') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('content.newPost') })).toBeVisible();
    await screenPasses(page, 'new blog post');

    await page.getByLabel(words('content.slug'), { exact: true }).fill(`test-post-${run}`);
    await page.getByLabel(label('content.postTitle', 'th'), { exact: true }).fill(title.th);
    await page.getByLabel(label('content.postTitle', 'en'), { exact: true }).fill(title.en);
    await page.getByLabel(label('content.excerpt', 'th'), { exact: true }).fill('สรุปสั้น ๆ');
    await page.getByLabel(label('content.excerpt', 'en'), { exact: true }).fill('A short summary');
    await page.getByLabel(label('content.author', 'th'), { exact: true }).fill('ทีมงาน');
    await page.getByLabel(label('content.author', 'en'), { exact: true }).fill('The team');
    await page.getByLabel(label('content.body', 'th'), { exact: true }).fill('ย่อหน้าแรก\n\n## วิธีเลือก\n\nเลือกให้พอดี <b>ใช้</b>');
    await page
      .getByLabel(label('content.body', 'en'), { exact: true })
      .fill('First paragraph\n\n## How to choose\n\nPick to fit <b>use</b>');
    await page.getByRole('button', { name: words('content.saveDraft') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.created') })).toBeVisible();
    await expect(page.getByText(words('content.status.draft'), { exact: true })).toBeVisible();
    await screenPasses(page, 'blog post: draft');

    // A cover: re-encoded by the API, shown on the screen as the shop will.
    await page
      .getByLabel(words('content.chooseCover'), { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
    await page.getByRole('button', { name: words('content.uploadCover') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.cover') })).toBeVisible();
    await expect(page.getByRole('img', { name: words('content.coverAlt') })).toHaveAttribute('src', /\/media\/content\/blog\//);

    // The preview opens the draft's shop page; without the link the shop does not know it.
    const preview = await page.getByRole('link', { name: words('content.preview') }).getAttribute('href');
    const editor = page.url();
    await page.goto(`${shop}${preview}`);
    await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
    // Typed markup is shown as words, never as an element.
    await expect(page.getByText(language === 'en' ? 'Pick to fit <b>use</b>' : 'เลือกให้พอดี <b>ใช้</b>')).toBeVisible();
    await page.goto(editor);
    await page.getByRole('button', { name: words('content.publishNow') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.publish') })).toBeVisible();

    // The shopper: the post is on the blog at once.
    await page.goto(`${shop}/blog`);
    await page.getByRole('article').filter({ hasText: title[language] }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: language === 'en' ? 'How to choose' : 'วิธีเลือก' })).toBeVisible();
    await expect(page.getByRole('img', { name: title[language] })).toHaveAttribute('src', /\/media\/content\/blog\//);

    // The FAQ: a question of this run's own group, its answer edited on the screen.
    const question = { th: `ทดสอบคำถาม ${run}`, en: `Test question ${run}` };
    await adminCall(await staffToken('content'), 'POST', 'admin/faq', {
      body: { group: { th: `หมวดทดสอบ ${run}`, en: `Test group ${run}` }, question, answer: { th: 'คำตอบเดิม', en: 'The old answer' } },
    });
    await page.goto('/admin/content/faq');
    await screenPasses(page, 'FAQ');
    const entry = page.getByRole('listitem').filter({ hasText: question[language] });
    await entry.getByText(words('content.edit', { question: question[language] })).click();
    const answer = { th: `คำตอบใหม่ ${run}`, en: `The new answer ${run}` };
    for (const lang of ['th', 'en'] as const) await entry.getByLabel(label('content.answer', lang), { exact: true }).fill(answer[lang]);
    await entry.getByRole('button', { name: words('content.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.saved') })).toBeVisible();

    await page.goto(`${shop}/a/faq`);
    await page.getByText(question[language], { exact: true }).click();
    await expect(page.getByText(answer[language])).toBeVisible();
  });
  /** A Bangkok wall-clock time `hours` from now, as a datetime-local field takes it. */
  const bangkokField = (hours: number) => new Date(Date.now() + (hours + 7) * 3_600_000).toISOString().slice(0, 16);

  test('a content writer publishes a custom page and schedules a live show; the shopper sees both', async ({
    page,
    baseURL,
    isMobile,
  }, info) => {
    const language = isMobile ? 'th' : 'en';
    const shop = language === 'en' ? '/en' : '';
    const words = adminWords(language);
    const run = `${isMobile ? 'm' : 'd'}${Date.now().toString(36)}`;
    const label = (key: string, lang: 'th' | 'en') => `${words(key)} (${words(`content.language.${lang}`)})`;
    const fillPair = async (key: string, texts: { th: string; en: string }) => {
      for (const lang of ['th', 'en'] as const) await page.getByLabel(label(key, lang), { exact: true }).fill(texts[lang]);
    };

    // A custom page: written as a draft, previewed, published.
    const title = { th: `หน้าแคมเปญ ${run}`, en: `Campaign page ${run}` };
    const paragraph = { th: `รับส่วนลดทันที <b>${run}</b>`, en: `Instant discount <b>${run}</b>` };
    await openAsStaff(page, baseURL!, 'content', '/content/pages', { language });
    await screenPasses(page, 'content: custom pages');
    await page.getByRole('link', { name: words('content.newPage') }).click();
    await expect(page.getByRole('heading', { level: 1, name: words('content.newPage') })).toBeVisible();
    await page.getByLabel(words('content.slug'), { exact: true }).fill(`campaign-${run}`);
    await fillPair('content.pageTitleLabel', title);
    await fillPair('content.body', {
      th: `${paragraph.th}\n\n## เงื่อนไข\n\nถึงสิ้นเดือน`,
      en: `${paragraph.en}\n\n## Terms\n\nTo the month’s end`,
    });
    await fillPair('content.seoTitle', { th: `${title.th} | ตลาด`, en: `${title.en} | Talad` });
    await fillPair('content.seoDescription', { th: 'ส่วนลดทั้งเดือน', en: 'Discounts all month' });
    await page.getByRole('button', { name: words('content.saveDraft') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.created') })).toBeVisible();
    await expect(page.getByText(words('content.status.draft'), { exact: true })).toBeVisible();
    await screenPasses(page, 'custom page: draft');

    const preview = await page.getByRole('link', { name: words('content.preview') }).getAttribute('href');
    const editor = page.url();
    await page.goto(`${shop}${preview}`);
    await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
    // Typed markup is shown as words, never as an element.
    await expect(page.getByText(paragraph[language], { exact: true })).toBeVisible();
    await page.goto(editor);
    await page.getByRole('button', { name: words('content.publishNow') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.publish') })).toBeVisible();

    // A live show tomorrow, featuring a product of the shop, published.
    const token = await staffToken('content');
    const [product] = (await adminCall<AdminProductsPage>(token, 'GET', 'admin/products', { query: { size: 1 } })).items;
    const show = { th: `ไลฟ์ลดราคา ${run}`, en: `Sale live show ${run}` };
    await page.goto('/admin/content/lives');
    await screenPasses(page, 'content: live shows');
    await page.getByRole('link', { name: words('content.newLive') }).click();
    await page.getByLabel(words('content.slug'), { exact: true }).fill(`live-${run}`);
    await page.getByLabel(words('content.startsAt'), { exact: true }).fill(bangkokField(24));
    await page.getByLabel(words('content.endsAt'), { exact: true }).fill(bangkokField(26));
    await fillPair('content.liveTitleLabel', show);
    await fillPair('content.description', { th: 'ดีลพิเศษระหว่างไลฟ์', en: 'Deals during the show' });
    await page.getByLabel(words('content.host'), { exact: true }).fill('Mali');
    await page.getByLabel(words('content.videoUrl'), { exact: true }).fill('https://stream.example/live/show.m3u8');
    await page.getByLabel(words('content.products'), { exact: true }).fill(product!.code);
    await page.getByRole('button', { name: words('content.saveDraft') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.created') })).toBeVisible();
    await page.getByRole('button', { name: words('content.publishNow') }).click();
    await expect(page.getByRole('status').filter({ hasText: words('content.done.publish') })).toBeVisible();
    await screenPasses(page, 'live show: published');
    await page.screenshot({ path: info.outputPath('admin-live-show.png'), fullPage: true });

    // The shopper sees both: the page at its address, the show coming up on the live TV page with its product.
    await page.goto(`${shop}/p/campaign-${run}`);
    await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: language === 'en' ? 'Terms' : 'เงื่อนไข' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('shop-custom-page.png'), fullPage: true });
    await page.goto(`${shop}/live-tv?stream=live-${run}`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(show[language]) })).toBeVisible();
    await expect(page.locator(`a[href$="/product/${encodeURIComponent(product!.slug)}"]`).first()).toBeVisible();
    await page.screenshot({ path: info.outputPath('shop-live-show.png'), fullPage: true });
  });
});
