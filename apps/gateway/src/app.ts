import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock.ts';
import { respDesc } from './codes.ts';
import { Notifier, type NotifyOptions } from './notifier.ts';
import { Payments, type Merchant } from './payments.ts';
import { doPaymentRoutes } from './routes/do-payment.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { Origins } from './routes/origins.ts';
import { pageRoutes } from './routes/pages.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { Store, type StoreOption } from './store.ts';

export type { Merchant } from './payments.ts';
export type { ManualClock, Clock } from './clock.ts';
export { manualClock } from './clock.ts';
export { signClaims, verifyClaims } from './jwt.ts';
export { SANDBOX_CARDS, CHALLENGE_CODE } from './sandbox-cards.ts';

export interface GatewayOptions {
  merchants: Merchant[];
  /** In memory (tests), or an append-only journal under `dataDir` replayed at start. */
  store: StoreOption;
  /** Where browsers reach the gateway (webPaymentUrl, challenge pages); by default the address it listens on. */
  publicUrl?: string;
  clock?: Clock;
  notify?: NotifyOptions;
  /** The merchant's PromptPay ID in its QR codes (a Thai phone, a 13-digit tax id or a 15-digit e-wallet id). */
  promptPayId?: string;
  logger?: FastifyServerOptions['logger'];
}

export interface Gateway {
  app: FastifyInstance;
  payments: Payments;
  notifier: Notifier;
  store: Store;
  /** Listens (port 0: any free port) and answers the gateway's base URL. */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  /** The base URL browsers use. */
  publicUrl(): string;
  close(): Promise<void>;
}

/** Bodies are small: a card, a signed payload. Anything larger is refused before it is read. */
const BODY_LIMIT = 32 * 1024;

/**
 * The sandbox payment gateway in 2C2P PGW 4.3's shape (decision 0019): merchant calls with JWT payloads, Do Payment
 * from the shopper's browser, hosted pages, backend notifications with retries, a simulator for slips.
 */
export async function buildGateway(options: GatewayOptions): Promise<Gateway> {
  for (const merchant of options.merchants)
    if (merchant.secret.length < 32) throw new Error(`Gateway merchant ${merchant.merchantID}: the secret must be at least 32 characters`);
  const merchants = new Map(options.merchants.map((merchant) => [merchant.merchantID, merchant]));
  const clock = options.clock ?? systemClock;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: false });
  const store = new Store(options.store);
  const notifier = new Notifier(store, clock, app.log, options.notify);
  const payments = new Payments({ store, clock, notifier, merchants, promptPayId: options.promptPayId ?? '0105566000001', log: app.log });
  const origins = new Origins(merchants);
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    // A repeated field keeps its last non-empty value (the card form has one CVV box per choice, one disabled).
    for (const [name, value] of new URLSearchParams(body as string)) if (value !== '' || !(name in fields)) fields[name] = value;
    done(null, fields);
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    // Never the body: it may hold a card number.
    if (status === 500) request.log.error({ err: { message: error.message } }, 'gateway error');
    return reply.status(status).send({ respCode: status === 500 ? '9999' : '9004', respDesc: respDesc(status === 500 ? '9999' : '9004') });
  });
  app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());
  app.get('/health', async () => ({ ok: true, pendingNotifications: notifier.pending().length }));

  const webPaymentUrl = (paymentToken: string, locale: string) => `${publicUrl}/payment/4.3/pay/${paymentToken}?locale=${locale}`;
  merchantRoutes(app, { payments, merchants, webPaymentUrl, now: () => clock.now() });
  doPaymentRoutes(app, { payments, origins, publicUrl: () => publicUrl });
  pageRoutes(app, { payments, origins, merchants });
  sandboxRoutes(app, payments);
  app.addHook('onClose', async () => notifier.stop());

  await app.ready();
  notifier.start();
  return {
    app,
    payments,
    notifier,
    store,
    async listen(listenOptions = {}) {
      const address = await app.listen({ port: listenOptions.port ?? 0, host: listenOptions.host ?? '127.0.0.1' });
      if (!publicUrl) publicUrl = address.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');
      return address;
    },
    publicUrl: () => publicUrl,
    close: () => app.close(),
  };
}
