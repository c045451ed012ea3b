import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const search = async (text: string, extra = '', language?: 'th' | 'en') => {
  const response = await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}${extra}`, language ? { language } : {});
  return { status: response.statusCode, body: response.json() };
};
const names = (body: { data: { items: { name: string }[] } }) => body.data.items.map((item) => item.name);

describe('GET /search', () => {
  it('รองเท้า finds รองเท้าผ้าใบ (a word inside a longer Thai word)', async () => {
    const { status, body } = await search('รองเท้า', '&size=100');
    expect(status).toBe(200);
    expect(names(body).some((name) => name.startsWith('รองเท้าผ้าใบ'))).toBe(true);
    expect(body.data.search).toBe('รองเท้า');
  });

  it('a whole Thai product word finds only that kind of product first', async () => {
    const { body } = await search('หม้อทอดไร้น้ำมัน');
    expect(body.data.total).toBeGreaterThan(0);
    expect(names(body)[0]).toContain('หม้อทอดไร้น้ำมัน');
  });

  it('a one-letter Thai typo still finds the product', async () => {
    const { body } = await search('หม้อทอดไร้น้ำมน');
    expect(names(body)[0]).toContain('หม้อทอดไร้น้ำมัน');
  });

  it('English names work, in any case, and answer English names when asked', async () => {
    const { body } = await search('AIR FRYER', '', 'en');
    expect(body.data.total).toBeGreaterThan(0);
    expect(names(body)[0]).toContain('Air fryer');
  });

  it('a one-letter English typo still finds the brand', async () => {
    const { body } = await search('samsnug');
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items[0].brand.slug).toBe('samsung');
  });

  it('takes the listing filters and sorts too', async () => {
    const { body } = await search('samsung', '&sort=price_low_to_high&hasStock=true&size=50');
    const prices = body.data.items.map((item: { price: number; special_price: number | null }) => item.special_price ?? item.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(body.data.items.every((item: { stock: number }) => item.stock > 0)).toBe(true);
  });

  it('nonsense finds nothing and is not counted as popular', async () => {
    const { body } = await search('qqxxzzvv');
    expect(body.data.total).toBe(0);
    const popular = (await call(shop.app, 'GET', '/search/popular')).json().data;
    expect(popular.map((entry: { keyword: string }) => entry.keyword)).not.toContain('qqxxzzvv');
  });

  it.each([
    ['', 'search'],
    ['x'.repeat(101), 'search'],
  ])('a bad search text (%#) is a 400 naming the field', async (text, field) => {
    const { status, body } = await search(text);
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe(field);
  });

  it('punctuation only is a 400 SEARCH_TEXT_INVALID, not a 500', async () => {
    const { status, body } = await search('!!!');
    expect(status).toBe(400);
    expect(body.status_code).toBe(10701);
  });
});

describe('popular searches come from real queries', () => {
  it('a search that finds something is counted and climbs the list, shown without word spaces', async () => {
    const before = (await call(shop.app, 'GET', '/search/popular')).json().data as { keyword: string; count: number }[];
    expect(before[0]).toEqual({ keyword: 'ไอโฟน', count: 1840 });
    for (let time = 0; time < 3; time++) await search('ผ้าอ้อม');
    const after = (await call(shop.app, 'GET', '/search/popular')).json().data as { keyword: string; count: number }[];
    expect(after.find((entry) => entry.keyword === 'ผ้าอ้อม')?.count).toBe(613);
  });

  it('searches answered at the same moment are all counted, written together before the list is read', async () => {
    const countOf = async () => ((await call(shop.app, 'GET', '/search/popular')).json().data as { keyword: string; count: number }[]).find((entry) => entry.keyword === 'ไอโฟน')?.count ?? 0;
    const before = await countOf();
    await Promise.all(Array.from({ length: 5 }, () => search('ไอโฟน')));
    expect(await countOf()).toBe(before + 5);
  });

  it('placeholders name popular searches and best-selling brands in the asked language', async () => {
    const th = (await call(shop.app, 'GET', '/search/placeholders')).json().data as string[];
    expect(th[0]).toBe('ค้นหา "ไอโฟน"');
    const en = (await call(shop.app, 'GET', '/search/placeholders', { language: 'en' })).json().data as string[];
    expect(en.every((text) => text.startsWith('Search "'))).toBe(true);
  });
});

describe('GET /search/related-product/side-menu', () => {
  it('lists the sub-categories and brands of the matches', async () => {
    const response = await call(shop.app, 'GET', `/search/related-product/side-menu?keywords=${encodeURIComponent('รองเท้า')}`);
    const { categories, brands } = response.json().data;
    expect(categories[0]).toMatchObject({ value: 'shoes', label: 'รองเท้า' });
    expect(brands.length).toBeGreaterThan(0);
  });

  it('missing keywords are a 400', async () => {
    expect((await call(shop.app, 'GET', '/search/related-product/side-menu')).statusCode).toBe(400);
  });
});
