import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents, customers, refreshTokens, sessions } from '../../db/schema/index.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { purgeIdleGuests } from './guest-purge.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const idleFor = (customerId: string, days: number) =>
  shop.db
    .update(customers)
    .set({ lastSeenAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(customers.id, customerId));

describe('purge of idle guests', () => {
  it('removes guests idle longer than GUEST_IDLE_DAYS with their sessions, tokens and consents, and nobody else', async () => {
    const idleGuest = await loginAsGuest(shop.app);
    const recentGuest = await loginAsGuest(shop.app);
    const member = await loginAsGuest(shop.app);
    await call(shop.app, 'POST', '/users/cookie-consent', {
      token: idleGuest.access_token,
      body: { is_analytics_accepted: true, is_marketing_accepted: true, is_google_accepted: true },
    });
    await idleFor(idleGuest.user_id, shop.config.guestIdleDays + 1);
    await idleFor(recentGuest.user_id, shop.config.guestIdleDays - 1);
    await shop.db.update(customers).set({ role: 'user' }).where(eq(customers.id, member.user_id));
    await idleFor(member.user_id, 400);

    const removed = await purgeIdleGuests(shop.db, shop.config.guestIdleDays);

    expect(removed).toBe(1);
    const left = await shop.db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, [idleGuest.user_id, recentGuest.user_id, member.user_id]));
    expect(left.map((row) => row.id).sort()).toEqual([recentGuest.user_id, member.user_id].sort());
    expect(await shop.db.select().from(sessions).where(eq(sessions.customerId, idleGuest.user_id))).toHaveLength(0);
    expect(await shop.db.select().from(cookieConsents).where(eq(cookieConsents.customerId, idleGuest.user_id))).toHaveLength(0);
    const orphanTokens = await shop.db
      .select()
      .from(refreshTokens)
      .leftJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(sql`${sessions.id} is null`);
    expect(orphanTokens).toHaveLength(0);
  });

  it('a purged guest can no longer refresh (10006)', async () => {
    const guest = await loginAsGuest(shop.app);
    await idleFor(guest.user_id, shop.config.guestIdleDays + 5);
    await purgeIdleGuests(shop.db, shop.config.guestIdleDays);
    expect((await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: guest.refresh_token } })).json().status_code).toBe(10006);
  });
});
