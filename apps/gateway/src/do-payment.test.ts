import { describe, expect, it } from 'vitest';
import { card, gatewayForEachTest, SHOP_ORIGIN } from './test-support.ts';

/** A fresh gateway in memory for each test, and the shop its notifications reach. */
const context = gatewayForEachTest();

const paymentResponseOf = (url: unknown) =>
  JSON.parse(Buffer.from(new URL(String(url)).searchParams.get('paymentResponse')!, 'base64').toString()) as Record<string, string>;

describe('Do Payment with the sandbox cards', () => {
  it('challenges 4111…, approves on the right code, tells the context.shop and sends the browser back with paymentResponse', async () => {
    const token = await context.gateway.token();
    const answer = await context.gateway.doPayment(token, 'CC', card('4111 1111 1111 1111'));
    expect(answer.body).toMatchObject({
      respCode: '1001',
      data: expect.stringMatching(/^http:\/\/localhost:4400\/payment\/4\.3\/3ds\/\d+\?locale=en$/),
    });
    expect(await context.gateway.delivered()).toEqual([]);

    const done = await context.gateway.answerChallenge(answer.body.data);
    expect(done.status).toBe(200);
    expect(done.body).toContain(`action="${SHOP_ORIGIN}/2c2p?order=1"`);
    expect(done.body).toContain('target="_top"');
    expect(done.headers['content-security-policy']).toContain(`form-action 'self' ${SHOP_ORIGIN}`);
    const [notification] = await context.gateway.delivered();
    expect(notification).toMatchObject({
      invoiceNo: 'T1',
      amount: '1234.50',
      currencyCode: 'THB',
      channelCode: 'CC',
      cardNo: '411111XXXXXX1111',
      cardType: 'Visa',
      respCode: '0000',
      userDefined1: 'attempt-1',
      approvalCode: expect.stringMatching(/^\d{6}$/),
      idempotencyID: expect.any(String),
      transactionDateTime: '20261123120000',
    });
    // The challenge is over: its page and its form are gone.
    expect((await context.gateway.answerChallenge(answer.body.data)).status).toBe(404);
  });

  it('fails 3-D Secure on a wrong code (4063), and always for 4000 0000 0000 3063', async () => {
    const wrong = await context.gateway.doPayment(await context.gateway.token(), 'CC', card('5555555555554444'));
    expect((await context.gateway.answerChallenge(wrong.body.data, '000000')).body).toContain('name="paymentResponse"');
    const failing = await context.gateway.doPayment(await context.gateway.token(), 'CC', card('4000000000003063'));
    await context.gateway.answerChallenge(failing.body.data, '123456');
    expect((await context.gateway.delivered()).map((each) => [each.cardType, each.respCode])).toEqual([
      ['MasterCard', '4063'],
      ['Visa', '4063'],
    ]);
  });

  it('approves the JCB card without a challenge: 2000 and the frontend return as data', async () => {
    const answer = await context.gateway.doPayment(await context.gateway.token(), 'CC', card('3566111111111113'));
    expect(answer.body.respCode).toBe('2000');
    expect(String(answer.body.data).startsWith(`${SHOP_ORIGIN}/2c2p?order=1&paymentResponse=`)).toBe(true);
    expect(paymentResponseOf(answer.body.data)).toEqual({ invoiceNo: 'T1', channelCode: 'CC', respCode: '0000', respDesc: 'Success' });
  });

  it.each([
    ['4000000000000002', {}, '4001'],
    ['4000000000009995', {}, '4051'],
    ['4111111111111111', { expiryMonth: '10', expiryYear: '26' }, '4054'],
  ])(
    'answers %s %j with %s, tells the context.shop, and lets the shopper try another card on the same token',
    async (number, overrides, code) => {
      const token = await context.gateway.token();
      expect((await context.gateway.doPayment(token, 'CC', card(number, overrides))).body).toMatchObject({ respCode: code, data: null });
      expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual([code]);
      expect((await context.gateway.doPayment(token, 'CC', card('3566111111111113'))).body.respCode).toBe('2000');
    },
  );

  it('approves the American Express card (15 digits, 4-digit CVV) without a challenge, the Diners Club (14) after one', async () => {
    const amex = await context.gateway.doPayment(await context.gateway.token(), 'CC', card('3782 822463 10005', { securityCode: '1234' }));
    expect(amex.body.respCode).toBe('2000');
    const diners = await context.gateway.doPayment(await context.gateway.token({ invoiceNo: 'T2' }), 'CC', card('3622 720627 1667'));
    expect(diners.body.respCode).toBe('1001');
    await context.gateway.answerChallenge(diners.body.data);
    expect((await context.gateway.delivered()).map((each) => [each.cardNo, each.cardType, each.respCode])).toEqual([
      ['378282XXXXX0005', 'American_Express', '0000'],
      ['362272XXXX1667', 'Diners_Club', '0000'],
    ]);
  });

  it.each([
    ['a 15-digit Visa', '411111111111111', 'en', 'Visa card numbers have 13, 16, or 19 digits'],
    ['a 16-digit American Express', '3782822463100050', 'th', 'หมายเลขบัตร American Express มี 15 หลัก'],
    ['a Diners Club failing Luhn', '36227206271668', 'en', 'The card number is not valid; please check it'],
    [
      'a prefix no scheme issues',
      '9999999999999995',
      'en',
      'Not a card number we take (Visa, Mastercard, JCB, UnionPay, American Express, Diners Club)',
    ],
  ])('refuses %s (9004) saying why, in the asked language', async (_what, number, locale, desc) => {
    const token = await context.gateway.token();
    const answer = await context.gateway.app.inject({
      method: 'POST',
      url: '/payment/4.3/payment',
      headers: { origin: SHOP_ORIGIN },
      payload: { paymentToken: token, payment: { code: { channelCode: 'CC' }, data: card(number) }, locale },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ respCode: '9004', respDesc: desc, data: null });
  });

  it.each([
    ['a number failing Luhn', card('4111111111111112')],
    ['a 3-digit CVV on American Express', card('378282246310005', { securityCode: '123' })],
    ['a 4-digit CVV on Visa', card('4111111111111111', { securityCode: '1234' })],
    ['15 digits', card('411111111111111')],
    ['no CVV', card('4111111111111111', { securityCode: '' })],
    ['no holder', card('4111111111111111', { name: ' ' })],
    ['month 13', card('4111111111111111', { expiryMonth: '13' })],
  ])('refuses %s as an invalid field (9004) and tells the context.shop nothing', async (_what, data) => {
    expect((await context.gateway.doPayment(await context.gateway.token(), 'CC', data)).body.respCode).toBe('9004');
    expect(await context.gateway.delivered()).toEqual([]);
  });

  it('answers 9080 for a token it never issued, 9004 for a channel the token does not offer, 4100 after paymentExpiry', async () => {
    expect((await context.gateway.doPayment('no-such-token', 'CC', card('3566111111111113'))).body.respCode).toBe('9080');
    const token = await context.gateway.token();
    expect((await context.gateway.doPayment(token, 'ATM')).body.respCode).toBe('9004');
    context.gateway.clock.advance(30 * 60_000);
    expect((await context.gateway.doPayment(token, 'CC', card('3566111111111113'))).body.respCode).toBe('4100');
  });

  it('approves a challenge finished after paymentExpiry when the payment began in time (the shop sees a late approval)', async () => {
    const token = await context.gateway.token();
    const challenge = await context.gateway.doPayment(token, 'CC', card('4111111111111111'));
    context.gateway.clock.advance(45 * 60_000);
    await context.gateway.answerChallenge(challenge.body.data);
    expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual(['0000']);
  });

  it('skips the challenge when the merchant did not ask for 3-D Secure', async () => {
    const token = await context.gateway.token({ request3DS: 'N' });
    expect((await context.gateway.doPayment(token, 'CC', card('4111111111111111'))).body.respCode).toBe('2000');
  });
});

