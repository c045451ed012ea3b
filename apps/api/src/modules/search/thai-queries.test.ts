import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/**
 * What Thai shoppers really type, and what each must find first: a product of a brand, or one whose name has the
 * word. Tone marks dropped, words half typed, brands in Thai letters and everyday words for the catalogue's.
 */
type Expected = { brand: string } | { name: RegExp };
const QUERIES: readonly (readonly [query: string, expected: Expected, why: string])[] = [
  ['รองเท้า', { name: /รองเท้า/ }, 'the word as written'],
  ['รองเทา', { name: /รองเท้า/ }, 'tone mark missing'],
  ['รองเท้าผ้าใบ', { name: /รองเท้าผ้าใบ/ }, 'two words run together'],
  ['รองเทาผาใบ', { name: /รองเท้าผ้าใบ/ }, 'both tone marks missing'],
  ['ไอโฟน', { brand: 'apple' }, 'iPhone in Thai'],
  ['ไอโฟ', { brand: 'apple' }, 'a word being typed, cut differently by the dictionary'],
  ['ไอโฟน16', { brand: 'apple' }, 'model number typed without a space'],
  ['iphone', { brand: 'apple' }, 'iPhone in English'],
  ['ไอแพด', { name: /ไอแพด/ }, 'iPad in Thai'],
  ['ซัมซุง', { brand: 'samsung' }, 'Samsung in Thai'],
  ['ซำซุง', { brand: 'samsung' }, 'Samsung as it is often spelt'],
  ['samsnug', { brand: 'samsung' }, 'an English typo'],
  ['เสียวหมี่', { brand: 'xiaomi' }, 'Xiaomi in Thai'],
  ['หัวเว่ย', { brand: 'huawei' }, 'Huawei in Thai'],
  ['ออปโป้', { brand: 'oppo' }, 'OPPO in Thai'],
  ['วีโว่', { brand: 'vivo' }, 'vivo in Thai'],
  ['มือถือ', { name: /สมาร์ทโฟน|ไอโฟน|มือถือ/ }, 'the everyday word for a phone'],
  ['โทรศัพท์มือถือ', { name: /สมาร์ทโฟน|ไอโฟน|มือถือ/ }, 'the formal word for a phone'],
  ['หูฟัง', { name: /หูฟัง/ }, 'earphones'],
  ['หูฟังไรสาย', { name: /หูฟังไร้สาย/ }, 'wireless earphones, tone mark missing'],
  ['ตู้เย็น', { name: /ตู้เย็น/ }, 'refrigerator'],
  ['ตูเย็น', { name: /ตู้เย็น/ }, 'refrigerator, tone mark missing'],
  ['ตู้เย', { name: /ตู้เย็น/ }, 'refrigerator, half typed'],
  ['แอร์บ้าน', { name: /เครื่องปรับอากาศ/ }, 'the everyday word for an air conditioner'],
  ['ทีวี', { name: /ทีวี/ }, 'TV'],
  ['หม้อทอด', { name: /หม้อทอดไร้น้ำมัน/ }, 'air fryer, short'],
  ['หมอทอด', { name: /หม้อทอดไร้น้ำมัน/ }, 'air fryer, tone mark missing'],
  ['หม้อทอดไร้น้ำมน', { name: /หม้อทอดไร้น้ำมัน/ }, 'air fryer, a vowel missing (typo)'],
  ['หมอหุงขาว', { name: /หม้อหุงข้าว/ }, 'rice cooker, tone marks missing'],
  ['พัดลม', { name: /พัดลม/ }, 'fan'],
  ['เครื่องซักผา', { name: /เครื่องซักผ้า/ }, 'washing machine, tone mark missing'],
  ['เสื้อยืด', { name: /เสื้อยืด/ }, 'T-shirt'],
  ['เสือยืด', { name: /เสื้อยืด/ }, 'T-shirt, tone mark missing'],
  ['กางเกงยีน', { name: /ยีนส์/ }, 'jeans without the silent letter'],
  ['กระเปา', { name: /กระเป๋า/ }, 'bag, tone mark missing'],
  ['ครีมกันแดด', { name: /ครีมกันแดด/ }, 'sunscreen'],
  ['กันแดด', { name: /กันแดด/ }, 'sunscreen, short'],
  ['ลิป', { name: /ลิปสติก/ }, 'lipstick, as people say it'],
  ['นำหอม', { name: /น้ำหอม/ }, 'perfume, tone mark missing'],
  ['ยาสระผม', { name: /แชมพู/ }, 'the Thai word for shampoo'],
  ['ไนกี้', { brand: 'nike' }, 'Nike in Thai'],
  ['ไนกี', { brand: 'nike' }, 'Nike in Thai, tone mark missing'],
  ['อาดิดาส', { brand: 'adidas' }, 'adidas in Thai'],
  ['แพมเพิส', { name: /ผ้าอ้อม/ }, 'diapers by the brand everyone says'],
  ['นมผง', { name: /นมผง/ }, 'formula milk'],
  ['จักรยาน', { name: /จักรยาน/ }, 'bicycle'],
  ['ดัมเบลล์', { name: /ดัมเบล/ }, 'dumbbell, spelt with the silent letter'],
  ['กาแฟ', { name: /กาแฟ/ }, 'coffee'],
  ['แบตสำรอง', { name: /พาวเวอร์แบงก์/ }, 'the Thai word for a power bank'],
  ['พาวเวอร์แบงค์', { name: /พาวเวอร์แบงก์/ }, 'power bank, the other spelling'],
  ['สมาร์ทวอช', { name: /สมาร์ทวอทช์/ }, 'smartwatch, shorter spelling'],
];

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

