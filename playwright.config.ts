// Browser tests (e2e/) in Debian's Chromium against the whole stack of `npm start`, on ports of their own.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

// Ports apart from a developer's own `npm start` (3000, 3001, 4000-4008, 5433), so both can run at once.
const stackEnv = {
  GOLIGHTLY_DATA_DIR: process.env.GOLIGHTLY_DATA_DIR ?? '.tmp/e2e-data',
  WEB_PORT: process.env.WEB_PORT ?? '3100',
  ADMIN_WEB_PORT: process.env.ADMIN_WEB_PORT ?? '3101',
  GATEWAY_PORT: process.env.GATEWAY_PORT ?? '4100',
  POSTGRES_PORT: process.env.POSTGRES_PORT ?? '5533',
  MAIL_SMTP_PORT: process.env.MAIL_SMTP_PORT ?? '1125',
  MAIL_WEB_PORT: process.env.MAIL_WEB_PORT ?? '1180',
  // Test-only routes of the services, e.g. completing a stay (decision 0058); never set in production.
  GOLIGHTLY_TESTING_ROUTES: '1',
};
const WEB_URL = `http://localhost:${stackEnv.WEB_PORT}`;

// Chromium and Playwright write their temporary profiles here rather than in the machine's /tmp (STACK.md).
process.env.TMPDIR = path.join(ROOT, '.tmp', 'playwright');
mkdirSync(process.env.TMPDIR, { recursive: true });
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/wait-for-stack.ts',
  // Each test creates the members it signs in as (e2e/support/fixtures.ts), so tests run in any order, side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: WEB_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Every test runs at a desktop's width; those whose layout differs on a phone (menus, header, footer, back button,
  // forms; tagged @layout) run at 375 px too (spec: usable at 375 px and 1440 px).
  projects: [
    { name: 'desktop-1440', use: { ...chromium, viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone-375',
      grep: /@layout/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // Each run starts from empty data (demo seed only), so tests never depend on what an earlier run left.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${stackEnv.GOLIGHTLY_DATA_DIR} && npm start`,
    cwd: ROOT,
    env: stackEnv,
    url: `${WEB_URL}/`,
    reuseExistingServer: !process.env.CI,
    // A fresh clone builds both web apps first; on a loaded two-core machine the whole start can take two minutes.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The runner stops web apps, gateway, services and Postgres in order on SIGTERM; a SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
