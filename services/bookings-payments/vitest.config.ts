import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@golightly/db/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests on a real Postgres share two cores with the rest of the run: vitest's 5 s default trips under load.
    testTimeout: 30_000,
  },
});
