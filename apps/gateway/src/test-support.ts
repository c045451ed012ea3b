import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildGateway, type Gateway, type GatewayOptions } from './app.ts';
import { manualClock, type ManualClock } from './clock.ts';
import { signClaims, verifyClaims, type Claims } from './jwt.ts';
import { bangkokDateTime } from './time.ts';

/** Helpers for the gateway's tests: a gateway in memory on a manual clock, a shop that receives its notifications. */
export const MERCHANT = {
  merchantID: 'TALAD',
  name: 'Talad',
  secret: 'test-merchant-secret-0123456789-abcdef',
  allowedOrigins: ['http://localhost:3100'],
};
export const SHOP_ORIGIN = 'http://localhost:3100';

/** A stand-in for the shop's notification route: records what arrives, answers the status it is told to. */
export interface Shop {
  url: string;
  received: Claims[];
  /** Statuses to answer, in order; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

export async function startShop(): Promise<Shop> {
  const shop = { received: [] as Claims[], answers: [] as number[] };
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { payload } = JSON.parse(body) as { payload: string };
    shop.received.push(verifyClaims(payload, MERCHANT.secret) ?? { forged: true });
    response.statusCode = shop.answers.shift() ?? 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(shop, {
    url: `http://127.0.0.1:${port}/payments/2c2p/notify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface TestGateway extends Gateway {
  clock: ManualClock;
  /** A signed merchant call through app.inject; answers the verified claims (or the plain refusal). */
  call(path: string, claims: Claims, secret?: string): Promise<Claims>;
  /** A token for `invoiceNo` with sensible defaults; answers the paymentToken. */
  token(overrides?: Claims): Promise<string>;
  doPayment(
    paymentToken: string,
    channelCode: string,
    data?: Claims,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Claims }>;
  /** A form post (urlencoded) as a browser sends it; `url` may be absolute (the gateway's public URL). */
  form(url: string, fields: Record<string, string>): Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
  /** Types the one-time code on the challenge page Do Payment pointed at. */
  answerChallenge(challengeUrl: unknown, otp?: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
  /** Waits for deliveries under way and answers every notification the shop received so far. */
  delivered(): Promise<Claims[]>;
}

export async function testGateway(shop: Shop, options: Partial<GatewayOptions> & { clock?: ManualClock } = {}): Promise<TestGateway> {
  const clock = options.clock ?? manualClock();
  const gateway = await buildGateway({ merchants: [MERCHANT], store: 'memory', publicUrl: 'http://localhost:4400', ...options, clock });
  let invoices = 0;
  const call = async (path: string, claims: Claims, secret = MERCHANT.secret) => {
    const response = await gateway.app.inject({ method: 'POST', url: path, payload: { payload: signClaims(claims, secret) } });
    const body = response.json() as { payload?: string };
    return body.payload ? verifyClaims(body.payload, MERCHANT.secret, clock.now())! : (body as Claims);
  };
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const form = async (url: string, fields: Record<string, string>) => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    return { status: response.statusCode, body: response.body, headers: response.headers };
  };
  return Object.assign(gateway, {
    clock,
    call,
    form,
    answerChallenge: (challengeUrl: unknown, otp = '123456') => form(String(challengeUrl), { otp }),
    async delivered() {
      await gateway.notifier.idle();
      return shop.received;
    },
    async token(overrides: Claims = {}) {
      const answer = await call('/payment/4.3/paymentToken', {
        merchantID: MERCHANT.merchantID,
        invoiceNo: `T${++invoices}`,
        description: 'Order',
        amount: '1234.50',
        currencyCode: 'THB',
        paymentChannel: ['CC'],
        request3DS: 'Y',
        paymentExpiry: bangkokDateTime(clock.now() + 30 * 60 * 1000),
        frontendReturnUrl: `${SHOP_ORIGIN}/2c2p?order=1`,
        backendReturnUrl: shop.url,
        locale: 'en',
        userDefined1: 'attempt-1',
        ...overrides,
      });
      if (answer.respCode !== '0000') throw new Error(`paymentToken answered ${String(answer.respCode)}`);
      return answer.paymentToken as string;
    },
    async doPayment(paymentToken: string, channelCode: string, data: Claims = {}, headers: Record<string, string> = {}) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/payment/4.3/payment',
        headers: { origin: SHOP_ORIGIN, ...headers },
        payload: { paymentToken, payment: { code: { channelCode }, data }, locale: 'en' },
      });
      return { status: response.statusCode, body: response.json() as Claims };
    },
  });
}

/** A card as the shop's form sends it. */
export function card(number: string, overrides: Claims = {}): Claims {
  return { name: 'Somchai Jaidee', cardNo: number, expiryMonth: '12', expiryYear: '2030', securityCode: '123', ...overrides };
}

/**
 * A fresh gateway in memory (manual clock) before each test of the file, and one shop for the file whose record of
 * notifications starts empty each test. A test may replace `context.gateway` (after closing it).
 */
export function gatewayForEachTest(options: Partial<GatewayOptions> & { clock?: ManualClock } = {}): { shop: Shop; gateway: TestGateway } {
  const context = {} as { shop: Shop; gateway: TestGateway };
  beforeAll(async () => {
    context.shop = await startShop();
  });
  beforeEach(async () => {
    await context.gateway?.close();
    context.shop.received.length = 0;
    context.shop.answers.length = 0;
    context.gateway = await testGateway(context.shop, options);
  });
  afterAll(async () => {
    await context.gateway?.close();
    await context.shop.close();
  });
  return context;
}