describe('no double charge', () => {
  it('approves one of 20 simultaneous payments of one token and refuses the rest (9015)', async () => {
    const token = await context.gateway.token();
    const answers = await Promise.all(Array.from({ length: 20 }, () => context.gateway.doPayment(token, 'CC', card('3566111111111113'))));
    const codes = answers.map((answer) => answer.body.respCode);
    expect(codes.filter((code) => code === '2000')).toHaveLength(1);
    expect(codes.filter((code) => code === '9015')).toHaveLength(19);
    expect((await context.gateway.delivered()).filter((each) => each.respCode === '0000')).toHaveLength(1);
  });

  it('refuses a second token of a paid invoice (9015) and a challenge finished after the invoice was paid another way', async () => {
    const challenged = await context.gateway.token({ invoiceNo: 'DUP1' });
    const other = await context.gateway.token({ invoiceNo: 'DUP1' });
    const challenge = await context.gateway.doPayment(challenged, 'CC', card('4111111111111111'));
    expect((await context.gateway.doPayment(other, 'CC', card('3566111111111113'))).body.respCode).toBe('2000');
    await context.gateway.answerChallenge(challenge.body.data);
    expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual(['0000', '9015']);
  });
});

describe('installments (IPP)', () => {
  const ipp = (amount: string) => context.gateway.token({ paymentChannel: ['IPP'], amount });

  it('pays a plan the amount allows and tells the context.shop the bank and the months', async () => {
    const answer = await context.gateway.doPayment(
      await ipp('12000.00'),
      'IPP',
      card('3566111111111113', { installmentPeriod: 10, bankCode: 'KBANK' }),
    );
    expect(answer.body.respCode).toBe('2000');
    expect((await context.gateway.delivered())[0]).toMatchObject({
      channelCode: 'IPP',
      installmentPeriod: 10,
      installmentBank: 'KBANK',
      amount: '12000.00',
    });
  });

  it('refuses a plan below its minimum (4090) and an unknown bank or plan (9004)', async () => {
    const token = await ipp('5000.00');
    expect(
      (await context.gateway.doPayment(token, 'IPP', card('3566111111111113', { installmentPeriod: 6, bankCode: 'SCB' }))).body.respCode,
    ).toBe('4090');
    expect(
      (await context.gateway.doPayment(token, 'IPP', card('3566111111111113', { installmentPeriod: 3, bankCode: 'NOBANK' }))).body.respCode,
    ).toBe('9004');
    expect(
      (await context.gateway.doPayment(token, 'IPP', card('3566111111111113', { installmentPeriod: 5, bankCode: 'SCB' }))).body.respCode,
    ).toBe('9004');
    expect(
      (await context.gateway.doPayment(token, 'IPP', card('3566111111111113', { installmentPeriod: 4, bankCode: 'SCB' }))).body.respCode,
    ).toBe('2000');
  });
});

