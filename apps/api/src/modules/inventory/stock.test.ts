import { randomUUID } from 'node:crypto';
import type { StockAdjustmentPage, StockAdjustmentResult } from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, stockAdjustments } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { createTestOrder, plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let member: Member;
/** A manager with the second factor: stock.adjust. */
let manager: { authorization: string };
let variants: PlainVariant[];

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
  member = await registerMember(shop);
  variants = await plainVariants(shop.db, 6);
}, 120_000);
afterAll(() => shop.close());

const adjust = (variantId: number, body: unknown, key: string | null = randomUUID(), headers = manager, language?: 'th' | 'en') =>
  adminCall(shop.app, 'POST', `/admin/variants/${variantId}/stock-adjustments`, {
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    body,
    ...(language ? { language } : {}),
  });

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

async function levels(variant: PlainVariant) {
  const [row] = await shop.db
    .select({ variant: productVariants.stock, product: products.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variant.id));
  return row!;
}

const setStock = (variant: PlainVariant, stock: number) =>
  shop.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variant.id));

const historyOf = (variant: PlainVariant) => shop.db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, variant.id));

describe('POST admin/variants/{id}/stock-adjustments', () => {
  it('20 parallel +1 adjustments: stock exactly +20 (the product’s total too), 20 history rows, 20 audit entries', async () => {
    const variant = variants.shift()!;
    const before = await levels(variant);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(variant.id, { delta: 1, reason: 'received' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await levels(variant)).toEqual({ variant: before.variant + 20, product: before.product + 20 });
    const rows = await historyOf(variant);
    expect(rows).toHaveLength(20);
    // Each saw the one before it: the levels after are every step from +1 to +20.
    expect(rows.map((row) => row.stockAfter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => before.variant + index + 1),
    );
    const sku = (await shop.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id)))[0]!
      .sku;
    const entries = await auditEntriesOf(shop.db, 'variant', sku);
    expect(entries.filter((entry) => entry.action === 'variant.stock')).toHaveLength(20);
    expect(entries[0]).toMatchObject({ actorId: (await staffOf(shop.db, manager)).id, reason: 'received' });
  });

  it('the same Idempotency-Key twice (at once, then again) is one adjustment; another body with it is refused', async () => {
    const variant = variants.shift()!;
    const before = await levels(variant);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      adjust(variant.id, { delta: 5, reason: 'returned' }, key),
      adjust(variant.id, { delta: 5, reason: 'returned' }, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.adjustment.id).toBe(b.json().data.adjustment.id);
    const again = await adjust(variant.id, { delta: 5, reason: 'returned' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json().data as StockAdjustmentResult).adjustment.id).toBe(a.json().data.adjustment.id);
    expectError(await adjust(variant.id, { delta: 6, reason: 'returned' }, key), 'IDEMPOTENCY_KEY_REUSED');
    expectError(await adjust(variant.id, { delta: 5, reason: 'returned' }, null), 'IDEMPOTENCY_KEY_MISSING');
    expect((await levels(variant)).variant).toBe(before.variant + 5);
    expect(await historyOf(variant)).toHaveLength(1);
  });

  it('refuses what would take stock below what orders have taken, and the shapes the reasons forbid, in Thai and English', async () => {
    const variant = variants.shift()!;
    await setStock(variant, 5);
    await createTestOrder(shop.db, { customerId: member.session.user_id, variantId: variant.id, quantity: 3 });
    // Two left to sell; the three the order took are not the staff's to take back.
    const refused = await adjust(variant.id, { delta: -3, reason: 'damaged' }, randomUUID(), manager, 'en');
    expectError(refused, 'STOCK_BELOW_TAKEN');
    expect(refused.json()).toMatchObject({
      message: 'This would take stock below what orders have already taken',
      errors: [{ field: 'delta', reason: 'available:2' }],
    });
    expect((await adjust(variant.id, { delta: -3, reason: 'damaged' }, randomUUID(), manager, 'th')).json().message).toBe(
      ERRORS.STOCK_BELOW_TAKEN.th,
    );
    expect((await adjust(variant.id, { delta: -2, reason: 'damaged' })).statusCode).toBe(200);
    expect((await levels(variant)).variant).toBe(0);
    expectError(await adjust(variant.id, { delta: -1, reason: 'shrinkage' }), 'STOCK_BELOW_TAKEN');

    const other = await adjust(variant.id, { delta: 1, reason: 'other' }, randomUUID(), manager, 'th');
    expectError(other, 'STOCK_NOTE_REQUIRED');
    expect(other.json().message).toBe('เหตุผล "อื่น ๆ" ต้องมีหมายเหตุอธิบาย');
    expectError(await adjust(variant.id, { delta: 1, reason: 'other', note: '   ' }), 'STOCK_NOTE_REQUIRED');
    expectError(await adjust(variant.id, { delta: 0, reason: 'received' }), 'STOCK_DELTA_ZERO');
    expectError(await adjust(variant.id, { reason: 'count' }), 'STOCK_COUNT_MISSING');
    expectError(await adjust(variant.id, { count: 4, reason: 'received' }), 'STOCK_COUNT_REASON');
    expectError(await adjust(variant.id, { count: 4, delta: 1, reason: 'count' }), 'STOCK_DELTA_WITH_COUNT');
    expect((await adjust(variant.id, { delta: 1, reason: 'other', note: 'พบในคลังสำรอง' })).statusCode).toBe(200);
    expect(await historyOf(variant)).toHaveLength(2);
  });

  it('a count sets the level and records the difference; a count while orders are placed stays exact', async () => {
    const variant = variants.shift()!;
    await setStock(variant, 100);
    const counted = (await adjust(variant.id, { count: 80, reason: 'count' })).json().data as StockAdjustmentResult;
    expect(counted).toMatchObject({ stock: 80, adjustment: { delta: -20, counted: 80, stock_after: 80, reason: 'count' } });

    // Ten one-unit orders and a count of 50 at once: whichever order the database puts them in, the count's difference
    // is taken from the level under its lock, so what is left is 50 less the orders placed after it, and every unit is
    // accounted for: 80 + the adjustments' deltas − the units ordered.
    const orders = Array.from({ length: 10 }, () =>
      createTestOrder(shop.db, { customerId: member.session.user_id, variantId: variant.id }),
    );
    const count = adjust(variant.id, { count: 50, reason: 'count' });
    const [answer] = await Promise.all([count, ...orders]);
    const result = (answer.json() as { data: StockAdjustmentResult }).data;
    expect(result.adjustment).toMatchObject({ counted: 50, stock_after: 50 });
    const rows = await historyOf(variant);
    const deltas = rows.reduce((sum, row) => sum + row.delta, 0);
    expect((await levels(variant)).variant).toBe(100 + deltas - 10);
    expect((await levels(variant)).variant).toBeLessThanOrEqual(50);
    expect((await levels(variant)).variant).toBeGreaterThanOrEqual(40);
  });

  it('needs stock.adjust with the second factor; the history pages newest first (catalog.read)', async () => {
    const variant = variants.shift()!;
    expectError(
      await adjust(
        variant.id,
        { delta: 1, reason: 'received' },
        randomUUID(),
        await staffSession(shop.app, 'content', { secondFactor: true }),
      ),
      'STAFF_FORBIDDEN',
    );
    expectError(
      await adjust(variant.id, { delta: 1, reason: 'received' }, randomUUID(), await staffSession(shop.app, 'manager')),
      'STAFF_SECOND_FACTOR_REQUIRED',
    );
    for (let step = 1; step <= 5; step += 1) await adjust(variant.id, { delta: step, reason: 'received' });
    const packer = await staffSession(shop.app, 'packer');
    const page = async (cursor?: string) =>
      (
        await adminCall(shop.app, 'GET', `/admin/variants/${variant.id}/stock-adjustments?size=3${cursor ? `&cursor=${cursor}` : ''}`, {
          headers: packer,
        })
      ).json().data as StockAdjustmentPage;
    const first = await page();
    const second = await page(first.next_cursor!);
    expect([...first.items, ...second.items].map((item) => item.delta)).toEqual([5, 4, 3, 2, 1]);
    expect(second.next_cursor).toBeNull();
    expect(first.approximate_total).toBe(5);
  });

  it('keeps a variant’s page fast in a long history of many variants: the (variant, id) index hands it over, no sort', async () => {
    const variant = variants.shift()!;
    // 60,000 rows over 60 variants, this one's among them: a page of it reads its 51 rows from stock_adjustments_variant_idx.
    await shop.db
      .execute(sql`insert into stock_adjustments (variant_id, delta, stock_after, reason, staff_id, staff_label, idempotency_key, request_hash)
      select v.id, 1, n, 'received', gen_random_uuid(), 'bench', 'k' || n, 'h'
      from (select ${variant.id} as id union all (select id from product_variants where id <> ${variant.id} order by id limit 59)) as v,
        generate_series(1, 1000) as n`);
    await shop.db.execute(sql`analyze stock_adjustments`);
    const plan = await shop.db.execute(
      sql`explain select * from stock_adjustments where variant_id = ${variant.id} and id < 1000000000 order by id desc limit 51`,
    );
    const text = (plan as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('stock_adjustments_variant_idx');
    expect(text).not.toContain('Sort');
  });
});
