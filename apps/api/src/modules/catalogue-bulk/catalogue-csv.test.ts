import type { BulkEditPreview, BulkGridPage, CatalogueImportResult } from '@talad/contract';
import { CATALOGUE_CSV_COLUMNS, ERRORS, isError, type ErrorName } from '@talad/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  categories,
  catalogueImportRows,
  catalogueImports,
  jobs,
  priceChanges,
  products,
  productVariants,
  stockAdjustments,
} from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember } from '../../test-support/members.ts';
import { createTestOrder, plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { applyImport, CATALOGUE_IMPORT_JOB, keepImport, type ImportEffects } from './apply.ts';
import { checkFile } from './check.ts';
import { catalogueCsv } from './export.ts';

let shop: TestApp;
/** A manager with the second factor: every column of an import. */
let manager: { authorization: string };
let variants: PlainVariant[];

/** Thai names a spreadsheet must keep whole: quotes, commas, a line break, and one that starts like a formula. */
const TRICKY = { th: 'เสื้อยืด "ลายไทย", ผ้าฝ้าย\nบรรทัดสอง', en: '-50% "Thai", cotton' };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
  variants = await plainVariants(shop.db, 19);
  await shop.db.update(products).set({ name: TRICKY }).where(eq(products.id, variants[0]!.productId));
  // The first 400 products get Thai names with quotes, commas and line breaks, so the round trip below carries them.
  await shop.db
    .execute(sql`update products set name = jsonb_build_object('th', 'ชุด "พิเศษ", รุ่น ' || id || E'\nผ้าไทย', 'en', 'Set, "special" ' || id)
    where id in (select id from products where id <> ${variants[0]!.productId} order by id limit 400)`);
  // A second variant for the first 300 (the seed has fewer than the 1,000 rows the round trip carries).
  await shop.db.execute(sql`insert into product_variants (product_id, sku, options, price, special_price, stock, image_index, position)
    select distinct on (product_id) product_id, sku || '-B', options, price, special_price, stock, image_index, position + 100
    from product_variants where product_id in (select id from products order by id limit 300) order by product_id, position`);
}, 120_000);
afterAll(() => shop.close());

type Sheet = string[][];

async function exported(): Promise<{ raw: Buffer; sheet: Sheet }> {
  const answer = await adminCall(shop.app, 'GET', '/admin/catalogue/export.csv', { headers: manager });
  expect(answer.statusCode).toBe(200);
  return { raw: answer.rawPayload, sheet: parse(answer.rawPayload, { bom: true }) as Sheet };
}

const column = (name: (typeof CATALOGUE_CSV_COLUMNS)[number]) => CATALOGUE_CSV_COLUMNS.indexOf(name);

async function skuOf(variant: PlainVariant) {
  const [row] = await shop.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id));
  return row!.sku;
}

describe('GET admin/catalogue/export.csv', () => {
  it('is one row per variant, UTF-8 with a BOM, Thai with quotes, commas and line breaks intact, prices in baht', async () => {
    const { raw, sheet } = await exported();
    expect(raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(sheet[0]).toEqual([...CATALOGUE_CSV_COLUMNS]);
    const [all] = await shop.db.select({ count: count() }).from(productVariants);
    expect(sheet).toHaveLength(all!.count + 1);
    expect(sheet.every((cells) => cells.length === CATALOGUE_CSV_COLUMNS.length && cells[column('sku')] !== '')).toBe(true);
    const variant = variants[0]!;
    const mine = sheet.find((cells) => cells[column('name_th')] === TRICKY.th)!;
    expect(mine[column('sku')]).toBe(await skuOf(variant));
    // Made inert against formulas: the import takes the apostrophe off again.
    expect(mine[column('name_en')]).toBe(`'${TRICKY.en}`);
    expect(mine[column('price')]).toBe((variant.price / 100).toFixed(2));
    expect(mine[column('special_price')]).toBe('');
    expect(mine[column('status')]).toBe('on_sale');
  });

  it('streams in keyset batches of products: small batches give the same file', async () => {
    const whole = await exported();
    const chunks: Buffer[] = [];
    for await (const chunk of catalogueCsv(shop.db, 7)) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(whole.raw)).toBe(true);
  });
});

const effects: ImportEffects = { onWithdrawn: async () => {}, onBatch: () => {}, now: () => new Date() };

const csvOf = (sheet: Sheet, bom = true) => stringify(sheet, { bom, record_delimiter: 'windows' });

