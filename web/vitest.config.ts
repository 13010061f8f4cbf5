// Component tests of the member app in jsdom.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { onUnhandledError } from '../vitest.unhandled';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    // A screen's test renders, types and waits in jsdom on two shared cores: vitest's 5 s default trips under load.
    testTimeout: 30_000,
    onUnhandledError,
  },
});
