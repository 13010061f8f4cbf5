import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'stay-rules', include: ['src/**/*.test.ts'] } });
