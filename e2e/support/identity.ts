import {
  createApiClient,
  createMemorySessionStore,
  getDevOutbox,
  register,
  requestRegisterOtp,
  verifyRegisterOtp,
  type ApiClient,
} from '@talad/sdk';
import type { SessionRecord } from '@talad/domain';
import { expect, type Page } from '@playwright/test';
import { API_ORIGIN, storedItem } from './shop.ts';

/** The local OpenID provider the e2e config starts (e2e/support/oidc-provider.mjs). */
export { OIDC_ORIGIN } from './shop.ts';

/** The API as the tests' own client: signed like the shop, with a guest session of its own. */
export function testApi(): ApiClient {
  return createApiClient({
    baseUrl: API_ORIGIN,
    appId: 'talad-web',
    appKey: 'talad-local-app-key',
    session: createMemorySessionStore(),
    guestLoginFirst: true,
  });
}

/** A Thai mobile number no other test uses: 08 + 8 digits from the clock and chance. */
export function uniquePhone(): string {
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${Math.floor(Math.random() * 100)}`.padStart(2, '0');
  return `08${tail}`;
}

/**
 * The newest one-time code the local sender wrote to `to`, read from the API's GET /dev/outbox (the e2e config
 * starts the API with DEV_OUTBOX=http; it answers callers on the same machine only).
 */
export async function latestCode(to: string, after = 0): Promise<string> {
  const api = testApi();
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await getDevOutbox(api, to);
      const message = answer.data?.find((entry) => entry.id > after && entry.code);
      code = message?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The id of the newest outbox message to `to`, so that a later code can be told from an earlier one. */
export async function lastOutboxId(to: string): Promise<number> {
  const answer = await getDevOutbox(testApi(), to);
  return answer.data?.[0]?.id ?? 0;
}

export interface Member {
  phone: string;
  password: string;
  firstname: string;
  lastname: string;
  session: SessionRecord;
}

/** Registers a member through the API (for journeys that start signed in). */
export async function registerMember(firstname = 'สมชาย', lastname = 'ใจดี'): Promise<Member> {
  const api = testApi();
  const phone = uniquePhone();
  const password = 'Talad2026ok';
  const ticket = await requestRegisterOtp(api, phone);
  expect(ticket.is_success, ticket.message).toBe(true);
  const verified = await verifyRegisterOtp(api, { otp_ref: ticket.data!.otp_ref, code: await latestCode(phone) });
  expect(verified.is_success, verified.message).toBe(true);
  const session = await register(api, { verify_token: verified.data!.verify_token, accept_policy: true, firstname, lastname, password });
  expect(session.is_success, session.message).toBe(true);
  return { phone, password, firstname, lastname, session: session.data! };
}

/** Opens `path` as the given member: the session goes into storage key `user` before the shop starts. */
export async function openAs(page: Page, member: Member, path: string): Promise<void> {
  await page.addInitScript((session) => {
    if (!sessionStorage.getItem('e2e-signed-in')) localStorage.setItem('user', session);
    sessionStorage.setItem('e2e-signed-in', 'yes');
  }, JSON.stringify(member.session));
  await page.goto(path);
}

export async function storedRole(page: Page): Promise<string | null> {
  const raw = await storedItem(page, 'user');
  return raw ? ((JSON.parse(raw) as { role?: string }).role ?? null) : null;
}

/** Desktop journeys use the desktop pages, the phone project the /m twins. */
export function variantPath(isMobile: boolean, path: string): string {
  return isMobile ? `/m${path}` : path;
}
