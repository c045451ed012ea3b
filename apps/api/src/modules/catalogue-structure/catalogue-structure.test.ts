import type { AdminBrand, AdminCategory, AdminCategoryTree, AdminCollection, CollectionProductsPage } from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
/** catalog.write (the manager's role). */
let manager: { authorization: string };
/** catalog.read only. */
let packer: { authorization: string };

beforeAll(async () => {
  // The answer cache on, as in production: a change must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  manager = await staffSession(shop.app, 'manager');
  packer = await staffSession(shop.app, 'packer');
}, 120_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers = manager, language?: 'th' | 'en') =>
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

const shopGet = async (url: string, language: 'th' | 'en' = 'en') => call(shop.app, 'GET', url, { language });
const listed = async (query: string) =>
  ((await shopGet(`/catalog/products${query}`)).json() as { data: { items: { product_id: string }[] } }).data;

/** The first main category, a sub category holding products under it, and a second main category. */
async function placesOf() {
  const mains = await shop.db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.position));
  const [held] = await shop.db
    .select({ sub: categories })
    .from(categories)
    .innerJoin(products, eq(products.subCategoryId, categories.id))
    .where(eq(categories.parentId, mains[0]!.id))
    .limit(1);
  return { main: mains[0]!, other: mains[1]!, sub: held!.sub };
}

