import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'subgraphs', include: ['src/**/*.test.ts'] } });
