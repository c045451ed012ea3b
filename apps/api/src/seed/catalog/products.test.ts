import { describe, expect, it } from 'vitest';
import { BRAND_ROWS } from './brands.ts';
import { catalogPlan, draftProduct, listingName, lotTags, type BrandNode, type CategoryNode, type ProductDraft } from './products.ts';
import { seededRandom } from './random.ts';
import { TEMPLATES } from './templates.ts';

/** The default catalogue's drafts, with stand-in category and brand rows (their ids do not matter here). */
function drafts(size: number): ProductDraft[] {
  const categories = new Map<string, CategoryNode>(
    TEMPLATES.map((template, id) => [
      template.category,
      {
        id,
        slug: template.category,
        name: { th: template.th, en: template.en },
        mainId: 0,
        subId: id,
        detailId: id,
        path: [],
        main: 'mobile-tablet',
      },
    ]),
  );
  const brands = new Map<string, BrandNode>(
    BRAND_ROWS.map(([slug, name, thai], id) => [slug, { id, slug, name: { th: thai ?? name, en: name } }]),
  );
  const random = seededRandom(20_260_101);
  const now = new Date('2026-01-01T00:00:00Z');
  return catalogPlan(size).map((listing, index) => draftProduct(random, index, listing, categories, brands, now));
}

const shop = drafts(2000);
const regular = (draft: ProductDraft, size?: string) =>
  Math.min(...draft.variants.filter((variant) => size === undefined || variant.options.Size === size).map((variant) => variant.price));

describe('the demo catalogue of 2,000 products', () => {
  it('names every product differently, in Thai and in English', () => {
    expect(new Set(shop.map((draft) => draft.name.th)).size).toBe(2000);
    expect(new Set(shop.map((draft) => draft.name.en)).size).toBe(2000);
    expect(new Set(shop.map((draft) => draft.slug)).size).toBe(2000);
  });

  it('names a product as a Thai shop lists it: type, maker, model, line and colour', () => {
    const names = shop.map((draft) => draft.name);
    expect(names).toContainEqual(expect.objectContaining({ th: expect.stringMatching(/^ไอโฟน Apple iPhone 16 Pro สี/) }));
    expect(names).toContainEqual(
      expect.objectContaining({ en: expect.stringMatching(/^Sony WF-1000XM5 Wireless earbuds (Black|White|Sky blue)$/) }),
    );
    expect(names).toContainEqual(expect.objectContaining({ th: expect.stringMatching(/^สมาร์ททีวี Samsung QLED 4K Q70D 55 นิ้ว$/) }));
  });

  it('prices one model in one line and size within 12 % across its listings (shops round their prices)', () => {
    const byModel = new Map<string, number[]>();
    for (const [index, listing] of catalogPlan(2000).entries()) {
      const draft = shop[index]!;
      for (const size of new Set(draft.variants.map((variant) => variant.options.Size))) {
        const key = `${listing.template.category}|${listing.model[1]}|${listing.line[1]}|${size ?? ''}`;
        byModel.set(key, [...(byModel.get(key) ?? []), regular(draft, size)]);
      }
    }
    expect(byModel.size).toBeGreaterThan(500);
    for (const [key, prices] of byModel) expect(Math.max(...prices) / Math.min(...prices), key).toBeLessThanOrEqual(1.12);
  });

  it('charges more for more storage, and the same for a size that is only a fit', () => {
    const storage = ['128gb', '256gb', '512gb'];
    let phones = 0;
    for (const draft of shop) {
      const sizes = [...new Set(draft.variants.flatMap((variant) => variant.options.Size ?? []))];
      if (sizes.length < 2) continue;
      const prices = sizes.map((size) => regular(draft, size));
      if (sizes.every((size) => storage.includes(size))) {
        phones += 1;
        const ordered = sizes.map((size, index) => [storage.indexOf(size), prices[index]!] as const).sort(([a], [b]) => a - b);
        ordered.slice(1).forEach(([, price], index) => expect(price, draft.slug).toBeGreaterThan(ordered[index]![1]));
      } else {
        expect(new Set(prices).size, draft.slug).toBe(1);
      }
    }
    expect(phones).toBeGreaterThan(50);
  });

  it('prices each kind within its realistic range: no iPhone under ฿20,000, no earbuds over ฿12,000, no snack over ฿500', () => {
    const cheapest = (category: string) =>
      Math.min(...shop.filter((draft) => draft.categorySlug === category).map((draft) => regular(draft)));
    const dearest = (category: string) =>
      Math.max(...shop.filter((draft) => draft.categorySlug === category).map((draft) => regular(draft)));
    expect(cheapest('iphone')).toBeGreaterThanOrEqual(20_000_00);
    expect(dearest('earphones')).toBeLessThanOrEqual(12_000_00);
    expect(dearest('snacks')).toBeLessThanOrEqual(500_00);
    // Markdowns shrink as prices grow: a ฿20,000 item is never sold at more than 10 % off.
    for (const draft of shop) {
      for (const variant of draft.variants.filter((candidate) => candidate.price >= 20_000_00)) {
        expect((variant.specialPrice ?? variant.price) / variant.price, draft.slug).toBeGreaterThanOrEqual(0.89);
      }
    }
  });

  it('is the same on every run, and a smaller catalogue is the start of the larger one', () => {
    expect(drafts(480).map((draft) => draft.name)).toEqual(shop.slice(0, 480).map((draft) => draft.name));
    expect(new Set(drafts(480).map((draft) => draft.categorySlug)).size).toBe(TEMPLATES.length);
  });

  it('past every listing the shop has, names the next round apart by the tags Thai shops add to a title', () => {
    const plan = catalogPlan(2500);
    const second = plan.findIndex((listing) => listing.lot === 2);
    expect(second).toBeGreaterThan(2000);
    const larger = drafts(2500);
    const names = larger.map((draft) => draft.name);
    expect(new Set(names.map((name) => name.en)).size).toBe(2500);
    const [first, again] = [names[0]!, names[second]!];
    expect(again.en).toBe(`${first.en} – Ready to ship`);
    expect(again.th).toBe(`${first.th} พร้อมส่ง`);
    // The address keeps the product's name without the tags (a path part is at most 100 characters), the code apart.
    expect(larger[second]!.slug).toBe(larger[0]!.slug.replace(/\d+$/, String(100001 + second)));
    expect(new Set(larger.map((draft) => draft.slug)).size).toBe(2500);
  });
});

