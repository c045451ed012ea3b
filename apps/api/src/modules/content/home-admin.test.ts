import type {
  AdminHomeBlock,
  AdminHomePage,
  AdminMenu,
  AdminMenuItem,
  ContentPage,
  ContentPicture,
  HomeBlockInput,
  Menu,
  ProductPreview,
} from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, movableClock, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
const time = movableClock();
/** The content role: content.write. */
let content: { authorization: string };

beforeAll(async () => {
  // The answer cache on, as in production: a publish must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 }, { clock: time.clock });
  content = await staffSession(shop.app, 'content');
}, 120_000);
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const admin = (method: Method, url: string, body?: unknown, headers = content, language?: 'th' | 'en') =>
  adminCall(shop.app, method, url, { headers, ...(body === undefined ? {} : { body }), ...(language ? { language } : {}) });

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** The shop's home page as a shopper gets it (through the answer cache). */
async function shopperHome(language: 'th' | 'en' = 'th', preview?: string) {
  return call(shop.app, 'GET', `/content-pages/home${preview ? `?preview=${encodeURIComponent(preview)}` : ''}`, { language });
}
const homeBlocks = async () => (await ok<ContentPage>(await shopperHome())).blocks;

/** A time `hours` from the API's now, as the admin sends it: Bangkok's wall clock with its offset. */
const bangkokIn = (hours: number) =>
  new Date(time.clock().getTime() + hours * 3_600_000 + 7 * 3_600_000).toISOString().replace('Z', '+07:00');

let made = 0;
function heroBlock(title: string): Extract<HomeBlockInput, { type: 'HERO' }> {
  made += 1;
  return {
    type: 'HERO',
    theme: 'LIGHT',
    settings: {
      slides: [
        {
          image: '/media/banners/hero-songkran.webp',
          mobile_image: null,
          alt: { th: `ภาพ ${title}`, en: `Picture ${title}` },
          link: { link_type: 'COLLECTION', link_value: `test-${made}` },
          title: { th: `หัวข้อ ${title}`, en: title },
          subtitle: { th: '', en: '' },
          button_label: { th: 'ดูเลย', en: 'See' },
        },
      ],
    },
  };
}
const slideTitle = (block: ContentPage['blocks'][number] | undefined) => (block?.type === 'HERO' ? block.slides[0]?.title : undefined);

