import type { AdminNotification, Notification, NotificationsPage, UnreadCounts } from '@talad/contract';
import { ERRORS, isError, type ErrorName, type MembershipTier, type NotificationKind } from '@talad/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, customers, membershipTiers, notificationReadMarks, notifications, notificationStates } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { adminCall, deskCall, deskHeaders } from '../../test-support/staff.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { notifyMember, notifyPublishedBlogPosts, notifyTier } from './index.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
}, 120_000);
afterAll(() => shop.close());

/** Spelled out here, as the spec and the web call them. */
const LIST_PATHS: Record<NotificationKind, string> = {
  blog: 'my-blog',
  announce: 'my-announce',
  promotion: 'my-promotion',
  order: 'my-order',
};

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

function dataOf<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const token = (member: Member) => member.session.access_token;

const listOf = async (member: Member, kind: NotificationKind, query = '', language: 'th' | 'en' = 'th') =>
  dataOf<NotificationsPage>(await call(shop.app, 'GET', `/notifications/${LIST_PATHS[kind]}${query}`, { token: token(member), language }));

const unreadOf = async (member: Member) =>
  dataOf<UnreadCounts>(await call(shop.app, 'GET', '/notifications/all-unread-count', { token: token(member) }));

const readAll = (member: Member, kind: NotificationKind) =>
  call(shop.app, 'PUT', `/notifications/${kind}/read-all`, { token: token(member) });
const readOne = (member: Member | string, id: number) =>
  call(shop.app, 'PUT', '/notifications/read', {
    token: typeof member === 'string' ? member : token(member),
    body: { notification_id: id },
  });
const deleteOne = (member: Member | string, id: number) =>
  call(shop.app, 'DELETE', '/notifications', { token: typeof member === 'string' ? member : token(member), body: { notification_id: id } });

let sent = 0;
/** POST admin/notifications, as the desk sends it (a manager's session unless `headers` name another). */
async function staffSend(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  sent += 1;
  return adminCall(shop.app, 'POST', '/admin/notifications', {
    headers: { ...(await deskHeaders(shop.app)), ...headers },
    body: {
      kind: 'announce',
      audience: 'ALL',
      title: { th: `ประกาศที่ ${sent}`, en: `Announcement ${sent}` },
      body: { th: 'ร้านปิดปรับปรุงระบบคืนนี้ 01:00–03:00 น.', en: 'The shop is down for maintenance tonight, 01:00–03:00.' },
      ...body,
    },
  });
}

async function announce(body: Record<string, unknown> = {}): Promise<AdminNotification> {
  return dataOf<AdminNotification>(await staffSend(body));
}

const ids = (page: NotificationsPage) => page.items.map((item) => item.notification_id);

/** Puts the member on a tier by their yearly spend (the tier's threshold), as completed orders would. */
async function moveToTier(member: Member, tier: MembershipTier) {
  const [found] = await shop.db.select({ minSpend: membershipTiers.minSpend }).from(membershipTiers).where(eq(membershipTiers.code, tier));
  await shop.db.update(customers).set({ yearlySpend: found!.minSpend }).where(eq(customers.id, member.session.user_id));
}

describe('notifications are for members', () => {
  it('answers a guest as every account call does: sign in first', async () => {
    const guest = await loginAsGuest(shop.app);
    for (const path of Object.values(LIST_PATHS))
      expectError(await call(shop.app, 'GET', `/notifications/${path}`, { token: guest.access_token }), 'SIGN_IN_REQUIRED');
    expectError(await call(shop.app, 'GET', '/notifications/all-unread-count', { token: guest.access_token }), 'SIGN_IN_REQUIRED');
    expectError(await call(shop.app, 'PUT', '/notifications/blog/read-all', { token: guest.access_token }), 'SIGN_IN_REQUIRED');
    expectError(await readOne(guest.access_token, 1), 'SIGN_IN_REQUIRED');
    expectError(await deleteOne(guest.access_token, 1), 'SIGN_IN_REQUIRED');
    expectError(await call(shop.app, 'GET', '/notifications/all-unread-count'), 'TOKEN_MISSING');
  });

  it('refuses an unknown list, and a notification id that is not a number', async () => {
    const member = await registerMember(shop);
    expectError(await call(shop.app, 'PUT', '/notifications/news/read-all', { token: token(member) }), 'BAD_REQUEST');
    expectError(
      await call(shop.app, 'PUT', '/notifications/read', { token: token(member), body: { notification_id: 'x' } }),
      'BAD_REQUEST',
    );
    expectError(await call(shop.app, 'DELETE', '/notifications', { token: token(member), body: {} }), 'BAD_REQUEST');
  });
});

