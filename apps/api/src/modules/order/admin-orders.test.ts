import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, customers, orders, shipments } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openShipment } from './transitions.ts';

/**
 * The orders desk (issue #26, decision 0042): the list in keyset pages with its search, one order with its timeline,
 * fulfilment moves by a named staff member through the state tables, notes — each change one audit entry.
 */
let shop: TestApp;
let member: Member;
let packer: { authorization: string };
let support: { authorization: string };
let manager: { authorization: string };
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
  packer = await staffSession(shop.app, 'packer');
  support = await staffSession(shop.app, 'support');
  manager = await staffSession(shop.app, 'manager');
}, 120_000);
afterAll(() => shop.close());

const get = (url: string, headers = packer) => adminCall(shop.app, 'GET', url, { headers });
const post = (url: string, body: unknown = {}, headers = packer) => adminCall(shop.app, 'POST', url, { headers, body });

async function auditsOf(orderId: string) {
  return shop.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
    .orderBy(auditEntries.id);
}

describe('the orders list', () => {
  it('pages newest first by a cursor, each order once, and filters by state', async () => {
    const placed = [];
    for (let index = 0; index < 5; index += 1)
      placed.push(await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ order_no: string; status: string }>; next_cursor: string | null } = (
        await get(`/admin/orders?status=SHIPMENT&size=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json().data;
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) expect(item.status).toBe('SHIPMENT');
      seen.push(...page.items.map((item: { order_no: string }) => item.order_no));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const order of placed) expect(seen).toContain(order.orderNo);
    expect(seen.indexOf(placed[4]!.orderNo)).toBeLessThan(seen.indexOf(placed[0]!.orderNo));
    const first = (await get('/admin/orders?status=SHIPMENT')).json().data;
    expect(first).toMatchObject({ approximate_total: seen.length, total_exact: true });
  });

  it('finds orders by order number (or its start), phone, e-mail and name (by its start)', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', contactPhone: '0861112233' });
    const numbers = async (q: string) =>
      (await get(`/admin/orders?q=${encodeURIComponent(q)}`)).json().data.items.map((item: { order_no: string }) => item.order_no);
    expect(await numbers(order.orderNo.toLowerCase())).toEqual([order.orderNo]);
    expect(await numbers(order.orderNo.slice(0, 10))).toContain(order.orderNo);
    expect(await numbers('086-111-2233')).toEqual([order.orderNo]);
    expect(await numbers(`+66${member.phone.slice(1)}`)).toContain(order.orderNo);
    expect(await numbers('สมหญิง ใจ')).toContain(order.orderNo);
    expect(await numbers('ใจงาม')).not.toContain(order.orderNo);
    const email = `desk.${order.orderNo.toLowerCase()}@example.com`;
    await shop.db.update(customers).set({ email, firstname: 'Kanokwan' }).where(eq(customers.id, member.session.user_id));
    expect(await numbers(email.toUpperCase())).toContain(order.orderNo);
    expect(await numbers('kanok')).toContain(order.orderNo);
    expect(await numbers('nobody-by-this-name')).toEqual([]);
  });

  it('refuses a cursor it did not give, and a list to a role without orders.read', async () => {
    const bad = await get('/admin/orders?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    const content = await staffSession(shop.app, 'content');
    expect((await get('/admin/orders', content)).statusCode).toBe(403);
  });
});

describe('the work queues', () => {
  /** The queues that hold the order now (each asked with the order's number, so other tests' orders never count). */
  async function queuesOf(orderNo: string) {
    const held: string[] = [];
    for (const queue of ['to_pack', 'to_ship', 'returns']) {
      const page = (await get(`/admin/orders?queue=${queue}&q=${orderNo}`)).json().data;
      expect(page.approximate_total).toBe(page.items.length);
      if (page.items.some((item: { order_no: string }) => item.order_no === orderNo)) held.push(queue);
    }
    return held;
  }

  it('hold each order while its next step is theirs: pack, ship (again after a retry), and retry or return', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
    expect(await queuesOf(order.orderNo)).toEqual([]);
    await shop.db.update(orders).set({ status: 'SHIPMENT' }).where(eq(orders.id, order.id));
    expect(await queuesOf(order.orderNo)).toEqual(['to_pack']);
    await post(`/admin/orders/${order.orderNo}/pack`);
    expect(await queuesOf(order.orderNo)).toEqual(['to_ship']);
    await post(`/admin/orders/${order.orderNo}/ship`, { carrier: 'Flash Express', tracking_no: 'TH0123450001' });
    expect(await queuesOf(order.orderNo)).toEqual([]);
    await post(`/admin/orders/${order.orderNo}/fail`, { reason: 'Nobody at home' });
    expect(await queuesOf(order.orderNo)).toEqual(['returns']);
    await post(`/admin/orders/${order.orderNo}/retry`);
    expect(await queuesOf(order.orderNo)).toEqual(['to_ship']);
    await post(`/admin/orders/${order.orderNo}/ship`, { carrier: 'Flash Express', tracking_no: 'TH0123450002' });
    await post(`/admin/orders/${order.orderNo}/fail`, { reason: 'Refused at the door' });
    expect(await queuesOf(order.orderNo)).toEqual(['returns']);
    const returned = await post(`/admin/orders/${order.orderNo}/return`);
    expect(returned.json().data.status).toBe('CANCELLED');
    expect(await queuesOf(order.orderNo)).toEqual([]);
  });

  it('hold a COD order’s parcel, opened unpacked as the order is placed, in to_pack until it is packed, once', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await shop.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'SHIPMENT' }).where(eq(orders.id, order.id));
      await openShipment(tx, order.id, 'system');
    });
    expect(await queuesOf(order.orderNo)).toEqual(['to_pack']);
    expect((await get(`/admin/orders/${order.orderNo}`)).json().data.actions).toEqual(['pack', 'ship', 'cancel']);
    const packed = (await post(`/admin/orders/${order.orderNo}/pack`)).json().data;
    expect(packed.shipments.at(-1)).toMatchObject({ status: 'SHIPPING', packed_at: expect.any(String) });
    expect(packed.actions).toEqual(['ship', 'cancel']);
    expect(await queuesOf(order.orderNo)).toEqual(['to_ship']);
    await post(`/admin/orders/${order.orderNo}/pack`);
    const entries = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, order.id), eq(auditEntries.action, 'order.pack')));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([[{ packed: false }, { packed: true }]]);
  });

  it('count every order they hold, with the state too, and refuse a queue they do not know', async () => {
    const placed = [];
    for (let index = 0; index < 3; index += 1) placed.push(await createTestOrder(shop.db, { customerId: member.session.user_id }));
    const toPack = (await get('/admin/orders?queue=to_pack&size=100')).json().data;
    expect(toPack.items.map((item: { order_no: string }) => item.order_no)).toEqual(
      expect.arrayContaining(placed.map((order) => order.orderNo)),
    );
    expect(toPack).toMatchObject({ approximate_total: toPack.items.length, total_exact: true });
    await post(`/admin/orders/${placed[0]!.orderNo}/pack`);
    const after = (await get('/admin/orders?queue=to_pack&status=SHIPMENT&size=100')).json().data;
    expect(after.approximate_total).toBe(toPack.approximate_total - 1);
    expect((await get('/admin/orders?queue=to_pack&status=PAYMENT')).json().data.items).toEqual([]);
    const unknown = await get('/admin/orders?queue=lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'queue' })]);
  });
});

describe('one order and its moves', () => {
  it('packs and ships by a packer, each move one audit entry naming them, on one timeline with the events', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
    await shop.db.update(orders).set({ status: 'SHIPMENT' }).where(eq(orders.id, order.id));
    const before = (await get(`/admin/orders/${order.orderNo}`)).json().data;
    expect(before.actions).toEqual(['pack', 'ship', 'cancel']);

    const packed = await post(`/admin/orders/${order.orderNo}/pack`);
    expect(packed.statusCode).toBe(200);
    expect(packed.json().data.shipment_status).toBe('SHIPPING');
    // Packing again changes nothing, and writes nothing.
    await post(`/admin/orders/${order.orderNo}/pack`);
    const shipped = await post(`/admin/orders/${order.orderNo}/ship`, { carrier: 'Flash Express', tracking_no: 'TH0123456789' });
    expect(shipped.json().data).toMatchObject({ status: 'RECEIPT', shipment_status: 'SHIPMENT' });

    const entries = await auditsOf(order.id);
    expect(entries.map((entry) => entry.action)).toEqual(['order.pack', 'order.ship']);
    expect(entries[1]).toMatchObject({
      actorKind: 'staff',
      actorLabel: expect.stringContaining('Test packer'),
      before: { status: 'SHIPMENT', shipment_status: 'SHIPPING', carrier: null, tracking_no: null },
      after: { status: 'RECEIPT', shipment_status: 'SHIPMENT', carrier: 'Flash Express', tracking_no: 'TH0123456789' },
    });
    const timeline = shipped.json().data.timeline as Array<{ kind: string; action: string; staff: { name: string } | null }>;
    expect(timeline.filter((entry) => entry.kind === 'audit').map((entry) => entry.action)).toEqual(['order.pack', 'order.ship']);
    expect(timeline.find((entry) => entry.action === 'order.ship')?.staff?.name).toBe('Test packer');
    expect(timeline.some((entry) => entry.kind === 'event' && entry.action === 'shipment.move')).toBe(true);
  });

  it('moves only as the state tables allow: delivering a parcel still being packed is refused, and nothing is audited', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await post(`/admin/orders/${order.orderNo}/pack`);
    const refused = await post(`/admin/orders/${order.orderNo}/deliver`);
    expect(refused.statusCode).toBe(409);
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.pack']);
  });

  it('cancels with orders.cancel and a reason only (a packer may not), stock and the rest back through the table', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    expect((await post(`/admin/orders/${order.orderNo}/cancel`, { reason: 'ลูกค้าขอยกเลิก' })).statusCode).toBe(403);
    expect((await post(`/admin/orders/${order.orderNo}/cancel`, {}, manager)).json().status_code).toBe(12609);
    const cancelled = await post(`/admin/orders/${order.orderNo}/cancel`, { reason: 'ลูกค้าขอยกเลิก' }, manager);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', cancel_reason: 'ลูกค้าขอยกเลิก', actions: [] });
    const [entry] = await auditsOf(order.id);
    expect(entry).toMatchObject({ action: 'order.cancel', reason: 'ลูกค้าขอยกเลิก', before: { status: 'SHIPMENT' } });
  });

  it('two staff members packing at once: one shipment, one audit entry, the other told the order changed meanwhile', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
    await shop.db.update(orders).set({ status: 'SHIPMENT' }).where(eq(orders.id, order.id));
    const seen = { expected: { status: 'SHIPMENT', shipment_status: null } };
    const answers = await Promise.all([
      post(`/admin/orders/${order.orderNo}/pack`, seen, packer),
      post(`/admin/orders/${order.orderNo}/pack`, seen, manager),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(lost).toMatchObject({ status_code: 12610, data: { status: 'SHIPMENT', shipment_status: 'SHIPPING' } });
    expect(await shop.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(1);
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.pack']);
  });

  it('two staff members packing a COD parcel at once: it is packed once, one audit entry, the other refused as stale', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    // Its parcel opened unpacked, as placing a COD order opens it.
    await shop.db.transaction((tx) => openShipment(tx, order.id, 'system'));
    const detail = (await get(`/admin/orders/${order.orderNo}`)).json().data;
    const expected = { status: detail.status, shipment_status: detail.shipment_status, packed: false };
    expect(expected).toEqual({ status: 'SHIPMENT', shipment_status: 'SHIPPING', packed: false });
    const answers = await Promise.all([
      post(`/admin/orders/${order.orderNo}/pack`, { expected }, packer),
      post(`/admin/orders/${order.orderNo}/pack`, { expected }, manager),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ status_code: 12610, data: { packed: true } });
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.pack']);
  });

  it('one ships while another cancels: exactly one move is made and audited, the other refused as stale', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    expect((await post(`/admin/orders/${order.orderNo}/pack`)).statusCode).toBe(200);
    const detail = (await get(`/admin/orders/${order.orderNo}`)).json().data;
    const expected = { status: detail.status, shipment_status: detail.shipment_status };
    expect(expected).toEqual({ status: 'SHIPMENT', shipment_status: 'SHIPPING' });
    const [shipped, cancelled] = await Promise.all([
      post(`/admin/orders/${order.orderNo}/ship`, { carrier: 'Kerry Express', tracking_no: 'TH0000000001', expected }, packer),
      post(`/admin/orders/${order.orderNo}/cancel`, { reason: 'ลูกค้าขอยกเลิก', expected }, manager),
    ]);
    expect([shipped.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const winner = shipped.statusCode === 200 ? 'order.ship' : 'order.cancel';
    expect((shipped.statusCode === 200 ? cancelled : shipped).json().status_code).toBe(12610);
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(winner === 'order.ship' ? 'RECEIPT' : 'CANCELLED');
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.pack', winner]);
  });

  it('keeps both of two notes written at once, each audited', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const answers = await Promise.all([
      post(`/admin/orders/${order.orderNo}/notes`, { text: 'โทรแจ้งลูกค้าแล้ว' }, support),
      post(`/admin/orders/${order.orderNo}/notes`, { text: 'Customer asked for an evening delivery' }, packer),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const notes = (await get(`/admin/orders/${order.orderNo}`)).json().data.notes as Array<{ text: string }>;
    expect(notes.map((note) => note.text).sort()).toEqual(['Customer asked for an evening delivery', 'โทรแจ้งลูกค้าแล้ว']);
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.note', 'order.note']);
  });

  it('keeps notes for the desk, audited, and never in the shopper’s order', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const noted = await post(`/admin/orders/${order.orderNo}/notes`, { text: 'ลูกค้าโทรมาขอเปลี่ยนเวลาส่ง' }, support);
    expect(noted.statusCode).toBe(200);
    expect(noted.json().data.notes).toMatchObject([{ text: 'ลูกค้าโทรมาขอเปลี่ยนเวลาส่ง', staff: { name: 'Test support' } }]);
    expect((await auditsOf(order.id)).map((entry) => entry.action)).toEqual(['order.note']);
    expect((await post(`/admin/orders/${order.orderNo}/notes`, { text: '   ' }, support)).statusCode).toBe(400);
    expect((await get('/admin/orders/TL000000000000')).statusCode).toBe(404);
  });
});