describe('categories in the back office', () => {
  it('a sub category is made under a main one, renamed in both languages, shown by the shop and audited', async () => {
    const { main } = await placesOf();
    const made = await ok<AdminCategory>(
      await admin('POST', '/admin/categories', { slug: 'rain-gear', name: { th: 'ชุดกันฝน', en: 'Rain gear' }, parent_id: main.id }),
    );
    expect(made).toMatchObject({
      level: 'sub',
      parent_id: main.id,
      hidden: false,
      product_count: 0,
      name: { th: 'ชุดกันฝน', en: 'Rain gear' },
    });
    const shopPage = await shopGet(`/categories/${main.slug}`);
    expect(shopPage.json().data.children.map((child: { slug: string }) => child.slug)).toContain('rain-gear');

    const renamed = await ok<AdminCategory>(
      await admin('PATCH', `/admin/categories/${made.id}`, { name: { th: 'เสื้อกันฝน', en: 'Raincoats' } }),
    );
    expect(renamed.name).toEqual({ th: 'เสื้อกันฝน', en: 'Raincoats' });
    expect((await shopGet('/categories/rain-gear', 'th')).json().data.name).toBe('เสื้อกันฝน');

    const [created, edited] = await auditEntriesOf(shop.db, 'category', made.id);
    const member = await staffOf(shop.db, manager);
    expect(created).toMatchObject({ action: 'category.create', actorId: member.id, after: { slug: 'rain-gear', level: 'sub' } });
    expect(edited).toMatchObject({
      action: 'category.edit',
      before: { name: { th: 'ชุดกันฝน', en: 'Rain gear' } },
      after: { name: { th: 'เสื้อกันฝน', en: 'Raincoats' } },
    });
    // The same edit again changes nothing and writes no second entry.
    await ok(await admin('PATCH', `/admin/categories/${made.id}`, { name: { th: 'เสื้อกันฝน', en: 'Raincoats' } }));
    expect(await auditEntriesOf(shop.db, 'category', made.id)).toHaveLength(2);
  });

  it('the tree lists each category before its children; siblings are reordered', async () => {
    const { main } = await placesOf();
    const tree = await ok<AdminCategoryTree>(await admin('GET', '/admin/categories', undefined, packer));
    const at = (id: number) => tree.items.findIndex((category) => category.id === id);
    for (const category of tree.items) if (category.parent_id !== null) expect(at(category.parent_id)).toBeLessThan(at(category.id));
    const children = tree.items.filter((category) => category.parent_id === main.id);
    const last = children.at(-1)!;
    const moved = await ok<AdminCategory>(await admin('PATCH', `/admin/categories/${last.id}`, { position: 1 }));
    expect(moved.position).toBe(1);
    const again = await ok<AdminCategoryTree>(await admin('GET', '/admin/categories'));
    const order = again.items.filter((category) => category.parent_id === main.id);
    expect(order.map((category) => category.id)).toEqual([last.id, ...children.slice(0, -1).map((category) => category.id)]);
    expect(order.map((category) => category.position)).toEqual(order.map((_, index) => index + 1));
    expect((await shopGet(`/categories/${main.slug}`)).json().data.children[0].slug).toBe(last.slug);
  });

  it('a sub category holding products moves under another main one, its products and their search follow', async () => {
    const { other, sub } = await placesOf();
    const [product] = await shop.db.select().from(products).where(eq(products.subCategoryId, sub.id)).limit(1);
    const moved = await ok<AdminCategory>(await admin('POST', `/admin/categories/${sub.id}/move`, { parent_id: other.id }));
    expect(moved.parent_id).toBe(other.id);
    const [after] = await shop.db.select().from(products).where(eq(products.id, product!.id));
    expect(after).toMatchObject({ mainCategoryId: other.id, subCategoryId: sub.id });
    expect(after!.searchText).toContain(other.name.en!.toLowerCase());
    expect((await listed(`?category=${other.slug}&size=100&sort=newest`)).items.length).toBeGreaterThan(0);
    const [entry] = await auditEntriesOf(shop.db, 'category', sub.id);
    expect(entry).toMatchObject({ action: 'category.move', before: { parent_id: sub.parentId }, after: { parent_id: other.id } });

    // A detail category holding products moves to a sub category of yet another main one: its products' sub and main follow.
    const [inDetail] = await shop.db.select().from(products).where(isNotNull(products.detailCategoryId)).limit(1);
    const [target] = await shop.db
      .select()
      .from(categories)
      .where(and(eq(categories.level, 'sub'), ne(categories.id, inDetail!.subCategoryId)))
      .limit(1);
    await ok(await admin('POST', `/admin/categories/${inDetail!.detailCategoryId}/move`, { parent_id: target!.id }));
    const [followed] = await shop.db.select().from(products).where(eq(products.id, inDetail!.id));
    expect(followed).toMatchObject({
      detailCategoryId: inDetail!.detailCategoryId,
      subCategoryId: target!.id,
      mainCategoryId: target!.parentId,
    });
  });

  it('refuses cycles, wrong levels, unknown parents and ids, taken slugs, and deleting a category with products', async () => {
    const { main, other, sub } = await placesOf();
    const [detail] = await shop.db.select().from(categories).where(eq(categories.level, 'detail')).limit(1);
    expectError(await admin('POST', `/admin/categories/${detail!.parentId}/move`, { parent_id: detail!.id }), 'CATEGORY_MOVE_CYCLE');
    expectError(await admin('POST', `/admin/categories/${sub.id}/move`, { parent_id: sub.id }), 'CATEGORY_MOVE_CYCLE');
    expectError(await admin('POST', `/admin/categories/${main.id}/move`, { parent_id: other.id }), 'CATEGORY_MOVE_LEVEL');
    expectError(await admin('POST', `/admin/categories/${sub.id}/move`, { parent_id: 999_999 }), 'CATEGORY_PARENT_UNKNOWN');
    expectError(await admin('PATCH', '/admin/categories/999999', { hidden: true }), 'CATEGORY_NOT_FOUND');
    const taken = await admin('POST', '/admin/categories', { slug: main.slug, name: { th: 'ซ้ำ' }, parent_id: null }, manager, 'th');
    expectError(taken, 'CATEGORY_SLUG_TAKEN');
    expect(taken.json().message).toBe(ERRORS.CATEGORY_SLUG_TAKEN.th);
    expectError(await admin('PATCH', `/admin/categories/${sub.id}`, { slug: other.slug }), 'CATEGORY_SLUG_TAKEN');
    const held = await admin('DELETE', `/admin/categories/${sub.id}`, undefined, manager, 'en');
    expectError(held, 'CATEGORY_HAS_PRODUCTS');
    expect(held.json().message).toBe(ERRORS.CATEGORY_HAS_PRODUCTS.en);
    expectError(await admin('DELETE', `/admin/categories/${main.id}`), 'CATEGORY_HAS_PRODUCTS');
    expect((await admin('POST', '/admin/categories', { slug: 'Bad Slug', name: { th: 'x' }, parent_id: null })).statusCode).toBe(400);
    expect((await admin('POST', '/admin/categories', { slug: 'nul', name: { th: 'a\u0000b' }, parent_id: null })).statusCode).toBe(400);
    expect((await admin('POST', '/admin/categories', { slug: 'no-write', name: { th: 'x' }, parent_id: null }, packer)).statusCode).toBe(
      403,
    );
  });

  it('a hidden category leaves the shop (page, listing, parent’s children) and comes back when shown; an empty one is deleted', async () => {
    const { main } = await placesOf();
    const made = await ok<AdminCategory>(
      await admin('POST', '/admin/categories', { slug: 'to-hide', name: { th: 'ซ่อน' }, parent_id: main.id }),
    );
    await ok(await admin('PATCH', `/admin/categories/${made.id}`, { hidden: true }));
    expect((await shopGet('/categories/to-hide')).statusCode).toBe(404);
    expect((await shopGet(`/catalog/products?category=to-hide`)).statusCode).toBe(404);
    expect((await shopGet(`/categories/${main.slug}`)).json().data.children.map((child: { slug: string }) => child.slug)).not.toContain(
      'to-hide',
    );
    await ok(await admin('PATCH', `/admin/categories/${made.id}`, { hidden: false }));
    expect((await shopGet('/categories/to-hide')).statusCode).toBe(200);
    expect(await ok(await admin('DELETE', `/admin/categories/${made.id}`))).toEqual({ id: made.id });
    expect((await shopGet('/categories/to-hide')).statusCode).toBe(404);
    expect((await auditEntriesOf(shop.db, 'category', made.id)).map((entry) => entry.action)).toEqual([
      'category.create',
      'category.edit',
      'category.edit',
      'category.delete',
    ]);
  });
});

