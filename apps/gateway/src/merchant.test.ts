import { describe, expect, it } from 'vitest';
import { signClaims } from './jwt.ts';
import { card, gatewayForEachTest, MERCHANT, SHOP_ORIGIN, testGateway } from './test-support.ts';
import { bangkokDateTime } from './time.ts';

/** A fresh gateway in memory for each test, and the shop its notifications reach. */
const context = gatewayForEachTest();

const request = (overrides: Record<string, unknown> = {}) => ({
  merchantID: 'TALAD',
  invoiceNo: 'INV1',
  amount: '1234.50',
  paymentChannel: ['CC'],
  paymentExpiry: bangkokDateTime(context.gateway.clock.now() + 30 * 60_000),
  frontendReturnUrl: `${SHOP_ORIGIN}/2c2p?order=1`,
  backendReturnUrl: context.shop.url,
  locale: 'th',
  userDefined1: 'attempt-7',
  ...overrides,
});

/** Pays `paymentToken` with the JCB test card, approved without a challenge. */
async function pay(paymentToken: string) {
  const answer = await context.gateway.doPayment(paymentToken, 'CC', card('3566111111111113'));
  expect(answer.body.respCode).toBe('2000');
}

describe('paymentToken', () => {
  it('answers a signed token and the hosted page for it', async () => {
    const answer = await context.gateway.call('/payment/4.3/paymentToken', request());
    expect(answer).toMatchObject({ respCode: '0000', paymentToken: expect.any(String) });
    expect(answer.webPaymentUrl).toBe(`http://localhost:4400/payment/4.3/pay/${String(answer.paymentToken)}?locale=th`);
  });

  it('refuses a forged signature and an unknown merchant in plain JSON (9057), a body that is no payload with 9004', async () => {
    expect(await context.gateway.call('/payment/4.3/paymentToken', request(), 'a-forger-who-guessed-a-long-secret-0000')).toEqual({
      respCode: '9057',
      respDesc: 'Invalid signature',
    });
    expect(await context.gateway.call('/payment/4.3/paymentToken', request({ merchantID: 'SOMEONE' }))).toMatchObject({ respCode: '9057' });
    const junk = await context.gateway.app.inject({ method: 'POST', url: '/payment/4.3/paymentToken', payload: { token: 'x' } });
    expect(junk.json()).toMatchObject({ respCode: '9004' });
  });

  it('answers 9004 (signed) for invalid fields: amount with three decimals, no return URL, an expiry passed or malformed', async () => {
    for (const overrides of [
      { amount: '12.345' },
      { amount: '0.00' },
      { backendReturnUrl: 'ftp://shop/notify' },
      { paymentExpiry: bangkokDateTime(context.gateway.clock.now() - 1000) },
      { paymentExpiry: '2026-02-30 10:00:00' },
      { paymentChannel: ['BITCOIN'] },
      { invoiceNo: 'has spaces' },
    ])
      expect(await context.gateway.call('/payment/4.3/paymentToken', request(overrides)), JSON.stringify(overrides)).toMatchObject({
        respCode: '9004',
      });
  });

  it('refuses a new token for an invoice already paid (9015)', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'PAID1' }));
    expect(await context.gateway.call('/payment/4.3/paymentToken', request({ invoiceNo: 'PAID1' }))).toMatchObject({ respCode: '9015' });
  });

  it('refuses an installment-only token when no plan allows the amount (4090)', async () => {
    expect(await context.gateway.call('/payment/4.3/paymentToken', request({ paymentChannel: ['IPP'], amount: '2999.99' }))).toMatchObject({
      respCode: '4090',
    });
    expect(await context.gateway.call('/payment/4.3/paymentToken', request({ paymentChannel: ['IPP'], amount: '3000.00' }))).toMatchObject({
      respCode: '0000',
    });
  });
});

