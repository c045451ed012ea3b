import { ERRORS } from '@talad/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales, jobs, liveStreams, notifications, outboxMessages, reminders } from '../../db/schema/index.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { outboxSender } from '../../platform/messaging.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { reminderJob, sendReminders } from './job.ts';
import { REMINDER_JOB } from './service.ts';

/**
 * "Remind me" (issue #29 item 5, decision 0070): taps as often as a member likes make one reminder; the job at the
 * start tells each member once, however many runs race; guests are asked to sign in.
 */
let shop: TestApp;
let members: Member[];
beforeAll(async () => {
  shop = await buildTestApp();
  members = [];
  for (let index = 0; index < 3; index += 1) members.push(await registerMember(shop));
}, 120_000);
afterAll(() => shop.close());

const tap = (who: Member, method: 'PUT' | 'DELETE', subject: string, id: number, language: 'th' | 'en' = 'th') =>
  call(shop.app, method, `/users/me/reminders/${subject}/${id}`, { token: who.session.access_token, language });

/** A flash sale starting `inMs` from now, for an hour. */
async function upcomingSale(inMs: number) {
  const startsAt = new Date(Date.now() + inMs);
  const [sale] = await shop.db
    .insert(flashSales)
    .values({ name: { th: `ดีลทดสอบ ${inMs}`, en: `Test deal ${inMs}` }, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning();
  return sale!;
}

const toldOf = (member: Member) =>
  shop.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, member.session.user_id), like(notifications.sourceKey, 'reminder:%')));

