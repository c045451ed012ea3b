import type {
  AdminContentRows,
  AdminCustomPage,
  AdminLiveShow,
  ContentPage,
  ContentPreview,
  CustomPageCreateBody,
  LiveShowCreateBody,
  LiveStreams,
} from '@talad/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBlocks, contentPages, liveStreams, products } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { bangkok, expectError } from '../../test-support/promotions.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let writer: { authorization: string };
let productCode: string;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  writer = await staffSession(shop.app, 'content');
  productCode = (await shop.db.select({ code: products.code }).from(products).limit(1))[0]!.code;
}, 120_000);
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PATCH';
const admin = (method: Method, url: string, body?: unknown, headers = writer, language?: 'th' | 'en') =>
  adminCall(shop.app, method, url, { headers, ...(body === undefined ? {} : { body }), ...(language ? { language } : {}) });
async function adminData<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const answer = await admin(method, url, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
}
const generation = async () => (await call(shop.app, 'GET', '/health/catalogue')).json().data.generation as number;

let made = 0;
function pageBody(overrides: Partial<CustomPageCreateBody> = {}): CustomPageCreateBody {
  made += 1;
  return {
    slug: `written-page-${made}`,
    title: { th: `หน้าพิเศษ ${made}`, en: `Special page ${made}` },
    body: {
      th: 'ย่อหน้าแรก <script>alert(1)</script>\n\n## วิธีรับสิทธิ์\n\nกดรับคูปอง\n\nใช้ได้ถึงสิ้นเดือน',
      en: 'First paragraph <script>alert(1)</script>\n\n## How to claim\n\nClaim the coupon\n\nValid to the month’s end',
    },
    seo: {
      title: { th: `หน้าพิเศษ ${made} | ตลาด`, en: `Special page ${made} | Talad` },
      description: { th: 'รายละเอียดแคมเปญ', en: 'The campaign in detail' },
      keywords: { th: 'แคมเปญ', en: '' },
    },
    ...overrides,
  };
}

const shopPage = (path: string, language: 'th' | 'en' = 'th') => call(shop.app, 'GET', `/custom-page/${path}`, { language });