describe('paymentInquiry', () => {
  const inquire = (invoiceNo: string, extra: Record<string, unknown> = {}) =>
    context.gateway.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo, locale: 'en', ...extra });

  it('says 2002 for an invoice it never saw, 2001 while the shopper has not paid, 4100 once the token expired', async () => {
    expect(await inquire('NOPE')).toMatchObject({ respCode: '2002' });
    await context.gateway.token({ invoiceNo: 'WAIT1' });
    expect(await inquire('WAIT1')).toMatchObject({ respCode: '2001', amount: '1234.50', userDefined1: 'attempt-1' });
    context.gateway.clock.advance(31 * 60_000);
    expect(await inquire('WAIT1')).toMatchObject({ respCode: '4100' });
  });

  it('tells a paid invoice as the notification did, with the same idempotencyID', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'PAID2' }));
    const [notification] = await context.gateway.delivered();
    const inquiry = await inquire('PAID2');
    const { respDesc: _notified, ...same } = notification!;
    expect(inquiry).toMatchObject({ ...same, respCode: '0000', amount: '1234.50', cardNo: '356611XXXXXX1113', cardType: 'JCB' });
  });

  it("keeps telling the paid transaction when a later token of the invoice failed, and one token's own state when asked", async () => {
    const first = await context.gateway.token({ invoiceNo: 'MIX1' });
    const second = await context.gateway.token({ invoiceNo: 'MIX1' });
    expect((await context.gateway.doPayment(second, 'CC', card('4000000000000002'))).body.respCode).toBe('4001');
    expect(await inquire('MIX1')).toMatchObject({ respCode: '4001' });
    await pay(first);
    expect(await inquire('MIX1')).toMatchObject({ respCode: '0000' });
    expect(await inquire('MIX1', { paymentToken: second })).toMatchObject({ respCode: '4001' });
    expect(await inquire('MIX1', { paymentToken: first })).toMatchObject({ respCode: '0000' });
  });

  it('says 2001 while a 3-D Secure challenge is open', async () => {
    const token = await context.gateway.token({ invoiceNo: 'CH1' });
    expect((await context.gateway.doPayment(token, 'CC', card('4111111111111111'))).body.respCode).toBe('1001');
    expect(await inquire('CH1')).toMatchObject({ respCode: '2001' });
  });
});

