import { CATALOGUE_CSV_COLUMNS } from '@talad/domain';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
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
  variants = await plainVariants(shop.db, 8);
  await shop.db.update(products).set({ name: TRICKY }).where(eq(products.id, variants[0]!.productId));
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
