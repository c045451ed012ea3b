import { ERRORS } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../modules/staff/index.ts';
import { adminCall } from '../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS, insertDemoStaff } from './demo-staff.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
  // Tests' databases have no demo staff unless they ask, as this one does.
  await shop.db.transaction((tx) => insertDemoStaff(tx, shop.config.jwtSecret));
});
afterAll(() => shop.close());

const login = (body: object) => adminCall(shop.app, 'POST', '/admin/auth/login', { body });

describe('the demo shop’s five staff (README, "Back office")', () => {
  it('sign in with the demo password, one per role', async () => {
    for (const role of ['owner', 'manager', 'packer', 'support', 'content']) {
      const answer = await login({ email: `${role}@talad.local`, password: DEMO_STAFF_PASSWORD });
      expect({ role, me: answer.json().data?.me?.role }).toEqual({ role, me: role });
    }
  });

  it('the owner and the manager verify with codes of the README’s TOTP secrets; the others have none', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const answer = await login({
        email: `${role}@talad.local`,
        password: DEMO_STAFF_PASSWORD,
        otp: totpCodeAt(DEMO_TOTP_SECRETS[role], new Date()),
      });
      expect(answer.json().data.me).toMatchObject({ role, totp_enabled: true, second_factor: true });
    }
    const packer = await login({ email: 'packer@talad.local', password: DEMO_STAFF_PASSWORD, otp: '123456' });
    expect(packer.json().status_code).toBe(ERRORS.STAFF_SECOND_FACTOR_NOT_ENROLLED.code);
  });
});
