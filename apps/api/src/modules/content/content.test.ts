import { menu } from '@talad/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popups, seoPages } from '../../db/schema/index.ts';
import { envelopeOf } from '../../platform/envelope.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('GET /menu', () => {
  it('answers the whole navigation: main, sub and detail categories and the shop links, in Thai by default', async () => {
    const response = await call(shop.app, 'GET', '/menu');
    expect(response.statusCode).toBe(200);
    const { categories, links } = response.json().data;
    expect(categories.map((item: { label: string }) => item.label)).toEqual([
      'มือถือและแท็บเล็ต',
      'เครื่องใช้ไฟฟ้า',
      'แฟชั่น',
      'ความงาม',
      'บ้านและสวน',
      'แม่และเด็ก',
      'กีฬา',
      'อาหารและเครื่องดื่ม',
    ]);
    expect(categories[0]).toMatchObject({ link_type: 'MAINCATEGORY', link_value: 'mobile-tablet', icon: 'mobile' });
    expect(categories[0].children[0]).toMatchObject({ label: 'สมาร์ทโฟน', link_type: 'SUBCATEGORY', link_value: 'smartphones' });
    expect(categories[0].children[0].children[0]).toMatchObject({ link_type: 'DETAILCATEGORY', children: [] });
    expect(links.map((item: { link_type: string }) => item.link_type)).toEqual([
      'FLASHSALE',
      'PROMOTION',
      'BRAND',
      'BLOG',
      'LIVE',
      'COLLECTION',
      'COUPON',
      'LINKURL',
      'LINKURL',
      'LINKURL',
    ]);
    expect(links.at(-1)).toMatchObject({ link_type: 'LINKURL', link_value: '/talad-plus' });
  });

  it('sends prepared bytes that the contract reads back whole: every field declared, none missing', async () => {
    for (const language of ['th', 'en'] as const) {
      const answer = (await call(shop.app, 'GET', '/menu', { language })).json();
      expect(envelopeOf(menu).parse(answer)).toEqual(answer);
    }
  });

  it('answers English labels for Accept-Language: en', async () => {
    const { categories, links } = (await call(shop.app, 'GET', '/menu', { language: 'en' })).json().data;
    expect(categories[0].label).toBe('Mobiles & Tablets');
    expect(categories[0].children[0].label).toBe('Smartphones');
    expect(links.map((item: { label: string }) => item.label)).toEqual([
      'Flash Sale',
      'Promotions',
      'Brands',
      'Blog',
      'Live TV',
      'Collections',
      'Coupons',
      'About us',
      'FAQ',
      'Talad ตลาด Plus',
    ]);
  });
});

describe('GET /popups', () => {
  it('answers the live popup images and no introduction by default', async () => {
    const { data } = (await call(shop.app, 'GET', '/popups')).json();
    expect(data.popup_introduction).toBeNull();
    expect(data.popup_images).toHaveLength(2);
    expect(data.popup_images[0]).toEqual({
      image_url: expect.stringMatching(/^\/media\//),
      link_type: 'FLASHSALE',
      link_value: '',
      alt: 'Flash Sale ลดสูงสุด 70% ทุกวัน',
    });
  });

  it('answers the introduction once the shop turns it on, in the asked language', async () => {
    await shop.db.update(popups).set({ isActive: true }).where(eq(popups.kind, 'introduction'));
    const { data } = (await call(shop.app, 'GET', '/popups', { language: 'en' })).json();
    expect(data.popup_introduction).toEqual({
      title: 'Welcome to Talad ตลาด',
      body: expect.any(String),
      image_url: expect.any(String),
      button_label: 'Start shopping',
    });
    await shop.db.update(popups).set({ isActive: false }).where(eq(popups.kind, 'introduction'));
  });

  it('leaves out popups outside their active window', async () => {
    await shop.db
      .update(popups)
      .set({ endsAt: sql`now() - interval '1 day'` })
      .where(eq(popups.linkType, 'COUPON'));
    const { data } = (await call(shop.app, 'GET', '/popups')).json();
    expect(data.popup_images.map((image: { link_type: string }) => image.link_type)).toEqual(['FLASHSALE']);
    await shop.db.update(popups).set({ endsAt: null }).where(eq(popups.linkType, 'COUPON'));
  });
});

describe('GET /seo', () => {
  it('answers the default SEO row of a page kind', async () => {
    const response = await call(shop.app, 'GET', '/seo?type=home');
    expect(response.json().data).toEqual({
      type: 'home',
      key: null,
      title: 'ช้อปออนไลน์ สินค้าแท้ ส่งไว | Talad ตลาด',
      description: expect.any(String),
      keywords: expect.stringContaining('ช้อปออนไลน์'),
      og_image: expect.any(String),
    });
  });

  it('answers the keyed row when one exists, in English when asked', async () => {
    const { data } = (await call(shop.app, 'GET', '/seo?type=category&key=mobile-tablet', { language: 'en' })).json();
    expect(data).toMatchObject({ type: 'category', key: 'mobile-tablet', title: 'Mobiles & Tablets, 0% installments | Talad ตลาด' });
  });

  it("an unknown key falls back to the type's default row", async () => {
    const { data } = (await call(shop.app, 'GET', '/seo?type=category&key=no-such-category')).json();
    expect(data).toMatchObject({ type: 'category', key: null, title: 'หมวดหมู่สินค้า | Talad ตลาด' });
  });

  it('a type outside the content page kinds is a 400 naming the field', async () => {
    const response = await call(shop.app, 'GET', '/seo?type=cart');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ is_success: false, status_code: 400, errors: [{ field: 'type' }] });
  });

  it('a missing type is a 400', async () => {
    expect((await call(shop.app, 'GET', '/seo')).statusCode).toBe(400);
  });

  it('a kind without any SEO row answers SEO_NOT_FOUND (404)', async () => {
    await shop.db.delete(seoPages).where(eq(seoPages.type, 'about-us'));
    const response = await call(shop.app, 'GET', '/seo?type=about-us', { language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, is_success: false, message: 'No SEO data for this page', status_code: 10103 });
  });
});