describe('the staff send announcements and promotions', () => {
  it('only as a signed-in staff member (who may send is desk.test.ts’s)', async () => {
    expectError(await staffSend({}, { authorization: '' }), 'STAFF_UNAUTHENTICATED');
    expectError(await staffSend({}, { authorization: 'Bearer tsk_not-a-token-of-anyone' }), 'STAFF_UNAUTHENTICATED');
  });

  it('checks the audience: a tier for TIER, a member’s phone for MEMBER, a known member, a path of the shop', async () => {
    expectError(await staffSend({ audience: 'TIER' }), 'BAD_REQUEST');
    expectError(await staffSend({ audience: 'ALL', tier: 'GOLD' }), 'BAD_REQUEST');
    expectError(await staffSend({ audience: 'MEMBER' }), 'BAD_REQUEST');
    expectError(await staffSend({ kind: 'order' }), 'BAD_REQUEST');
    expectError(await staffSend({ link: 'https://elsewhere.example/' }), 'BAD_REQUEST');
    expectError(await staffSend({ link: '//elsewhere.example/' }), 'BAD_REQUEST');
    expectError(await staffSend({ title: { th: '   ' } }), 'BAD_REQUEST');
    expectError(await staffSend({ audience: 'MEMBER', member_phone: '0800000999' }), 'NOTIFICATION_MEMBER_NOT_FOUND');
  });

  it('is one row however many members it is for, and once per Idempotency-Key (another request with the key is refused)', async () => {
    const before = await shop.db.select({ value: count() }).from(notifications);
    const headers = { 'idempotency-key': `staff-notify-${process.pid}-1` };
    const first = await staffSend({ kind: 'promotion', title: { th: 'ลด 50%', en: '50% off' } }, headers);
    sent -= 1;
    const again = await staffSend({ kind: 'promotion', title: { th: 'ลด 50%', en: '50% off' } }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<AdminNotification>(again).notification_id).toBe(dataOf<AdminNotification>(first).notification_id);
    expectError(await staffSend({ kind: 'promotion', title: { th: 'ลด 70%' } }, headers), 'IDEMPOTENCY_KEY_REUSED');
    const after = await shop.db.select({ value: count() }).from(notifications);
    expect(after[0]!.value - before[0]!.value).toBe(1);
  });
});

