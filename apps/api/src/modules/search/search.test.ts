import { RENDERER_KEY_HEADER } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, call, loginAsGuest, type CallOptions, type TestApp } from '../../test-support/test-app.ts';
import { searchMatch, typoCondition, withTypoIndex } from './service.ts';

const RENDERER_KEY = 'renderer-key-for-the-search-tests-0123';
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ rendererKey: RENDERER_KEY });
});
afterAll(() => shop.close());

const search = async (text: string, extra = '', language?: 'th' | 'en', options: CallOptions = {}) => {
  const response = await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}${extra}`, {
    ...options,
    ...(language ? { language } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
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

  it('two letters typed the wrong way round find the word meant, and say so ("did you mean"): sheos is shoes, not sheets or shears', async () => {
    const { body } = await search('sheos', '&size=48', 'en');
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(names(body).every((name) => /shoe|sneaker|boot|sandal|slipper|loafer/i.test(name))).toBe(true);
    expect(body.data.suggestions).toEqual(['Shoes']);
    // Found as typed: nothing to correct, nothing suggested.
    expect((await search('shoes', '', 'en')).body.data.suggestions).toEqual([]);
  });

  it('a Thai typo says the word searched instead as the shop spells it, tone marks and all', async () => {
    const { body } = await search('หม้อทอดไร้น้ำมน');
    expect(names(body)[0]).toContain('หม้อทอดไร้น้ำมัน');
    expect(body.data.suggestions).toEqual(['หม้อทอดไร้น้ำมัน']);
  });

  it("a typo is corrected through the words table's trigram index, never by computing similarity for every product", async () => {
    for (const text of ['samsnug', 'หม้อทอด ไร้ น้ำมน']) {
      const plan = await withTypoIndex(shop.db, async (transaction) =>
        transaction.execute(sql`explain select id from products where ${await typoCondition(transaction, searchMatch(text))}`),
      );
      const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
      expect(lines).toMatch(/Index Scan on search_words_word_idx .*\n\s+Index Cond: \(word %> /);
      expect(lines).toContain('products_word_ids_idx');
      expect(lines).not.toContain('Seq Scan');
      expect(lines).not.toContain('products_search_text_idx');
    }
  });

  it('a typo with filters finds what the filters keep, and the side menu follows the typo too', async () => {
    const { body } = await search('samsnug', '&hasStock=true&size=50');
    expect(body.data.total).toBeGreaterThan(0);
    expect(
      body.data.items.every((item: { stock: number; brand: { slug: string } }) => item.stock > 0 && item.brand.slug === 'samsung'),
    ).toBe(true);
    const menu = (await call(shop.app, 'GET', '/search/related-product/side-menu?keywords=samsnug')).json().data;
    expect(menu.brands[0].value).toBe('samsung');
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

  it('a search that finds nothing is answered from memory the next time, however it is cased or spaced', async () => {
    const database = ['select', 'execute', 'transaction'] as const;
    const spies = database.map((method) => vi.spyOn(shop.db, method));
    const used = () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    try {
      const first = await search('zzqqxx vvkk', '&size=12', 'en');
      expect(first.body.data.total).toBe(0);
      expect(used()).toBeGreaterThan(0);
      for (const spy of spies) spy.mockClear();
      const again = await search('  ZZQQXX   vvkk', '&size=12', 'en');
      expect(used()).toBe(0);
      expect(again.body).toEqual({ ...first.body, data: { ...first.body.data, search: 'ZZQQXX   vvkk' } });
      // Another answer shape (page size, language) is its own entry.
      await search('zzqqxx vvkk', '&size=24', 'en');
      expect(used()).toBeGreaterThan(0);
      for (const spy of spies) spy.mockClear();
      await call(shop.app, 'GET', `/search/related-product/side-menu?keywords=${encodeURIComponent('zzqqxx vvkk')}`);
      expect(used()).toBeGreaterThan(0);
      for (const spy of spies) spy.mockClear();
      expect(
        (await call(shop.app, 'GET', `/search/related-product/side-menu?keywords=${encodeURIComponent('ZZQQXX vvkk')}`)).json().data,
      ).toEqual({ categories: [], brands: [] });
      expect(used()).toBe(0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
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
  const countOf = async (keyword: string) =>
    ((await call(shop.app, 'GET', '/search/popular')).json().data as { keyword: string; count: number }[]).find(
      (entry) => entry.keyword === keyword,
    )?.count ?? 0;

  it('a search that finds something is counted and climbs the list, shown without word spaces', async () => {
    const before = (await call(shop.app, 'GET', '/search/popular')).json().data as { keyword: string; count: number }[];
    expect(before[0]).toEqual({ keyword: 'ไอโฟน', count: 1840 });
    for (const shopper of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      await search('ผ้าอ้อม', '', undefined, { remoteAddress: shopper });
    expect(await countOf('ผ้าอ้อม')).toBe(613);
  });

  it('searches answered at the same moment are all counted, written together before the list is read', async () => {
    const before = await countOf('ไอโฟน');
    await Promise.all(
      Array.from({ length: 5 }, (_, shopper) => search('ไอโฟน', '', undefined, { remoteAddress: `198.51.100.${10 + shopper}` })),
    );
    expect(await countOf('ไอโฟน')).toBe(before + 5);
  });

  it('one session counts a word once a day, however often and from whatever address it searches', async () => {
    const before = await countOf('ไอโฟน');
    const guest = await loginAsGuest(shop.app, '198.51.100.20');
    for (const address of ['198.51.100.20', '198.51.100.21', '198.51.100.20'])
      await search('ไอโฟน', '', undefined, { token: guest.access_token, remoteAddress: address });
    expect(await countOf('ไอโฟน')).toBe(before + 1);
  });

  it('one address without a session counts a word once a day, junk never, the renderer’s calls every time', async () => {
    const before = await countOf('ไอโฟน');
    const address = { remoteAddress: '198.51.100.30' };
    for (let time = 0; time < 4; time++) await search('ไอโฟน', '', undefined, address);
    await search('ไอโฟน', '&page=2', undefined, { remoteAddress: '198.51.100.31' });
    for (let time = 0; time < 3; time++) await search('qqxxzzvv', '', undefined, { remoteAddress: '198.51.100.32' });
    expect(await countOf('ไอโฟน')).toBe(before + 1);
    expect(await countOf('qqxxzzvv')).toBe(0);
    for (let time = 0; time < 2; time++)
      await search('ไอโฟน', '', undefined, { ...address, headers: { [RENDERER_KEY_HEADER]: RENDERER_KEY } });
    expect(await countOf('ไอโฟน')).toBe(before + 3);
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

describe('searches have their own per-IP limit (SEARCH_RATE_PER_MINUTE)', () => {
  const allowed = () => shop.config.searchRatePerMinute;

  it('past the limit a search is a 429 envelope; the side menu counts on its own; the renderer is not counted', async () => {
    const shopper = { remoteAddress: '192.0.2.50', language: 'en' as const };
    for (let time = 0; time < allowed(); time++) expect((await search('zzlimitzz', '', 'en', shopper)).status).toBe(200);
    const refused = await search('zzlimitzz', '', 'en', shopper);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ data: null, is_success: false, message: 'Too many requests, please try again later', status_code: 429 });
    expect(refused.headers['retry-after']).toBeDefined();

    const sideMenu = () => call(shop.app, 'GET', '/search/related-product/side-menu?keywords=zzlimitzz', shopper);
    for (let time = 0; time < allowed(); time++) expect((await sideMenu()).statusCode).toBe(200);
    expect((await sideMenu()).statusCode).toBe(429);

    const renderer = { ...shopper, headers: { [RENDERER_KEY_HEADER]: RENDERER_KEY } };
    expect((await search('zzlimitzz', '', 'en', renderer)).status).toBe(200);
    // Other calls from that address keep the general limit, and other addresses their own search limit.
    expect((await call(shop.app, 'GET', '/menu', shopper)).statusCode).toBe(200);
    expect((await search('zzlimitzz', '', 'en', { remoteAddress: '192.0.2.51' })).status).toBe(200);
  });
});
