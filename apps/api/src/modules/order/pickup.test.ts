import { PICKUP_CODE_ALPHABET, PICKUP_HOLD_DAYS } from '@talad/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  jobs,
  notifications,
  orderEvents,
  outboxMessages,
  pickups,
  sevenElevenStores,
  shipments,
} from '../../db/schema/index.ts';
import { outboxSender } from '../../platform/messaging.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { sendOrderMessage } from './jobs.ts';

/**
 * 7-Eleven pickup (issue #29 item 4, decision 0070): the parcel reaching its store gets one code, however many staff
 * press at once; the member alone sees it (order page, bell, SMS); it leaves the counter only with that code.
 */
let shop: TestApp;
let member: Member;
let stranger: Member;
let packer: { authorization: string };
let store: typeof sevenElevenStores.$inferSelect;
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
  stranger = await registerMember(shop);
  packer = await staffSession(shop.app, 'packer');
  const [withHours] = await shop.db.select().from(sevenElevenStores).where(isNotNull(sevenElevenStores.openingHours)).limit(1);
  if (!withHours) throw new Error('the seed has no store with its own hours');
  store = withHours;
}, 120_000);
afterAll(() => shop.close());

const desk = (orderNo: string, action: string, body: unknown = {}) =>
  adminCall(shop.app, 'POST', `/admin/orders/${orderNo}/${action}`, { headers: packer, body });
const asMember = (who: Member, url: string, language: 'th' | 'en' = 'th') =>
  call(shop.app, 'GET', url, { token: who.session.access_token, language });

/** A COD order to the store, handed to the carrier and out of its hub (DEPARTED). */
async function storeOrderOnItsWay() {
  const order = await createTestOrder(shop.db, {
    customerId: member.session.user_id,
    paymentMethod: 'COD',
    delivery: {
      type: 'store7_11',
      store: { store_id: store.id, name: store.nameTh, address: store.addressTh, province: 'กรุงเทพมหานคร', lat: store.lat, lng: store.lng },
      recipient: { name: 'สมหญิง ใจงาม', phone: member.phone },
    },
  });
  for (const action of ['ship', 'depart']) expect((await desk(order.orderNo, action)).statusCode).toBe(200);
  return order;
}

