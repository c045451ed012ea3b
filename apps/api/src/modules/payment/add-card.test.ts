import { ERRORS } from '@talad/domain';
import type { Gateway } from '@talad/gateway';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../config.ts';
import { cardVerifications, jobs, savedCards } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { everythingTheShopKept, shopWithGateway, standingAlone, type ShopWithGateway, WEB_ORIGIN } from '../../test-support/payments.ts';
import { call, type TestApp } from '../../test-support/test-app.ts';

/**
 * Adding a card from /account/my-card (issue #29, decision 0069) through the sandbox gateway over real HTTP: the API
 * opens a zero-amount verification, the "browser" (fetch) posts the card to Do Payment and answers the 3-D Secure
 * challenge, the shop keeps the card from the gateway's notification or its own inquiry; one card is the default.
 */
let settings: PaymentSettings;
let gateway: Gateway;
let shop: TestApp;
let world: ShopWithGateway;
beforeAll(async () => {
  world = await shopWithGateway();
  ({ settings, gateway, shop } = world);
}, 120_000);
afterAll(() => world.close());

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const JCB = '3566111111111113';
const DECLINED = '4000000000000002';
/** A 4-digit CVV (American Express): three digits stand alone somewhere in any shop, four do not (decision 0064). */
const AMEX_CVV = '8462';

const as = (member: Member) => ({ token: member.session.access_token });
const myCards = async (member: Member) => (await call(shop.app, 'GET', '/users/me/my-card', as(member))).json().data as Card[];
interface Card {
  card_id: string;
  card_type: string;
  marked_card: string;
  is_default: boolean;
}

const start = (member: Member, key: string = crypto.randomUUID()) =>
  call(shop.app, 'POST', '/users/me/my-card/verifications', { ...as(member), headers: { 'idempotency-key': key, origin: WEB_ORIGIN } });
const resultOf = (member: Member, id: string) => call(shop.app, 'POST', `/users/me/my-card/verifications/${id}/result`, as(member));
const makeDefault = (member: Member, cardId: string) =>
  call(shop.app, 'PUT', '/users/me/my-card/default', { ...as(member), body: { card_id: cardId } });

/** The browser: the card straight to the gateway's Do Payment, then the challenge's one-time code if one is asked. */
async function typeCard(handOff: { payment_token: string; do_payment_url: string }, cardNo: string, securityCode = '123') {
  const response = await fetch(handOff.do_payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify({
      paymentToken: handOff.payment_token,
      payment: {
        code: { channelCode: 'CC' },
        data: { name: 'Somchai Jaidee', cardNo, expiryMonth: '12', expiryYear: '2030', securityCode },
      },
      locale: 'en',
    }),
  });
  return (await response.json()) as { respCode: string; data: string | null };
}
const passChallenge = (challengeUrl: string) =>
  fetch(challengeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'otp=123456' });

/** Adds a card as /account/my-card does; answers the result the page shows. */
async function addCard(member: Member, cardNo: string, securityCode = '123') {
  const started = (await start(member)).json().data;
  const typed = await typeCard(started.gateway, cardNo, securityCode);
  if (typed.respCode === '1001') await passChallenge(typed.data!);
  await gateway.notifier.idle();
  return (await resultOf(member, started.verification_id)).json().data;
}

