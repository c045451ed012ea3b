import { taxDocumentSeries } from '@talad/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { movePayment } from '../order/index.ts';
import { issueSaleDocument } from './index.ts';

/**
 * Running numbers under parallel payments (decision 0067): each series' counter row is taken with its lock in the
 * transaction that issues the document, so 50 orders paid at once get 50 consecutive numbers — no gap, no repeat —
 * on PGlite and, with TEST_DATABASE_URL, on PostgreSQL with ten transactions at a time (the pool's size).
 */
let shop: TestApp;
let member: Member;
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
}, 120_000);
afterAll(() => shop.close());

describe('document numbers (X-359)', () => {
  it('50 orders paid at once take 50 consecutive receipt numbers, one each', async () => {
    const paid = [];
    for (let index = 0; index < 50; index += 1) {
      paid.push(await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' }));
    }
    // Each payment raced by a second issue of its receipt (a repeated notification), run as parallel as the API's
    // pool allows (10 connections): more callers would only queue for a connection, and time out waiting under load.
    const tasks = paid.flatMap((order) => [
      () => shop.db.transaction((tx) => movePayment(tx, order.paymentId, 'PAID', 'gateway')),
      () => shop.db.transaction((tx) => issueSaleDocument(tx, order.id)),
    ]);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let task = tasks.shift(); task; task = tasks.shift()) await task();
      }),
    );
    const series = taxDocumentSeries('RECEIPT', new Date());
    const rows = await shop.db
      .select({ orderId: taxDocuments.orderId, running: taxDocuments.running, number: taxDocuments.number })
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.series, series),
          inArray(
            taxDocuments.orderId,
            paid.map((order) => order.id),
          ),
        ),
      );
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(50);
    const numbers = rows.map((row) => row.running).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    // Nothing else in the series sits inside that run (no number handed out twice across orders).
    const all = await shop.db.select({ running: taxDocuments.running }).from(taxDocuments).where(eq(taxDocuments.series, series));
    expect(new Set(all.map((row) => row.running)).size).toBe(all.length);
    expect(Math.max(...all.map((row) => row.running))).toBe(all.length);
  }, 120_000);
});
