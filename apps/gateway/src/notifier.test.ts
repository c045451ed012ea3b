import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { card, startShop, testGateway, type Shop, type TestGateway } from './test-support.ts';

let shop: Shop;
let gateway: TestGateway | undefined;
beforeAll(async () => {
  shop = await startShop();
});
beforeEach(async () => {
  await gateway?.close();
  gateway = undefined;
  shop.received.length = 0;
  shop.answers.length = 0;
});
afterAll(async () => {
  await gateway?.close();
  await shop.close();
});

/** Pays a new token and waits for the first delivery of its notification to end. */
async function paid(gateway: TestGateway) {
  expect((await gateway.doPayment(await gateway.token(), 'CC', card('3566111111111113'))).body.respCode).toBe('2000');
  await gateway.delivered();
}

/** Moves the gateway's clock on and waits for the deliveries that fell due. */
async function after(gateway: TestGateway, ms: number) {
  gateway.clock.advance(ms);
  return gateway.delivered();
}

describe('backend notification retries', () => {
  it('retries after 1 s, 2 s, 4 s … until the shop answers 2xx, then stops', async () => {
    gateway = await testGateway(shop);
    shop.answers.push(500, 503, 404);
    await paid(gateway);
    expect(await gateway.delivered()).toHaveLength(1);
    expect(await after(gateway, 999)).toHaveLength(1);
    expect(await after(gateway, 1)).toHaveLength(2);
    expect(await after(gateway, 1999)).toHaveLength(2);
    expect(await after(gateway, 1)).toHaveLength(3);
    expect(await after(gateway, 3999)).toHaveLength(3);
    const received = await after(gateway, 1);
    expect(received).toHaveLength(4);
    // Every try is the same event: one idempotencyID, one signature.
    expect(new Set(received.map((each) => each.idempotencyID)).size).toBe(1);
    expect(gateway.notifier.pending()).toEqual([]);
    expect(await after(gateway, 60 * 60_000)).toHaveLength(4);
  });

  it('caps the wait at 5 minutes and gives up after 24 hours of no acknowledgement', async () => {
    gateway = await testGateway(shop);
    shop.answers.push(...Array.from({ length: 1000 }, () => 500));
    await paid(gateway);
    for (const wait of [1, 2, 4, 8, 16, 32, 64, 128, 256]) await after(gateway, wait * 1000);
    const [retrying] = gateway.notifier.pending();
    expect(retrying!.nextAt - gateway.clock.now()).toBe(300_000);
    const firstSent = gateway.clock.now() - 511_000;
    for (let step = 0; step < 400 && gateway.notifier.pending().length > 0; step++) await after(gateway, 300_000);
    expect([...gateway.store.notifications.values()][0]!.state).toBe('abandoned');
    expect(gateway.clock.now() - firstSent).toBeGreaterThan(24 * 60 * 60_000 - 300_000);
    expect(gateway.clock.now() - firstSent).toBeLessThanOrEqual(24 * 60 * 60_000);
    const tries = shop.received.length;
    expect(await after(gateway, 60 * 60_000)).toHaveLength(tries);
  });

  it('takes its delays from the options, the last one repeating', async () => {
    gateway = await testGateway(shop, { notify: { retryDelaysMs: [10, 20] } });
    shop.answers.push(500, 500, 500);
    await paid(gateway);
    expect(await after(gateway, 10)).toHaveLength(2);
    expect(await after(gateway, 20)).toHaveLength(3);
    expect(await after(gateway, 20)).toHaveLength(4);
  });

  it('counts a shop it cannot reach as a failed try', async () => {
    gateway = await testGateway(shop);
    const token = await gateway.token({ backendReturnUrl: 'http://127.0.0.1:9/notify' });
    await gateway.doPayment(token, 'CC', card('3566111111111113'));
    await gateway.delivered();
    const [pending] = gateway.notifier.pending();
    expect(pending).toMatchObject({ attempts: 1, nextAt: gateway.clock.now() + 1000 });
  });
});

describe('restart', () => {
  it('delivers after a restart the notification that was pending when the gateway stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talad-gateway-'));
    try {
      const clock = manualClock();
      gateway = await testGateway(shop, { store: { dataDir }, clock });
      shop.answers.push(503);
      await paid(gateway);
      expect((await gateway.delivered()).map((each) => each.respCode)).toEqual(['0000']);
      await gateway.close();

      clock.advance(10 * 60_000);
      gateway = await testGateway(shop, { store: { dataDir }, clock });
      const received = await gateway.delivered();
      expect(received).toHaveLength(2);
      expect(received[1]!.idempotencyID).toBe(received[0]!.idempotencyID);
      expect(gateway.notifier.pending()).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
