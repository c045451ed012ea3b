import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    include: ['apps/api/src/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      '**/*.postgres.test.ts',
      '**/crash-restart.test.ts',
      '**/order-number.test.ts',
      '**/backup.test.ts',
      '**/outages.test.ts',
      '**/media.test.ts',
      '**/multi-process*.test.ts',
    ],
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
