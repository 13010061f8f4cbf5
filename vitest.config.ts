// `npm run test:unit`: every workspace's vitest project in one run, sharing one Postgres server.
import { defineConfig } from 'vitest/config';
import { onUnhandledError } from './vitest.unhandled';

export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'packages/*/vitest.config.ts', 'services/*/vitest.config.ts'],
    // Two cores: two test files at a time.
    maxWorkers: 2,
    onUnhandledError,
  },
});