describe('custom pages written in the back office', () => {
  it('writes a draft the shop does not show, previews it by a signed link, publishes and unpublishes it; each move audited', async () => {
    const before = await generation();
    const draft = await adminData<AdminCustomPage>('POST', '/admin/custom-pages', pageBody());
    expect(draft).toMatchObject({ status: 'draft', published_at: null, path: `/p/${draft.slug}`, other_blocks: 0 });
    expect(await generation()).toBeGreaterThan(before);
    expectError(await shopPage(draft.slug), 'CONTENT_PAGE_NOT_FOUND');

    const preview = await adminData<ContentPreview>('POST', `/admin/custom-pages/${draft.id}/preview`);
    expect(preview.path).toMatch(new RegExp(`^/p/${draft.slug}\\?preview=\\d+\\.[\\w-]{43}$`));
    const token = preview.path.split('preview=')[1]!;
    const previewed = await shopPage(`${draft.slug}?preview=${token}`, 'en');
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // Text blocks only, every word as text: the shop renders a <script> as seven characters.
    expect((previewed.json().data as ContentPage).blocks).toEqual([
      expect.objectContaining({ type: 'TEXT', title: '', paragraphs: ['First paragraph <script>alert(1)</script>'] }),
      expect.objectContaining({ type: 'TEXT', title: 'How to claim', paragraphs: ['Claim the coupon', 'Valid to the month’s end'] }),
    ]);
    const other = await adminData<AdminCustomPage>('POST', '/admin/custom-pages', pageBody());
    expectError(await shopPage(`${other.slug}?preview=${token}`), 'CONTENT_PREVIEW_INVALID');
    // A page's link opens no blog post, and the home page's preview no custom page.
    expectError(await call(shop.app, 'GET', `/blog/posts/anything?preview=${token}`), 'BLOG_POST_NOT_FOUND');

    const published = await adminData<AdminCustomPage>('POST', `/admin/custom-pages/${draft.id}/publish`, {});
    expect(published.status).toBe('published');
    const shown = (await shopPage(draft.slug, 'th')).json().data as ContentPage;
    expect(shown).toMatchObject({ kind: 'custom-page', key: draft.slug, title: draft.title.th });
    expect(shown.blocks.map((block) => block.type === 'TEXT' && block.paragraphs)).toEqual([
      ['ย่อหน้าแรก <script>alert(1)</script>'],
      ['กดรับคูปอง', 'ใช้ได้ถึงสิ้นเดือน'],
    ]);
    const seo = await call(shop.app, 'GET', `/seo?type=custom-page&key=${draft.slug}`, { language: 'en' });
    // An empty English text falls back to the Thai, as every text of the shop does.
    expect(seo.json().data).toMatchObject({ key: draft.slug, title: `Special page ${made - 1} | Talad`, keywords: 'แคมเปญ' });
    // Publishing again changes nothing and writes nothing.
    await adminData('POST', `/admin/custom-pages/${draft.id}/publish`, {});

    await adminData('POST', `/admin/custom-pages/${draft.id}/unpublish`);
    expectError(await shopPage(draft.slug), 'CONTENT_PAGE_NOT_FOUND');
    const actor = await staffOf(shop.db, writer);
    const entries = await auditEntriesOf(shop.db, 'custom_page', draft.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['page.create', actor.id],
      ['page.publish', actor.id],
      ['page.unpublish', actor.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ slug: draft.slug, title: draft.title, body: draft.body, seo: draft.seo });
  });

  it('schedules in Bangkok time: shown once its time has come; a time gone is refused in Thai and English', async () => {
    const page = await adminData<AdminCustomPage>('POST', '/admin/custom-pages', pageBody());
    expectError(await admin('POST', `/admin/custom-pages/${page.id}/publish`, { at: bangkok(-1) }), 'CONTENT_SCHEDULE_PAST');
    expectError(
      await admin('POST', `/admin/custom-pages/${page.id}/publish`, { at: bangkok(-1) }, writer, 'en'),
      'CONTENT_SCHEDULE_PAST',
      'en',
    );
    const at = bangkok(3);
    expect(await adminData<AdminCustomPage>('POST', `/admin/custom-pages/${page.id}/publish`, { at })).toMatchObject({
      status: 'scheduled',
      published_at: new Date(at).toISOString(),
    });
    expectError(await shopPage(page.slug), 'CONTENT_PAGE_NOT_FOUND');
    const scheduled = await adminData<AdminContentRows>('GET', '/admin/custom-pages?status=scheduled');
    expect(scheduled.items.map((item) => item.id)).toEqual([page.id]);
    await shop.db
      .update(contentPages)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(contentPages.id, page.id));
    expect((await shopPage(page.slug)).statusCode).toBe(200);
  });

  it('edits a seeded page’s text in place, its banners kept; a new slug moves its SEO texts; audited', async () => {
    const list = await adminData<AdminContentRows>('GET', '/admin/custom-pages?status=published&size=100');
    const plus = list.items.find((item) => item.slug.endsWith('-plus'))!;
    const seeded = await adminData<AdminCustomPage>('GET', `/admin/custom-pages/${plus.id}`);
    expect(seeded).toMatchObject({ status: 'published', other_blocks: 2 });
    expect(seeded.body.th).toMatch(/^## ระดับสมาชิก\n\n/);

    const edited = await adminData<AdminCustomPage>('PATCH', `/admin/custom-pages/${plus.id}`, {
      body: { th: '## ระดับ\n\nหนึ่ง\n\n## สิทธิ์\n\nสอง', en: '## Tiers\n\nOne\n\n## Benefits\n\nTwo' },
    });
    expect(edited.body.en).toBe('## Tiers\n\nOne\n\n## Benefits\n\nTwo');
    const blocks = await shop.db
      .select({ type: contentBlocks.type, position: contentBlocks.position })
      .from(contentBlocks)
      .where(eq(contentBlocks.pageId, plus.id))
      .orderBy(contentBlocks.position);
    expect(blocks).toEqual([
      { type: 'HERO', position: 0 },
      { type: 'TEXT', position: 1 },
      { type: 'TEXT', position: 2 },
      { type: 'ICON', position: 3 },
    ]);
    const shown = (await shopPage(plus.slug, 'en')).json().data as ContentPage;
    expect(shown.blocks.map((block) => block.type)).toEqual(['HERO', 'TEXT', 'TEXT', 'ICON']);

    const page = await adminData<AdminCustomPage>('POST', '/admin/custom-pages', pageBody());
    await adminData('POST', `/admin/custom-pages/${page.id}/publish`, {});
    const moved = await adminData<AdminCustomPage>('PATCH', `/admin/custom-pages/${page.id}`, { slug: `${page.slug}-moved` });
    expect(moved).toMatchObject({ path: `/p/${page.slug}-moved`, seo: page.seo });
    expectError(await shopPage(page.slug), 'CONTENT_PAGE_NOT_FOUND');
    const seo = await call(shop.app, 'GET', `/seo?type=custom-page&key=${page.slug}-moved`, { language: 'th' });
    expect(seo.json().data).toMatchObject({ key: `${page.slug}-moved`, title: page.seo.title.th });
    // Nothing changed: no entry.
    await adminData('PATCH', `/admin/custom-pages/${page.id}`, { title: page.title });
    const entries = await auditEntriesOf(shop.db, 'custom_page', page.id);
    expect(entries.map((entry) => entry.action)).toEqual(['page.create', 'page.publish', 'page.edit']);
    expect(entries[2]).toMatchObject({ before: { slug: page.slug }, after: { slug: `${page.slug}-moved` } });
    expect((await auditEntriesOf(shop.db, 'custom_page', plus.id)).map((entry) => entry.action)).toEqual(['page.edit']);
  });

  it('refuses precisely: a taken slug, paragraphs that do not pair, NUL bytes, another kind’s page, unknown ids', async () => {
    const page = await adminData<AdminCustomPage>('POST', '/admin/custom-pages', pageBody());
    const taken = await admin('PATCH', `/admin/custom-pages/${page.id}`, { slug: 'policy' });
    expectError(taken, 'CONTENT_SLUG_TAKEN');
    expect(taken.json().errors).toEqual([{ field: 'slug', reason: 'policy' }]);
    expectError(await admin('POST', '/admin/custom-pages', pageBody({ slug: page.slug }), writer, 'en'), 'CONTENT_SLUG_TAKEN', 'en');

    const unpaired = { body: { th: 'หนึ่ง\n\nสอง', en: 'One and two' } };
    const refused = await admin('PATCH', `/admin/custom-pages/${page.id}`, unpaired, writer, 'en');
    expectError(refused, 'CONTENT_PARAGRAPHS_DIFFER', 'en');
    expect(refused.json().errors).toEqual([{ field: 'body.en', reason: 'CONTENT_PARAGRAPHS_DIFFER' }]);
    expectError(await admin('PATCH', `/admin/custom-pages/${page.id}`, unpaired), 'CONTENT_PARAGRAPHS_DIFFER');
    expectError(await admin('POST', '/admin/custom-pages', pageBody({ body: { th: '## หัวข้อ', en: '## Heading' } })), 'CONTENT_BODY_EMPTY');

    const nul = await admin('PATCH', `/admin/custom-pages/${page.id}`, { title: { th: 'ชื่อ\u0000', en: 'Title' } }, writer, 'en');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([expect.objectContaining({ field: 'body.title.th' })]);
    const badSlug = await admin('POST', '/admin/custom-pages', pageBody({ slug: '../etc' }), writer, 'en');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors).toEqual([expect.objectContaining({ field: 'slug' })]);

    // The home page is a content page too, but not a custom page: its id opens nothing here.
    const [home] = await shop.db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(and(eq(contentPages.kind, 'home')));
    expectError(await admin('GET', `/admin/custom-pages/${home!.id}`), 'CONTENT_PAGE_NOT_FOUND');
    expectError(await admin('POST', `/admin/custom-pages/${home!.id}/unpublish`), 'CONTENT_PAGE_NOT_FOUND');
    expectError(
      await admin('PATCH', `/admin/custom-pages/${home!.id}`, { title: page.title }, writer, 'en'),
      'CONTENT_PAGE_NOT_FOUND',
      'en',
    );
    expectError(await admin('POST', '/admin/custom-pages/999999/preview'), 'CONTENT_PAGE_NOT_FOUND');
    expect((await auditEntriesOf(shop.db, 'custom_page', page.id)).map((entry) => entry.action)).toEqual(['page.create']);
  });
});

