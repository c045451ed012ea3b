import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { createAdminClient, type AdminRequest } from '@talad/sdk/admin';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { accessibilityViolations } from './axe.ts';
import { API_ORIGIN, expectNoSidewaysScroll } from './shop.ts';

/**
 * The back office's demo staff (README: one of each role, password Talad-demo-2026; the owner's and the manager's
 * authenticator secrets are printed there, demo data only) and how journeys sign them in.
 */
export const STAFF_PASSWORD = 'Talad-demo-2026';
export const DEMO_STAFF = {
  owner: 'owner@talad.local',
  manager: 'manager@talad.local',
  packer: 'packer@talad.local',
  support: 'support@talad.local',
  content: 'content@talad.local',
} as const;
export type DemoRole = keyof typeof DEMO_STAFF;

/** The demo owner's and manager's authenticator secrets (README, "Back office"). */
export const OWNER_TOTP_SECRET = 'TALAD2OWNER3DEMO4TOTP5SECRET6ABC';
export const MANAGER_TOTP_SECRET = 'TALAD2MANAGER3DEMO4TOTP5SECRETZZ';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The 6 digits an authenticator app shows now for a base32 secret (RFC 6238: HMAC-SHA1, 30-second steps). */
export function totpNow(secret: string, at = Date.now()): string {
  let bits = '';
  for (const letter of secret.replace(/[\s=]/g, '').toUpperCase()) bits += BASE32.indexOf(letter).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A session of a demo staff member made at the API (POST admin/auth/login), with the second factor only if `otp` is given. */
export async function staffToken(role: DemoRole, otp?: string): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ email: DEMO_STAFF[role], password: STAFF_PASSWORD, ...(otp ? { otp } : {}) }),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string; data: { token: string } | null };
  expect(answer.is_success, answer.message).toBe(true);
  return answer.data!.token;
}

/**
 * How a journey's staff member is signed in: the back office's language and theme, and the second factor proved with
 * `otp` (a session of the journey's own) or `verified` (the run's shared verified session, verifiedStaffToken).
 */
export interface StaffPreferences {
  language: 'th' | 'en';
  theme?: 'light' | 'dark';
  otp?: string;
  verified?: boolean;
}

/**
 * The browser as a staff member already signed in (their session in the back office's cookie, as its sign-in form
 * leaves it) in the language and theme chosen: for journeys whose story starts after signing in.
 */
export async function signedInAs(
  context: BrowserContext,
  baseURL: string,
  role: DemoRole,
  { language, theme = 'light', otp, verified }: StaffPreferences,
): Promise<void> {
  const { hostname } = new URL(baseURL);
  const cookie = (name: string, value: string) => ({ name, value, domain: hostname, path: '/admin', sameSite: 'Strict' as const });
  const token = verified ? await verifiedStaffToken(role) : await staffToken(role, otp);
  await context.addCookies([
    { ...cookie('admin_session', token), httpOnly: true },
    cookie('admin_lang', language),
    cookie('admin_theme', theme),
  ]);
}

export type AdminLanguage = 'th' | 'en';

