import { CONTENT_BLOCK_TYPES, CONTENT_PAGE_KINDS, LINK_TARGETS } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const get = async (url: string, language?: 'th' | 'en') => {
  const response = await call(shop.app, 'GET', url, language ? { language } : {});
  return { status: response.statusCode, body: response.json() };
};

interface Block {
  type: string;
  theme: string;
  product_ids?: string[];
  link?: { link_type: string };
}

describe('content pages (spec §2 kinds, §3 blocks)', () => {
  it('the home page uses every one of the 13 block types, each with a theme', async () => {
    const { status, body } = await get('/content-pages/home');
    expect(status).toBe(200);
    const blocks = body.data.blocks as Block[];
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(CONTENT_BLOCK_TYPES));
    expect(new Set(blocks.map((block) => block.theme))).toEqual(new Set(['DARK', 'LIGHT']));
    for (const block of blocks) if (block.link) expect(LINK_TARGETS).toContain(block.link.link_type);
  });

  it('texts come in the asked language with Thai by default', async () => {
    const th = (await get('/content-pages/home')).body.data.blocks[0].slides[0];
    const en = (await get('/content-pages/home', 'en')).body.data.blocks[0].slides[0];
    expect(th.title).toBe('เมกะเซล ลดสูงสุด 70%');
    expect(en.title).toBe('Mega Sale: up to 70% off');
    expect(en.image).toMatch(/^\/media\/banners\/.+\.webp$/);
  });

  it('product carousels name products that exist (GET products answers every id in order)', async () => {
    const carousel = ((await get('/content-pages/home')).body.data.blocks as Block[]).find((block) => block.type === 'PRODUCTCAROUSEL');
    const ids = carousel?.product_ids ?? [];
    expect(ids.length).toBeGreaterThan(0);
    const cards = (await get(`/products?product_id=${ids.join(',')}`)).body.data as { product_id: string }[];
    expect(cards.map((card) => card.product_id)).toEqual(ids);
  });

  it('every content page kind has a page', async () => {
    for (const kind of CONTENT_PAGE_KINDS.filter((kind) => kind !== 'custom-page' && kind !== 'about-us')) {
      expect((await get(`/content-pages/${kind}`)).status, kind).toBe(200);
    }
  });

  it('an unknown kind is a 400 and a missing page a 404', async () => {
    expect((await get('/content-pages/cart')).status).toBe(400);
    const missing = await get('/content-pages/about-us?key=nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.status_code).toBe(10601);
  });

  it('GET custom-page/{name} answers a custom page by its URL-encoded name', async () => {
    const { body } = await get(`/custom-page/${encodeURIComponent('11-11-sale')}`);
    expect(body.data).toMatchObject({ kind: 'custom-page', key: '11-11-sale', theme: 'DARK' });
    expect((await get(`/custom-page/${encodeURIComponent('ลดราคา 11.11')}`)).status).toBe(404);
  });

  it("the brand's membership programme page is the custom page <brand>-plus", async () => {
    const { body } = await get('/custom-page/talad-plus', 'en');
    expect(body.data.title).toBe('Talad ตลาด Plus');
  });
});

describe('per-type SEO rows', () => {
  it('each main category and each brand has its own SEO row', async () => {
    const category = (await get('/seo?type=category&key=beauty', 'en')).body.data;
    expect(category).toMatchObject({
      key: 'beauty',
      title: 'Beauty, genuine and good value | Talad ตลาด',
      og_image: '/media/categories/beauty.webp',
    });
    const brand = (await get('/seo?type=brand&key=mistine')).body.data;
    expect(brand).toMatchObject({ key: 'mistine', title: 'มิสทิน ของแท้ | Talad ตลาด' });
  });
});

describe('about pages and FAQ', () => {
  it('lists the about pages in menu order and opens each', async () => {
    const pages = (await get('/about-pages', 'en')).body.data as { slug: string; title: string }[];
    expect(pages.map((page) => page.slug)).toEqual(['about-us', 'how-to-order', 'shipping', 'returns', 'contact-us']);
    const about = await get('/content-pages/about-us?key=shipping');
    expect(about.body.data.blocks[0].paragraphs[0]).toContain('1-3 วันทำการ');
  });

  it('FAQ comes grouped, in order', async () => {
    const groups = (await get('/faq')).body.data as { group: string; questions: unknown[] }[];
    expect(groups.map((group) => group.group)).toEqual(['การสั่งซื้อ', 'การชำระเงิน', 'การจัดส่ง', 'การคืนสินค้า', 'สมาชิก']);
    expect(groups.flatMap((group) => group.questions)).toHaveLength(10);
  });
});

describe('blog', () => {
  it('lists 20 posts newest first with paging', async () => {
    const { body } = await get('/blog/posts?size=8&page=3');
    expect(body.data).toMatchObject({ total: 20, page: 3, size: 8, total_pages: 3 });
    expect(body.data.items).toHaveLength(4);
    const first = (await get('/blog/posts?size=20')).body.data.items.map((post: { published_at: string }) => post.published_at);
    expect(first).toEqual([...first].sort().reverse());
  });

  it('filters by tag', async () => {
    const { body } = await get(`/blog/posts?tag=${encodeURIComponent('ซัมเมอร์')}`);
    expect(body.data.items.length).toBe(2);
  });

  it('a post has its sections, linked products and related posts, in English when asked', async () => {
    const { body } = await get('/blog/posts/choose-air-fryer', 'en');
    expect(body.data.title).toBe('How to choose an air fryer that pays off');
    expect(body.data.sections.map((section: { heading: string | null }) => section.heading)).toEqual([null, 'Tips', 'In short']);
    expect(body.data.product_ids.length).toBeGreaterThan(0);
    expect(body.data.reading_minutes).toBeGreaterThanOrEqual(1);
  });

  it('names each post’s writer in the reader’s language (issue #15)', async () => {
    const authors = async (language: 'th' | 'en') =>
      new Set((await get('/blog/posts?size=20', language)).body.data.items.map((post: { author: string }) => post.author));
    expect(await authors('en')).toEqual(new Set(['Editorial team', 'Thanakorn', 'Kittipat', 'Paweena', 'Natthida', 'Pimchanok']));
    expect(await authors('th')).toContain('ทีมบรรณาธิการ');
  });

  it('an unknown post is a 404 BLOG_POST_NOT_FOUND', async () => {
    const { status, body } = await get('/blog/posts/no-such-post');
    expect(status).toBe(404);
    expect(body.status_code).toBe(10602);
  });
});

describe('live TV', () => {
  it('splits streams into live now, upcoming (soonest first) and replays, each with products and schedule', async () => {
    const { body } = await get('/live-streams');
    expect(body.data.live.map((stream: { slug: string }) => stream.slug)).toEqual(['mobile-deals-live']);
    const upcoming = body.data.upcoming.map((stream: { starts_at: string }) => stream.starts_at);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(body.data.replays).toHaveLength(2);
    expect(body.data.live[0]).toMatchObject({ status: 'LIVE', product_ids: expect.arrayContaining([expect.stringMatching(/^PRD/)]) });
    expect(body.data.live[0].schedule).toHaveLength(3);
  });

  it('one stream by slug, 404 when unknown', async () => {
    expect((await get('/live-streams/beauty-night-live')).body.data.status).toBe('UPCOMING');
    expect((await get('/live-streams/nope')).status).toBe(404);
  });
});
