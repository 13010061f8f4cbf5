import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'listing-rules', include: ['src/**/*.test.ts'] } });
