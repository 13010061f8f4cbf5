import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'web-kit', include: ['scripts/**/*.test.ts'] } });