function importCsv(body: string | Buffer, { dryRun = false, headers = manager, language = 'en' as 'th' | 'en' } = {}) {
  return adminCall(shop.app, 'POST', `/admin/catalogue/import${dryRun ? '?dry_run=true' : ''}`, {
    headers: { ...headers, 'content-type': 'text/csv' },
    body,
    language,
  });
}

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer).slice(0, 500)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

const resultOf = (response: { json(): unknown }) => (response.json() as { data: CatalogueImportResult }).data;

async function variantRow(variant: PlainVariant) {
  const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
  return row!;
}

/** A file of the given columns, one row per entry: what a person saves from a spreadsheet. */
const sheetOf = (columns: string[], rows: string[][]) => [columns, ...rows];

describe('POST admin/catalogue/import', () => {
  it('round-trips 1,000 rows of Thai with quotes, commas and line breaks, with and without BOM: export → import → export identical', async () => {
    const first = await exported();
    const part = first.sheet.slice(0, 1001);
    expect(part.length).toBe(1001);
    for (const bom of [true, false]) {
      const dry = await importCsv(csvOf(part, bom), { dryRun: true });
      expect(dry.statusCode).toBe(200);
      expect(resultOf(dry)).toMatchObject({ dry_run: true, rows: 1000, changing: 0, errors: [], import: null });
    }
    // More rows than one batch: kept, and left to its job; the screen polls the import.
    const kept = await importCsv(csvOf(part));
    expect(kept.statusCode).toBe(200);
    const pending = resultOf(kept).import!;
    expect(pending).toMatchObject({ state: 'pending', rows: 1000, done: 0 });
    const [job] = await shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `catalogue-import:${pending.id}`));
    expect(job).toMatchObject({ kind: CATALOGUE_IMPORT_JOB, payload: { id: pending.id } });
    const batches: number[] = [];
    await applyImport(shop.db, pending.id, { ...effects, onBatch: () => batches.push(1) });
    expect(batches).toHaveLength(2);
    const done = await adminCall(shop.app, 'GET', `/admin/catalogue/imports/${pending.id}`, { headers: manager });
    expect(done.json().data).toMatchObject({ state: 'done', rows: 1000, done: 1000, unchanged: 1000, changed: 0, failed: 0 });
    expect((await exported()).raw.equals(first.raw)).toBe(true);
    // A thousand rows checked three times and applied once: room for a busy machine.
  }, 120_000);

  it('changes prices, stock and status through the inventory’s rules: history, audit, product figures; the export shows them', async () => {
    const [a, b] = [variants[1]!, variants[2]!];
    const [skuA, skuB] = [await skuOf(a), await skuOf(b)];
    const beforeB = await variantRow(b);
    const file = csvOf(
      sheetOf(
        ['sku', 'price', 'special_price', 'stock', 'status'],
        [
          [skuA, '1290.50', '999', '7', 'withdrawn'],
          [skuB, '', '', String(beforeB.stock), ''],
        ],
      ),
    );
    const dry = await importCsv(file, { dryRun: true });
    expect(resultOf(dry)).toMatchObject({ rows: 2, changing: 1, errors: [] });
    const answer = await importCsv(file);
    expect(answer.statusCode).toBe(200);
    expect(resultOf(answer).import).toMatchObject({ state: 'done', changed: 1, unchanged: 1, failed: 0 });
    expect(await variantRow(a)).toMatchObject({ price: 129_050, specialPrice: 99_900, stock: 7 });
    expect(await variantRow(b)).toEqual(beforeB);
    const [product] = await shop.db.select().from(products).where(eq(products.id, a.productId));
    expect(product!.withdrawnAt).not.toBeNull();
    const history = await shop.db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, a.id));
    expect(history).toEqual([expect.objectContaining({ reason: 'count', counted: 7, stockAfter: 7, note: 'CSV import' })]);
    expect(await shop.db.select().from(priceChanges).where(eq(priceChanges.variantId, a.id))).toHaveLength(1);
    const who = await staffOf(shop.db, manager);
    const actions = (await auditEntriesOf(shop.db, 'variant', skuA)).map((entry) => [entry.action, entry.actorId]);
    expect(actions).toEqual([
      ['variant.price', who.id],
      ['variant.stock', who.id],
    ]);
    expect((await auditEntriesOf(shop.db, 'product', product!.code)).map((entry) => entry.action)).toEqual(['product.withdraw']);
    const row = (await exported()).sheet.find((cells) => cells[column('sku')] === skuA)!;
    expect([row[column('price')], row[column('special_price')], row[column('stock')], row[column('status')]]).toEqual([
      '1290.50',
      '999.00',
      '7',
      'withdrawn',
    ]);
  });

  it('a dry run writes nothing, and reports what would change', async () => {
    const variant = variants[3]!;
    const before = await variantRow(variant);
    const counts = async () =>
      Promise.all(
        [catalogueImports, priceChanges, stockAdjustments].map(async (table) => (await shop.db.select({ n: count() }).from(table))[0]!.n),
      );
    const was = await counts();
    const answer = await importCsv(csvOf(sheetOf(['sku', 'price', 'stock'], [[await skuOf(variant), '12.34', '3']])), { dryRun: true });
    expect(resultOf(answer)).toMatchObject({ dry_run: true, rows: 1, changing: 1, errors: [], import: null });
    expect(await variantRow(variant)).toEqual(before);
    expect(await counts()).toEqual(was);
  });

  it('names each bad row with its column, in Thai or English, and writes nothing of a file with errors', async () => {
    const [good, other] = [variants[4]!, variants[5]!];
    const [skuGood, skuOther] = [await skuOf(good), await skuOf(other)];
    const before = await variantRow(good);
    const file = csvOf(
      sheetOf(
        ['sku', 'name_th', 'price', 'special_price', 'stock', 'status'],
        [
          [skuGood, '', '100.00', '', '5', 'on_sale'],
          ['NO-SUCH-SKU', '', '1', '', '', ''],
          [skuOther, '', '1,290', '', '', ''],
          [skuOther, '', '', '', '', ''],
          ['', '', '', '', '', ''],
          [await skuOf(variants[6]!), 'ชื่อใหม่', '', '', '-1', 'hidden'],
          [await skuOf(variants[7]!), '', '10', '20', '', ''],
        ],
      ),
    );
    const dry = await importCsv(file, { dryRun: true, language: 'th' });
    expect(dry.statusCode).toBe(200);
    const { errors } = resultOf(dry);
    expect(errors.map(({ row, field }) => [row, field])).toEqual([
      [3, 'sku'],
      [4, 'price'],
      [5, 'sku'],
      [6, 'sku'],
      [7, 'name_th'],
      [7, 'stock'],
      [7, 'status'],
      [8, 'special_price'],
    ]);
    expect(errors[0]!.message).toBe(ERRORS.CSV_SKU_UNKNOWN.th);
    expect(errors.at(-1)!.message).toBe(ERRORS.SPECIAL_PRICE_NOT_BELOW_PRICE.th);
    const refused = await importCsv(file);
    expectError(refused, 'CSV_HAS_ERRORS');
    expect((refused.json() as { data: CatalogueImportResult }).data.errors[1]!.message).toBe(ERRORS.CSV_PRICE_FORMAT.en);
    expect(await variantRow(good)).toEqual(before);
  });

  it('refuses a file that is not UTF-8, unreadable CSV, and unknown columns', async () => {
    const sku = await skuOf(variants[8]!);
    expectError(await importCsv(Buffer.from(`sku,price\r\n${sku},1\r\n\xe0\xb9`, 'latin1')), 'CSV_NOT_UTF8');
    expectError(await importCsv(`sku,price\r\n"${sku},1\r\n`), 'CSV_MALFORMED');
    expectError(await importCsv(`sku,price,colour\r\n${sku},1,red\r\n`), 'CSV_COLUMN_UNKNOWN');
    expectError(await importCsv(`price\r\n1\r\n`), 'CSV_SKU_COLUMN_MISSING');
  });

  it('needs the permission of every column it changes: prices and stock only from a session with the second factor', async () => {
    const owner = await staffSession(shop.app, 'owner');
    const sku = await skuOf(variants[8]!);
    expectError(await importCsv(`sku,stock\r\n${sku},3\r\n`, { headers: owner }), 'STAFF_SECOND_FACTOR_REQUIRED');
    expectError(await importCsv(`sku,price\r\n${sku},3\r\n`, { headers: owner, dryRun: true }), 'STAFF_SECOND_FACTOR_REQUIRED');
    expect((await importCsv(`sku,status\r\n${sku},on_sale\r\n`, { headers: owner })).statusCode).toBe(200);
    const content = await staffSession(shop.app, 'content', { secondFactor: true });
    expectError(await importCsv(`sku,status\r\n${sku},on_sale\r\n`, { headers: content }), 'STAFF_FORBIDDEN');
  });

  it('20 imports and orders at once keep stock exact: every unit explained by the counts’ deltas and the orders', async () => {
    const variant = variants[9]!;
    await shop.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.id, variant.id));
    const sku = await skuOf(variant);
    const member = await registerMember(shop);
    const work = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? importCsv(`sku,stock\r\n${sku},${50 + index}\r\n`).then((answer) => answer.statusCode)
        : createTestOrder(shop.db, { customerId: member.session.user_id, variantId: variant.id }).then(() => 200),
    );
    expect(await Promise.all(work)).toEqual(Array(20).fill(200));
    const history = await shop.db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, variant.id));
    expect(history.length).toBeGreaterThan(0);
    const counted = history.reduce((sum, row) => sum + row.delta, 0);
    expect((await variantRow(variant)).stock).toBe(100 + counted - 10);
  });

  it('keeps a report: each row’s outcome, a row the rules refuse by the time it is applied failing alone, in the reader’s language', async () => {
    const [kept, refused] = [variants[10]!, variants[11]!];
    const who = await staffOf(shop.db, manager);
    const row = (variant: PlainVariant, at: number, price: number, specialPrice: number | null) => ({
      row: at,
      variantId: variant.id,
      sku: String(variant.id),
      price,
      setsSpecialPrice: true,
      specialPrice,
      stock: null,
      status: null,
      changing: true,
      handle: null,
      newProduct: null,
    });
    // Checked when the prices allowed it; by the time it is applied, the special price is not below the list price.
    const id = await keepImport(shop.db, [row(kept, 2, 5_000, null), row(refused, 3, 100, 200)], { id: who.id, label: who.label });
    await applyImport(shop.db, id, effects);
    expect((await variantRow(kept)).price).toBe(5_000);
    expect((await variantRow(refused)).price).toBe(refused.price);
    const status = await adminCall(shop.app, 'GET', `/admin/catalogue/imports/${id}`, { headers: manager });
    expect(status.json().data).toMatchObject({ state: 'done', rows: 2, done: 2, changed: 1, failed: 1, by: who.label });
    const report = await adminCall(shop.app, 'GET', `/admin/catalogue/imports/${id}/report.csv`, { headers: manager, language: 'th' });
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(report.rawPayload, { bom: true })).toEqual([
      ['row', 'sku', 'outcome', 'message'],
      ['2', String(kept.id), 'changed', ''],
      ['3', String(refused.id), 'failed', ERRORS.SPECIAL_PRICE_NOT_BELOW_PRICE.th],
    ]);
    const rows = await shop.db
      .select()
      .from(catalogueImportRows)
      .where(inArray(catalogueImportRows.importId, [id]));
    expect(rows.map((entry) => entry.outcome)).toEqual(['changed', 'failed']);
    expectError(await adminCall(shop.app, 'GET', '/admin/catalogue/imports/999999', { headers: manager }), 'CSV_IMPORT_NOT_FOUND');
  });
});