let shows = 0;
function showBody(overrides: Partial<LiveShowCreateBody> = {}): LiveShowCreateBody {
  shows += 1;
  return {
    slug: `written-live-${shows}`,
    title: { th: `ไลฟ์ทดสอบ ${shows}`, en: `Test show ${shows}` },
    description: { th: 'ลดราคาระหว่างไลฟ์', en: 'Deals during the show' },
    host: 'น้องมะลิ',
    starts_at: bangkok(24),
    ends_at: bangkok(25),
    video_url: 'https://stream.example/live/abc.m3u8',
    product_codes: [productCode],
    ...overrides,
  };
}

const listed = async (language: 'th' | 'en' = 'th') =>
  (await call(shop.app, 'GET', '/live-streams', { language })).json().data as LiveStreams;

describe('live shows scheduled in the back office', () => {
  it('a draft is not listed; published it is coming up with its products; unpublished it is gone; each move audited', async () => {
    const draft = await adminData<AdminLiveShow>('POST', '/admin/live-shows', showBody());
    expect(draft).toMatchObject({ status: 'draft', path: `/live-tv?stream=${draft.slug}`, product_codes: [productCode] });
    expect((await listed()).upcoming.map((stream) => stream.slug)).not.toContain(draft.slug);
    expectError(await call(shop.app, 'GET', `/live-streams/${draft.slug}`), 'LIVE_STREAM_NOT_FOUND');

    await adminData('POST', `/admin/live-shows/${draft.id}/publish`, {});
    const upcoming = (await listed('en')).upcoming.find((stream) => stream.slug === draft.slug);
    expect(upcoming).toMatchObject({
      title: draft.title.en,
      status: 'UPCOMING',
      starts_at: draft.starts_at,
      video_url: draft.video_url,
      product_ids: [productCode],
      poster: `/media/live/${draft.slug}.webp`,
    });
    expect((await call(shop.app, 'GET', upcoming!.poster)).statusCode).toBe(200);

    const edited = await adminData<AdminLiveShow>('PATCH', `/admin/live-shows/${draft.id}`, { starts_at: bangkok(-1) });
    expect((await listed()).live.map((stream) => stream.slug)).toContain(edited.slug);

    await adminData('POST', `/admin/live-shows/${draft.id}/unpublish`);
    const all = await listed();
    expect([...all.live, ...all.upcoming, ...all.replays].map((stream) => stream.slug)).not.toContain(draft.slug);
    const entries = await auditEntriesOf(shop.db, 'live_show', draft.id);
    expect(entries.map((entry) => entry.action)).toEqual(['live.create', 'live.publish', 'live.edit', 'live.unpublish']);
    expect(entries[2]).toMatchObject({ before: { starts_at: draft.starts_at }, after: { starts_at: edited.starts_at } });
  });

  it('schedules its listing ahead: shown from that time on', async () => {
    const show = await adminData<AdminLiveShow>('POST', '/admin/live-shows', showBody());
    expect(await adminData<AdminLiveShow>('POST', `/admin/live-shows/${show.id}/publish`, { at: bangkok(2) })).toMatchObject({
      status: 'scheduled',
    });
    expect((await listed()).upcoming.map((stream) => stream.slug)).not.toContain(show.slug);
    await shop.db
      .update(liveStreams)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(liveStreams.id, show.id));
    expect((await listed()).upcoming.map((stream) => stream.slug)).toContain(show.slug);
  });

  it('refuses precisely: an end before the start, a product not in the shop, a script address, NUL bytes, unknown ids', async () => {
    const backwards = await admin('POST', '/admin/live-shows', showBody({ ends_at: bangkok(23) }), writer, 'en');
    expectError(backwards, 'LIVE_SHOW_ENDS_BEFORE_START', 'en');
    expect(backwards.json().errors).toEqual([{ field: 'ends_at', reason: 'LIVE_SHOW_ENDS_BEFORE_START' }]);
    const show = await adminData<AdminLiveShow>('POST', '/admin/live-shows', showBody());
    expectError(await admin('PATCH', `/admin/live-shows/${show.id}`, { ends_at: bangkok(1) }), 'LIVE_SHOW_ENDS_BEFORE_START');
    const unknown = await admin('PATCH', `/admin/live-shows/${show.id}`, { product_codes: ['PRD999999999'] });
    expectError(unknown, 'LIVE_SHOW_PRODUCT_UNKNOWN');
    expect(unknown.json().errors).toEqual([{ field: 'product_codes', reason: 'PRD999999999' }]);
    const script = await admin('PATCH', `/admin/live-shows/${show.id}`, { video_url: 'javascript:alert(1)' }, writer, 'en');
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toEqual([expect.objectContaining({ field: 'video_url' })]);
    expect((await admin('PATCH', `/admin/live-shows/${show.id}`, { host: 'host\u0000' })).statusCode).toBe(400);
    expectError(await admin('PATCH', `/admin/live-shows/${show.id}`, { slug: 'written-live-1' }), 'CONTENT_SLUG_TAKEN');
    expectError(await admin('GET', '/admin/live-shows/999999'), 'LIVE_STREAM_NOT_FOUND');
    expectError(await admin('POST', '/admin/live-shows/999999/publish', {}, writer, 'en'), 'LIVE_STREAM_NOT_FOUND', 'en');
    expect((await auditEntriesOf(shop.db, 'live_show', show.id)).map((entry) => entry.action)).toEqual(['live.create']);
  });

  it('is content.write: a packer is refused every kind, and changes nothing', async () => {
    const packer = await staffSession(shop.app, 'packer');
    expectError(await admin('GET', '/admin/custom-pages', undefined, packer), 'STAFF_FORBIDDEN');
    expectError(await admin('POST', '/admin/custom-pages', pageBody(), packer), 'STAFF_FORBIDDEN');
    expectError(await admin('POST', '/admin/live-shows', showBody(), packer), 'STAFF_FORBIDDEN');
    expectError(await admin('POST', '/admin/live-shows/1/publish', {}, packer, 'en'), 'STAFF_FORBIDDEN', 'en');
  });
});