describe('home page blocks in the back office', () => {
  it('adds a block as a draft: shoppers do not see it, a preview link does, a wrong link is refused', async () => {
    const before = await homeBlocks();
    const block = await ok<AdminHomeBlock>(await admin('POST', '/admin/home/blocks', heroBlock('Draft one')));
    expect(block).toMatchObject({ type: 'HERO', state: 'draft', has_changes: false, published_at: null });
    expect((await homeBlocks()).map((shown) => shown.block_id)).toEqual(before.map((shown) => shown.block_id));

    const preview = await ok<ProductPreview>(await admin('POST', '/admin/home/preview', {}));
    expect(preview.path).toBe(`/?preview=${preview.token}`);
    const previewed = await shopperHome('en', preview.token);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(slideTitle((await ok<ContentPage>(previewed)).blocks.find((shown) => shown.block_id === block.id))).toBe('Draft one');
    expectError(await shopperHome('en', `${preview.token.slice(0, -2)}xx`), 'CONTENT_PREVIEW_INVALID');

    const [entry] = await auditEntriesOf(shop.db, 'content_block', block.id);
    expect(entry).toMatchObject({ action: 'content_block.create', actorId: (await staffOf(shop.db, content)).id });
    expect(entry!.after).toMatchObject({ type: 'HERO', theme: 'LIGHT' });
  });

  it('publishes at once: the next shopper sees it through the answer cache, in their language', async () => {
    const block = await ok<AdminHomeBlock>(await admin('POST', '/admin/home/blocks', heroBlock('Published now')));
    await homeBlocks(); // the cache now holds the page without it
    const published = await ok<AdminHomeBlock>(await admin('POST', `/admin/home/blocks/${block.id}/publish`, {}));
    expect(published.state).toBe('published');
    const shown = (await ok<ContentPage>(await shopperHome('en'))).blocks.at(-1);
    expect(shown?.block_id).toBe(block.id);
    expect(slideTitle(shown)).toBe('Published now');
    expect(slideTitle((await homeBlocks()).at(-1))).toBe('หัวข้อ Published now');
    // Publishing again changes nothing and is not recorded twice.
    await ok(await admin('POST', `/admin/home/blocks/${block.id}/publish`, {}));
    const actions = (await auditEntriesOf(shop.db, 'content_block', block.id)).map((entry) => entry.action);
    expect(actions).toEqual(['content_block.create', 'content_block.publish']);
  });

  it('keeps a live block showing while its edits wait, then shows them from their Bangkok time', async () => {
    const block = await ok<AdminHomeBlock>(await admin('POST', '/admin/home/blocks', heroBlock('Old banner')));
    await ok(await admin('POST', `/admin/home/blocks/${block.id}/publish`, {}));
    const edited = await ok<AdminHomeBlock>(await admin('PUT', `/admin/home/blocks/${block.id}`, heroBlock('New banner')));
    expect(edited).toMatchObject({ state: 'published', has_changes: true });
    const shownTitle = async () =>
      slideTitle((await ok<ContentPage>(await shopperHome('en'))).blocks.find((shown) => shown.block_id === block.id));
    expect(await shownTitle()).toBe('Old banner');

    const scheduled = await ok<AdminHomeBlock>(await admin('POST', `/admin/home/blocks/${block.id}/publish`, { at: bangkokIn(2) }));
    expect(scheduled).toMatchObject({ state: 'scheduled', has_changes: false });
    expect(new Date(scheduled.publish_at!).getTime()).toBe(new Date(bangkokIn(2)).getTime());
    expect(await shownTitle()).toBe('Old banner');
    time.advance(2 * 3600 + 1);
    expect(await shownTitle()).toBe('New banner');
    expect((await ok<AdminHomePage>(await admin('GET', '/admin/home'))).blocks.find((row) => row.id === block.id)).toMatchObject({
      state: 'published',
      has_changes: false,
    });
    const entries = await auditEntriesOf(shop.db, 'content_block', block.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'content_block.create',
      'content_block.publish',
      'content_block.edit',
      'content_block.schedule',
    ]);
    expect(entries[2]!.after).toMatchObject({ settings: { slides: [{ title: { en: 'New banner' } }] } });
    // Nothing waits now: scheduling is refused, publishing at once changes nothing.
    expectError(await admin('POST', `/admin/home/blocks/${block.id}/publish`, { at: bangkokIn(1) }), 'CONTENT_NOTHING_TO_SCHEDULE');
  });

  it('schedules a first publishing, takes a block back to a draft and removes one', async () => {
    const block = await ok<AdminHomeBlock>(
      await admin('POST', '/admin/home/blocks', { type: 'SPACE', theme: 'DARK', settings: { height: 32 } }),
    );
    await ok(await admin('POST', `/admin/home/blocks/${block.id}/publish`, { at: bangkokIn(1) }));
    const ids = async () => (await homeBlocks()).map((shown) => shown.block_id);
    expect(await ids()).not.toContain(block.id);
    time.advance(3601);
    expect(await ids()).toContain(block.id);
    expect((await ok<AdminHomeBlock>(await admin('POST', `/admin/home/blocks/${block.id}/unpublish`, {}))).state).toBe('draft');
    expect(await ids()).not.toContain(block.id);
    await ok(await admin('DELETE', `/admin/home/blocks/${block.id}`));
    expectError(await admin('DELETE', `/admin/home/blocks/${block.id}`), 'CONTENT_BLOCK_NOT_FOUND');
    expectError(
      await admin('PUT', `/admin/home/blocks/${block.id}`, { type: 'SPACE', theme: 'DARK', settings: { height: 8 } }),
      'CONTENT_BLOCK_NOT_FOUND',
    );
    const actions = (await auditEntriesOf(shop.db, 'content_block', block.id)).map((entry) => entry.action);
    expect(actions).toEqual(['content_block.create', 'content_block.schedule', 'content_block.unpublish', 'content_block.remove']);
  });

  it('reorders the page: every block once, or refused; shoppers see the new order at once', async () => {
    const page = await ok<AdminHomePage>(await admin('GET', '/admin/home'));
    const ids = page.blocks.map((block) => block.id);
    expectError(await admin('PUT', '/admin/home/order', { ids: ids.slice(1) }), 'CONTENT_BLOCK_ORDER_MISMATCH');
    expectError(await admin('PUT', '/admin/home/order', { ids: [...ids.slice(1), ids[1]!] }), 'CONTENT_BLOCK_ORDER_MISMATCH');
    await homeBlocks();
    const reversed = [...ids].reverse();
    const ordered = await ok<AdminHomePage>(await admin('PUT', '/admin/home/order', { ids: reversed }));
    expect(ordered.blocks.map((block) => block.id)).toEqual(reversed);
    const shown = (await homeBlocks()).map((block) => block.block_id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    const entries = await auditEntriesOf(shop.db, 'content_page', page.page_id);
    expect(entries.at(-1)).toMatchObject({ action: 'content_page.reorder', before: { ids }, after: { ids: reversed } });
    await ok(await admin('PUT', '/admin/home/order', { ids: reversed }));
    expect(await auditEntriesOf(shop.db, 'content_page', page.page_id)).toHaveLength(entries.length);
  });

  it('refuses bad blocks with the field named, in Thai and English, and text with a NUL', async () => {
    const noPicture = heroBlock('Bad');
    noPicture.settings.slides[0]!.image = 'https://elsewhere.example/x.png';
    const refused = await admin('POST', '/admin/home/blocks', noPicture, content, 'en');
    expectError(refused, 'BAD_REQUEST');
    expect(refused.json().message).toContain('settings.slides.0.image');
    expect((await admin('POST', '/admin/home/blocks', noPicture, content, 'th')).json().message).toContain(ERRORS.BAD_REQUEST.th);
    expectError(await admin('POST', '/admin/home/blocks', { type: 'VIDEO', theme: 'LIGHT', settings: {} }), 'BAD_REQUEST');
    expectError(
      await admin('POST', '/admin/home/blocks', {
        type: 'BLOG',
        settings: { title: { th: 'x' }, limit: 99, link: { link_type: 'BLOG', link_value: '' } },
      }),
      'BAD_REQUEST',
    );
    expectError(await admin('POST', '/admin/home/blocks', heroBlock('Nul\u0000byte')), 'TEXT_CONTROL_CHARACTER');
    const block = await ok<AdminHomeBlock>(await admin('POST', '/admin/home/blocks', heroBlock('Kind stays')));
    expectError(
      await admin('PUT', `/admin/home/blocks/${block.id}`, { type: 'SPACE', theme: 'LIGHT', settings: { height: 10 } }),
      'BAD_REQUEST',
    );
    expectError(await admin('POST', '/admin/home/blocks/999999/publish', {}), 'CONTENT_BLOCK_NOT_FOUND');
  });

  it('is content.write’s: a packer is refused', async () => {
    const packer = await staffSession(shop.app, 'packer');
    expectError(await admin('GET', '/admin/home', undefined, packer), 'STAFF_FORBIDDEN');
    expectError(await admin('POST', '/admin/home/blocks', heroBlock('Packer'), packer), 'STAFF_FORBIDDEN');
  });
});

