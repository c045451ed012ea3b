import type {
  AdminProductDetail,
  AdminProductsPage,
  NewProductBody,
  ProductDetail,
  ProductEditForm,
  ProductPreview,
  SearchResult,
  StaffProductResult,
} from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  collectionProducts,
  collections,
  products,
  productVariants,
  searchWords,
  stockAdjustments,
} from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { previewTokens } from '../catalog/index.ts';

let shop: TestApp;
/** A manager with the second factor: catalog.write, prices.write, stock.adjust. */
let manager: { authorization: string };
/** The same role without the second factor: catalog.write only, in effect. */
let managerWithoutCode: { authorization: string };
let place: { category: string; brand: string; collection: string };

beforeAll(async () => {
  // The answer cache on, as in production: a published product must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
  managerWithoutCode = await staffSession(shop.app, 'manager');
  const [category] = await shop.db.select({ slug: categories.slug }).from(categories).where(eq(categories.level, 'sub')).limit(1);
  const [brand] = await shop.db.select({ slug: brands.slug }).from(brands).limit(1);
  const [collection] = await shop.db.select({ slug: collections.slug }).from(collections).limit(1);
  place = { category: category!.slug, brand: brand!.slug, collection: collection!.slug };
}, 120_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, headers = manager, language?: 'th' | 'en') =>
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

let serial = 0;
/** A new product's body: a made-up word in its names (what search looks for), Colour × Size → four variants. */
function newProduct(word: string, more: Partial<NewProductBody> = {}): NewProductBody {
  serial += 1;
  return {
    name: { th: `เสื้อ${word} รุ่นทดสอบ`, en: `${word} test shirt` },
    description: { th: 'ผ้าฝ้าย "นุ่ม", ใส่สบาย\nซักเครื่องได้', en: 'Soft cotton' },
    brand: place.brand,
    category: place.category,
    collections: [place.collection],
    delivery_min_days: 1,
    delivery_max_days: 3,
    pickup_only: false,
    no_cod: true,
    installments: false,
    seo: { title: { th: `${word} ราคาดี`, en: `${word} at a good price` }, description: null },
    options: [
      {
        name: 'Color',
        values: [
          { value: 'black', label: { th: 'ดำ', en: 'Black' } },
          { value: `tide-${serial}`, label: { th: 'สีคลื่น', en: 'Tide' } },
        ],
      },
      {
        name: 'Size',
        values: [
          { value: 's', label: { th: 'S' } },
          { value: 'm', label: { th: 'M' } },
        ],
      },
    ],
    variants: [
      {
        options: { Color: 'black', Size: 's' },
        sku: `T${serial}-BK-S`,
        price: 39_900,
        special_price: 29_900,
        stock: 5,
        barcode: '8851234567890',
      },
      { options: { Color: 'black', Size: 'm' }, sku: `T${serial}-BK-M`, price: 39_900, stock: 0, weight_grams: 250 },
      { options: { Color: `tide-${serial}`, Size: 's' }, sku: `T${serial}-TD-S`, price: 42_900, stock: 3 },
      { options: { Color: `tide-${serial}`, Size: 'm' }, sku: `T${serial}-TD-M`, price: 42_900, stock: 2 },
    ],
    ...more,
  };
}

const create = (body: unknown, headers = manager, language?: 'th' | 'en') => admin('POST', '/admin/products', body, headers, language);
const move = (code: string, action: string, headers = manager) => admin('POST', `/admin/products/${code}/${action}`, undefined, headers);
const shopper = (url: string) => call(shop.app, 'GET', url);
const search = async (word: string) => (await ok<SearchResult>(await shopper(`/search?search=${encodeURIComponent(word)}`))).items;
/** Whether the shop's words table (what suggestions and search start from) holds the word. */
const wordKept = async (word: string) =>
  (await shop.db.select({ id: searchWords.id }).from(searchWords).where(eq(searchWords.word, word))).length > 0;

