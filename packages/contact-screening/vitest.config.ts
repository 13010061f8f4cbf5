import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'contact-screening', include: ['src/**/*.test.ts'] } });
