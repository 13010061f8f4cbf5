import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@golightly/db/testing/global-setup'],
    // Test-only correction of the mock broker's controller id, loaded before kafkajs in every test file.
    setupFiles: ['./src/testing/kafka-controller-shim.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Consumer-group rebalances on the mock broker take 5-10 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
