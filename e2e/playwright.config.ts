import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The API and the gateway run from their build, as in production (decision 0028), rebuilt here when a source changed
// since (a cheap look at file times otherwise), so a journey never runs yesterday's API.
execFileSync(process.execPath, ['scripts/build-servers.mjs', '--if-stale'], { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });

/** Journeys run against the built web app and the API on their own ports, on a fresh embedded database. */
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4101);
/** The same shop as the second brand (spec §1: trueselect), a web server of its own on the same API. */
const TRUESELECT_PORT = Number(process.env.E2E_TRUESELECT_PORT ?? 3102);
process.env.E2E_TRUESELECT_PORT = String(TRUESELECT_PORT);
/** The sandbox payment gateway (apps/gateway, decision 0019): journeys pay on it and in its simulator (/sandbox). */
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 4103);
process.env.E2E_GATEWAY_PORT = String(GATEWAY_PORT);
const GATEWAY_ORIGIN = `http://localhost:${GATEWAY_PORT}`;
process.env.E2E_OIDC_PORT = String(OIDC_PORT);
const OIDC_ORIGIN = `http://localhost:${OIDC_PORT}`;

/** Social sign-in: the API's "Google" is the local OpenID provider of e2e/support/oidc-provider.mjs. */
const SOCIAL_ENV = {
  GOOGLE_CLIENT_ID: 'talad-e2e',
  GOOGLE_CLIENT_SECRET: 'talad-e2e-secret',
  GOOGLE_ISSUER: OIDC_ORIGIN,
  GOOGLE_AUTHORIZE_URL: `${OIDC_ORIGIN}/auth`,
  GOOGLE_TOKEN_URL: `${OIDC_ORIGIN}/token`,
  GOOGLE_USERINFO_URL: `${OIDC_ORIGIN}/me`,
  GOOGLE_JWKS_URL: `${OIDC_ORIGIN}/jwks`,
};
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'talad-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one database for the run

/** Shared by the API and the web renderer (README: RENDERER_KEY). */
const RENDERER_KEY = 'talad-e2e-renderer-key-0123456789';
/** The server's owner bootstrap key (decision 0044): journeys make owners of their own with it (e2e/support/back-office.ts). */
const OWNER_BOOTSTRAP_KEY = process.env.E2E_OWNER_BOOTSTRAP_KEY ?? 'talad-e2e-owner-bootstrap-key-0123456789';
process.env.E2E_OWNER_BOOTSTRAP_KEY = OWNER_BOOTSTRAP_KEY;
const WEB_ORIGINS = `http://localhost:${WEB_PORT},http://localhost:${TRUESELECT_PORT}`;
/** The shop and the gateway share one merchant; the API reaches the gateway, browsers reach it at the same origin. */
const GATEWAY_ENV = {
  GATEWAY_URL: GATEWAY_ORIGIN,
  GATEWAY_PUBLIC_URL: GATEWAY_ORIGIN,
  GATEWAY_MERCHANT_ID: 'TALAD',
  GATEWAY_MERCHANT_SECRET: 'talad-e2e-gateway-merchant-secret-0123456789',
};

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The compositor in the browser process rather than a GPU process of its own (software only under --disable-gpu):
    // the same frames for ≈ 10 % less CPU over a run of journeys, measured (e2e/README.md).
    '--in-process-gpu',
    // Nothing beyond this machine (the tag manager, analytics): such names are not found at once. Blocked here, not
    // by a route in each page: any route turns the browser's HTTP cache off, and every page of a journey then fetched
    // and compiled every script again.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    // Pages of one site share a renderer: a worker's journeys keep theirs warm (support/shop.ts, the kept context).
    '--process-per-site',
  ],
};

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more and, if it then passes, listed as flaky in the report rather than failing
  // the run: a one-off race (two of them in 400 journeys in a week, each mended when seen) should not drop a landing.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    launchOptions: chromium,
    // No trace by default: recording one (screencast frames, DOM snapshots) for every test cost ≈ 11 % of a run's CPU
    // and CI keeps none of them. Rerun a failing journey with `--trace retain-on-failure` to get its trace.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE_UA },
      // The web server's own answers (headers, limits, refusals) hold no page to lay out: the desktop project runs them.
      testIgnore: /(web-server|admin-build)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/oidc-provider.mjs',
      cwd: '..',
      url: `${OIDC_ORIGIN}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_BASE: `http://localhost:${WEB_PORT}` },
    },
    {
      command: 'node apps/gateway/build/main.js',
      cwd: '..',
      url: `${GATEWAY_ORIGIN}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        ...GATEWAY_ENV,
        GATEWAY_PORT: String(GATEWAY_PORT),
        GATEWAY_DATA_DIR: join(dataDir, 'gateway'),
        GATEWAY_ALLOWED_ORIGINS: WEB_ORIGINS,
        GATEWAY_LOG_LEVEL: 'warn',
      },
    },
    {
      // Started directly (not through npm) so that stopping the server stops the process itself.
      command: 'node apps/api/build/main.js',
      cwd: '..',
      url: `http://localhost:${API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        WEB_ORIGIN: WEB_ORIGINS,
        // Calls through a web server's /api carry the shopper's address (decision 0025).
        TRUST_PROXY: 'loopback',
        GUEST_LOGIN_RATE_PER_MINUTE: '10000',
        // Two workers' shoppers share the one address; the renderer's calls are not counted (RENDERER_KEY).
        RATE_LIMIT_PER_MINUTE: '10000',
        // A review video is converted by a job: looked for twice a second, a journey sees it ready in moments.
        JOB_POLL_MS: '500',
        RENDERER_KEY,
        OWNER_BOOTSTRAP_KEY,
        AUTH_ATTEMPTS_PER_MINUTE: '10000',
        // Every journey registers its own member from the one test machine: one IP, many codes.
        OTP_PER_IP_PER_HOUR: '10000',
        // The journeys read each code from GET /dev/outbox (loopback only; off by default: decision 0016).
        DEV_OUTBOX: 'http',
        LOG_LEVEL: 'warn',
        ...SOCIAL_ENV,
        ...GATEWAY_ENV,
      },
    },
    {
      command: 'node server.mjs',
      cwd: '../apps/web',
      url: `http://localhost:${WEB_PORT}/p/policy`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        WEB_PORT: String(WEB_PORT),
        API_URL: `http://localhost:${API_PORT}`,
        PUBLIC_API_URL: `http://localhost:${API_PORT}`,
        GTM_ID: 'GTM-TALAD01',
        RENDERER_KEY,
        GATEWAY_PUBLIC_URL: GATEWAY_ORIGIN,
        // Both workers' shoppers come from one address.
        WEB_RATE_LIMIT_PER_MINUTE: '100000',
        // Journeys change what pages show (reviews, stock, withdrawals) and look again at once: no page is kept
        // (the page cache has its own journeys in web-server.spec.ts, on web servers of their own).
        WEB_PAGE_CACHE_SECONDS: '0',
      },
    },
    {
      command: 'node server.mjs',
      cwd: '../apps/web',
      url: `http://localhost:${TRUESELECT_PORT}/p/policy`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        WEB_PORT: String(TRUESELECT_PORT),
        API_URL: `http://localhost:${API_PORT}`,
        // No PUBLIC_API_URL: this shop is called as browsers call it by default, through its own /api (decision 0025).
        BRAND: 'trueselect',
        RENDERER_KEY,
        GATEWAY_PUBLIC_URL: GATEWAY_ORIGIN,
        WEB_RATE_LIMIT_PER_MINUTE: '100000',
        WEB_PAGE_CACHE_SECONDS: '0',
      },
    },
  ],
});
