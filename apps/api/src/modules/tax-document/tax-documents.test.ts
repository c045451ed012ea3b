import { randomUUID } from 'node:crypto';
import type { OrderDocuments } from '@talad/contract';
import { thaiDocumentDate, vatSplit } from '@talad/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, orders, taxDocuments } from '../../db/schema/index.ts';
import { registerMember, saveTaxInvoiceAddress, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, movableClock, type TestApp } from '../../test-support/test-app.ts';
import { moveOrder, movePayment } from '../order/index.ts';
import { issueSaleDocument } from './index.ts';
import { documentMoney } from './pdf.ts';

/**
 * Thai tax documents (issue #29, decision 0067) through the API: a paid order's receipt (once, however often the
 * money is reported), the full invoice asked for later replacing it (kept, marked cancelled), credit notes of refunds
 * and cancellations, the PDFs' own text, who may read them, and the shop's details as staff edit them.
 */
let shop: TestApp;
let owner: Member;
let stranger: Member;
let manager: { authorization: string };
const time = movableClock();
beforeAll(async () => {
  shop = await buildTestApp({}, { clock: time.clock });
  [owner, stranger] = [await registerMember(shop), await registerMember(shop)];
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
}, 120_000);
afterAll(() => shop.close());

/** A card order whose money the gateway reported, through the payment table's move (as the notification does). */
async function paidOrder(options: { quantity?: number; billingAddressId?: string } = {}) {
  const order = await createTestOrder(shop.db, {
    customerId: owner.session.user_id,
    paymentMethod: 'CREDITCARD',
    quantity: options.quantity ?? 2,
  });
  if (options.billingAddressId) {
    const billing = (await call(shop.app, 'GET', `/addresses/${options.billingAddressId}`, { token: owner.session.access_token })).json()
      .data;
    await shop.db.update(orders).set({ billing }).where(eq(orders.id, order.id));
  }
  await shop.db.transaction((tx) => movePayment(tx, order.paymentId, 'PAID', 'gateway', 'tranRef test'));
  return order;
}

const documentsOf = async (orderId: string, member = owner) => {
  const answer = await call(shop.app, 'GET', `/orders/${orderId}/documents`, { token: member.session.access_token });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as OrderDocuments;
};

const pdfOf = (url: string, member = owner) => call(shop.app, 'GET', url, { token: member.session.access_token });

describe('the receipt of a paid order (X-354)', () => {
  it('is issued once when the money is reported, numbered in the receipt series; a repeat issues nothing', async () => {
    const order = await paidOrder();
    const { items, can_request_tax_invoice } = await documentsOf(order.id);
    expect(items).toHaveLength(1);
    const [receipt] = items;
    expect(receipt).toMatchObject({ kind: 'RECEIPT', cancelled: false, total: order.total, vat: vatSplit(order.total).vat, against: null });
    expect(receipt!.number).toMatch(/^RC25\d\d-\d{6}$/);
    expect(receipt!.url).toBe(`/orders/${order.id}/documents/${receipt!.number}`);
    expect(can_request_tax_invoice).toBe(true);

    // The notification again, and the effect itself twice at once: still one receipt.
    const again = await shop.db.transaction((tx) => movePayment(tx, order.paymentId, 'PAID', 'gateway'));
    expect(again).toMatchObject({ moved: false });
    await Promise.all([1, 2].map(() => shop.db.transaction((tx) => issueSaleDocument(tx, order.id))));
    expect((await documentsOf(order.id)).items.map((item) => item.number)).toEqual([receipt!.number]);
  });

  it('is a PDF stating the seller, the number, the Buddhist-era date, the lines and totals that add up to the order’s', async () => {
    const order = await paidOrder({ quantity: 3 });
    const [receipt] = (await documentsOf(order.id)).items;
    const started = performance.now();
    const answer = await pdfOf(receipt!.url);
    const took = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${receipt!.number}.pdf"`);
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Drawing a document is quick (measured in decision 0067); a generous bound keeps a slow CI machine green.
    expect(took).toBeLessThan(2_000);

    const text = await pdfText(answer.rawPayload);
    const split = vatSplit(order.total);
    for (const expected of [
      'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ',
      'บริษัท ตลาด คอมเมิร์ซ จำกัด',
      '0105558123451',
      'สำนักงานใหญ่',
      receipt!.number,
      thaiDocumentDate(new Date(receipt!.issued_at)),
      order.orderNo,
      'ภาษีมูลค่าเพิ่ม 7%',
      documentMoney(split.beforeVat),
      documentMoney(split.vat),
      documentMoney(split.total),
    ]) {
      expect(text).toContain(expected);
    }
    expect(split.beforeVat + split.vat).toBe(order.total);
  });
});

