import { describe, expect, it } from 'vitest';
import { gatewayForEachTest, SHOP_ORIGIN } from './test-support.ts';

/** A fresh gateway in memory for each test, and the shop its notifications reach. */
const context = gatewayForEachTest();

const page = async (url: string) => {
  const response = await context.gateway.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, '') });
  return { status: response.statusCode, body: response.body, headers: response.headers };
};
const hosted = (token: string, locale = 'en') => page(`/payment/4.3/pay/${token}?locale=${locale}`);
const newCard = (number: string, extra: Record<string, string> = {}) => ({
  action: 'pay',
  cardChoice: 'new',
  cardNo: number,
  expiry: '12/30',
  securityCode: '123',
  name: 'Somchai Jaidee',
  ...extra,
});

describe('the hosted card page', () => {
  it("shows the context.shop's name, the exact amount and the card form in Thai and in English, under a strict policy", async () => {
    const token = await context.gateway.token({ description: '<script>alert(1)</script>' });
    const thai = await hosted(token, 'th');
    expect(thai.status).toBe(200);
    expect(thai.body).toContain('<html lang="th">');
    expect(thai.body).toContain('Talad');
    expect(thai.body).toContain('฿1,234.50');
    expect(thai.body).toContain('หมายเลขบัตร');
    expect(thai.body).toContain('autocomplete="cc-number"');
    expect(thai.body).not.toContain('<script>alert(1)</script>');
    expect(thai.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const english = await hosted(token);
    expect(english.body).toContain('Card number');
    expect(english.body).toContain('Name on card');
    expect(english.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP_ORIGIN}`);
    expect(english.headers['content-security-policy']).toContain("default-src 'none'");
    expect(english.headers['referrer-policy']).toBe('no-referrer');
    expect(english.headers['cache-control']).toBe('no-store');
    expect((await hosted('no-such-token')).status).toBe(404);
  });

  it('takes a card through the challenge and back to the context.shop', async () => {
    const token = await context.gateway.token();
    const posted = await context.gateway.form(`/payment/4.3/pay/${token}?locale=en`, newCard('4111 1111 1111 1111'));
    expect(posted.status).toBe(303);
    const challenge = await page(String(posted.headers.location));
    expect(challenge.body).toContain('One-time code');
    expect(challenge.body).toContain('…1111');
    expect(challenge.headers['content-security-policy']).toContain(`frame-ancestors ${SHOP_ORIGIN}`);
    const back = await context.gateway.answerChallenge(posted.headers.location);
    expect(back.body).toContain(`action="${SHOP_ORIGIN}/2c2p?order=1"`);
    expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual(['0000']);
    expect((await hosted(token)).body).toContain('Invoice already paid');
  });

  it('keeps a declined shopper on the form with the reason, to try another card', async () => {
    const token = await context.gateway.token();
    const declined = await context.gateway.form(`/payment/4.3/pay/${token}?locale=en`, newCard('4000000000000002'));
    expect(declined.status).toBe(422);
    expect(declined.body).toContain('Declined by the card issuer');
    expect(declined.body).toContain('name="cardNo"');
    const paid = await context.gateway.form(`/payment/4.3/pay/${token}?locale=en`, newCard('3566111111111113'));
    expect(paid.body).toContain('name="paymentResponse"');
  });

  it('offers saved cards (masked), pays one with its CVV, and keeps a new card only when "save card" stays ticked', async () => {
    await context.gateway.form(
      `/payment/4.3/pay/${await context.gateway.token({ tokenize: true })}`,
      newCard('3566111111111113', { saveCard: 'on' }),
    );
    await context.gateway.form(`/payment/4.3/pay/${await context.gateway.token({ tokenize: true })}`, newCard('3566111111111113'));
    const [saved, unsaved] = await context.gateway.delivered();
    expect(saved!.cardToken).toEqual(expect.any(String));
    expect(unsaved).not.toHaveProperty('cardToken');

    const token = await context.gateway.token({ cardTokens: [saved!.cardToken] });
    const form = await hosted(token);
    expect(form.body).toContain('356611XXXXXX1113');
    expect(form.body).toContain('12/30');
    expect(form.body).not.toContain('3566111111111113');
    const paid = await context.gateway.form(`/payment/4.3/pay/${token}`, {
      action: 'pay',
      cardChoice: String(saved!.cardToken),
      securityCode: '123',
    });
    expect(paid.body).toContain('name="paymentResponse"');
    expect((await context.gateway.delivered()).at(-1)).toMatchObject({ respCode: '0000', cardToken: saved!.cardToken });
  });

  it('shows installment plans with the monthly amount, and the minimum of those the amount does not reach', async () => {
    const token = await context.gateway.token({ paymentChannel: ['IPP'], amount: '5000.00' });
    const { body } = await hosted(token);
    expect(body).toContain('Siam Commercial Bank');
    expect(body).toContain('฿1,250.00 a month');
    expect(body).toContain('฿1,666.66 a month (first month ฿1,666.68)');
    expect(body).toContain('minimum ฿6,000.00');
    expect(body).toContain('minimum ฿10,000.00');
    expect(body.match(/name="installmentPeriod"\s+value="\d+"\s+disabled/g)).toHaveLength(2);
    const paid = await context.gateway.form(`/payment/4.3/pay/${token}`, {
      ...newCard('3566111111111113'),
      bankCode: 'BANGKOK',
      installmentPeriod: '4',
    });
    expect(paid.body).toContain('name="paymentResponse"');
    expect((await context.gateway.delivered())[0]).toMatchObject({ installmentBank: 'BANGKOK', installmentPeriod: 4 });
  });

  it('cancels: 0003 to the context.shop and the browser back', async () => {
    const token = await context.gateway.token();
    const cancelled = await context.gateway.form(`/payment/4.3/pay/${token}`, { action: 'cancel' });
    expect(cancelled.body).toContain('name="paymentResponse"');
    expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual(['0003']);
  });
});

describe('wallet and bank pages', () => {
  it.each([
    ['TRUEMONEY', '0000', 'TrueMoney Wallet'],
    ['LINEPAY', '4051', 'Rabbit LINE Pay'],
    ['MOBILEBANKING', '0003', 'Bank app'],
    ['WEBPAY', '0000', 'Online banking'],
  ])('%s: the shopper answers %s', async (channel, decision, title) => {
    const token = await context.gateway.token({ paymentChannel: [channel] });
    expect((await context.gateway.doPayment(token, channel)).body).toMatchObject({
      respCode: '1001',
      data: expect.stringContaining(`/payment/4.3/pay/${token}`),
    });
    expect((await hosted(token)).body).toContain(title);
    const answered = await context.gateway.form(`/payment/4.3/pay/${token}`, { action: decision });
    expect(answered.body).toContain('name="paymentResponse"');
    expect((await context.gateway.delivered()).map((each) => [each.channelCode, each.respCode])).toEqual([[channel, decision]]);
  });
});

describe('slips, QR and the simulator', () => {
  it('issues an ATM slip from its page: the code, a Code 128 barcode, the deadline; the simulator lists it and pays it', async () => {
    const token = await context.gateway.token({ paymentChannel: ['ATM'], amount: '890.00' });
    expect((await hosted(token)).body).toContain('Get the payment slip');
    expect((await context.gateway.form(`/payment/4.3/pay/${token}`, { action: 'pay' })).status).toBe(303);
    const slip = await hosted(token);
    const paymentCode = /data-testid="slip-payment-code">(\d+)</.exec(slip.body)![1]!;
    expect(slip.body).toContain('data-testid="slip-barcode"');
    expect(slip.body).toContain('23 Nov 2026, 12:30');
    expect(slip.body).toContain(`href="${SHOP_ORIGIN}/2c2p?order=1&#38;paymentResponse=`);

    const simulator = await page('/sandbox');
    expect(simulator.body).toContain(`data-payment-code="${paymentCode}"`);
    const paid = await context.gateway.form(`/sandbox/pay/${paymentCode}`, {});
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/sandbox?paid=${paymentCode}&code=0000`);
    expect((await page('/sandbox')).body).not.toContain(`data-payment-code="${paymentCode}"`);
    const after = await hosted(token);
    expect(after.body).toContain('<h1>Paid</h1>');
    expect(after.body).not.toContain('data-testid="slip-barcode"');
    expect((await context.gateway.delivered()).map((each) => each.respCode)).toEqual(['0001', '0000']);
  });

  it('shows no slip once it has expired', async () => {
    const token = await context.gateway.token({ paymentChannel: ['ATM'] });
    await context.gateway.form(`/payment/4.3/pay/${token}`, { action: 'pay' });
    context.gateway.clock.advance(30 * 60_000);
    const expired = await hosted(token);
    expect(expired.body).toContain('The payment has expired');
    expect(expired.body).not.toContain('data-testid="slip-barcode"');
  });

  it('asks a counter slip where it will be paid, and draws a PromptPay QR for the amount', async () => {
    const counter = await context.gateway.token({ paymentChannel: ['OTCTR'] });
    expect((await hosted(counter)).body).toContain('<select id="agentCode" name="agentCode">');
    await context.gateway.form(`/payment/4.3/pay/${counter}`, { action: 'pay', agentCode: 'MSTATION' });
    expect((await hosted(counter)).body).toContain('mPay Station');

    const qr = await context.gateway.token({ paymentChannel: ['THQR'], amount: '459.00' });
    await context.gateway.form(`/payment/4.3/pay/${qr}`, { action: 'pay' });
    const { body } = await hosted(qr, 'th');
    expect(body).toContain('data-testid="promptpay-qr"');
    expect(body).toMatch(/data-payload="00020101021229370016A000000677010111[^"]*5406459\.00[^"]*"/);
    expect(body).toContain('สแกนจ่ายด้วยพร้อมเพย์');
  });
});
