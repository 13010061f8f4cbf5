import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'account-rules', include: ['src/**/*.test.ts'] } });