describe('POST admin/products: a new product is a draft nobody but staff sees', () => {
  it('is made with Thai and English side by side, its options’ values making its variants, opening stock received and audited', async () => {
    const created = await ok<ProductEditForm>(await create(newProduct('quokkashirt')));
    expect(created).toMatchObject({
      state: 'draft',
      name: { th: 'เสื้อquokkashirt รุ่นทดสอบ', en: 'quokkashirt test shirt' },
      description: { th: 'ผ้าฝ้าย "นุ่ม", ใส่สบาย\nซักเครื่องได้', en: 'Soft cotton' },
      brand: place.brand,
      category: place.category,
      collections: [place.collection],
      no_cod: true,
      pickup_only: false,
      seo: { title: { th: 'quokkashirt ราคาดี', en: 'quokkashirt at a good price' }, description: null },
      options: [
        {
          name: 'Color',
          values: [
            { value: 'black', label: { th: 'ดำ' } },
            { value: expect.stringMatching(/^tide-/), label: { th: 'สีคลื่น', en: 'Tide' } },
          ],
        },
        { name: 'Size', values: [{ value: 's' }, { value: 'm' }] },
      ],
    });
    expect(created.code).toMatch(/^PRD\d+$/);
    expect(created.slug).toMatch(/^quokkashirt-test-shirt-\d+$/);
    expect(created.variants.map((variant) => [variant.sku, variant.price, variant.special_price, variant.stock])).toEqual([
      [expect.stringMatching(/-BK-S$/), 39_900, 29_900, 5],
      [expect.stringMatching(/-BK-M$/), 39_900, null, 0],
      [expect.stringMatching(/-TD-S$/), 42_900, null, 3],
      [expect.stringMatching(/-TD-M$/), 42_900, null, 2],
    ]);
    expect(created.variants[0]).toMatchObject({ barcode: '8851234567890', weight_grams: null });
    expect(created.variants[1]).toMatchObject({ barcode: null, weight_grams: 250 });
    // The listing's figures: the cheapest variant's prices, every variant's stock, the option values; off sale.
    const [row] = await shop.db.select().from(products).where(eq(products.code, created.code));
    expect(row).toMatchObject({
      price: 39_900,
      specialPrice: 29_900,
      effectivePrice: 29_900,
      discountPercent: 25,
      stock: 10,
      publishedAt: null,
    });
    expect(row!.withdrawnAt).not.toBeNull();
    expect(row!.badges).toEqual(['NO_COD', 'DELIVERY_1_3_DAYS']);
    expect(row!.optionValues).toEqual(expect.arrayContaining(['Color:black', 'Size:s', 'Size:m']));
    // Each variant with stock was received: one history row and one audit entry (variant.stock) each.
    const received = await shop.db
      .select({ sku: productVariants.sku, delta: stockAdjustments.delta, reason: stockAdjustments.reason })
      .from(stockAdjustments)
      .innerJoin(productVariants, eq(productVariants.id, stockAdjustments.variantId))
      .where(eq(productVariants.productId, row!.id));
    expect(received.map((entry) => [entry.delta, entry.reason]).sort()).toEqual([
      [2, 'received'],
      [3, 'received'],
      [5, 'received'],
    ]);
    const who = await staffOf(shop.db, manager);
    const [entry] = await auditEntriesOf(shop.db, 'product', created.code);
    expect(entry).toMatchObject({ actorId: who.id, action: 'product.create', after: { category: place.category } });
    expect((await auditEntriesOf(shop.db, 'variant', created.variants[0]!.sku)).map((audit) => audit.action)).toEqual(['variant.stock']);
  });

  it('stays out of listings, search, the words table and its page until published; then shoppers find it through the cache', async () => {
    const draft = await ok<ProductEditForm>(await create(newProduct('wombatjacket')));
    expect(await search('wombatjacket')).toEqual([]);
    expect(await wordKept('wombatjacket')).toBe(false);
    expectError(await shopper(`/products/${draft.slug}`), 'PRODUCT_NOT_FOUND');
    // A withdrawal of a draft changes nothing; restoring it would sell what was never published.
    expect((await ok<StaffProductResult>(await move(draft.code, 'withdraw'))).published_at).toBeNull();
    expectError(await move(draft.code, 'restore'), 'PRODUCT_IS_DRAFT');

    const published = await ok<StaffProductResult>(await move(draft.code, 'publish'));
    expect(published).toMatchObject({ code: draft.code, withdrawn_at: null, published_at: expect.any(String) });
    expect((await search('wombatjacket')).map((card) => card.product_id)).toEqual([draft.code]);
    expect(await wordKept('wombatjacket')).toBe(true);
    const page = await ok<ProductDetail>(await shopper(`/products/${draft.slug}`));
    expect(page).toMatchObject({ product_id: draft.code, withdrawn: false, name: 'เสื้อwombatjacket รุ่นทดสอบ' });
    expect(page.variants).toHaveLength(4);
    // A repeat publishes nothing again.
    expect(await ok<StaffProductResult>(await move(draft.code, 'publish'))).toEqual(published);

    // Back to a draft: gone from search, its words and its page, as before.
    expect((await ok<StaffProductResult>(await move(draft.code, 'unpublish'))).published_at).toBeNull();
    expect(await search('wombatjacket')).toEqual([]);
    expect(await wordKept('wombatjacket')).toBe(false);
    expectError(await shopper(`/products/${draft.slug}`), 'PRODUCT_NOT_FOUND');
    expect((await auditEntriesOf(shop.db, 'product', draft.code)).map((audit) => audit.action)).toEqual([
      'product.create',
      'product.publish',
      'product.unpublish',
    ]);
  });

  it('needs catalog.write: packers, support and content staff are refused, and nobody signed out', async () => {
    for (const role of ['packer', 'support', 'content'] as const)
      expectError(await create(newProduct('refused'), await staffSession(shop.app, role)), 'STAFF_FORBIDDEN');
    expectError(await adminCall(shop.app, 'POST', '/admin/products', { body: newProduct('refused') }), 'STAFF_UNAUTHENTICATED');
  });

  it('refuses a SKU taken or sent twice (409 PRODUCT_SKU_TAKEN, Thai and English), and writes nothing', async () => {
    const first = await ok<ProductEditForm>(await create(newProduct('ferretbag')));
    const again = newProduct('ferretbag2');
    again.variants[2]!.sku = first.variants[0]!.sku;
    const taken = await create(again, manager, 'th');
    expectError(taken, 'PRODUCT_SKU_TAKEN');
    expect(taken.json()).toMatchObject({
      message: ERRORS.PRODUCT_SKU_TAKEN.th,
      errors: [{ field: 'sku', reason: first.variants[0]!.sku }],
    });
    const twice = newProduct('ferretbag3');
    twice.variants[1]!.sku = twice.variants[0]!.sku;
    expect((await create(twice, manager, 'en')).json()).toMatchObject({
      status_code: 12850,
      message: 'This SKU is already used by another variant, or appears twice in what was sent',
    });
    const [count] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.name}->>'en' like 'ferretbag%'`);
    expect(count!.n).toBe(1);
  });

  it('holds every variant to one value of each option, each combination once, and the price rules of prices.write', async () => {
    const cases: [Partial<NewProductBody> | ((body: NewProductBody) => void), ErrorName][] = [
      [(body) => void (body.variants[0]!.options = { Color: 'black' }), 'PRODUCT_VARIANT_OPTIONS'],
      [(body) => void (body.variants[0]!.options = { Color: 'pink', Size: 's' }), 'PRODUCT_VARIANT_OPTIONS'],
      [(body) => void (body.variants[0]!.options = { Color: 'black', Size: 'm' }), 'PRODUCT_VARIANT_EXISTS'],
      [(body) => void (body.variants[0]!.price = 0), 'PRICE_NOT_POSITIVE'],
      [(body) => void (body.variants[1]!.special_price = 39_900), 'SPECIAL_PRICE_NOT_BELOW_PRICE'],
      [{ delivery_min_days: 5, delivery_max_days: 2 }, 'PRODUCT_DELIVERY_DAYS'],
      [{ category: 'no-such-category' }, 'PRODUCT_CATEGORY_UNKNOWN'],
      [{ brand: 'no-such-brand' }, 'PRODUCT_BRAND_UNKNOWN'],
      [{ collections: ['no-such-collection'] }, 'PRODUCT_COLLECTION_UNKNOWN'],
    ];
    for (const [change, error] of cases) {
      const body = newProduct('badgrid');
      if (typeof change === 'function') change(body);
      else Object.assign(body, change);
      expectError(await create(body), error);
    }
    // A main category holds sub categories only.
    const [main] = await shop.db.select({ slug: categories.slug }).from(categories).where(eq(categories.level, 'main')).limit(1);
    expectError(await create(newProduct('badgrid', { category: main!.slug })), 'PRODUCT_CATEGORY_UNKNOWN');
    const refused = await create(newProduct('badgrid', { delivery_min_days: 5, delivery_max_days: 2 }), manager, 'th');
    expect(refused.json().message).toBe('จำนวนวันจัดส่งเร็วสุดต้องไม่มากกว่าจำนวนวันช้าสุด');
    const [count] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.name}->>'en' like 'badgrid%'`);
    expect(count!.n).toBe(0);
  });

  it('refuses NUL bytes, overlong text, bad SKUs and barcodes before anything is read (Zod on every input)', async () => {
    expectError(await create(newProduct('nul', { name: { th: 'เสื้อ\u0000', en: 'x' } })), 'TEXT_CONTROL_CHARACTER');
    const long = await create(newProduct('long', { name: { th: 'ก'.repeat(201) } }));
    expectError(long, 'BAD_REQUEST');
    expect(long.json()).toMatchObject({ errors: [{ field: 'name.th' }] });
    const sku = newProduct('badsku');
    sku.variants[0]!.sku = 'has space';
    expectError(await create(sku), 'BAD_REQUEST');
    const barcode = newProduct('badbarcode');
    barcode.variants[0]!.barcode = '12AB';
    expectError(await create(barcode), 'BAD_REQUEST');
    expectError(await create({ ...newProduct('novariant'), variants: [] }), 'BAD_REQUEST');
    expectError(await admin('PATCH', '/admin/products/PRD1', { name: { th: 'x'.repeat(201) } }), 'BAD_REQUEST');
  });
});