describe('a member’s lists', () => {
  it('shows what was sent to every member since they joined, newest first, paged, in their language', async () => {
    const member = await registerMember(shop);
    const first = await announce({ link: '/promotion' });
    const second = await announce({ title: { th: 'ประกาศภาษาไทยเท่านั้น' } });
    const latecomer = await registerMember(shop);

    const thai = await listOf(member, 'announce', '?size=1');
    expect(thai.items).toHaveLength(1);
    expect(thai).toMatchObject({ total: 2, page: 1, size: 1, total_pages: 2, unread: 2 });
    expect(thai.items[0]).toMatchObject({
      notification_id: second.notification_id,
      title: 'ประกาศภาษาไทยเท่านั้น',
      is_read: false,
      link: null,
    });
    const english = await listOf(member, 'announce', '?page=2&size=1', 'en');
    expect(english.items[0]).toMatchObject({
      notification_id: first.notification_id,
      kind: 'announce',
      title: first.title.en,
      body: first.body.en,
      link: '/promotion',
    });
    // Thai where no English was written.
    expect((await listOf(member, 'announce', '', 'en')).items[0]!.title).toBe('ประกาศภาษาไทยเท่านั้น');
    // What was sent before a member joined is not news to them.
    expect((await listOf(latecomer, 'announce')).total).toBe(0);
    expectError(await readOne(latecomer, first.notification_id), 'NOTIFICATION_NOT_FOUND');
  });

  it('sends a tier’s notification to that tier’s members as they are when they read it', async () => {
    const regular = await registerMember(shop);
    const gold = await registerMember(shop);
    await moveToTier(gold, 'GOLD');
    const forGold = await announce({ kind: 'promotion', audience: 'TIER', tier: 'GOLD', title: { th: 'สิทธิ์ GOLD', en: 'GOLD perk' } });
    expect(forGold).toMatchObject({ audience: 'TIER', tier: 'GOLD' });

    expect(ids(await listOf(gold, 'promotion'))).toContain(forGold.notification_id);
    expect(ids(await listOf(regular, 'promotion'))).not.toContain(forGold.notification_id);
    expectError(await readOne(regular, forGold.notification_id), 'NOTIFICATION_NOT_FOUND');
    expectError(await deleteOne(regular, forGold.notification_id), 'NOTIFICATION_NOT_FOUND');
    expect((await unreadOf(regular)).promotion).toBe(0);
    expect((await unreadOf(gold)).promotion).toBe(1);

    // Reaching GOLD brings the tier's notifications with it; leaving it takes them away.
    await moveToTier(regular, 'GOLD');
    expect(ids(await listOf(regular, 'promotion'))).toContain(forGold.notification_id);
    await moveToTier(gold, 'VIP');
    expect(ids(await listOf(gold, 'promotion'))).not.toContain(forGold.notification_id);
  });

  it('sends one member’s notification to them alone: another member gets 404 reading or deleting it', async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const mine = await announce({ audience: 'MEMBER', member_phone: owner.phone, title: { th: 'ถึงคุณคนเดียว', en: 'Just for you' } });
    expect(mine).toMatchObject({ audience: 'MEMBER', member_phone: owner.phone });
    expect(ids(await listOf(owner, 'announce'))).toContain(mine.notification_id);
    expect(ids(await listOf(other, 'announce'))).not.toContain(mine.notification_id);
    expectError(await readOne(other, mine.notification_id), 'NOTIFICATION_NOT_FOUND');
    expectError(await deleteOne(other, mine.notification_id), 'NOTIFICATION_NOT_FOUND');
    expectError(await readOne(other, 2_000_000_000), 'NOTIFICATION_NOT_FOUND');
    // The other member's attempts changed nothing for the owner.
    expect((await listOf(owner, 'announce')).items.find((item) => item.notification_id === mine.notification_id)?.is_read).toBe(false);
    const states = await shop.db.select().from(notificationStates).where(eq(notificationStates.notificationId, mine.notification_id));
    expect(states).toEqual([]);
  });
});

