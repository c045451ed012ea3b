import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

interface Card {
  product_id: string;
  price: number;
  special_price: number | null;
  stock: number;
  flags: string[];
  promotion_kinds: string[];
  brand: { slug: string } | null;
}

const listing = async (query: string, language?: 'th' | 'en') => {
  const response = await call(shop.app, 'GET', `/catalog/products${query}`, language ? { language } : {});
  return { status: response.statusCode, body: response.json() };
};
const effective = (card: Card) => card.special_price ?? card.price;

describe('GET /catalog/products — category pages', () => {
  it('a main category lists its products with total, pages and the sub-categories as facets', async () => {
    const { status, body } = await listing('?category=fashion&size=10');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.items).toHaveLength(10);
    expect(data.total).toBeGreaterThan(50);
    expect(data.total_pages).toBe(Math.ceil(data.total / 10));
    expect(data.category).toMatchObject({ slug: 'fashion', level: 'main', name: 'แฟชั่น', breadcrumb: [{ slug: 'fashion' }] });
    expect(data.category.children.map((child: { slug: string }) => child.slug)).toContain('shoes');
    expect(data.facets.categories.map((facet: { value: string }) => facet.value)).toContain('shoes');
    expect(data.items[0]).toMatchObject({
      product_id: expect.stringMatching(/^PRD\d+$/),
      image: expect.stringMatching(/^\/media\/products\/PRD\d+\/1\.webp$/),
    });
  });

  it('a detail category has the whole breadcrumb and only its products', async () => {
    const { body } = await listing('?category=sneakers&size=100', 'en');
    expect(body.data.category.breadcrumb.map((step: { name: string }) => step.name)).toEqual(['Fashion', 'Shoes', 'Sneakers']);
    expect(body.data.items.every((card: { name: string }) => card.name.includes('Sneakers'))).toBe(true);
  });

  it('an unknown category is a 404 CATEGORY_NOT_FOUND, never a 500', async () => {
    const { status, body } = await listing('?category=no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ is_success: false, status_code: 10502, data: null });
  });
});

