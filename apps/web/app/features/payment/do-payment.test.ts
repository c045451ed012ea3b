import { afterEach, describe, expect, it, vi } from 'vitest';
import { doPayment, nextStep, UNREACHABLE, type DoPaymentRequest } from './do-payment.ts';

const GATEWAY = 'https://pay.example';
const SHOP = 'https://shop.example';
const request: DoPaymentRequest = {
  paymentToken: 'tok',
  payment: { code: { channelCode: 'CC' }, data: { cardNo: '4111111111111111', securityCode: '123' } },
  locale: 'th',
};

afterEach(() => vi.unstubAllGlobals());

describe('Do Payment from the browser (decision 0019)', () => {
  it('posts the card as JSON to the gateway, without cookies, and reads its answer', async () => {
    const fetch = vi.fn(async () => Response.json({ respCode: '1001', respDesc: 'challenge', data: `${GATEWAY}/3ds/1` }));
    vi.stubGlobal('fetch', fetch);
    expect(await doPayment(`${GATEWAY}/payment/4.3/payment`, request)).toEqual({
      respCode: '1001',
      respDesc: 'challenge',
      data: `${GATEWAY}/3ds/1`,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${GATEWAY}/payment/4.3/payment`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('turns a network failure or an answer that is not Do Payment’s into "unreachable"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await doPayment(GATEWAY, request)).respCode).toBe(UNREACHABLE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>502</html>', { status: 502 })),
    );
    expect((await doPayment(GATEWAY, request)).respCode).toBe(UNREACHABLE);
  });
});

describe('what the page does with the answer', () => {
  const answer = (respCode: string, data: string | null = null) => ({ respCode, respDesc: 'd', data });

  it('frames a 3-D Secure challenge only when it is on the gateway', () => {
    expect(nextStep(answer('1001', `${GATEWAY}/3ds/9`), GATEWAY, SHOP)).toEqual({ kind: 'challenge', url: `${GATEWAY}/3ds/9` });
    expect(nextStep(answer('1001', 'https://evil.example/3ds'), GATEWAY, SHOP).kind).toBe('refused');
    expect(nextStep(answer('1001', 'javascript:alert(1)'), GATEWAY, SHOP).kind).toBe('refused');
  });

  it('follows a done answer back to the shop’s own return page only; else the page goes to processing itself', () => {
    expect(nextStep(answer('2000', `${SHOP}/2c2p?order=1`), GATEWAY, SHOP)).toEqual({ kind: 'done', returnUrl: `${SHOP}/2c2p?order=1` });
    expect(nextStep(answer('2000', 'https://elsewhere.example/'), GATEWAY, SHOP)).toEqual({ kind: 'done', returnUrl: null });
  });

  it('shows the slip on 1005, and any other code as a refusal', () => {
    expect(nextStep(answer('1005', `${GATEWAY}/slip/1`), GATEWAY, SHOP)).toEqual({ kind: 'slip' });
    expect(nextStep(answer('4001'), GATEWAY, SHOP)).toEqual({ kind: 'refused', code: '4001', description: 'd' });
  });
});
