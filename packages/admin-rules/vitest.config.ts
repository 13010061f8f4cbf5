import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'admin-rules', include: ['src/**/*.test.ts'] } });