describe('brands in the back office', () => {
  it('a brand is made, renamed (its products’ search follows), hidden from the shop and audited', async () => {
    const made = await ok<AdminBrand>(
      await admin('POST', '/admin/brands', { slug: 'fon-tok', name: { th: 'ฝนตก', en: 'Fon Tok' }, is_thai: true }),
    );
    expect(made).toMatchObject({ is_thai: true, hidden: false, product_count: 0, logo: '/media/brands/fon-tok.webp' });
    expect((await shopGet('/brands/fon-tok')).statusCode).toBe(200);
    expectError(await admin('POST', '/admin/brands', { slug: 'fon-tok', name: { th: 'ซ้ำ' } }), 'BRAND_SLUG_TAKEN');

    const [branded] = await shop.db.select().from(products).where(eq(products.brandId, 1)).limit(1);
    const renamed = await ok<AdminBrand>(await admin('PATCH', '/admin/brands/1', { name: { th: 'แบรนด์ใหม่', en: 'Zqxbrand' } }));
    expect(renamed.name.en).toBe('Zqxbrand');
    const [after] = await shop.db.select({ searchText: products.searchText }).from(products).where(eq(products.id, branded!.id));
    expect(after!.searchText).toContain('zqxbrand');

    await ok(await admin('PATCH', `/admin/brands/${made.id}`, { hidden: true }));
    expect((await shopGet('/brands/fon-tok')).statusCode).toBe(404);
    expect(((await shopGet('/brands')).json().data as { slug: string }[]).map((brand) => brand.slug)).not.toContain('fon-tok');
    const list = await ok<{ items: AdminBrand[] }>(await admin('GET', '/admin/brands', undefined, packer));
    expect(list.items.find((brand) => brand.slug === 'fon-tok')?.hidden).toBe(true);
    expectError(await admin('PATCH', '/admin/brands/999999', { hidden: true }), 'BRAND_NOT_FOUND');
    expect((await auditEntriesOf(shop.db, 'brand', made.id)).map((entry) => entry.action)).toEqual(['brand.create', 'brand.edit']);
    expect((await auditEntriesOf(shop.db, 'brand', 1))[0]).toMatchObject({ action: 'brand.edit', after: { name: { en: 'Zqxbrand' } } });
  });
});

