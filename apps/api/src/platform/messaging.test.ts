import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { outboxLine, outboxSender } from './messaging.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('the console line of the local sender (decision 0016)', () => {
  it('names the masked address, the purpose and the code, on one line', () => {
    const line = outboxLine({ channel: 'sms', to: '0812345678', body: '123456 is your code', code: '123456', purpose: 'register' });
    expect(line).toBe('[outbox] SMS to 08x-xxx-5678: register code 123456');
    expect(line).not.toContain('0812345678');
    expect(outboxLine({ channel: 'email', to: 'somchai@example.com', body: 'hello', purpose: 'account-exists' })).toBe(
      '[outbox] e-mail to s******@example.com: account-exists (no code)',
    );
  });

  it('is announced once the message is in the outbox', async () => {
    const lines: string[] = [];
    await outboxSender(shop.db, (line) => lines.push(line)).send({
      channel: 'sms',
      to: '0898765432',
      body: '654321',
      code: '654321',
      purpose: 'login',
    });
    const stored = await shop.db.select().from(outboxMessages).where(eq(outboxMessages.to, '0898765432'));
    expect(stored).toMatchObject([{ channel: 'sms', body: '654321', code: '654321', purpose: 'login' }]);
    expect(lines).toEqual(['[outbox] SMS to 08x-xxx-5432: login code 654321']);
  });
});
