import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/gateway/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/*.test.ts',
      'apps/admin/app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
    // Tests of a PostgreSQL server's own behaviour (*.postgres.test.ts) run in the PostgreSQL pass only, where
    // TEST_DATABASE_URL names one: in the embedded pass they would only be reported as skipped.
    exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
    // API tests each boot an embedded database; two cores run two files at a time well.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
