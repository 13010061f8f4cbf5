// Under `npm start` the web origins serve built apps only: no dev-server path, no data folder, never a secret's bytes;
// and the pages carry the security headers and run under their Content-Security-Policy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The stack's data folder, as playwright.config.ts gives it to `npm start`.
const DATA_DIR = path.resolve(ROOT, process.env.GOLIGHTLY_DATA_DIR ?? '.tmp/e2e-data');
const SECRETS = path.join(DATA_DIR, 'secrets');
const ADMIN_ORIGIN = `http://localhost:${process.env.ADMIN_WEB_PORT ?? '3101'}`;

const secretBytes = () =>
  ['internal_identity_secret', 'accounts_data_key'].map((name) =>
    readFileSync(path.join(SECRETS, name), 'utf8').trim(),
  );

/** What an attacker tried against the dev servers: `/@fs/` reads, the data folder, encoded traversal. */
const PROBES = [
  `/@fs${SECRETS}/internal_identity_secret?raw`,
  `/@fs${SECRETS}/accounts_data_key?raw`,
  `/siteadmin/@fs${SECRETS}/internal_identity_secret?raw`,
  '/.data/secrets/internal_identity_secret',
  `/${path.relative(ROOT, SECRETS)}/internal_identity_secret`,
  '/siteadmin/.data/secrets/internal_identity_secret',
  '/..%2f..%2f..%2f.data%2fsecrets%2finternal_identity_secret',
  '/siteadmin/..%2f..%2f..%2f.data%2fsecrets%2finternal_identity_secret',
  '/node_modules/.package-lock.json',
  '/src/main.tsx',
  '/package.json',
];

for (const [origin, base] of [
  ['member', undefined],
  ['admin', ADMIN_ORIGIN],
] as const) {
  test(`the ${origin} origin answers every dev-server, data-folder and traversal path with 404 and no secret`, async ({
    request,
    baseURL,
  }) => {
    const secrets = secretBytes();
    for (const probe of PROBES) {
      const response = await request.get(`${base ?? baseURL}${probe}`, { maxRedirects: 0 });
      const body = await response.text();
      expect(response.status(), probe).toBe(404);
      for (const secret of secrets) expect(body, probe).not.toContain(secret);
    }
  });
}

/** Every Content-Security-Policy violation the page reports in its console. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the member page carries the content security policy and refuses to be framed', async ({ page }) => {
  const violations = cspViolations(page);
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  // The built app runs under it: the page renders, and the browser refused nothing.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the admin app runs under the policy up to the sign-in provider and back', async ({ page }) => {
  const violations = cspViolations(page);
  const response = await page.goto('/siteadmin/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});
