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
    onUnhandledError,
  },
});
