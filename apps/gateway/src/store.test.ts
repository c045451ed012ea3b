import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { signClaims } from './jwt.ts';
import { card, MERCHANT, startShop, testGateway, type Shop, type TestGateway } from './test-support.ts';

let shop: Shop;
let dataDir: string;
let gateway: TestGateway | undefined;
const clock = manualClock();
const journal = () => readFileSync(join(dataDir, 'journal.jsonl'), 'utf8');
const restart = async () => {
  await gateway?.close();
  gateway = await testGateway(shop, { store: { dataDir }, clock });
  return gateway;
};

beforeAll(async () => {
  shop = await startShop();
});
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'talad-gateway-store-'));
  gateway = undefined;
  shop.received.length = 0;
});
afterEach(async () => {
  await gateway?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => shop.close());

describe('the journal', () => {
  it('keeps tokens, transactions, slips and saved cards across a restart', async () => {
    let live = await restart();
    const unpaid = await live.token({ invoiceNo: 'KEEP1' });
    const slipToken = await live.token({ invoiceNo: 'KEEP2', paymentChannel: ['ATM'] });
    await live.doPayment(slipToken, 'ATM');
    await live.doPayment(await live.token({ invoiceNo: 'KEEP3', tokenize: true }), 'CC', card('3566111111111113'));
    const [, paid] = await live.delivered();

    live = await restart();
    expect((await live.doPayment(unpaid, 'CC', card('3566111111111113'))).body.respCode).toBe('2000');
    expect(await live.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo: 'KEEP3' })).toMatchObject({
      respCode: '0000',
      idempotencyID: paid!.idempotencyID,
    });
    const slip = live.payments.openSlipOf(slipToken)!.slip!;
    expect((await live.app.inject({ method: 'POST', url: `/sandbox/pay/${slip.paymentCode}` })).json()).toMatchObject({ respCode: '0000' });
    const again = await live.token({ invoiceNo: 'KEEP4', cardTokens: [paid!.cardToken] });
    expect((await live.doPayment(again, 'CC', { securityCode: '123' })).body.respCode).toBe('2000');
  });

  it('reads past a last line torn by a crash, and refuses a journal damaged in the middle', async () => {
    const live = await restart();
    await live.token({ invoiceNo: 'TORN1' });
    await live.close();
    appendFileSync(join(dataDir, 'journal.jsonl'), '{"kind":"token","value":{"paymentT');
    const after = await restart();
    expect(await after.call('/payment/4.3/paymentInquiry', { merchantID: 'TALAD', invoiceNo: 'TORN1' })).toMatchObject({
      respCode: '2001',
    });
    await after.close();
    gateway = undefined;
    appendFileSync(join(dataDir, 'journal.jsonl'), 'garbage\n{"kind":"card-deleted","key":"x"}\n');
    await expect(testGateway(shop, { store: { dataDir }, clock })).rejects.toThrow(/damaged at line/);
  });
});

describe('a failing disk', () => {
  it('answers 9999 when it cannot write, and keeps nothing it could not write', async () => {
    const live = await restart();
    rmSync(join(dataDir, 'journal.jsonl'));
    mkdirSync(join(dataDir, 'journal.jsonl'));
    const response = await live.app.inject({
      method: 'POST',
      url: '/payment/4.3/paymentToken',
      payload: {
        payload: signClaims(
          {
            merchantID: 'TALAD',
            invoiceNo: 'DISK1',
            amount: '1.00',
            frontendReturnUrl: 'http://localhost:3100/2c2p',
            backendReturnUrl: shop.url,
          },
          MERCHANT.secret,
        ),
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ respCode: '9999', respDesc: 'System error' });
    expect(live.store.tokens.size).toBe(0);
  });
});

describe('card data (the vault)', () => {
  it('writes no card number to disk unless a card token needs it, and none after the token is deleted and the journal rewritten', async () => {
    const live = await restart();
    await live.doPayment(await live.token(), 'CC', card('4111 1111 1111 1111', { securityCode: '987' }));
    await live.doPayment(await live.token({ tokenize: true }), 'CC', card('3566 1111 1111 1113', { securityCode: '987' }));
    const cardToken = String((await live.delivered()).find((each) => each.cardToken)!.cardToken);
    expect(journal()).not.toContain('4111111111111111');
    expect(journal()).not.toContain('"987"');
    expect(journal()).not.toContain('securityCode');
    expect(journal()).toContain('3566111111111113');

    expect(await live.call('/payment/4.3/cardtoken/delete', { merchantID: 'TALAD', cardToken })).toMatchObject({ respCode: '0000' });
    await restart();
    expect(journal()).not.toContain('3566111111111113');
    expect(journal()).toContain('356611XXXXXX1113');
  });

  it('logs neither card numbers nor CVVs, whatever the outcome', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const live = await testGateway(shop, { clock, logger: { level: 'trace', stream } });
    gateway = live;
    const numbers = ['4111111111111111', '4000000000000002', '4000000000003063', '4111111111111112', '3566111111111113'];
    for (const number of numbers) {
      const token = await live.token({ tokenize: true });
      const answer = await live.doPayment(token, 'CC', card(number.replace(/(\d{4})/g, '$1 '), { securityCode: '987' }));
      if (answer.body.respCode === '1001') await live.answerChallenge(answer.body.data, '123456');
      await live.form(`/payment/4.3/pay/${token}`, { cardNo: number, expiry: '12/30', securityCode: '987', name: 'Somchai Jaidee' });
    }
    await live.app.inject({
      method: 'POST',
      url: '/payment/4.3/payment',
      headers: { 'content-type': 'application/json' },
      payload: '{"cardNo":"4111111111111111"',
    });
    await live.delivered();
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const number of numbers) {
      expect(log).not.toContain(number);
      expect(log).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(log).not.toContain('"987"');
    expect(log).not.toContain('securityCode');
  });
});
