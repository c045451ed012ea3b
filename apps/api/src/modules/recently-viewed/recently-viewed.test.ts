import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, recentlyViewed } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { RECENTLY_VIEWED_KEPT, viewRecorder } from './service.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function someProducts(count: number, offset = 0) {
  return shop.db.select({ id: products.id, code: products.code }).from(products).orderBy(asc(products.id)).limit(count).offset(offset);
}

/** Records a view through the API, then dates it exactly, so the order under test does not hang on request timing. */
async function view(token: string, customerId: string, product: { id: number; code: string }, at: Date) {
  expect((await call(shop.app, 'POST', '/my-recently-view/products', { token, body: { product_id: product.code } })).statusCode).toBe(200);
  await shop.db
    .update(recentlyViewed)
    .set({ viewedAt: at })
    .where(and(eq(recentlyViewed.customerId, customerId), eq(recentlyViewed.productId, product.id)));
}

async function listOf(token: string) {
  const response = await call(shop.app, 'GET', '/my-recently-view/products?size=100', { token });
  expect(response.statusCode).toBe(200);
  return response.json().data as { total: number; items: { product_id: string; viewed_at: string }[] };
}

describe('recently viewed when a guest signs in (isMerge)', () => {
  it("signing in turns the guest's recently viewed into the member's: newest first, once each, the later view time kept", async () => {
    const [onlyMember, bothGuestLater, bothMemberLater, onlyGuest] = await someProducts(4, 40);
    if (!onlyMember || !bothGuestLater || !bothMemberLater || !onlyGuest) throw new Error('the seed has too few products');
    const at = {
      memberOnly: minutesAgo(50),
      memberBothEarlier: minutesAgo(40),
      memberBothLater: minutesAgo(20),
      guestBothLater: minutesAgo(10),
      guestBothEarlier: minutesAgo(60),
      guestOnly: minutesAgo(30),
    };
    const member = await registerMember(shop);
    const memberId = member.session.user_id;
    await view(member.session.access_token, memberId, onlyMember, at.memberOnly);
    await view(member.session.access_token, memberId, bothGuestLater, at.memberBothEarlier);
    await view(member.session.access_token, memberId, bothMemberLater, at.memberBothLater);

    const guest = await loginAsGuest(shop.app);
    await view(guest.access_token, guest.user_id, bothGuestLater, at.guestBothLater);
    await view(guest.access_token, guest.user_id, bothMemberLater, at.guestBothEarlier);
    await view(guest.access_token, guest.user_id, onlyGuest, at.guestOnly);

    const signedIn = await call(shop.app, 'POST', '/auth/login', {
      token: guest.access_token,
      body: { username: member.phone, password: member.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user_id).toBe(memberId);

    // A product both had seen is listed once, at the later of its two views, whichever side that came from.
    const list = await listOf(signedIn.json().data.access_token);
    expect(list.total).toBe(4);
    expect(list.items.map((item) => [item.product_id, item.viewed_at])).toEqual([
      [bothGuestLater.code, at.guestBothLater.toISOString()],
      [bothMemberLater.code, at.memberBothLater.toISOString()],
      [onlyGuest.code, at.guestOnly.toISOString()],
      [onlyMember.code, at.memberOnly.toISOString()],
    ]);
    expect(await shop.db.select().from(recentlyViewed).where(eq(recentlyViewed.customerId, guest.user_id))).toHaveLength(0);

    // Signing in again from a fresh guest with no views changes nothing.
    const again = await loginAsGuest(shop.app);
    const second = await call(shop.app, 'POST', '/auth/login', {
      token: again.access_token,
      body: { username: member.phone, password: member.password },
    });
    expect(second.statusCode).toBe(200);
    expect((await listOf(second.json().data.access_token)).items).toEqual(list.items);
  });

  it(`the merged list keeps only the newest ${RECENTLY_VIEWED_KEPT} views`, async () => {
    const catalogue = await someProducts(RECENTLY_VIEWED_KEPT + 1, 100);
    const member = await registerMember(shop);
    const memberId = member.session.user_id;
    const older = catalogue.slice(0, RECENTLY_VIEWED_KEPT);
    // The member's own full list, the first product the oldest view.
    await shop.db
      .insert(recentlyViewed)
      .values(older.map((product, index) => ({ customerId: memberId, productId: product.id, viewedAt: minutesAgo(1000 - index) })));
    const guest = await loginAsGuest(shop.app);
    const newest = catalogue[RECENTLY_VIEWED_KEPT];
    if (!newest) throw new Error('the seed has too few products');
    await view(guest.access_token, guest.user_id, newest, minutesAgo(1));

    const signedIn = await call(shop.app, 'POST', '/auth/login', {
      token: guest.access_token,
      body: { username: member.phone, password: member.password },
    });
    const list = await listOf(signedIn.json().data.access_token);
    expect(list.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(list.items[0]?.product_id).toBe(newest.code);
    expect(list.items.map((item) => item.product_id)).not.toContain(older[0]?.code);
    expect(list.items.at(-1)?.product_id).toBe(older[1]?.code);
  });
});

describe('a view recorded (the view, then the trim of the list)', () => {
  it(`keeps the newest ${RECENTLY_VIEWED_KEPT}: a new view drops the oldest, a view again of the oldest keeps it and drops the next`, async () => {
    const catalogue = await someProducts(RECENTLY_VIEWED_KEPT + 2, 300);
    const guest = await loginAsGuest(shop.app);
    const full = catalogue.slice(0, RECENTLY_VIEWED_KEPT);
    await shop.db
      .insert(recentlyViewed)
      .values(full.map((product, index) => ({ customerId: guest.user_id, productId: product.id, viewedAt: minutesAgo(1000 - index) })));
    const [oldest, secondOldest, thirdOldest] = full;
    const [newcomer, another] = catalogue.slice(RECENTLY_VIEWED_KEPT);
    if (!oldest || !secondOldest || !thirdOldest || !newcomer || !another) throw new Error('the seed has too few products');

    // The oldest viewed again: it moves to the front and nothing is dropped (the list was already full with it).
    await view(guest.access_token, guest.user_id, oldest, minutesAgo(2));
    let list = await listOf(guest.access_token);
    expect(list.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(list.items[0]?.product_id).toBe(oldest.code);

    // A product never viewed: it comes first and the oldest view now (the second) drops off.
    await view(guest.access_token, guest.user_id, newcomer, minutesAgo(1));
    list = await listOf(guest.access_token);
    expect(list.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(list.items.map((item) => item.product_id).slice(0, 2)).toEqual([newcomer.code, oldest.code]);
    expect(list.items.map((item) => item.product_id)).not.toContain(secondOldest.code);

    // Through the product page too (the catalogue's path).
    const [page] = await shop.db.select({ slug: products.slug }).from(products).where(eq(products.id, another.id));
    expect((await call(shop.app, 'GET', `/products/${page?.slug}`, { token: guest.access_token })).statusCode).toBe(200);
    list = await listOf(guest.access_token);
    expect(list.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(list.items[0]?.product_id).toBe(another.code);
    expect(list.items.map((item) => item.product_id)).not.toContain(thirdOldest.code);
  });
});

describe('views recorded together (group commit: the views made while a statement is out go in the next)', () => {
  it(`many views at once keep the newest ${RECENTLY_VIEWED_KEPT} of each shopper, in the order they were made, a repeated product once`, async () => {
    const catalogue = await someProducts(RECENTLY_VIEWED_KEPT + 30);
    const [first, second] = [await loginAsGuest(shop.app), await loginAsGuest(shop.app)];
    const record = viewRecorder(shop.db);
    // All made before any is written: the first goes alone, the rest wait for it and go together.
    const firstViews = [...catalogue.map((product) => product.id), catalogue[0]!.id];
    const secondViews = catalogue.slice(0, 5).map((product) => product.id);
    await Promise.all([
      ...firstViews.map((productId) => record(first.user_id, productId)),
      ...secondViews.map((productId) => record(second.user_id, productId)),
    ]);

    const codeOf = new Map(catalogue.map((product) => [product.id, product.code]));
    const newestFirst = (views: number[]) => [...new Set([...views].reverse())].map((id) => codeOf.get(id));
    const firstList = await listOf(first.access_token);
    expect(firstList.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(firstList.items.map((item) => item.product_id)).toEqual(newestFirst(firstViews).slice(0, RECENTLY_VIEWED_KEPT));
    expect((await listOf(second.access_token)).items.map((item) => item.product_id)).toEqual(newestFirst(secondViews));
  });

  it(`a list longer than ${RECENTLY_VIEWED_KEPT} shows its newest ${RECENTLY_VIEWED_KEPT} until its trim, which keeps exactly them`, async () => {
    const catalogue = await someProducts(RECENTLY_VIEWED_KEPT + 20);
    const guest = await loginAsGuest(shop.app);
    let clock = 0;
    const record = viewRecorder(shop.db, { trimEveryMs: 1000, now: () => clock });
    const rowsHeld = async () =>
      (
        await shop.db
          .select({ productId: recentlyViewed.productId })
          .from(recentlyViewed)
          .where(eq(recentlyViewed.customerId, guest.user_id))
      ).length;
    for (const product of catalogue) await record(guest.user_id, product.id);
    const newest = catalogue
      .map((product) => product.code)
      .reverse()
      .slice(0, RECENTLY_VIEWED_KEPT);
    // Not yet due: every view is held, the list shows the newest KEPT and counts no more.
    expect(await rowsHeld()).toBe(RECENTLY_VIEWED_KEPT + 20);
    let list = await listOf(guest.access_token);
    expect(list.total).toBe(RECENTLY_VIEWED_KEPT);
    expect(list.items.map((item) => item.product_id)).toEqual(newest);
    const past = await call(shop.app, 'GET', '/my-recently-view/products?size=100&page=2', { token: guest.access_token });
    expect(past.json().data.items).toEqual([]);
    // Due: the next batch trims every viewer since the last trim, down to what the list showed.
    clock = 1000;
    await record(guest.user_id, catalogue[catalogue.length - 1]!.id);
    expect(await rowsHeld()).toBe(RECENTLY_VIEWED_KEPT);
    list = await listOf(guest.access_token);
    expect(list.items.map((item) => item.product_id)).toEqual(newest);
  });

  it('a view that cannot be written fails its own page only, not the others written with it', async () => {
    const [product] = await someProducts(1, 200);
    const guest = await loginAsGuest(shop.app);
    const record = viewRecorder(shop.db);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const [written, refused, alsoWritten] = await Promise.allSettled([
      record(guest.user_id, product!.id),
      record(nobody, product!.id),
      record(guest.user_id, product!.id + 1),
    ]);
    expect(written.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected');
    expect(alsoWritten.status).toBe('fulfilled');
    expect((await listOf(guest.access_token)).total).toBe(2);
  });
});