describe('filters of spec §3', () => {
  it('price range in satang keeps every effective price inside it', async () => {
    const { body } = await listing('?min_price=50000&max_price=150000&size=100');
    expect(body.data.total).toBeGreaterThan(0);
    for (const card of body.data.items as Card[]) expect(effective(card)).toBeGreaterThanOrEqual(50_000);
    for (const card of body.data.items as Card[]) expect(effective(card)).toBeLessThanOrEqual(150_000);
    expect(body.data.facets.price.min).toBeGreaterThanOrEqual(50_000);
  });

  it('brand filter takes several brands and keeps only theirs', async () => {
    const { body } = await listing('?brand=samsung,apple&size=100');
    const brands = new Set((body.data.items as Card[]).map((card) => card.brand?.slug));
    expect([...brands].sort()).toEqual(['apple', 'samsung']);
    expect(body.data.facets.brands.map((facet: { value: string }) => facet.value).sort()).toEqual(['apple', 'samsung']);
  });

  it('filter keys hasStock, freeShipping, installment, newProduct and hasPromotion each hold for every result', async () => {
    const checks: [string, (card: Card) => boolean][] = [
      ['hasStock=true', (card) => card.stock > 0],
      ['freeShipping=true', (card) => card.flags.includes('freeShipping')],
      ['installment=true', (card) => card.flags.includes('installments')],
      ['newProduct=true', (card) => card.flags.includes('newProduct')],
      ['hasPromotion=true', (card) => card.promotion_kinds.length > 0],
    ];
    for (const [query, holds] of checks) {
      const { body } = await listing(`?${query}&size=100`);
      expect(body.data.total, query).toBeGreaterThan(0);
      expect((body.data.items as Card[]).every(holds), query).toBe(true);
    }
  });

  it('option values of one option are alternatives; facets count them with labels', async () => {
    const all = await listing('?category=t-shirts&size=100');
    const black = await listing('?category=t-shirts&Color=black&size=100');
    const blackOrWhite = await listing('?category=t-shirts&Color=black,white&size=100');
    expect(black.body.data.total).toBeGreaterThan(0);
    expect(blackOrWhite.body.data.total).toBeGreaterThanOrEqual(black.body.data.total);
    expect(all.body.data.total).toBeGreaterThanOrEqual(blackOrWhite.body.data.total);
    expect(all.body.data.facets.options.Color).toContainEqual({ value: 'black', label: 'ดำ', count: black.body.data.total });
  });

  it('Form, Pattern and Size values keep exactly the products that have them; facets of the result count every hit', async () => {
    const all = (await listing('?size=1')).body.data;
    for (const option of ['Form', 'Pattern', 'Size'] as const) {
      const values = all.facets.options[option] as { value: string; count: number }[];
      expect(values.length, option).toBeGreaterThan(1);
      const [most, other] = [...values].sort((a, b) => b.count - a.count) as [
        { value: string; count: number },
        { value: string; count: number },
      ];
      const one = (await listing(`?${option}=${most.value}&size=1`)).body.data;
      expect(one.total, `${option}=${most.value}`).toBe(most.count);
      expect(one.total, `${option}=${most.value}`).toBeLessThan(all.total);
      expect(one.facets.options[option], `${option}=${most.value}`).toContainEqual(
        expect.objectContaining({ value: most.value, count: one.total }),
      );
      const either = (await listing(`?${option}=${most.value},${other.value}&size=1`)).body.data;
      expect(either.total, `${option}=${most.value},${other.value}`).toBeGreaterThanOrEqual(Math.max(most.count, other.count));
      expect(either.total, `${option}=${most.value},${other.value}`).toBeLessThanOrEqual(most.count + other.count);
    }
  });

  it('different options must all match: Size and Pattern together narrow to products having both', async () => {
    const pattern = await listing('?category=t-shirts&Pattern=striped&size=1');
    const both = (await listing('?category=t-shirts&Pattern=striped&Size=m&size=1')).body.data;
    const sizeM = pattern.body.data.facets.options.Size.find((facet: { value: string }) => facet.value === 'm');
    expect(sizeM?.count).toBeGreaterThan(0);
    expect(both.total).toBe(sizeM.count);
    expect(both.facets.options.Pattern).toContainEqual(expect.objectContaining({ value: 'striped', count: both.total }));
    expect(both.facets.options.Size).toContainEqual(expect.objectContaining({ value: 'm', count: both.total }));
  });

  it('price "min-max" in satang keeps the same products as min_price and max_price', async () => {
    const all = (await listing('?size=1')).body.data;
    const range = (await listing('?price=50000-150000&size=100')).body.data;
    const bounds = (await listing('?min_price=50000&max_price=150000&size=100')).body.data;
    expect(range.total).toBeGreaterThan(0);
    expect(range.total).toBeLessThan(all.total);
    expect(range.total).toBe(bounds.total);
    expect((range.items as Card[]).map((card) => card.product_id)).toEqual((bounds.items as Card[]).map((card) => card.product_id));
    for (const card of range.items as Card[]) expect(effective(card)).toBeGreaterThanOrEqual(50_000);
    for (const card of range.items as Card[]) expect(effective(card)).toBeLessThanOrEqual(150_000);
    expect(range.facets.price.min).toBeGreaterThanOrEqual(50_000);
    expect(range.facets.price.max).toBeLessThanOrEqual(150_000);
  });

  it('status, shipment, selection and collection filters narrow the results', async () => {
    const outOfStock = await listing('?status=out_of_stock&size=100');
    expect((outOfStock.body.data.items as Card[]).every((card) => card.stock === 0)).toBe(true);
    const sevenEleven = await listing('?shipment=seven_eleven&size=100');
    expect((sevenEleven.body.data.items as Card[]).every((card) => card.flags.includes('AT_7-ELEVEN'))).toBe(true);
    const cashback = await listing('?selection=cashback&size=100');
    expect((cashback.body.data.items as Card[]).every((card) => card.promotion_kinds.includes('cashback'))).toBe(true);
    const underBudget = await listing('?collection=under-299&size=100');
    expect(underBudget.body.data.total).toBeGreaterThan(0);
    expect((underBudget.body.data.items as Card[]).every((card) => effective(card) <= 29_900)).toBe(true);
  });
});

