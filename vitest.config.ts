import { configDefaults, defineConfig } from 'vitest/config';

// Tests of a PostgreSQL server's own behaviour (*.postgres.test.ts) run in the PostgreSQL pass only, where
// TEST_DATABASE_URL names one: in the embedded pass they would only be reported as skipped.
const exclude = [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])];

// API test files that start API processes of their own (api-process.ts: its killAllApis() ends starting for the rest of
// the module's life) or replace modules (vi.mock): each needs a module graph of its own.
const OWN_MODULES = [
  'apps/api/src/backup/backup.test.ts',
  'apps/api/src/outages.test.ts',
  'apps/api/src/multi-process.test.ts',
  'apps/api/src/multi-process-web.postgres.test.ts',
  'apps/api/src/modules/checkout/crash-restart.test.ts',
  'apps/api/src/modules/checkout/order-number.test.ts',
  'apps/api/src/modules/payment/crash-restart.test.ts',
];

export default defineConfig({
  test: {
    // API tests each boot an embedded database; two cores run two files at a time well.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...exclude, ...OWN_MODULES],
          // The API's files share one module graph per worker: each builds its own app and database (test-app.ts) and
          // keeps no state in modules, and loading the API's modules again for every file cost half their CPU (bench/README.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/gateway/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'apps/admin/app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          exclude,
          // Shared module graphs here too: none of these files replaces a module (vi.mock), and those that stub globals,
          // spy or fake the clock undo it after each test; a graph per file cost ≈ 60 % of their CPU (bench/README.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'own-modules', include: OWN_MODULES, exclude },
      },
    ],
  },
});