describe('POST admin/catalogue/bulk and its undo', () => {
  const bulk = (body: unknown, headers = manager) => adminCall(shop.app, 'POST', '/admin/catalogue/bulk', { headers, body });
  const undo = (headers = manager) => adminCall(shop.app, 'POST', '/admin/catalogue/bulk/undo', { headers });
  const productOf = async (variant: PlainVariant) => (await shop.db.select().from(products).where(eq(products.id, variant.productId)))[0]!;

  it('applies the editor’s changes all or nothing, each audited; undoes the last, and refuses once something changed since', async () => {
    const [a, b] = [variants[12]!, variants[13]!];
    const [beforeA, beforeB] = [await variantRow(a), await variantRow(b)];
    const refused = await bulk({
      changes: [
        { variant_id: a.id, price: a.price + 100 },
        { variant_id: b.id, special_price: b.price + 1 },
      ],
    });
    expectError(refused, 'SPECIAL_PRICE_NOT_BELOW_PRICE');
    expect(refused.json().errors).toEqual([{ field: 'changes.1.special_price', reason: 'SPECIAL_PRICE_NOT_BELOW_PRICE' }]);
    expect(await variantRow(a)).toEqual(beforeA);

    const applied = await bulk({
      changes: [
        { variant_id: a.id, price: 123_400, special_price: 100_000, stock: 9 },
        { variant_id: b.id, status: 'withdrawn' },
      ],
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.changes[0]).toMatchObject({
      before: { price: beforeA.price, special_price: null, stock: beforeA.stock, status: 'on_sale' },
      after: { price: 123_400, special_price: 100_000, stock: 9, status: 'on_sale' },
    });
    expect(await variantRow(a)).toMatchObject({ price: 123_400, specialPrice: 100_000, stock: 9 });
    expect((await productOf(b)).withdrawnAt).not.toBeNull();
    const skuA = await skuOf(a);
    expect((await auditEntriesOf(shop.db, 'variant', skuA)).map((entry) => entry.action)).toEqual(['variant.price', 'variant.stock']);

    const undone = await undo();
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ undone: true });
    expect(await variantRow(a)).toEqual(beforeA);
    expect(await variantRow(b)).toEqual(beforeB);
    expect((await productOf(b)).withdrawnAt).toBeNull();
    expectError(await undo(), 'BULK_NOTHING_TO_UNDO');

    // An order takes a unit after the edit: undoing it would overwrite that, so it is refused and nothing moves.
    expect((await bulk({ changes: [{ variant_id: a.id, stock: 20 }] })).statusCode).toBe(200);
    const member = await registerMember(shop);
    await createTestOrder(shop.db, { customerId: member.session.user_id, variantId: a.id });
    expectError(await undo(), 'BULK_CHANGED_SINCE');
    expect((await variantRow(a)).stock).toBe(19);
  });

  it('needs the permission of what it changes: prices and stock only from a session with the second factor', async () => {
    const owner = await staffSession(shop.app, 'owner');
    const variant = variants[14]!;
    expectError(await bulk({ changes: [{ variant_id: variant.id, price: 5_000 }] }, owner), 'STAFF_SECOND_FACTOR_REQUIRED');
    expect((await bulk({ changes: [{ variant_id: variant.id, status: 'on_sale' }] }, owner)).statusCode).toBe(200);
    expect((await undo(owner)).statusCode).toBe(200);
    expectError(
      await bulk({ changes: [{ variant_id: variant.id, status: 'on_sale' }] }, await staffSession(shop.app, 'content')),
      'STAFF_FORBIDDEN',
    );
  });
});