/** The back office's own words, as a staff member reads them (apps/admin/app/locales), placeholders filled. */
export function adminWords(language: AdminLanguage) {
  const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/admin/app/locales', `${language}.json`), 'utf8'));
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce((node, part) => node?.[part], catalogue) as unknown;
    if (typeof found !== 'string') throw new Error(`no message ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/**
 * The preamble of a journey whose story starts at one screen: the demo staff member signed in (signedInAs) and the
 * screen at `path` open and hydrated.
 */
export async function openAsStaff(page: Page, baseURL: string, role: DemoRole, path: string, preferences: StaffPreferences): Promise<void> {
  await signedInAs(page.context(), baseURL, role, preferences);
  await page.goto(`/admin${path}`);
  await adminReady(page);
}

/** The sign-in form filled and sent with `email` and the demo password (the page shows the form, in `language`). */
export async function signInWithPassword(page: Page, email: string, language: AdminLanguage): Promise<void> {
  const words = adminWords(language);
  await expect(page.getByRole('heading', { name: words('signIn.title') })).toBeVisible();
  await adminReady(page);
  await page.getByLabel(words('signIn.email')).fill(email);
  await page.getByLabel(words('signIn.password')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: words('signIn.submit'), exact: true }).click();
}

/** The screen shown, hydrated, passes axe (WCAG 2.1 AA) and fits the screen's width. */
export async function screenPasses(page: Page, what: string): Promise<void> {
  await adminReady(page);
  expect(await accessibilityViolations(page), what).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/** A call to the back office's API with a staff session (`staffToken`), as its pages make them; answers its data. */
export async function adminCall<T = unknown>(token: string, method: 'GET' | 'POST', path: string, request: AdminRequest = {}): Promise<T> {
  const answer = await createAdminClient({ baseUrl: API_ORIGIN, token, locale: 'en' }).request<T>(method, path, request);
  expect(answer.is_success, `${method} ${path}: ${answer.message}`).toBe(true);
  return answer.data!;
}

/** One move of an order at the desk (POST admin/orders/{order_no}/{action}) by the staff member of `token`. */
export async function adminMove(token: string, orderNo: string, action: string, body: object = {}): Promise<{ status: string }> {
  return adminCall(token, 'POST', `admin/orders/${encodeURIComponent(orderNo)}/${action}`, { body });
}

/** The language and theme of the back office for a staff member who signs in through its form. */
export async function preferAdmin(context: BrowserContext, baseURL: string, language: 'th' | 'en', theme: 'light' | 'dark' = 'light') {
  const { hostname } = new URL(baseURL);
  await context.addCookies(
    [
      ['admin_lang', language],
      ['admin_theme', theme],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: hostname, path: '/admin', sameSite: 'Strict' as const })),
  );
}

/** The back office has hydrated (its entry marks <html> as the shop's does), so presses are handled by the app. */
export async function adminReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** The server's owner bootstrap key the e2e config gives the API (OWNER_BOOTSTRAP_KEY, decision 0044). */
export const OWNER_BOOTSTRAP_KEY = process.env.E2E_OWNER_BOOTSTRAP_KEY ?? 'talad-e2e-owner-bootstrap-key-0123456789';

/**
 * A new owner of the shop, as `npm run shop -- owner <email>` makes one (POST /bootstrap/owner with the server's
 * bootstrap key): their one-use set-password link. Each journey makes its own, so journeys running at once never
 * share a second factor.
 */
export async function newOwnerLink(email: string): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/bootstrap/owner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-owner-bootstrap-key': OWNER_BOOTSTRAP_KEY },
    body: JSON.stringify({ email }),
  });
  const answer = (await response.json()) as { is_success: boolean; message: string; data: { link_url: string } | null };
  expect(answer.is_success, answer.message).toBe(true);
  return answer.data!.link_url;
}

const STEP_MS = 30_000;

/** Holds `lock` (a directory: mkdir is atomic) while `work` runs; a lock left by a worker that died is taken after 60 s. */
async function holding<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      await wait(50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code of `secret` no other journey of this run has taken. The API takes a code once, and never one older than the
 * last it took; the demo owner and manager are signed in by journeys of both projects at once, so each code is handed
 * out once, through a file shared by the run's workers: when the next step's code is taken too, the step after it is
 * waited for.
 */
export async function freshCode(secret: string): Promise<string> {
  const taken = join(tmpdir(), `talad-e2e-totp-${new URL(API_ORIGIN).port}-${secret}`);
  return holding(`${taken}.lock`, async () => {
    let last = 0;
    try {
      last = Number(readFileSync(taken, 'utf8')) || 0;
    } catch {
      // No code of this secret taken yet on this machine.
    }
    // The API takes a code of one step either side of its clock (apps/api/src/modules/staff/totp.ts): the next step's
    // code is good from now on, so only a code two steps ahead is waited for.
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, last + 1);
    if (step > now + 1) await wait((step - 1) * STEP_MS - Date.now() + 200);
    writeFileSync(taken, String(step));
    return totpNow(secret, step * STEP_MS);
  });
}

/** The demo manager's session (no second factor: fulfilment, cases and notifications need none), one per worker. */
let deskSession: Promise<string> | undefined;
export function deskToken(): Promise<string> {
  deskSession ??= staffToken('manager');
  return deskSession;
}

/**
 * A token made once per run and shared by its workers through a file named `name` (a code is taken once, so workers
 * must not each sign in with one); checked at GET admin/me before use (and `usable` with its answer), since the file
 * outlives the run and its database.
 */
async function keptToken(name: string, make: () => Promise<string>, usable: (me: { second_factor: boolean }) => boolean = () => true) {
  const kept = join(tmpdir(), `talad-e2e-${name}-${new URL(API_ORIGIN).port}`);
  return holding(`${kept}.lock`, async () => {
    const known = readFileSync(kept, { encoding: 'utf8', flag: 'a+' }).trim();
    if (known) {
      const response = await fetch(`${API_ORIGIN}/admin/me`, { headers: { authorization: `Bearer ${known}` } });
      if (response.ok && usable(((await response.json()) as { data: { second_factor: boolean } }).data)) return known;
    }
    const token = await make();
    writeFileSync(kept, token);
    return token;
  });
}

/**
 * A session of the demo manager or content staff verified with their authenticator's code (prices, promotions, the
 * catalogue's files need it), made once per run and shared by its journeys: the API takes each 30-second step's code
 * once, and with a code of each journey's own the manager's journeys, one after another in a project, waited up to
 * 30 s each for the next step. Signing in with a code is the subject of admin-staff.spec.ts (the form) and of the
 * API's sign-in tests; the refund journey proves a code in the desk's own dialog.
 */
export function verifiedStaffToken(role: DemoRole): Promise<string> {
  const secrets: Partial<Record<DemoRole, () => Promise<string>>> = {
    manager: async () => MANAGER_TOTP_SECRET,
    content: contentTotpSecret,
  };
  const secret = secrets[role];
  if (!secret) throw new Error(`no shared verified session for ${role}`);
  return keptToken(
    `verified-${role}`,
    async () => staffToken(role, await freshCode(await secret())),
    (me) => me.second_factor,
  );
}

/**
 * The demo manager's personal API token for `npm run shop` (TALAD_STAFF_TOKEN), made as the admin makes one — from a
 * session verified with the authenticator code — once per run.
 */
export function cliToken(): Promise<string> {
  return keptToken('cli-token', async () => {
    const response = await fetch(`${API_ORIGIN}/admin/me/api-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await verifiedStaffToken('manager')}` },
      body: JSON.stringify({ name: 'e2e npm run shop' }),
    });
    const answer = (await response.json()) as { is_success: boolean; message: string; data: { token: string } | null };
    expect(answer.is_success, answer.message).toBe(true);
    return answer.data!.token;
  });
}

/**
 * The demo content staff's authenticator secret: the seed gives them none, and flash sales (promotions.write) need a
 * verified second factor, so the first journey of a run that needs it enrols them as the admin's own screen would
 * (POST admin/me/totp, then confirm with the first code) and keeps the secret in a file its workers share; a file left
 * by an earlier run (another database) is replaced, since that run's enrolment is not this database's.
 */
export async function contentTotpSecret(): Promise<string> {
  const kept = join(tmpdir(), `talad-e2e-content-totp-${new URL(API_ORIGIN).port}`);
  return holding(`${kept}.lock`, async () => {
    const session = await staffToken('content');
    const client = createAdminClient({ baseUrl: API_ORIGIN, token: session, locale: 'en' });
    const started = await client.request<{ secret: string }>('POST', 'admin/me/totp');
    if (!started.is_success) return readFileSync(kept, 'utf8').trim();
    const { secret } = started.data!;
    await adminCall(session, 'POST', 'admin/me/totp/confirm', { body: { otp: await freshCode(secret) } });
    writeFileSync(kept, secret);
    return secret;
  });
}