describe('the largest embedded catalogue, 100,000 products', () => {
  it('names every product differently, in Thai and in English', () => {
    // The name is the plan's listing and its brand (as draftProduct names it); drafting 100,000 whole products here
    // would time the search text, not the names.
    const latin = new Map(BRAND_ROWS.map(([slug, name]) => [slug, name]));
    const names = catalogPlan(100_000).map((listing) => listingName(listing, latin.get(listing.model[2]) ?? ''));
    expect(names).toHaveLength(100_000);
    expect(new Set(names.map((name) => name.th)).size).toBe(100_000);
    expect(new Set(names.map((name) => name.en)).size).toBe(100_000);
  });
});

describe('the million-product catalogue (SEED_PRODUCTS at its most, on PostgreSQL)', () => {
  const sets = Array.from({ length: 512 }, (_, index) =>
    lotTags(index + 1)
      .map(([, en]) => en)
      .join(', '),
  );

  it('gives each lot its own set of tags: three at most in the 48 lots of 100,000 products', () => {
    expect(new Set(sets).size).toBe(512);
    expect(Math.max(...sets.slice(0, 48).map((set) => set.split(', ').length))).toBe(3);
    expect(() => lotTags(513)).toThrow(/runs out of listing tags/);
  });

  it('keeps the names a catalogue of up to 256 lots had with eight tags: the ninth comes after', () => {
    expect(sets.slice(0, 256).filter((set) => set.includes('Ships from Thailand'))).toEqual([]);
    expect(sets[256]).toBe('Ships from Thailand');
  });

  it('has tags enough for a million products', () => {
    // Lot 1's names are distinct (above) and every later lot adds its own tag set: a million need this many lots.
    const perLot = catalogPlan(3000).filter((listing) => listing.lot === 1).length;
    expect(perLot).toBeGreaterThan(2000);
    expect(() => lotTags(Math.ceil(1_000_000 / perLot))).not.toThrow();
  });
});
