import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@golightly/db/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
