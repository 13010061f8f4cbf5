import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'search-query', include: ['src/**/*.test.ts'] } });
