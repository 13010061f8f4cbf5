import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@golightly/db/testing/global-setup'],
    // Test-only correction of the Kafka mock broker's controller id (STACK.md), loaded before kafkajs.
    setupFiles: ['@golightly/events/testing/kafka-controller-shim'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
