import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'payout-rules', include: ['src/**/*.test.ts'] } });