interface Found {
  total: number;
  items: { name: string; brand: { slug: string } | null }[];
  suggestions: string[];
}
async function search(text: string, language: 'th' | 'en' = 'th'): Promise<Found> {
  const response = await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}`, { language });
  expect(response.statusCode).toBe(200);
  return response.json().data as Found;
}

describe('what Thai shoppers type (issue #15)', () => {
  it(`holds ${QUERIES.length} real queries`, () => expect(QUERIES.length).toBeGreaterThanOrEqual(40));

  it.each(QUERIES)('%s finds its product first (%s: %s)', async (query, expected) => {
    const found = await search(query);
    expect(found.total).toBeGreaterThan(0);
    const [first] = found.items;
    if ('brand' in expected) expect(first?.brand?.slug).toBe(expected.brand);
    else expect(first?.name).toMatch(expected.name);
  });

  it('finds the same products with and without tone marks', async () => {
    const [marked, bare] = await Promise.all([search('รองเท้าแตะ'), search('รองเทาแตะ')]);
    expect(bare.total).toBe(marked.total);
    expect(bare.items.map((item) => item.name)).toEqual(marked.items.map((item) => item.name));
  });

  it('answers English names when asked in English, for a Thai query too', async () => {
    const found = await search('ซัมซุง', 'en');
    expect(found.items[0]?.brand?.slug).toBe('samsung');
    expect(found.items[0]?.name).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('suggests the shop’s nearest words when a search finds nothing, and none when it finds something', async () => {
    // Too far from Electrolux for a typo (that would have found it), near enough to be what was meant.
    const missed = await search('elektrolucks');
    expect(missed.total).toBe(0);
    expect(missed.suggestions).toContain('Electrolux');
    const found = await search('Electrolux');
    expect(found.total).toBeGreaterThan(0);
    expect(found.suggestions).toEqual([]);
  });

  it('suggests nothing for text that is like no word of the shop', async () => {
    const missed = await search('qqxzv');
    expect(missed.total).toBe(0);
    expect(missed.suggestions).toEqual([]);
  });
});

describe('GET /search/suggestions: the box completes what is being typed', () => {
  const suggest = async (text: string, language: 'th' | 'en' = 'th') => {
    const response = await call(shop.app, 'GET', `/search/suggestions?text=${encodeURIComponent(text)}`, { language });
    return { status: response.statusCode, words: response.json().data as string[] };
  };

  it('completes a half-typed Thai word, tone marks or not, most searched first', async () => {
    expect((await suggest('ไอโฟ')).words[0]).toBe('ไอโฟน');
    expect((await suggest('รองเทา')).words).toEqual(expect.arrayContaining(['รองเท้าผ้าใบ', 'รองเท้าวิ่ง']));
    expect((await suggest('ซัมซ')).words).toContain('ซัมซุง');
  });

  it('completes English in English, with the shop’s own spelling', async () => {
    const { words } = await suggest('sams', 'en');
    expect(words[0]).toBe('Samsung');
    expect(words.length).toBeLessThanOrEqual(8);
  });

  it('answers an empty list for letters no word starts with, and 400 for an empty box', async () => {
    expect((await suggest('qqxz')).words).toEqual([]);
    expect((await suggest('   ')).status).toBe(400);
  });
});