describe('read, read-all, delete and the unread count', () => {
  it('reads one: it stops counting, repeat-safe', async () => {
    const member = await registerMember(shop);
    const one = await announce();
    const two = await announce();
    expect(await unreadOf(member)).toMatchObject({ all: 2, announce: 2 });
    const read = dataOf<Notification>(await readOne(member, one.notification_id));
    expect(read).toMatchObject({ notification_id: one.notification_id, is_read: true });
    dataOf<Notification>(await readOne(member, one.notification_id));
    expect(await unreadOf(member)).toMatchObject({ all: 1, announce: 1 });
    const list = await listOf(member, 'announce');
    expect(list.unread).toBe(1);
    expect(list.items.map((item) => [item.notification_id, item.is_read])).toEqual([
      [two.notification_id, false],
      [one.notification_id, true],
    ]);
  });

  it('reads a whole list with one mark: other lists stay unread, later notifications are unread again, repeat-safe', async () => {
    const member = await registerMember(shop);
    await announce();
    await announce();
    const promotion = await announce({ kind: 'promotion' });
    expect(await unreadOf(member)).toMatchObject({ all: 3, announce: 2, promotion: 1 });

    const counts = dataOf<UnreadCounts>(await readAll(member, 'announce'));
    expect(counts).toMatchObject({ all: 1, announce: 0, promotion: 1 });
    expect((await listOf(member, 'announce')).items.every((item) => item.is_read)).toBe(true);
    expect(dataOf<UnreadCounts>(await readAll(member, 'announce'))).toEqual(counts);
    const marks = await shop.db.select().from(notificationReadMarks).where(eq(notificationReadMarks.customerId, member.session.user_id));
    expect(marks).toHaveLength(1);
    // No row per notification: read-all is one mark per member and list.
    expect(await shop.db.select().from(notificationStates).where(eq(notificationStates.customerId, member.session.user_id))).toEqual([]);

    const later = await announce();
    expect(await unreadOf(member)).toMatchObject({ all: 2, announce: 1, promotion: 1 });
    expect((await listOf(member, 'announce')).items[0]).toMatchObject({ notification_id: later.notification_id, is_read: false });
    expect((await listOf(member, 'promotion')).items[0]).toMatchObject({ notification_id: promotion.notification_id, is_read: false });
    // Reading an empty list is fine too.
    expect(dataOf<UnreadCounts>(await readAll(member, 'blog')).blog).toBe(0);
  });

  it('deletes one for the member only: gone from their list and count, again is fine, reading it then is 404', async () => {
    const member = await registerMember(shop);
    const neighbour = await registerMember(shop);
    const kept = await announce();
    const gone = await announce();
    expect(dataOf<null>(await deleteOne(member, gone.notification_id))).toBeNull();
    expect(dataOf<null>(await deleteOne(member, gone.notification_id))).toBeNull();
    expect(ids(await listOf(member, 'announce'))).toEqual([kept.notification_id]);
    expect((await unreadOf(member)).announce).toBe(1);
    expectError(await readOne(member, gone.notification_id), 'NOTIFICATION_NOT_FOUND');
    // A read-all afterwards does not bring it back.
    await readAll(member, 'announce');
    expect(ids(await listOf(member, 'announce'))).toEqual([kept.notification_id]);
    // Sent to every member: the others still have it.
    expect(ids(await listOf(neighbour, 'announce'))).toContain(gone.notification_id);
  });
});

