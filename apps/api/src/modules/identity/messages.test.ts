import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerMember } from '../../test-support/members.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/** Issue 10: a code must come from the shop the shopper is at, never from the other brand. */
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ brand: 'trueselect', devOutboxHttp: true });
});
afterAll(() => shop.close());

const outbox = async (to: string) => (await call(shop.app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).json().data;

describe('messages of a shop started with BRAND=trueselect', () => {
  it('an OTP text names TrueSelect, in Thai and in English, and never Talad', async () => {
    const thai = newPhone();
    const english = newPhone();
    await call(shop.app, 'POST', '/auth/register/otp', { body: { phone: thai }, remoteAddress: '198.51.100.201' });
    await call(shop.app, 'POST', '/auth/register/otp', { body: { phone: english }, remoteAddress: '198.51.100.202', language: 'en' });
    const [thaiText] = await outbox(thai);
    const [englishText] = await outbox(english);
    expect(thaiText.body).toContain('TrueSelect');
    expect(englishText.body).toBe(
      `${englishText.code} is your TrueSelect registration code. It expires in 5 minutes. Never share it with anyone.`,
    );
    expect(`${thaiText.body} ${englishText.body}`).not.toContain('Talad');
  });

  it('an e-mailed recovery code names TrueSelect in its subject', async () => {
    const email = 'nok.trueselect@example.com';
    await registerMember(shop, { email });
    await call(shop.app, 'POST', '/auth/forgot-password', { body: { username: email }, language: 'en' });
    const [message] = await outbox(email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your TrueSelect password reset code', purpose: 'forgot-password' });
  });
});