describe('tapping "remind me"', () => {
  it('five taps at once make one reminder and one job at the start; off and on again is still one', async () => {
    const sale = await upcomingSale(3_600_000);
    const [member] = members;
    const answers = await Promise.all(Array.from({ length: 5 }, () => tap(member!, 'PUT', 'flash_sale', sale.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json().data).toMatchObject({ subject: 'flash_sale', id: sale.id, state: 'WANTED' });
    const rows = () =>
      shop.db
        .select()
        .from(reminders)
        .where(and(eq(reminders.subject, 'flash_sale'), eq(reminders.subjectId, sale.id)));
    expect(await rows()).toHaveLength(1);
    const queued = await shop.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `${REMINDER_JOB}:flash_sale:${sale.id}:%`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBe(sale.startsAt.getTime());

    expect((await tap(member!, 'DELETE', 'flash_sale', sale.id)).json().data.state).toBe('OFF');
    expect((await tap(member!, 'DELETE', 'flash_sale', sale.id)).json().data.state).toBe('OFF');
    const mine = await call(shop.app, 'GET', '/users/me/reminders', { token: member!.session.access_token });
    expect(mine.json().data).toContainEqual({ subject: 'flash_sale', id: sale.id, state: 'OFF', starts_at: sale.startsAt.toISOString() });
    expect((await tap(member!, 'PUT', 'flash_sale', sale.id)).json().data.state).toBe('WANTED');
    expect(await rows()).toHaveLength(1);
  });

  it('asks a guest to sign in, and refuses an unknown event, one already started, a draft live show and a bad id', async () => {
    const sale = await upcomingSale(3_600_000);
    const guest = await loginAsGuest(shop.app);
    const asGuest = await call(shop.app, 'PUT', `/users/me/reminders/flash_sale/${sale.id}`, { token: guest.access_token });
    expect(asGuest.json().status_code).toBe(ERRORS.SIGN_IN_REQUIRED.code);
    expect(await shop.db.select().from(reminders).where(eq(reminders.subjectId, sale.id))).toEqual([]);

    const unknown = await tap(members[0]!, 'PUT', 'flash_sale', 2_000_000_000, 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ERRORS.REMINDER_EVENT_NOT_FOUND.en);
    const started = await upcomingSale(-60_000);
    const late = await tap(members[0]!, 'PUT', 'flash_sale', started.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ERRORS.REMINDER_TOO_LATE.th);
    const [draft] = await shop.db
      .insert(liveStreams)
      .values({
        slug: `draft-${Date.now()}`,
        title: { th: 'ไลฟ์ร่าง', en: 'Draft show' },
        description: { th: '-', en: '-' },
        host: 'Talad',
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 7_200_000),
        videoUrl: '/media/live.mp4',
        productCodes: [],
        schedule: [],
        publishedAt: null,
      })
      .returning();
    expect((await tap(members[0]!, 'PUT', 'live_show', draft!.id)).statusCode).toBe(404);
    for (const bad of ['flash_sale/0', 'flash_sale/abc', 'coupon/1', 'flash_sale/1%00'])
      expect((await call(shop.app, 'PUT', `/users/me/reminders/${bad}`, { token: members[0]!.session.access_token })).statusCode).toBe(400);
  });
});

describe('the start', () => {
  it('tells each member who asked exactly once, with two runs racing; not one who turned it off', async () => {
    const sale = await upcomingSale(3_600_000);
    const [first, second, third] = members;
    await Promise.all([first, second, third].flatMap((member) => [1, 2].map(() => tap(member!, 'PUT', 'flash_sale', sale.id))));
    await tap(third!, 'DELETE', 'flash_sale', sale.id);
    const before = await Promise.all([first, second, third].map(async (member) => (await toldOf(member!)).length));

    // Before the start nothing is told; the moment comes, and two runs (two API processes) race.
    expect(await sendReminders(shop.db, null, shop.config.brand, 'flash_sale', sale.id, new Date(sale.startsAt.getTime() - 1_000))).toBe(0);
    const at = new Date(sale.startsAt.getTime() + 500);
    const sender = outboxSender(shop.db);
    const runs = await Promise.all([
      sendReminders(shop.db, sender, shop.config.brand, 'flash_sale', sale.id, at),
      sendReminders(shop.db, sender, shop.config.brand, 'flash_sale', sale.id, at),
    ]);
    expect(runs.reduce((sum, told) => sum + told, 0)).toBe(2);
    expect(await sendReminders(shop.db, sender, shop.config.brand, 'flash_sale', sale.id, at)).toBe(0);
    const after = await Promise.all([first, second, third].map(async (member) => (await toldOf(member!)).length));
    expect(after.map((count, index) => count - before[index]!)).toEqual([1, 1, 0]);
    const [told] = (await toldOf(first!)).filter((row) => row.title.en === `Flash sale Test deal 3600000 has started`);
    expect(told).toMatchObject({ kind: 'promotion', link: '/flash-sale' });

    // In the bell's promotions list, in the reader's language; a sent reminder stays sent, tapped again or not.
    const bell = await call(shop.app, 'GET', '/notifications/my-promotion', { token: first!.session.access_token, language: 'en' });
    expect(
      bell.json().data.items.filter((item: { title: string }) => item.title === 'Flash sale Test deal 3600000 has started'),
    ).toHaveLength(1);
    const [row] = await shop.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.customerId, first!.session.user_id), eq(reminders.subjectId, sale.id)));
    expect(row?.status).toBe('SENT');
  });

  it('e-mails a member with an address, and is run by the job runner once due; runners racing tell once', async () => {
    const sale = await upcomingSale(1_500);
    const member = await registerMember(shop, { email: `remind.${Date.now()}@example.com` });
    await Promise.all(Array.from({ length: 5 }, () => tap(member, 'PUT', 'flash_sale', sale.id)));
    const definitions = [reminderJob(shop.db, outboxSender(shop.db), shop.config.brand)];
    const quiet = { info() {}, error() {}, warn() {} } as never;
    // Two runners poll until the job is due and has run (polling what the member would see, not sleeping).
    await expect
      .poll(
        async () => {
          await Promise.all([runDueJobs(shop.db, definitions, 'runner-a', quiet), runDueJobs(shop.db, definitions, 'runner-b', quiet)]);
          return (await toldOf(member)).length;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(1);
    const mails = await shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.purpose, 'reminder'), like(outboxMessages.to, 'remind.%')));
    expect(mails.filter((mail) => mail.subject?.includes('ดีลทดสอบ 1500'))).toHaveLength(1);
  });

  it('reminds of a live show shoppers can see, leading to the show', async () => {
    const startsAt = new Date(Date.now() + 3_600_000);
    const [show] = await shop.db
      .insert(liveStreams)
      .values({
        slug: `remind-show-${Date.now()}`,
        title: { th: 'ไลฟ์ทำอาหาร', en: 'Cooking live' },
        description: { th: '-', en: '-' },
        host: 'Talad',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        videoUrl: '/media/live.mp4',
        productCodes: [],
        schedule: [],
      })
      .returning();
    const [member] = members;
    expect((await tap(member!, 'PUT', 'live_show', show!.id)).json().data).toMatchObject({ subject: 'live_show', state: 'WANTED' });
    expect(await sendReminders(shop.db, null, shop.config.brand, 'live_show', show!.id, new Date(startsAt.getTime() + 1_000))).toBe(1);
    const told = (await toldOf(member!)).filter((row) => row.title.en === 'Live show Cooking live is on now');
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/live-tv?stream=${show!.slug}`);
  });
});