describe('what tells members', () => {
  it('an order shipped and delivered: the member’s order updates, with the parcel, once per move', async () => {
    const member = await registerMember(shop);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const staffMove = (action: string, body: object = {}) => deskCall(shop.app, 'POST', `/admin/orders/${order.orderNo}/${action}`, body);

    expect((await staffMove('ship', { carrier: 'Kerry Express', tracking_no: 'KEX123456789' })).statusCode).toBe(200);
    expect(await unreadOf(member)).toMatchObject({ all: 1, order: 1 });
    const shipped = (await listOf(member, 'order', '', 'en')).items[0]!;
    expect(shipped).toMatchObject({
      kind: 'order',
      title: `Order ${order.orderNo} has shipped`,
      link: `/account/my-order/${order.id}`,
      is_read: false,
    });
    expect(shipped.body).toContain('Kerry Express KEX123456789');
    expect((await listOf(member, 'order')).items[0]!.title).toBe(`คำสั่งซื้อ ${order.orderNo} จัดส่งแล้ว`);

    // Shipping again moves nothing and tells nothing twice; leaving the hub is not told.
    await staffMove('ship');
    expect((await listOf(member, 'order')).total).toBe(1);
    expect((await staffMove('depart')).statusCode).toBe(200);
    expect((await listOf(member, 'order')).total).toBe(1);
    expect((await staffMove('deliver')).statusCode).toBe(200);
    const updates = await listOf(member, 'order', '', 'en');
    expect(updates.items.map((item) => item.title)).toEqual([`Order ${order.orderNo} was delivered`, `Order ${order.orderNo} has shipped`]);
    expect(updates.unread).toBe(2);
    // Nobody else hears of it.
    const other = await registerMember(shop);
    expect((await listOf(other, 'order')).total).toBe(0);
    expectError(await readOne(other, shipped.notification_id), 'NOTIFICATION_NOT_FOUND');
  });

  it('a blog post published: told to every member once, dated when it was published; one written ahead waits for its time', async () => {
    const member = await registerMember(shop);
    const now = new Date();
    const post = {
      title: { th: 'วิธีเลือกพัดลมให้เหมาะกับห้อง', en: 'Choosing a fan for your room' },
      excerpt: { th: 'ขนาดห้องและเสียงรบกวนสำคัญกว่าที่คิด', en: 'Room size and noise matter more than you think.' },
      sections: [],
      author: { th: 'ทีมบรรณาธิการ', en: 'Editorial team' },
      tags: ['บ้าน'],
      productCodes: [],
    };
    await shop.db.insert(blogPosts).values([
      { ...post, slug: `choose-a-fan-${process.pid}`, publishedAt: new Date(now.getTime() + 1000) },
      { ...post, slug: `fans-next-week-${process.pid}`, publishedAt: new Date(now.getTime() + 7 * 86_400_000) },
    ]);
    const later = new Date(now.getTime() + 60_000);
    expect(await notifyPublishedBlogPosts(shop.db, later)).toBe(1);
    expect(await notifyPublishedBlogPosts(shop.db, later)).toBe(0);

    const blog = await listOf(member, 'blog', '', 'en');
    expect(blog.items[0]).toMatchObject({
      kind: 'blog',
      title: 'Choosing a fan for your room',
      body: 'Room size and noise matter more than you think.',
      link: `/blog/choose-a-fan-${process.pid}`,
      created_at: new Date(now.getTime() + 1000).toISOString(),
    });
    expect(blog.total).toBe(1);
    expect((await unreadOf(member)).blog).toBe(1);
    expect(dataOf<UnreadCounts>(await readAll(member, 'blog')).blog).toBe(0);
    expect(await notifyPublishedBlogPosts(shop.db, new Date(now.getTime() + 8 * 86_400_000))).toBe(1);
  });

  it('other modules tell a member or a tier through the front door, once per source key', async () => {
    const member = await registerMember(shop);
    await moveToTier(member, 'VIP');
    const draft = {
      kind: 'announce' as const,
      title: { th: 'ยินดีด้วย คุณเป็นสมาชิก VIP แล้ว', en: 'Congratulations, you are a VIP member now' },
      body: { th: 'ดูสิทธิประโยชน์ใหม่ของคุณ', en: 'See your new benefits.' },
      link: '/account/member-ship',
      sourceKey: `tier-change:${member.session.user_id}:VIP`,
    };
    expect(await notifyMember(shop.db, member.session.user_id, draft)).not.toBeNull();
    expect(await notifyMember(shop.db, member.session.user_id, draft)).toBeNull();
    expect(await notifyTier(shop.db, 'VIP', { ...draft, sourceKey: `vip-week-${process.pid}`, title: { th: 'สัปดาห์ VIP' } })).not.toBeNull();
    const titles = (await listOf(member, 'announce', '', 'en')).items.map((item) => item.title);
    expect(titles).toEqual(['สัปดาห์ VIP', 'Congratulations, you are a VIP member now']);
  });
});

describe('the demo shop', () => {
  it('has blog posts, announcements, promotions and order updates for the demo members, some unread', async () => {
    const signIn = await call(shop.app, 'POST', '/auth/login', { body: { username: '0990000002', password: 'Talad-demo-2026' } });
    const malee = { phone: '0990000002', password: '', session: dataOf<Member['session']>(signIn) };
    const counts = await unreadOf(malee);
    expect(counts.all).toBeGreaterThan(0);
    for (const kind of ['blog', 'announce', 'promotion'] as const) expect((await listOf(malee, kind)).total).toBeGreaterThan(0);
    const seeded = await shop.db
      .select({ kind: notifications.kind, audience: notifications.audience })
      .from(notifications)
      .where(and(eq(notifications.kind, 'promotion'), eq(notifications.audience, 'TIER')))
      .orderBy(asc(notifications.id));
    expect(seeded.length).toBeGreaterThan(0);
  });
});