describe('who may read the documents (X-360)', () => {
  it('answers the owner; another member, a wrong number and a guest get nothing; staff read them under /admin', async () => {
    const order = await paidOrder();
    const [receipt] = (await documentsOf(order.id)).items;
    const otherOrder = await paidOrder();
    const [otherReceipt] = (await documentsOf(otherOrder.id)).items;

    expect((await call(shop.app, 'GET', `/orders/${order.id}/documents`, { token: stranger.session.access_token })).statusCode).toBe(404);
    expect((await pdfOf(receipt!.url, stranger)).statusCode).toBe(404);
    // Another order's number under this order's path.
    expect((await pdfOf(`/orders/${order.id}/documents/${otherReceipt!.number}`)).statusCode).toBe(404);
    expect((await call(shop.app, 'GET', receipt!.url)).statusCode).toBe(401);

    const packer = await staffSession(shop.app, 'packer');
    const staffList = await adminCall(shop.app, 'GET', `/admin/orders/${order.orderNo}/documents`, { headers: packer });
    expect(staffList.statusCode).toBe(200);
    const staffUrl = (staffList.json().data as OrderDocuments).items[0]!.url;
    expect(staffUrl).toBe(`/admin/orders/${order.orderNo}/documents/${receipt!.number}`);
    const staffPdf = await adminCall(shop.app, 'GET', staffUrl, { headers: packer });
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    // A role without orders.read, and a member's token on the back office's route.
    const content = await staffSession(shop.app, 'content');
    expect((await adminCall(shop.app, 'GET', staffUrl, { headers: content })).statusCode).toBe(403);
    expect(
      (await adminCall(shop.app, 'GET', staffUrl, { headers: { authorization: `Bearer ${owner.session.access_token}` } })).statusCode,
    ).toBe(401);
  });
});