describe('GET admin/products: drafts in the admin list', () => {
  it('shows a draft as a draft, finds it by its Thai or English name, and keeps each state apart', async () => {
    const form = await ok<ProductEditForm>(
      await create(newProduct('ร่างลับ', { name: { th: 'ร่างลับสุดยอด ผ้าไหม', en: 'Secret silk draft' } })),
    );
    const listed = async (query: string) =>
      (await ok<AdminProductsPage>(await admin('GET', `/admin/products?${query}`))).items.filter((item) => item.code === form.code);
    for (const q of ['ร่างลับสุดยอด', 'secret SILK']) expect(await listed(`q=${encodeURIComponent(q)}`)).toMatchObject([{ state: 'draft' }]);
    expect(await listed('state=draft')).toHaveLength(1);
    expect(await ok<AdminProductDetail>(await admin('GET', `/admin/products/${form.code}`))).toMatchObject({ state: 'draft' });
    expect(await listed('state=withdrawn')).toHaveLength(0);
    expect(await listed('state=on_sale')).toHaveLength(0);
    await ok(await move(form.code, 'publish'));
    expect(await listed('state=on_sale')).toMatchObject([{ state: 'on_sale' }]);
    expect(await ok<AdminProductDetail>(await admin('GET', `/admin/products/${form.code}`))).toMatchObject({ state: 'on_sale' });
    const onSale = (await ok<AdminProductsPage>(await admin('GET', '/admin/products?state=on_sale&size=100'))).items;
    expect(onSale.every((item) => item.state === 'on_sale')).toBe(true);
    expectError(await admin('GET', '/admin/products?state=sold'), 'BAD_REQUEST');
  });
});