describe('slips and QR', () => {
  const payNow = async (paymentCode: unknown) =>
    (await context.gateway.app.inject({ method: 'POST', url: `/sandbox/pay/${String(paymentCode)}` })).json();

  it('issues an ATM slip once (1005), tells the context.shop its code (0001), and the simulator pays it once', async () => {
    const token = await context.gateway.token({ paymentChannel: ['ATM'], amount: '890.00' });
    const issued = await context.gateway.doPayment(token, 'ATM');
    expect(issued.body).toMatchObject({ respCode: '1005', data: `http://localhost:4400/payment/4.3/pay/${token}?locale=en` });
    expect((await context.gateway.doPayment(token, 'ATM')).body.respCode).toBe('1005');
    const [pending] = await context.gateway.delivered();
    expect(pending).toMatchObject({
      respCode: '0001',
      channelCode: 'ATM',
      paymentCode: expect.stringMatching(/^\d{12}$/),
      paymentExpiry: '2026-11-23 12:30:00',
    });
    expect(await payNow(pending!.paymentCode)).toMatchObject({ respCode: '0000' });
    expect(await payNow(pending!.paymentCode)).toMatchObject({ respCode: '0000' });
    expect((await context.gateway.delivered()).map((each) => [each.respCode, each.paymentCode])).toEqual([
      ['0001', pending!.paymentCode],
      ['0000', pending!.paymentCode],
    ]);
  });

  it('will not take a slip paid after its deadline (4100), nor one whose order was paid another way (9015)', async () => {
    const late = await context.gateway.token({ paymentChannel: ['ATM'] });
    await context.gateway.doPayment(late, 'ATM');
    const both = await context.gateway.token({ invoiceNo: 'BOTH', paymentChannel: ['OTCTR'] });
    await context.gateway.doPayment(both, 'OTCTR', { agentCode: 'BIGC' });
    await pay(await context.gateway.token({ invoiceNo: 'BOTH' }));
    const [lateSlip, bothSlip] = await context.gateway.delivered();
    expect(bothSlip).toMatchObject({ agentCode: 'BIGC' });
    expect(await payNow(bothSlip!.paymentCode)).toMatchObject({ respCode: '9015' });
    context.gateway.clock.advance(30 * 60_000);
    expect(
      await context.gateway.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo: lateSlip!.invoiceNo }),
    ).toMatchObject({
      respCode: '4100',
    });
    expect(await payNow(lateSlip!.paymentCode)).toMatchObject({ respCode: '4100' });
    expect(await payNow('000000000000')).toMatchObject({ respCode: '9080' });
  });

  it('asks where a counter slip is paid (9004 without a partner) unless the token says', async () => {
    expect((await context.gateway.doPayment(await context.gateway.token({ paymentChannel: ['OTCTR'] }), 'OTCTR')).body.respCode).toBe(
      '9004',
    );
    expect(
      (await context.gateway.doPayment(await context.gateway.token({ paymentChannel: ['OTCTR'], agentCode: 'LOTUS' }), 'OTCTR')).body
        .respCode,
    ).toBe('1005');
    expect((await context.gateway.delivered())[0]).toMatchObject({ agentCode: 'LOTUS' });
  });

  it('issues a PromptPay QR for the exact amount with a valid CRC', async () => {
    await context.gateway.doPayment(await context.gateway.token({ paymentChannel: ['THQR'], amount: '459.07' }), 'THQR');
    const [pending] = await context.gateway.delivered();
    const payload = String(pending!.qrPayload);
    expect(payload).toContain('5406459.07');
    expect(payload).toContain(`0512${String(pending!.paymentCode)}`);
    const { payloadCrcValid } = await import('./promptpay.ts');
    expect(payloadCrcValid(payload)).toBe(true);
  });

  async function pay(token: string) {
    expect((await context.gateway.doPayment(token, 'CC', card('3566111111111113'))).body.respCode).toBe('2000');
  }
});