describe('adding a card from /account/my-card', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember(shop);
  });

  it('verifies a Visa through 3-D Secure for nothing (0.00, tokenizeOnly) and keeps it as the first, default card', async () => {
    const key = crypto.randomUUID();
    const first = await start(member, key);
    expect(first.statusCode).toBe(200);
    const started = first.json().data;
    // A repeat of the same press is the same verification.
    const again = await start(member, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(started);
    expect(gateway.store.tokens.get(started.gateway.payment_token)).toMatchObject({
      amount: 0,
      tokenizeOnly: true,
      channels: ['CC'],
      request3DS: true,
      frontendReturnUrl: `${WEB_ORIGIN}/2c2p?card=${started.verification_id}`,
    });

    const typed = await typeCard(started.gateway, VISA);
    expect(typed.respCode).toBe('1001');
    expect((await resultOf(member, started.verification_id)).json().data).toMatchObject({ status: 'PENDING', card: null, cards: [] });
    expect((await passChallenge(typed.data!)).status).toBe(200);
    await gateway.notifier.idle();

    const result = (await resultOf(member, started.verification_id)).json().data;
    expect(result).toMatchObject({
      status: 'ADDED',
      failure: null,
      card: { card_type: 'Visa', marked_card: 'XXXX XXXX XXXX 1111', exp_date: '12/30', holder_name: 'Somchai Jaidee', is_default: true },
    });
    expect(result.cards).toHaveLength(1);
  });

  it('adds an American Express (4-digit CVV, no challenge), not the default: the first card stays it', async () => {
    const result = await addCard(member, AMEX, AMEX_CVV);
    expect(result.card).toMatchObject({ card_type: 'American_Express', marked_card: 'XXXX XXXX XXXX 0005', is_default: false });
    expect((await myCards(member)).map((card) => [card.card_type, card.is_default])).toEqual([
      ['American_Express', false],
      ['Visa', true],
    ]);
  });

  it('the same card added again is the same row, with the new token (the old one is forgotten)', async () => {
    const before = await myCards(member);
    const amexId = before.find((card) => card.card_type === 'American_Express')!.card_id;
    const [old] = await shop.db.select({ token: savedCards.gatewayToken }).from(savedCards).where(eq(savedCards.id, amexId));
    const result = await addCard(member, '3782 822463 10005', AMEX_CVV);
    expect(result).toMatchObject({ status: 'ADDED', card: { card_id: amexId } });
    expect(await myCards(member)).toHaveLength(2);
    const [now] = await shop.db.select({ token: savedCards.gatewayToken }).from(savedCards).where(eq(savedCards.id, amexId));
    expect(now!.token).not.toBe(old!.token);
    const forget = await shop.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payment-card-forget:${old!.token}`));
    expect(forget).toHaveLength(1);
  });

  it('two results asked at once, and the same card verified twice at once, still make one row', async () => {
    const other = await registerMember(shop);
    const [one, two] = await Promise.all([start(other), start(other)]);
    await Promise.all([typeCard(one.json().data.gateway, JCB), typeCard(two.json().data.gateway, JCB)]);
    const ids = [one.json().data.verification_id, two.json().data.verification_id];
    const answers = await Promise.all([...ids, ...ids].map((id) => resultOf(other, id)));
    expect(answers.map((answer) => answer.json().data.status)).toEqual(['ADDED', 'ADDED', 'ADDED', 'ADDED']);
    await gateway.notifier.idle();
    expect((await myCards(other)).map((card) => [card.card_type, card.is_default])).toEqual([['JCB', true]]);
  });

  it('keeps the card from its own inquiry when the gateway’s notification never arrives', async () => {
    const other = await registerMember(shop);
    const notifyUrl = settings.notifyUrl;
    settings.notifyUrl = 'http://127.0.0.1:9/payments/2c2p/notify';
    try {
      const started = (await start(other)).json().data;
      expect((await typeCard(started.gateway, JCB)).respCode).toBe('2000');
      expect((await resultOf(other, started.verification_id)).json().data).toMatchObject({ status: 'ADDED', card: { card_type: 'JCB' } });
    } finally {
      settings.notifyUrl = notifyUrl;
    }
  });

  it('a declined card is FAILED with the gateway’s code and nothing is kept; so is a failed challenge', async () => {
    const other = await registerMember(shop);
    expect(await addCard(other, DECLINED)).toMatchObject({ status: 'FAILED', failure: { code: '4001' }, card: null, cards: [] });
    const started = (await start(other)).json().data;
    const typed = await typeCard(started.gateway, VISA);
    await fetch(typed.data!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'otp=000000' });
    await gateway.notifier.idle();
    expect((await resultOf(other, started.verification_id)).json().data).toMatchObject({ status: 'FAILED', failure: { code: '4063' } });
    expect(await shop.db.select().from(savedCards).where(eq(savedCards.customerId, other.session.user_id))).toEqual([]);
  });
});

describe('the default card', () => {
  it('is the one chosen; removing it makes the most recent card left the default, and the last one removed leaves none', async () => {
    const member = await registerMember(shop);
    await addCard(member, JCB);
    await addCard(member, AMEX, AMEX_CVV);
    await addCard(member, '5555555555554444');
    const [mastercard, amex, jcb] = await myCards(member);
    expect([mastercard!.is_default, amex!.is_default, jcb!.is_default]).toEqual([false, false, true]);

    const chosen = await makeDefault(member, amex!.card_id);
    expect(chosen.statusCode).toBe(200);
    expect(
      chosen
        .json()
        .data.filter((card: Card) => card.is_default)
        .map((card: Card) => card.card_id),
    ).toEqual([amex!.card_id]);

    const remove = (cardId: string) => call(shop.app, 'DELETE', '/users/me/my-card', { ...as(member), body: { card_id: cardId } });
    const left = (await remove(amex!.card_id)).json().data as Card[];
    expect(left.map((card) => [card.card_id, card.is_default])).toEqual([
      [mastercard!.card_id, true],
      [jcb!.card_id, false],
    ]);
    expect((await remove(jcb!.card_id)).json().data.map((card: Card) => card.is_default)).toEqual([true]);
    expect((await remove(mastercard!.card_id)).json().data).toEqual([]);
  });

  it('two choices sent at once leave exactly one default, one of the two', async () => {
    const member = await registerMember(shop);
    await addCard(member, JCB);
    await addCard(member, AMEX, AMEX_CVV);
    const [amex, jcb] = await myCards(member);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([makeDefault(member, amex!.card_id), makeDefault(member, jcb!.card_id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const defaults = await shop.db
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.customerId, member.session.user_id), eq(savedCards.isDefault, true)));
      expect(defaults).toHaveLength(1);
      expect([amex!.card_id, jcb!.card_id]).toContain(defaults[0]!.id);
    }
  });
});

describe('another member’s cards and verifications', () => {
  it('are not found (404), exactly like unknown ones, and nothing of theirs changes; a bad id is a 400', async () => {
    const owner = await registerMember(shop);
    const stranger = await registerMember(shop);
    await addCard(owner, JCB);
    await addCard(owner, AMEX, AMEX_CVV);
    const [amex] = await myCards(owner);
    const started = (await start(owner)).json().data;

    const asDefault = await makeDefault(stranger, amex!.card_id);
    expect(asDefault.statusCode).toBe(404);
    expect(asDefault.json().status_code).toBe(ERRORS.PAYMENT_CARD_NOT_FOUND.code);
    expect((await makeDefault(stranger, crypto.randomUUID())).json()).toEqual(asDefault.json());
    const peek = await resultOf(stranger, started.verification_id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().status_code).toBe(ERRORS.PAYMENT_CARD_VERIFICATION_NOT_FOUND.code);
    expect((await resultOf(stranger, crypto.randomUUID())).json()).toEqual(peek.json());
    const removal = await call(shop.app, 'DELETE', '/users/me/my-card', { ...as(stranger), body: { card_id: amex!.card_id } });
    expect(removal.statusCode).toBe(404);

    expect((await makeDefault(stranger, 'not-a-card')).statusCode).toBe(400);
    expect((await makeDefault(stranger, 'a\u0000b')).statusCode).toBe(400);
    expect((await myCards(owner)).map((card) => card.is_default)).toEqual([false, true]);
    const [verification] = await shop.db.select().from(cardVerifications).where(eq(cardVerifications.id, started.verification_id));
    expect(verification).toMatchObject({ status: 'PENDING', customerId: owner.session.user_id });
  });

  it('a guest must sign in to add a card', async () => {
    const answer = await call(shop.app, 'POST', '/users/me/my-card/verifications', { headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(answer.statusCode).toBe(401);
  });
});

describe('after every card added in this file', () => {
  it('the shop keeps no card number and no CVV anywhere: not in any table, not in the logs', async () => {
    const kept = await everythingTheShopKept(shop);
    // The dump is real: the last four the shop keeps, and the verifications, are in it.
    expect(kept).toContain('0005');
    expect(kept).toMatch(/CV[0-9a-f]{32}/);
    for (const number of [VISA, AMEX, '3782 822463 10005', JCB, DECLINED, '5555555555554444']) expect(kept).not.toContain(number);
    expect(standingAlone(kept, AMEX_CVV)).toBe(0);
  });
});