describe('PATCH admin/products/{code}: an edit, audited with what changed', () => {
  it('renames a published product: search finds the new name, not the old, through the cache; switches become badges', async () => {
    const product = await ok<ProductEditForm>(await create(newProduct('koalahat')));
    await ok(await move(product.code, 'publish'));
    expect((await search('koalahat')).map((card) => card.product_id)).toEqual([product.code]);
    const edited = await ok<ProductEditForm>(
      await admin('PATCH', `/admin/products/${product.code}`, {
        name: { th: 'หมวกnumbatcap', en: 'numbatcap hat' },
        pickup_only: true,
        no_cod: false,
        installments: true,
        delivery_max_days: 5,
        collections: [],
      }),
    );
    expect(edited).toMatchObject({
      state: 'on_sale',
      pickup_only: true,
      no_cod: false,
      installments: true,
      collections: [],
      slug: product.slug,
    });
    expect(await search('koalahat')).toEqual([]);
    expect((await search('numbatcap')).map((card) => card.product_id)).toEqual([product.code]);
    const [row] = await shop.db.select().from(products).where(eq(products.code, product.code));
    expect(row!.badges).toEqual(['SEVEN_ELEVEN_ONLY', 'DELIVERY_3_5_DAYS']);
    expect(row!.flags).toEqual(['installments']);
    expect(await shop.db.select().from(collectionProducts).where(eq(collectionProducts.productId, row!.id))).toEqual([]);
    const entries = await auditEntriesOf(shop.db, 'product', product.code);
    expect(entries.at(-1)).toMatchObject({
      action: 'product.edit',
      before: {
        name: product.name,
        pickup_only: false,
        no_cod: true,
        installments: false,
        delivery_max_days: 3,
        collections: [place.collection],
      },
      after: { name: { th: 'หมวกnumbatcap', en: 'numbatcap hat' }, pickup_only: true, collections: [] },
    });
    expect(Object.keys(entries.at(-1)!.after as object)).not.toContain('brand');
    // The same edit again changes nothing and writes nothing.
    await ok(await admin('PATCH', `/admin/products/${product.code}`, { pickup_only: true }));
    expect(await auditEntriesOf(shop.db, 'product', product.code)).toHaveLength(entries.length);
    expectError(await admin('PATCH', '/admin/products/PRD999999999', { no_cod: true }), 'PRODUCT_NOT_FOUND');
    expectError(
      await admin('PATCH', `/admin/products/${product.code}`, { no_cod: true }, await staffSession(shop.app, 'content')),
      'STAFF_FORBIDDEN',
    );
  });
});