describe('refund', () => {
  const refund = (invoiceNo: string, amount = '1234.50') =>
    context.gateway.call('/payment/4.3/refund', { merchantID: 'TALAD', invoiceNo, amount });

  it('refunds the full amount once: asking again answers the same refund, and the inquiry says 4200', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'REF1' }));
    const first = await refund('REF1');
    expect(first).toMatchObject({ respCode: '0000', refundRef: expect.any(String) });
    expect(await refund('REF1')).toMatchObject({ respCode: '0000', refundRef: first.refundRef });
    expect(await context.gateway.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo: 'REF1' })).toMatchObject({
      respCode: '4200',
    });
  });

  it('refuses a partial amount (9004) and an invoice with nothing paid (2002)', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'REF2' }));
    expect(await refund('REF2', '1000.00')).toMatchObject({ respCode: '9004' });
    await context.gateway.token({ invoiceNo: 'REF3' });
    expect(await refund('REF3')).toMatchObject({ respCode: '2002' });
  });

  const refundPart = (invoiceNo: string, amount: string, refundReference: string) =>
    context.gateway.call('/payment/4.3/refund', { merchantID: 'TALAD', invoiceNo, amount, refundReference });
  const inquire = (invoiceNo: string) => context.gateway.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo });

  it('refunds in parts, once per refund reference, and says 4200 only when everything is given back', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'PART1' }));
    const first = await refundPart('PART1', '234.50', 'R-1');
    expect(first).toMatchObject({ respCode: '0000', refundRef: expect.any(String), refundReference: 'R-1' });
    // The same reference again (a retry after a lost answer) is the same refund, not a second one.
    expect(await refundPart('PART1', '234.50', 'R-1')).toMatchObject({ respCode: '0000', refundRef: first.refundRef });
    expect(await inquire('PART1')).toMatchObject({ respCode: '0000' });
    const rest = await refundPart('PART1', '1000.00', 'R-2');
    expect(rest).toMatchObject({ respCode: '0000' });
    expect(rest.refundRef).not.toBe(first.refundRef);
    expect(await inquire('PART1')).toMatchObject({ respCode: '4200' });
    expect(await refundPart('PART1', '0.01', 'R-3')).toMatchObject({ respCode: '4210' });
  });

  it('refuses a refund beyond what is left (4210) and a reference asked again with another amount (9004)', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'PART2' }));
    expect(await refundPart('PART2', '1234.51', 'R-1')).toMatchObject({ respCode: '4210' });
    expect(await refundPart('PART2', '1000.00', 'R-1')).toMatchObject({ respCode: '0000' });
    expect(await refundPart('PART2', '200.00', 'R-1')).toMatchObject({ respCode: '9004' });
    expect(await refundPart('PART2', '234.51', 'R-2')).toMatchObject({ respCode: '4210' });
    expect(await refundPart('PART2', '234.50', 'R-2')).toMatchObject({ respCode: '0000' });
    // Everything is back: the whole-amount shape has nothing left to give either.
    expect(await refund('PART2')).toMatchObject({ respCode: '4210' });
  });

  it("is the merchant's alone: another merchant's signed call cannot refund it", async () => {
    const other = { merchantID: 'OTHER', secret: 'other-merchant-secret-0123456789-abcdef' };
    await context.gateway.close();
    context.gateway = await testGateway(context.shop, { merchants: [MERCHANT, other] });
    await pay(await context.gateway.token({ invoiceNo: 'REF4' }));
    const response = await context.gateway.app.inject({
      method: 'POST',
      url: '/payment/4.3/refund',
      payload: { payload: signClaims({ merchantID: 'OTHER', invoiceNo: 'REF4', amount: '1234.50' }, other.secret) },
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(Buffer.from(String(response.json().payload).split('.')[1]!, 'base64url').toString())).toMatchObject({
      respCode: '2002',
    });
  });
});

describe('card tokens', () => {
  it('gives a card token when asked to tokenize, pays with it on the CVV alone, and forgets it when deleted', async () => {
    const first = await context.gateway.token({ invoiceNo: 'TOK1', tokenize: true });
    await pay(first);
    const [paid] = await context.gateway.delivered();
    const cardToken = String(paid!.cardToken);
    expect(cardToken).toMatch(/^[0-9a-f]{32}$/);
    expect(paid).toMatchObject({ cardExpiryMonth: '12', cardExpiryYear: '2030', cardHolderName: 'Somchai Jaidee' });

    const second = await context.gateway.token({ invoiceNo: 'TOK2', cardTokens: [cardToken] });
    const answer = await context.gateway.doPayment(second, 'CC', { securityCode: '321' });
    expect(answer.body.respCode).toBe('2000');
    expect((await context.gateway.delivered()).at(-1)).toMatchObject({
      cardExpiryMonth: '12',
      invoiceNo: 'TOK2',
      respCode: '0000',
      cardToken,
      cardNo: '356611XXXXXX1113',
    });

    expect(await context.gateway.call('/payment/4.3/cardtoken/delete', { merchantID: 'TALAD', cardToken })).toMatchObject({
      respCode: '0000',
    });
    expect(await context.gateway.call('/payment/4.3/cardtoken/delete', { merchantID: 'TALAD', cardToken })).toMatchObject({
      respCode: '9080',
    });
    const third = await context.gateway.token({ invoiceNo: 'TOK3', cardTokens: [cardToken] });
    expect((await context.gateway.doPayment(third, 'CC', { securityCode: '321', cardToken })).body.respCode).toBe('9004');
  });

  it('keeps no card when tokenize was not asked', async () => {
    await pay(await context.gateway.token({ invoiceNo: 'TOK4' }));
    const [paid] = await context.gateway.delivered();
    expect(paid).not.toHaveProperty('cardToken');
    expect(paid).not.toHaveProperty('cardHolderName');
    expect(context.gateway.store.cards.size).toBe(0);
  });
});