describe('product flags of spec §3', () => {
  /** The whole catalogue, page by page, as a shopper's listing would show it. */
  const everyCard = async () => {
    const first = (await listing('?size=100&page=1')).body.data;
    const rest = await Promise.all(Array.from({ length: first.total_pages - 1 }, (_, index) => listing(`?size=100&page=${index + 2}`)));
    return [first, ...rest.map((page) => page.body.data)].flatMap((page) => page.items as Card[]);
  };

  it('status pre_order keeps exactly the products flagged preOrder', async () => {
    const cards = await everyCard();
    const flagged = cards.filter((card) => card.flags.includes('preOrder')).map((card) => card.product_id);
    const { body } = await listing('?status=pre_order&size=100');
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(cards.length);
    expect((body.data.items as Card[]).map((card) => card.product_id).sort()).toEqual([...flagged].sort());
    expect(body.data.total).toBe(flagged.length);
  });

  it('the flashSale flag marks every product of the running flash sale and only products of open flash sales', async () => {
    const sales = (await call(shop.app, 'GET', '/flash-sales')).json().data as {
      running: { items: { product: Card }[] };
      upcoming: { items: { product: Card }[] }[];
    };
    const running = sales.running.items.map((item) => item.product);
    expect(running.length).toBeGreaterThan(0);
    for (const product of running) expect(product.flags, product.product_id).toContain('flashSale');
    const open = new Set([sales.running, ...sales.upcoming].flatMap((sale) => sale.items.map((item) => item.product.product_id)));
    const flagged = (await everyCard()).filter((card) => card.flags.includes('flashSale'));
    expect(flagged.length).toBeGreaterThanOrEqual(running.length);
    for (const card of flagged) expect(open.has(card.product_id), card.product_id).toBe(true);
  });
});

describe('sort and paging', () => {
  it('price_low_to_high and price_high_to_low order by the price the shopper pays', async () => {
    const up = (await listing('?category=appliances&sort=price_low_to_high&size=50')).body.data.items.map(effective);
    const down = (await listing('?category=appliances&sort=price_high_to_low&size=50')).body.data.items.map(effective);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('best_selling orders by units sold', async () => {
    const sold = (await listing('?sort=best_selling&size=30')).body.data.items.map((card: { sold: number }) => card.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('pages do not overlap and together cover the total', async () => {
    const first = (await listing('?category=beauty&size=20&page=1')).body.data;
    const pages = await Promise.all(
      Array.from({ length: first.total_pages }, (_, index) => listing(`?category=beauty&size=20&page=${index + 1}`)),
    );
    const codes = pages.flatMap((page) => page.body.data.items.map((card: Card) => card.product_id));
    expect(codes).toHaveLength(first.total);
    expect(new Set(codes).size).toBe(first.total);
  });

  it('a page past the end is empty but keeps the total', async () => {
    const { body } = await listing('?category=beauty&page=999');
    expect(body.data.items).toEqual([]);
    expect(body.data.total).toBeGreaterThan(0);
  });
});

describe('bad query values are a 400 naming the field, never a 500', () => {
  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['size=101', 'size'],
    ['size=0', 'size'],
    ['sort=cheapest', 'sort'],
    ['min_price=abc', 'min_price'],
    ['min_price=-5', 'min_price'],
    ['min_price=5000&max_price=100', 'min_price'],
    ['price=100', 'price'],
    ['status=sold', 'status'],
    ['hasStock=yes', 'hasStock'],
    ['brand=Not%20A%20Slug', 'brand'],
  ])('%s', async (query, field) => {
    const { status, body } = await listing(`?${query}`);
    expect(status).toBe(400);
    expect(body.is_success).toBe(false);
    expect(body.errors.map((error: { field: string }) => error.field.split('.')[0])).toContain(field);
    expect(body.message).toContain(field);
  });
});