describe('variants: added one at a time, their SKU, barcode and weight edited', () => {
  it('adds a variant with a new value to a draft; one on sale takes the prices and stock permissions too', async () => {
    const product = await ok<ProductEditForm>(await create(newProduct('dingosock')));
    const more = { options: { Color: 'black', Size: 'xl' }, sku: `${product.variants[0]!.sku}-XL`, price: 45_000, stock: 4 };
    const added = await ok<ProductEditForm>(
      await admin(
        'POST',
        `/admin/products/${product.code}/variants`,
        { ...more, option_labels: [{ name: 'Size', value: 'xl', label: { th: 'XL' } }] },
        managerWithoutCode,
      ),
    );
    expect(added.variants.at(-1)).toMatchObject({ sku: more.sku, price: 45_000, stock: 4 });
    expect(added.options.find((option) => option.name === 'Size')!.values.map((value) => value.value)).toEqual(['s', 'm', 'xl']);
    const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.code, product.code));
    expect(row!.stock).toBe(14);
    expectError(await admin('POST', `/admin/products/${product.code}/variants`, { ...more, sku: 'OTHER-1' }), 'PRODUCT_VARIANT_EXISTS');
    expectError(
      await admin('POST', `/admin/products/${product.code}/variants`, { ...more, options: { Color: 'black' }, sku: 'OTHER-2' }),
      'PRODUCT_VARIANT_OPTIONS',
    );
    expectError(
      await admin('POST', `/admin/products/${product.code}/variants`, { ...more, options: { Color: 'red', Size: 'xl' } }),
      'PRODUCT_SKU_TAKEN',
    );

    await ok(await move(product.code, 'publish'));
    const live = { options: { Color: 'black', Size: 'xs' }, sku: `${product.variants[0]!.sku}-XS`, price: 45_000, stock: 1 };
    expectError(
      await admin('POST', `/admin/products/${product.code}/variants`, live, managerWithoutCode),
      'PRODUCT_LIVE_VARIANT_NEEDS_PRICES',
    );
    await ok(await admin('POST', `/admin/products/${product.code}/variants`, live));
    expect((await auditEntriesOf(shop.db, 'variant', live.sku)).map((entry) => entry.action)).toEqual(['variant.stock', 'variant.create']);
    const page = await ok<ProductDetail>(await shopper(`/products/${product.slug}`));
    expect(page.variants.map((variant) => variant.sku)).toContain(live.sku);
  });

  it('changes a variant’s SKU, barcode and weight, audited; a SKU another has is 409', async () => {
    const product = await ok<ProductEditForm>(await create(newProduct('emuboot')));
    const [first, second] = product.variants;
    const url = `/admin/variants/${first!.id}/details`;
    expect(await ok(await admin('PATCH', url, { sku: `${first!.sku}-NEW`, barcode: '12345670', weight_grams: 900 }))).toEqual({
      id: first!.id,
      sku: `${first!.sku}-NEW`,
      barcode: '12345670',
      weight_grams: 900,
    });
    expectError(await admin('PATCH', url, { sku: second!.sku }), 'PRODUCT_SKU_TAKEN');
    expectError(await admin('PATCH', url, {}), 'BAD_REQUEST');
    expectError(await admin('PATCH', '/admin/variants/2000000000/details', { weight_grams: 5 }), 'VARIANT_NOT_FOUND');
    const [entry] = await auditEntriesOf(shop.db, 'variant', first!.sku).then((entries) =>
      entries.filter((e) => e.action === 'variant.edit'),
    );
    expect(entry).toMatchObject({
      before: { sku: first!.sku, barcode: '8851234567890', weight_grams: null },
      after: { sku: `${first!.sku}-NEW`, barcode: '12345670', weight_grams: 900 },
    });
  });
});