describe('the full tax invoice (X-355)', () => {
  it('is issued at payment when a tax-invoice address was chosen at checkout, naming the buyer', async () => {
    const addressId = await saveTaxInvoiceAddress(shop, owner);
    const order = await paidOrder({ billingAddressId: addressId });
    const { items } = await documentsOf(order.id);
    expect(items.map((item) => item.kind)).toEqual(['TAX_INVOICE']);
    const text = await pdfText((await pdfOf(items[0]!.url)).rawPayload);
    for (const expected of [
      'ใบกำกับภาษี/ใบเสร็จรับเงิน',
      'ผู้ซื้อ / Buyer',
      'สมหญิง ใจงาม',
      '1101700203107',
      '0105558123451',
      documentMoney(order.total),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('replaces the receipt when asked for later in the month: the receipt is kept and marked cancelled; asking again changes nothing', async () => {
    const addressId = await saveTaxInvoiceAddress(shop, owner);
    const order = await paidOrder();
    const [receipt] = (await documentsOf(order.id)).items;
    const ask = () =>
      call(shop.app, 'POST', `/orders/${order.id}/documents/tax-invoice`, {
        token: owner.session.access_token,
        body: { billing_address_id: addressId },
      });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const { items } = await documentsOf(order.id);
    expect(items.map((item) => [item.kind, item.cancelled])).toEqual([
      ['RECEIPT', true],
      ['TAX_INVOICE', false],
    ]);
    const invoice = items[1]!;
    expect(items[0]).toMatchObject({ number: receipt!.number, replaced_by: invoice.number });
    expect(invoice).toMatchObject({ total: order.total, vat: vatSplit(order.total).vat });
    const cancelledPdf = await pdfText((await pdfOf(items[0]!.url)).rawPayload);
    expect(cancelledPdf).toContain('CANCELLED');
    expect(await pdfText((await pdfOf(invoice.url)).rawPayload)).toContain(`แทนฉบับเลขที่ / Replaces ${receipt!.number}`);

    // Someone else's address, or someone else's order, is not found.
    const strangerAddress = await saveTaxInvoiceAddress(shop, stranger);
    const foreign = await call(shop.app, 'POST', `/orders/${order.id}/documents/tax-invoice`, {
      token: owner.session.access_token,
      body: { billing_address_id: strangerAddress },
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await call(shop.app, 'POST', `/orders/${order.id}/documents/tax-invoice`, {
      token: stranger.session.access_token,
      body: { billing_address_id: strangerAddress },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().status_code).toBe(10970);
  });

  it('is refused before payment, with the reason in Thai and English', async () => {
    const addressId = await saveTaxInvoiceAddress(shop, owner);
    const unpaid = await createTestOrder(shop.db, { customerId: owner.session.user_id, paymentMethod: 'CREDITCARD' });
    for (const language of ['th', 'en'] as const) {
      const refused = await call(shop.app, 'POST', `/orders/${unpaid.id}/documents/tax-invoice`, {
        token: owner.session.access_token,
        language,
        body: { billing_address_id: addressId },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        language === 'th' ? 'ขอใบกำกับภาษีเต็มรูปได้เมื่อชำระเงินแล้วเท่านั้น' : 'A full tax invoice can be asked for once the order is paid',
      );
    }
  });

  it('is refused after the calendar month of payment (Revenue practice): the member is sent to the shop', async () => {
    const addressId = await saveTaxInvoiceAddress(shop, owner);
    const order = await paidOrder();
    const days = 32 * 86_400;
    time.advance(days);
    try {
      const late = await call(shop.app, 'POST', `/orders/${order.id}/documents/tax-invoice`, {
        token: owner.session.access_token,
        language: 'en',
        body: { billing_address_id: addressId },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'A full tax invoice can only be asked for within the calendar month of payment: please contact the shop',
      );
      expect((await documentsOf(order.id)).can_request_tax_invoice).toBe(false);
    } finally {
      time.advance(-days);
    }
    expect((await documentsOf(order.id)).items.map((item) => item.kind)).toEqual(['RECEIPT']);
  });

  it('is kept as issued: the database refuses to delete or rewrite a document', async () => {
    const order = await paidOrder();
    await expect(shop.db.delete(taxDocuments).where(eq(taxDocuments.orderId, order.id))).rejects.toThrow();
    await expect(shop.db.update(taxDocuments).set({ total: 1 }).where(eq(taxDocuments.orderId, order.id))).rejects.toThrow();
    expect((await documentsOf(order.id)).items).toHaveLength(1);
  });
});

describe('credit notes (X-357)', () => {
  const refund = (orderNo: string, body: unknown) =>
    adminCall(shop.app, 'POST', `/admin/orders/${orderNo}/refunds`, { headers: { ...manager, 'idempotency-key': randomUUID() }, body });

  it('a refund issues one against the invoice, with the VAT of the difference; the notes and what is left carry the invoice’s VAT', async () => {
    const order = await paidOrder({ quantity: 3 });
    const [receipt] = (await documentsOf(order.id)).items;
    const part = 12_345;
    expect((await refund(order.orderNo, { amount: part, reason: 'สินค้าชำรุด 1 ชิ้น' })).statusCode).toBe(200);
    const rest = order.total - part;
    expect((await refund(order.orderNo, { amount: rest, reason: 'คืนที่เหลือ' })).statusCode).toBe(200);
    const { items, can_request_tax_invoice } = await documentsOf(order.id);
    const notes = items.filter((item) => item.kind === 'CREDIT_NOTE');
    expect(notes.map((note) => [note.against, note.total])).toEqual([
      [receipt!.number, part],
      [receipt!.number, rest],
    ]);
    expect(notes[0]!.number).toMatch(/^CN25\d\d-\d{6}$/);
    expect(notes.reduce((sum, note) => sum + note.vat, 0)).toBe(receipt!.vat);
    expect(can_request_tax_invoice).toBe(false);
    const late = await call(shop.app, 'POST', `/orders/${order.id}/documents/tax-invoice`, {
      token: owner.session.access_token,
      body: { billing_address_id: await saveTaxInvoiceAddress(shop, owner) },
    });
    expect([late.statusCode, late.json().status_code]).toEqual([409, 13904]);

    const text = await pdfText((await pdfOf(notes[0]!.url)).rawPayload);
    const vat = notes[0]!.vat;
    for (const expected of [
      'ใบลดหนี้',
      receipt!.number,
      'สินค้าชำรุด 1 ชิ้น',
      documentMoney(order.total),
      documentMoney(rest),
      documentMoney(part),
      documentMoney(vat),
      documentMoney(part - vat),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('cancelling a paid order credits what is left on its receipt', async () => {
    const order = await paidOrder();
    await shop.db.transaction((tx) => moveOrder(tx, order.id, 'CANCELLED', 'shopper', 'เปลี่ยนใจ'));
    const { items } = await documentsOf(order.id);
    expect(items.map((item) => [item.kind, item.total])).toEqual([
      ['RECEIPT', order.total],
      ['CREDIT_NOTE', order.total],
    ]);
  });
});

describe("the shop's details (X-358)", () => {
  const details = {
    legal_name: { th: 'บริษัท ตลาด คอมเมิร์ซ จำกัด (มหาชน)', en: 'Talad Commerce PCL' },
    tax_id: '0107558000016',
    branch_code: '00001',
    address: { th: '1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500', en: '1 Silom Road, Bang Rak, Bangkok 10500' },
    phone: '02-000-0000',
  };

  it('are changed by staff with settings.write (audited); the next document states them, earlier ones keep theirs', async () => {
    const before = await paidOrder();
    const packer = await staffSession(shop.app, 'packer');
    expect(
      (await adminCall(shop.app, 'PUT', '/admin/settings/tax-details', { headers: packer, body: { ...details, reason: 'x' } })).statusCode,
    ).toBe(403);
    const invalid = await adminCall(shop.app, 'PUT', '/admin/settings/tax-details', {
      headers: manager,
      body: { ...details, tax_id: '0107558000017', reason: 'ย้ายสาขา' },
    });
    expect(invalid.statusCode).toBe(422);
    const changed = await adminCall(shop.app, 'PUT', '/admin/settings/tax-details', {
      headers: manager,
      body: { ...details, reason: 'ย้ายสาขา' },
    });
    expect(changed.statusCode).toBe(200);
    const [entry] = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'shop.tax_details'), sql`${auditEntries.after} ->> 'tax_id' = ${details.tax_id}`));
    expect(entry).toMatchObject({ reason: 'ย้ายสาขา', before: expect.objectContaining({ tax_id: '0105558123451' }) });

    const after = await paidOrder();
    const newText = await pdfText((await pdfOf((await documentsOf(after.id)).items[0]!.url)).rawPayload);
    expect(newText).toContain('0107558000016');
    expect(newText).toContain('สาขาที่ 00001');
    const oldText = await pdfText((await pdfOf((await documentsOf(before.id)).items[0]!.url)).rawPayload);
    expect(oldText).toContain('0105558123451');
  });
});