describe('who may call Do Payment', () => {
  const preflight = (origin: string) =>
    context.gateway.app.inject({
      method: 'OPTIONS',
      url: '/payment/4.3/payment',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it("answers CORS for the merchant's origins only", async () => {
    const allowed = await preflight(SHOP_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP_ORIGIN);
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers only the shop's configured origins, not a token's frontend return origin, and refuses a page of any other origin outright (403) (issue #25 item 2)", async () => {
    // A token whose return address names another host (a shop served under someone else's name) opens nothing to it.
    const token = await context.gateway.token({ frontendReturnUrl: 'https://mirror.example/2c2p?order=9' });
    expect((await preflight('https://mirror.example')).headers['access-control-allow-origin']).toBeUndefined();
    const hosted = await context.gateway.app.inject({ method: 'GET', url: `/payment/4.3/pay/${token}?locale=en` });
    expect(hosted.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP_ORIGIN};`);
    for (const origin of ['https://mirror.example', 'https://evil.example']) {
      const refused = await context.gateway.doPayment(token, 'CC', card('3566111111111113'), { origin });
      expect(refused.status).toBe(403);
      expect(refused.body.respCode).toBe('9004');
    }
    const shopPage = await context.gateway.doPayment(token, 'CC', card('3566111111111113'), { origin: SHOP_ORIGIN });
    expect(shopPage.body.respCode).toBe('2000');
  });

  it('answers a malformed body with 9004 and refuses a body over 32 KB (413)', async () => {
    const malformed = await context.gateway.app.inject({
      method: 'POST',
      url: '/payment/4.3/payment',
      headers: { 'content-type': 'application/json' },
      payload: '{"payment',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ respCode: '9004' });
    const huge = await context.gateway.app.inject({
      method: 'POST',
      url: '/payment/4.3/payment',
      payload: { paymentToken: 'x'.repeat(40_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});