describe('a draft’s preview link (decision 0048)', () => {
  it('opens the draft’s page for its product only, uncached; the shop’s page without it stays not found', async () => {
    const draft = await ok<ProductEditForm>(await create(newProduct('possumscarf')));
    const other = await ok<ProductEditForm>(await create(newProduct('bilbyglove')));
    const preview = await ok<ProductPreview>(
      await admin('POST', `/admin/products/${draft.code}/preview`, undefined, await staffSession(shop.app, 'content')),
    );
    expect(preview.path).toBe(`/product/${draft.slug}?preview=${preview.token}`);
    const shown = await shopper(`/products/${draft.slug}?preview=${preview.token}`);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(await ok<ProductDetail>(shown)).toMatchObject({ product_id: draft.code, withdrawn: false });
    expectError(await shopper(`/products/${draft.slug}`), 'PRODUCT_NOT_FOUND');
    expectError(await shopper(`/products/${other.slug}?preview=${preview.token}`), 'PRODUCT_PREVIEW_INVALID');
    expectError(await shopper(`/products/${draft.slug}?preview=1.forged`), 'PRODUCT_PREVIEW_INVALID');
  });

  it('expires after 30 minutes and is bound to the secret it was made with', () => {
    let now = new Date('2026-11-28T10:00:00Z');
    const tokens = previewTokens('a-secret-of-at-least-thirty-two-characters', () => now);
    const { token, expiresAt } = tokens.issue('PRD100001');
    expect(expiresAt.toISOString()).toBe('2026-11-28T10:30:00.000Z');
    expect(tokens.opens(token, 'PRD100001')).toBe(true);
    expect(tokens.opens(token, 'PRD100002')).toBe(false);
    expect(previewTokens('another-secret-of-at-least-thirty-two-chars', () => now).opens(token, 'PRD100001')).toBe(false);
    now = new Date('2026-11-28T10:30:00Z');
    expect(tokens.opens(token, 'PRD100001')).toBe(false);
  });
});