describe('the parcel reaching its store', () => {
  it('issues one code under two staff pressing at once, told once in the bell and queued once for SMS and e-mail', async () => {
    const order = await storeOrderOnItsWay();
    expect((await adminCall(shop.app, 'GET', `/admin/orders/${order.orderNo}`, { headers: packer })).json().data.actions).toContain(
      'pickup',
    );
    const answers = await Promise.all([desk(order.orderNo, 'pickup'), desk(order.orderNo, 'pickup')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await shop.db.select().from(pickups).where(eq(pickups.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [pickup] = rows;
    expect(pickup!.code).toMatch(new RegExp(`^[${PICKUP_CODE_ALPHABET}]{8}$`));
    expect(pickup!.storeId).toBe(store.id);
    expect(pickup!.collectBy.getTime() - pickup!.arrivedAt.getTime()).toBe(PICKUP_HOLD_DAYS * 24 * 3_600_000);
    const moves = await shop.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'PICKUP')));
    expect(moves).toHaveLength(1);
    const told = await shop.db.select().from(notifications).where(eq(notifications.customerId, member.session.user_id));
    const atStore = told.filter((row) => row.title.th.includes(order.orderNo) && row.title.th.includes(pickup!.code.slice(0, 4)));
    expect(atStore).toHaveLength(1);
    expect(atStore[0]!.body.en).toContain(store.nameEn);
    expect(atStore[0]!.body.en).toContain(`open ${store.openingHours!.replace('-', '–')}`);
    expect(atStore[0]!.body.en).toContain(`https://www.google.com/maps/search/?api=1&query=${store.lat},${store.lng}`);
    const queued = await shop.db.select().from(jobs).where(eq(jobs.kind, 'order-message'));
    expect(queued.filter((job) => job.payload.orderId === order.id && job.payload.message === 'ready_for_pickup')).toHaveLength(1);
  });

  it('sends the code, the store, its hours and map by SMS (and e-mail when the member has one)', async () => {
    const order = await storeOrderOnItsWay();
    await desk(order.orderNo, 'pickup');
    const [pickup] = await shop.db.select().from(pickups).where(eq(pickups.orderId, order.id));
    expect(await sendOrderMessage(shop.db, outboxSender(shop.db), shop.config.brand, order.id, 'ready_for_pickup')).toBe(true);
    const [sms] = await shop.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.purpose, 'order-ready_for_pickup'),
          eq(outboxMessages.to, member.phone),
          eq(outboxMessages.code, pickup!.code),
        ),
      );
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain(`${pickup!.code.slice(0, 4)}-${pickup!.code.slice(4)}`);
    expect(sms?.body).toContain(store.nameTh);
    expect(sms?.body).toContain('maps');
  });

  it("shows the code and the store on the member's order page only: not to another member, not on guest tracking", async () => {
    const order = await storeOrderOnItsWay();
    await desk(order.orderNo, 'pickup');
    const [pickup] = await shop.db.select().from(pickups).where(eq(pickups.orderId, order.id));
    const grouped = `${pickup!.code.slice(0, 4)}-${pickup!.code.slice(4)}`;
    const own = (await asMember(member, `/v2/orders/${order.id}`, 'en')).json().data;
    expect(own.pickup).toMatchObject({
      code: grouped,
      store: { store_id: store.id, name: store.nameEn, open_24_hours: false, map_url: expect.stringContaining(String(store.lat)) },
      collect_by: pickup!.collectBy.toISOString(),
    });
    expect(own.shipment.status).toBe('PICKUP');
    const other = await asMember(stranger, `/v2/orders/${order.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(pickup!.code.slice(0, 4));
    const tracked = await call(shop.app, 'GET', `/order-tracking/${order.orderNo}?phone=0891234567`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain(pickup!.code.slice(0, 4));
    const strangersBell = await shop.db.select().from(notifications).where(eq(notifications.customerId, stranger.session.user_id));
    expect(strangersBell.some((row) => row.title.th.includes(pickup!.code.slice(0, 4)))).toBe(false);
  });
});

describe('the counter', () => {
  it('refuses "delivered", a missing and a wrong code; takes the shown code, audited once, and closes it', async () => {
    const order = await storeOrderOnItsWay();
    await desk(order.orderNo, 'pickup');
    const [pickup] = await shop.db.select().from(pickups).where(eq(pickups.orderId, order.id));
    const detail = (await adminCall(shop.app, 'GET', `/admin/orders/${order.orderNo}`, { headers: packer })).json().data;
    expect(detail.actions).toContain('collect');
    expect(detail.actions).not.toContain('deliver');
    expect(detail.pickup).toMatchObject({ store_name: store.nameTh, collect_by: pickup!.collectBy.toISOString() });
    expect(JSON.stringify(detail)).not.toContain(pickup!.code);

    const delivered = await desk(order.orderNo, 'deliver');
    expect(delivered.statusCode).toBe(400);
    expect(delivered.json().message).toBe('กรุณากรอกรหัสรับสินค้าที่ลูกค้าแสดง');
    expect((await desk(order.orderNo, 'collect')).statusCode).toBe(400);
    const wrongCode = pickup!.code.slice(0, 7) + (pickup!.code.endsWith('A') ? 'C' : 'A');
    const wrong = await desk(order.orderNo, 'collect', { pickup_code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('รหัสรับสินค้าไม่ตรงกับพัสดุนี้ กรุณาตรวจรหัสจากลูกค้าอีกครั้ง');
    expect((await desk(order.orderNo, 'collect', { pickup_code: 'x\u0000y' })).statusCode).toBe(400);
    const [stillWaiting] = await shop.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(stillWaiting!.status).toBe('PICKUP');

    const shown = `${pickup!.code.slice(0, 4)} ${pickup!.code.slice(4)}`.toLowerCase();
    const [first, again] = [
      await desk(order.orderNo, 'collect', { pickup_code: shown }),
      await desk(order.orderNo, 'collect', { pickup_code: shown }),
    ];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().data.shipment_status).toBe('DELIVERED');
    const audits = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, order.id), eq(auditEntries.action, 'order.collect')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ shipment_status: 'DELIVERED' });
    const [closed] = await shop.db.select().from(pickups).where(eq(pickups.orderId, order.id));
    expect(closed!.closedAt).not.toBeNull();
    expect((await asMember(member, `/v2/orders/${order.id}`)).json().data.pickup).toBeNull();
  });

  it('waits at a store only for a store order', async () => {
    const home = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    for (const action of ['ship', 'depart']) await desk(home.orderNo, action);
    expect((await adminCall(shop.app, 'GET', `/admin/orders/${home.orderNo}`, { headers: packer })).json().data.actions).not.toContain(
      'pickup',
    );
    const refused = await desk(home.orderNo, 'pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('คำสั่งซื้อนี้จัดส่งถึงบ้าน ไม่ได้รับที่ร้านเซเว่น อีเลฟเว่น');
    expect(await shop.db.select().from(pickups).where(eq(pickups.orderId, home.id))).toEqual([]);
  });
});