describe('banner pictures', () => {
  it('re-encodes an upload and serves it in the shop’s widths and formats; a file that is no picture is refused', async () => {
    const png = await sharp({ create: { width: 1200, height: 450, channels: 3, background: '#d33' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const upload = (bytes: Buffer, type: string) => {
      const boundary = 'talad-test-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return adminCall(shop.app, 'POST', '/admin/content/pictures', {
        headers: { ...content, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    };
    const picture = await ok<ContentPicture>(await upload(png, 'image/png'));
    expect(picture).toMatchObject({ width: 1200, height: 450 });
    expect(picture.image).toMatch(/^\/media\/content\/[0-9a-f-]{36}\.webp$/);
    const stored = await shop.app.media.get(picture.image.replace('/media/', ''));
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();
    const small = await shop.app.inject({ method: 'GET', url: picture.image.replace('.webp', '.avif?w=320') });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expectError(await upload(Buffer.from('not a picture'), 'image/png'), 'CONTENT_PICTURE_INVALID');
    const hero = heroBlock('Uploaded');
    hero.settings.slides[0]!.image = picture.image;
    expect((await admin('POST', '/admin/home/blocks', hero)).statusCode).toBe(200);
  });
});

describe('the menu in the back office', () => {
  const shopMenu = async (language: 'th' | 'en') => (await ok<Menu>(await call(shop.app, 'GET', '/menu', { language }))).links;

  it('adds, edits, orders and removes entries; the shop’s menu shows each change at once; each is audited', async () => {
    await shopMenu('en');
    const added = await ok<AdminMenuItem>(
      await admin('POST', '/admin/menu', {
        parent_id: null,
        section: 'links',
        label: { th: 'ลดล้างสต็อก', en: 'Clearance' },
        link_type: 'COLLECTION',
        link_value: 'clearance',
      }),
    );
    expect((await shopMenu('en')).at(-1)).toMatchObject({ id: added.id, label: 'Clearance', link_value: 'clearance' });
    await ok(await admin('PATCH', `/admin/menu/${added.id}`, { label: { th: 'ล้างสต็อก', en: 'Last chance' } }));
    expect((await shopMenu('th')).at(-1)).toMatchObject({ label: 'ล้างสต็อก' });
    expect((await shopMenu('en')).at(-1)).toMatchObject({ label: 'Last chance' });
    await ok(await admin('PATCH', `/admin/menu/${added.id}`, { label: { th: 'ล้างสต็อก', en: 'Last chance' } }));

    const links = (await ok<AdminMenu>(await admin('GET', '/admin/menu'))).items.filter(
      (item) => item.parent_id === null && item.section === 'links',
    );
    const moved = [added.id, ...links.map((item) => item.id).filter((id) => id !== added.id)];
    expectError(await admin('PUT', '/admin/menu/order', { ids: moved.slice(1) }), 'MENU_ORDER_MISMATCH');
    await ok(await admin('PUT', '/admin/menu/order', { ids: moved }));
    expect((await shopMenu('en'))[0]).toMatchObject({ id: added.id });

    await ok(await admin('DELETE', `/admin/menu/${added.id}`));
    expect((await shopMenu('en')).map((item) => item.id)).not.toContain(added.id);
    expectError(await admin('PATCH', `/admin/menu/${added.id}`, { link_value: 'x' }), 'MENU_ITEM_NOT_FOUND');
    const actions = (await auditEntriesOf(shop.db, 'menu_item', added.id)).map((entry) => entry.action);
    expect(actions).toEqual(['menu_item.create', 'menu_item.edit', 'menu_item.remove']);
  });

  it('keeps the menu to three levels and refuses an unknown parent', async () => {
    const menu = await ok<AdminMenu>(await admin('GET', '/admin/menu'));
    const main = menu.items.find((item) => item.parent_id === null && item.section === 'categories')!;
    const sub = menu.items.find((item) => item.parent_id === main.id)!;
    const detail = menu.items.find((item) => item.parent_id === sub.id)!;
    const entry = { section: 'categories', label: { th: 'ลึกเกินไป' }, link_type: 'NONE', link_value: '' };
    expectError(await admin('POST', '/admin/menu', { ...entry, parent_id: detail.id }), 'MENU_TOO_DEEP');
    expectError(await admin('POST', '/admin/menu', { ...entry, parent_id: 999999 }), 'MENU_ITEM_NOT_FOUND');
    const child = await ok<AdminMenuItem>(await admin('POST', '/admin/menu', { ...entry, section: 'links', parent_id: sub.id }));
    expect(child).toMatchObject({ parent_id: sub.id, section: 'categories' });
  });
});
