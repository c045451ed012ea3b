import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * X-024: the web app reaches the API only through @talad/sdk (browserApi in apps/web/app/lib/api-browser.ts, serverApi
 * in apps/web/app/lib/api.server.ts), which signs every request (spec §7). No raw fetch, no hand-signed requests.
 */
const SDK_ONLY =
  'The web app calls the API only through @talad/sdk (browserApi / serverApi): add or use an SDK endpoint instead of building the request by hand (X-024).';
const noRawRequests = (allowedGlobals = []) =>
  ['fetch', 'XMLHttpRequest', 'EventSource'].filter((name) => !allowedGlobals.includes(name)).map((name) => ({ name, message: SDK_ONLY }));

/**
 * Decision 0012: a module of the API is reached only through its front door (`modules/<name>/index.ts`); the
 * platform, config and database layers sit below the modules and import none of them; the seed sits above them.
 */
const FRONT_DOOR = 'Import another module through its front door (modules/<name>/index.ts), never its internal files (decision 0012).';
const BELOW_MODULES =
  'platform/, config.ts and db/ sit below the modules and must not import them (decision 0012); pass what they need in.';
/** Decision 0019: the sandbox gateway stands for 2C2P, another company's server; it shares only @talad/domain's rules with the shop. */
const GATEWAY_APART =
  "The gateway (apps/gateway) stands for the payment provider: it may use @talad/domain, never the shop's API, web, SDK or contract (decision 0019).";
/** The contract's schemas stay on the server: the SDK and the web app take its types only (decision 0010). */
const CONTRACT_TYPES_ONLY = {
  name: '@talad/contract',
  allowTypeImports: true,
  message: 'Import the contract as types only (import type): its Zod schemas must not reach the browser (decision 0010).',
};

/** Decision 0041: the back office (apps/admin) and the shop (apps/web) are two apps; neither imports the other. */
const APPS_APART =
  'The shop (apps/web) and the back office (apps/admin) share nothing but the packages: neither imports the other (decision 0041).';

/** The web app's import rules (X-024, decision 0010), with a floor's own patterns added to them. */
const webImports = (...floorPatterns) => [
  'error',
  {
    paths: [
      // Signing is the SDK's job; the web app importing it means a request is being signed by hand.
      { name: '@talad/domain', importNames: ['computeSign'], message: SDK_ONLY },
      { name: '@talad/sdk', importNames: ['buildHeaders'], message: SDK_ONLY },
      CONTRACT_TYPES_ONLY,
    ],
    patterns: [
      // Its entries are its package's exports: the root, and the server's client (node:http; only api.server.ts takes it).
      { group: ['@talad/sdk/*', '!@talad/sdk/server'], message: 'Import from @talad/sdk itself, not its files (X-024).' },
      {
        group: ['axios', 'ky', 'ofetch', 'node-fetch', 'cross-fetch', 'undici', 'node:http', 'node:https', 'http', 'https'],
        message: SDK_ONLY,
      },
      { group: ['@talad/admin', '**/admin/app/**'], message: APPS_APART },
      ...floorPatterns,
    ],
  },
];

/**
 * Issue 10: the web app's floors, lowest first. A file imports from its own floor and those below, never from above,
 * so a piece two floors share lives on the lower one. root.tsx, the route table (routes.ts, not the routes/ folder)
 * and the entries (entry.client.tsx, entry.server.tsx) stand above every floor.
 */
const WEB_FLOORS = ['lib', 'ui', 'features', 'shell', 'routes'];
const WEB_TOP = String.raw`(root\.tsx|routes\.ts|entry\.(client|server)\.tsx)$`;
const upwardFrom = (floor) => {
  const above = WEB_FLOORS.slice(WEB_FLOORS.indexOf(floor) + 1);
  return {
    regex: String.raw`^(\.\./)+` + `(${[...above.map((name) => `${name}/`), WEB_TOP].join('|')})`,
    message: `The web app's floors go ${WEB_FLOORS.join(' → ')} and imports only go down: ${floor}/ may not import ${[...above.map((name) => `${name}/`), 'root.tsx, routes.ts or the entries'].join(', ')}. Move what both need down a floor (issue 10).`,
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...noRawRequests()],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest', 'EventSource'].map((property) => ({ object, property, message: SDK_ONLY })),
        ),
        { object: 'navigator', property: 'sendBeacon', message: SDK_ONLY },
      ],
      'no-restricted-imports': webImports(),
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@talad/web', '**/web/app/**'], message: APPS_APART },
            {
              group: ['@talad/sdk/*', '!@talad/sdk/admin'],
              message: 'The back office calls the API through @talad/sdk/admin (decision 0041).',
            },
          ],
        },
      ],
    },
  },
  {
    // Not an API call: the open tab asks the web server's static /builds/latest.json whether a newer build is live
    // (spec §7, §9). Only `fetch` is allowed here, only in this file.
    files: ['apps/web/app/shell/version-check.ts'],
    rules: { 'no-restricted-globals': ['error', ...noRawRequests(['fetch'])] },
  },
  {
    // Not an API call either: the card form posts the card to the payment gateway's Do Payment from the browser, so the
    // number and CVV never pass through the shop's API (decision 0019). Only `fetch`, only in this file.
    files: ['apps/web/app/features/payment/do-payment.ts'],
    rules: { 'no-restricted-globals': ['error', ...noRawRequests(['fetch'])] },
  },
  // One block per floor; each repeats the web app's import rules, because a later block's options replace an earlier one's.
  ...WEB_FLOORS.map((floor) => ({
    files: [`apps/web/app/${floor}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': webImports(upwardFrom(floor)) },
  })),
  {
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talad/api', '@talad/web', '@talad/sdk', '@talad/contract', '**/api/src/**', '**/web/app/**'],
              message: GATEWAY_APART,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [CONTRACT_TYPES_ONLY] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`^\.\./[^./][^/]*/(?!index\.ts$)`, message: FRONT_DOOR }] }],
    },
  },
  {
    files: ['apps/api/src/app.ts', 'apps/api/src/main.ts', 'apps/api/src/seed/**/*.ts', 'apps/api/src/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`(^|/)modules/[^/]+/(?!index\.ts$)`, message: FRONT_DOOR }] }],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/config.ts', 'apps/api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: String.raw`(^|/)(modules|seed)/`, message: BELOW_MODULES }] }] },
  },
);