describe('the bulk editor’s grid and preview', () => {
  const grid = async (query: string) => {
    const answer = await adminCall(shop.app, 'GET', `/admin/catalogue/grid?${query}`, { headers: manager });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: BulkGridPage }).data;
  };
  const check = (body: unknown, headers = manager, language: 'th' | 'en' = 'th') =>
    adminCall(shop.app, 'POST', '/admin/catalogue/bulk/check', { headers, body, language });
  const codeOf = async (variant: PlainVariant) =>
    (await shop.db.select({ code: products.code }).from(products).where(eq(products.id, variant.productId)))[0]!.code;
  /** The last one's product a draft: never published, off sale (as POST admin/products makes it). */
  const draft = () => variants[17]!;

  beforeAll(async () => {
    await shop.db.update(products).set({ publishedAt: null, withdrawnAt: new Date() }).where(eq(products.id, draft().productId));
  });

  it('is the admin list’s page with each product’s variants; q, state and the keyset in the database', async () => {
    const variant = variants[15]!;
    const code = await codeOf(variant);
    const row = await variantRow(variant);
    const found = await grid(`q=${code}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ code, state: 'on_sale' });
    expect(found.items[0]!.variants).toContainEqual(
      expect.objectContaining({ id: variant.id, sku: row.sku, price: row.price, special_price: row.specialPrice, stock: row.stock }),
    );
    const first = await grid('size=5');
    const second = await grid(`size=5&cursor=${first.next_cursor}`);
    const codes = [...first.items, ...second.items].map((item) => item.code);
    expect(new Set(codes).size).toBe(10);
    expect(first.items.every((item) => item.variants.length > 0)).toBe(true);
    expect((await grid('state=draft')).items.map((item) => item.code)).toEqual([await codeOf(draft())]);
    expect((await grid('state=withdrawn&size=100')).items.every((item) => item.state === 'withdrawn')).toBe(true);
  });

  it('checks changes without writing: each one’s figures before and after, every refused one named in the caller’s language', async () => {
    const [a, b] = [variants[15]!, variants[16]!];
    const before = await variantRow(a);
    const answer = await check({
      changes: [
        { variant_id: a.id, price: a.price + 500, stock: 7 },
        { variant_id: b.id, special_price: b.price + 1 },
        { variant_id: 2_000_000_000, price: 100 },
        { variant_id: draft().id, status: 'on_sale' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = (answer.json() as { data: BulkEditPreview }).data;
    expect(preview.changes).toEqual([
      {
        variant_id: a.id,
        sku: before.sku,
        before: { price: a.price, special_price: null, stock: before.stock, status: 'on_sale' },
        after: { price: a.price + 500, special_price: null, stock: 7, status: 'on_sale' },
      },
    ]);
    expect(preview.errors).toEqual([
      { field: 'changes.1.special_price', message: ERRORS.SPECIAL_PRICE_NOT_BELOW_PRICE.th },
      { field: 'changes.2.variant_id', message: ERRORS.VARIANT_NOT_FOUND.th },
      { field: 'changes.3.status', message: ERRORS.PRODUCT_IS_DRAFT.th },
    ]);
    expect(await variantRow(a)).toEqual(before);
    expect(await auditEntriesOf(shop.db, 'variant', before.sku)).toEqual([]);
    const english = (await check({ changes: [{ variant_id: b.id, price: -1 }] }, manager, 'en')).json() as { data: BulkEditPreview };
    expect(english.data.errors).toEqual([{ field: 'changes.0.price', message: ERRORS.PRICE_NOT_POSITIVE.en }]);
    // Applying the draft's change is refused the same way, nothing written.
    const applied = await adminCall(shop.app, 'POST', '/admin/catalogue/bulk', {
      headers: manager,
      body: { changes: [{ variant_id: draft().id, status: 'on_sale' }] },
    });
    expectError(applied, 'PRODUCT_IS_DRAFT');
    expect(applied.json().errors).toEqual([{ field: 'changes.0.status', reason: 'PRODUCT_IS_DRAFT' }]);
  });

  it('asks the permissions applying would: prices with the second factor, nothing for a role without catalog.write', async () => {
    const variant = variants[16]!;
    const owner = await staffSession(shop.app, 'owner');
    expectError(await check({ changes: [{ variant_id: variant.id, price: 5_000 }] }, owner), 'STAFF_SECOND_FACTOR_REQUIRED');
    // The guard reads what the changes touch once the body is valid: a body the contract refuses is that first.
    expectError(await check({ changes: [{ variant_id: variant.id, price: 'cheap' }] }, owner), 'BAD_REQUEST');
    expect((await check({ changes: [{ variant_id: variant.id, status: 'withdrawn' }] }, owner)).statusCode).toBe(200);
    expectError(
      await check({ changes: [{ variant_id: variant.id, status: 'withdrawn' }] }, await staffSession(shop.app, 'content')),
      'STAFF_FORBIDDEN',
    );
  });
});

describe('POST admin/catalogue/import: new products (decision 0058)', () => {
  const COLUMNS: string[] = [...CATALOGUE_CSV_COLUMNS];
  /** A product's cells: the export writes them on each of its rows. */
  const PRODUCT_CELLS = ['name_th', 'name_en', 'category', 'brand', 'delivery_min_days', 'delivery_max_days'];
  let place: { category: string; brand: string };
  beforeAll(async () => {
    const [category] = await shop.db.select({ slug: categories.slug }).from(categories).where(eq(categories.level, 'sub')).limit(1);
    const [brand] = await shop.db.select({ slug: brands.slug }).from(brands).limit(1);
    place = { category: category!.slug, brand: brand!.slug };
  });
  /** Rows of new products as a person types them: Thai with quotes, commas and a line break; one product of two variants. */
  const newRows = (prefix: string) => [
    [
      'CSVN-' + prefix + '-BK-M',
      '',
      `${prefix}-shirt`,
      'Color=black; Size=m',
      'เสื้อ "ผ้าไทย", ใหม่\nรุ่น ' + prefix,
      'Shirt, "new"',
      place.category,
      place.brand,
      '1',
      '3',
      '390.00',
      '350.00',
      '12',
      'on_sale',
    ],
    ['CSVN-' + prefix + '-WH-M', '', `${prefix}-shirt`, 'Color=white; Size=m', '', '', '', '', '', '', '410.00', '', '0', ''],
    ['CSVN-' + prefix + '-MUG', '', `${prefix}-mug`, '', 'แก้ว ' + prefix, '', place.category, '', '2', '5', '120.50', '', '', ''],
  ];
  const productBySlug = async (slug: string) => (await shop.db.select().from(products).where(eq(products.slug, slug)))[0];

  it('makes the rows of each handle one product through the product editor’s service: on sale or a draft, stock received, audited', async () => {
    const existing = variants[18]!;
    const file = csvOf(
      sheetOf(COLUMNS, [...newRows('nw'), [await skuOf(existing), '', '', '', '', '', '', '', '', '', '77.00', '', '', '']]),
    );
    const [before] = await shop.db.select({ n: count() }).from(products);
    const dry = await importCsv(file, { dryRun: true });
    expect(resultOf(dry)).toMatchObject({ rows: 4, changing: 1, creating: 3, new_products: 2, errors: [], import: null });
    expect((await shop.db.select({ n: count() }).from(products))[0]).toEqual(before);
    const answer = await importCsv(file);
    expect(answer.statusCode).toBe(200);
    expect(resultOf(answer).import).toMatchObject({ state: 'done', rows: 4, done: 4, created: 3, changed: 1, failed: 0 });
    const shirt = (await productBySlug('nw-shirt'))!;
    expect(shirt).toMatchObject({ name: { th: 'เสื้อ "ผ้าไทย", ใหม่\nรุ่น nw', en: 'Shirt, "new"' }, deliveryMinDays: 1, deliveryMaxDays: 3 });
    expect(shirt.publishedAt).not.toBeNull();
    expect(shirt.withdrawnAt).toBeNull();
    expect(shirt.searchText).not.toBe('');
    const mug = (await productBySlug('nw-mug'))!;
    expect([mug.publishedAt, mug.withdrawnAt === null, mug.brandId]).toEqual([null, false, null]);
    const made = await shop.db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, [shirt.id, mug.id]));
    expect(made.map((v) => [v.sku, v.options, v.price, v.specialPrice, v.stock]).sort()).toEqual([
      ['CSVN-nw-BK-M', { Color: 'black', Size: 'm' }, 39_000, 35_000, 12],
      ['CSVN-nw-MUG', {}, 12_050, null, 0],
      ['CSVN-nw-WH-M', { Color: 'white', Size: 'm' }, 41_000, null, 0],
    ]);
    expect((await variantRow(existing)).price).toBe(7_700);
    // The product editor's entries, in the import's transaction: made, published, its opening stock received.
    const who = await staffOf(shop.db, manager);
    expect((await auditEntriesOf(shop.db, 'product', shirt.code)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['product.create', who.id],
      ['product.publish', who.id],
    ]);
    expect((await auditEntriesOf(shop.db, 'variant', 'CSVN-nw-BK-M')).map((entry) => entry.action)).toEqual(['variant.stock']);
    const opening = await shop.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, made.find((v) => v.sku === 'CSVN-nw-BK-M')!.id));
    expect(opening).toEqual([expect.objectContaining({ reason: 'received', delta: 12 })]);
    const report = await adminCall(shop.app, 'GET', `/admin/catalogue/imports/${resultOf(answer).import!.id}/report.csv`, {
      headers: manager,
    });
    expect((parse(report.rawPayload, { bom: true }) as Sheet).slice(1).map((cells) => cells[2])).toEqual([
      'created',
      'created',
      'created',
      'changed',
    ]);
  });

  it('round-trips: the export writes each new product’s rows as the file said, with its code; importing the file or the export again makes no twin', async () => {
    const file = sheetOf(COLUMNS, newRows('rt'));
    expect(resultOf(await importCsv(csvOf(file))).import).toMatchObject({ created: 3, failed: 0 });
    const first = await exported();
    const mine = first.sheet.filter((cells) => cells[column('handle')]!.startsWith('rt-'));
    const shirt = (await productBySlug('rt-shirt'))!;
    const mug = (await productBySlug('rt-mug'))!;
    // The product's cells are written on each of its rows, from its first; the stock and status as the shop has them.
    const rows = file.slice(1);
    const codeOf: Record<string, string> = { 'rt-shirt': shirt.code, 'rt-mug': mug.code };
    const expected = rows.map((cells) => {
      const handle = cells[column('handle')]!;
      const first = rows.find((other) => other[column('handle')] === handle)!;
      return COLUMNS.map((name, at) => {
        if (name === 'product_code') return codeOf[handle];
        if (name === 'status') return handle === 'rt-shirt' ? 'on_sale' : 'withdrawn';
        if (name === 'stock') return cells[at] || '0';
        return PRODUCT_CELLS.includes(name) ? first[at] : cells[at];
      });
    });
    expect(mine).toEqual(expected);
    const [before] = await shop.db.select({ n: count() }).from(products);
    for (const again of [csvOf(file), first.raw]) {
      const answer = await importCsv(again);
      expect(resultOf(answer)).toMatchObject({ creating: 0, new_products: 0, changing: 0, errors: [] });
    }
    expect((await shop.db.select({ n: count() }).from(products))[0]).toEqual(before);
    expect((await exported()).raw.equals(first.raw)).toBe(true);
  });

  it('two imports of the same new products checked before either is applied make them once: the later one’s rows fail', async () => {
    const file = Buffer.from(csvOf(sheetOf(COLUMNS, newRows('tw'))));
    const who = await staffOf(shop.db, manager);
    const [one, two] = [await checkFile(shop.db, file, 'en'), await checkFile(shop.db, file, 'en')];
    const ids = [await keepImport(shop.db, one.planned, who), await keepImport(shop.db, two.planned, who)];
    await Promise.all(ids.map((id) => applyImport(shop.db, id, effects)));
    const states = await shop.db.select().from(catalogueImports).where(inArray(catalogueImports.id, ids));
    expect(states.map((state) => [state.created, state.failed]).sort()).toEqual([
      [0, 3],
      [3, 0],
    ]);
    expect(
      await shop.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.slug, ['tw-shirt', 'tw-mug'])),
    ).toHaveLength(2);
  });

  it('names every bad new row and cell in the dry run, in Thai or English, and writes nothing', async () => {
    const good = newRows('bd')[0]!;
    const row = (changes: Record<string, string>, base = good) => COLUMNS.map((name, at) => changes[name] ?? base[at]!);
    const taken = (await shop.db.select({ slug: products.slug }).from(products).limit(1))[0]!.slug;
    const file = csvOf(
      sheetOf(COLUMNS, [
        row({ sku: 'BD-1', handle: 'bd-a', name_th: '' }),
        row({ sku: 'BD-2', handle: 'bd-b', category: 'no-such-category', brand: 'no-such-brand' }),
        row({ sku: 'BD-3', handle: 'Bad Handle!' }),
        row({ sku: 'BD-4', handle: 'bd-c', options: 'Colour=black', price: '', special_price: '' }),
        row({ sku: 'BD-5', handle: 'bd-d', price: '100', special_price: '100', delivery_min_days: '5', delivery_max_days: '2' }),
        row({ sku: 'BD-6', handle: 'bd-e' }),
        row({ sku: 'BD-7', handle: 'bd-e', name_th: 'อีกชื่อ' }),
        row({ sku: 'BD-8', handle: taken, product_code: 'PRD999999' }),
        row({ sku: 'BD 9', handle: 'bd-f', stock: '-3' }),
        row({ sku: 'BD-10', handle: 'bd-g' }),
        row({ sku: 'BD-11', handle: 'bd-g', name_th: '' }),
      ]),
    );
    const [before] = await shop.db.select({ n: count() }).from(products);
    const dry = await importCsv(file, { dryRun: true, language: 'th' });
    const { errors, creating } = resultOf(dry);
    expect(errors.map(({ row: at, field }) => [at, field])).toEqual([
      [2, 'name_th'],
      [3, 'category'],
      [3, 'brand'],
      [4, 'handle'],
      [5, 'options'],
      [5, 'price'],
      [6, 'delivery_min_days'],
      [6, 'special_price'],
      [8, 'name_th'],
      [9, 'product_code'],
      [9, 'handle'],
      [10, 'sku'],
      [10, 'stock'],
      // Two variants of one product with the same options: named on the product's first row.
      [11, 'options'],
    ]);
    expect(errors[0]!.message).toBe(ERRORS.CSV_NEW_PRODUCT_NEEDS.th);
    expect(errors.find((error) => error.row === 8)!.message).toBe(ERRORS.CSV_PRODUCT_CONFLICT.th);
    expect(errors.find((error) => error.row === 9 && error.field === 'handle')!.message).toBe(ERRORS.CSV_HANDLE_TAKEN.th);
    expect(creating).toBe(0);
    expectError(await importCsv(file), 'CSV_HAS_ERRORS');
    expect((await shop.db.select({ n: count() }).from(products))[0]).toEqual(before);
  });

  it('is refused to a role without catalog.write, and new prices need prices.write with the second factor', async () => {
    const file = csvOf(sheetOf(COLUMNS, newRows('pm')));
    const content = await staffSession(shop.app, 'content', { secondFactor: true });
    expectError(await importCsv(file, { headers: content }), 'STAFF_FORBIDDEN');
    expectError(await importCsv(file, { headers: await staffSession(shop.app, 'owner') }), 'STAFF_SECOND_FACTOR_REQUIRED');
    expect(await productBySlug('pm-shirt')).toBeUndefined();
  });
});