describe('collections in the back office', () => {
  it('a collection is made, products added, reordered and taken out in keyset pages; the shop lists them; all audited', async () => {
    const made = await ok<AdminCollection>(
      await admin('POST', '/admin/collections', { slug: 'rainy-day', name: { th: 'วันฝนตก', en: 'Rainy day' } }),
    );
    const codes = (await shop.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(3)).map((row) => row.code);
    for (const code of codes) await ok(await admin('POST', `/admin/collections/${made.id}/products`, { code }));
    // The same product again: nothing changes, no entry.
    const again = await ok<AdminCollection>(await admin('POST', `/admin/collections/${made.id}/products`, { code: codes[0] }));
    expect(again.product_count).toBe(3);

    await ok(await admin('PATCH', `/admin/collections/${made.id}/products/${codes[2]}`, { position: 1 }));
    const first = await ok<CollectionProductsPage>(await admin('GET', `/admin/collections/${made.id}/products?size=2`, undefined, packer));
    expect(first.items.map((row) => row.code)).toEqual([codes[2], codes[0]]);
    expect(first).toMatchObject({ approximate_total: 3, total_exact: true });
    const second = await ok<CollectionProductsPage>(
      await admin('GET', `/admin/collections/${made.id}/products?size=2&cursor=${first.next_cursor}`),
    );
    expect(second.items.map((row) => row.code)).toEqual([codes[1]]);
    expect(second.next_cursor).toBeNull();

    const listedCodes = (await listed('?collection=rainy-day&size=10')).items.map((card) => card.product_id).sort();
    expect(listedCodes).toEqual([...codes].sort());

    await ok(await admin('DELETE', `/admin/collections/${made.id}/products/${codes[0]}`));
    expectError(await admin('DELETE', `/admin/collections/${made.id}/products/${codes[0]}`), 'COLLECTION_PRODUCT_NOT_IN');
    expectError(await admin('POST', `/admin/collections/${made.id}/products`, { code: 'PRD999999999' }), 'COLLECTION_PRODUCT_UNKNOWN');
    expectError(await admin('POST', '/admin/collections/999999/products', { code: codes[0] }), 'COLLECTION_NOT_FOUND');
    expect((await listed('?collection=rainy-day&size=10')).items.map((card) => card.product_id)).not.toContain(codes[0]);

    await ok(await admin('PATCH', `/admin/collections/${made.id}`, { hidden: true, name: { th: 'วันฝนตก', en: 'Rainy days' } }));
    expect((await shopGet('/collections/rainy-day')).statusCode).toBe(404);
    expect((await shopGet('/catalog/products?collection=rainy-day')).statusCode).toBe(404);
    expectError(await admin('PATCH', `/admin/collections/${made.id}`, { slug: 'rainy-day' }, packer), 'STAFF_FORBIDDEN');

    const actions = (await auditEntriesOf(shop.db, 'collection', made.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'collection.create',
      'collection.product_add',
      'collection.product_add',
      'collection.product_add',
      'collection.product_move',
      'collection.product_remove',
      'collection.edit',
    ]);
  });
});
