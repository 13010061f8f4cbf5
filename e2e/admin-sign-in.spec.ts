// The demo super admin signs in to the admin app through the accounts OpenID Connect provider, and out again.
import { expect, test } from '@playwright/test';

// The demo super admin `npm start` seeds (packages/config/src/demo.ts).
const ADMIN = 'admin@golightly.test';
const DEMO_PASSWORD = 'Golightly2026';

test('the demo super admin signs in to /siteadmin/ with her e-mail and password, sees her e-mail, and signs out', async ({
  page,
}, testInfo) => {
  await page.goto('/siteadmin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The provider's own page, on the same origin.
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password. Please try again.');
  await expect(page.getByLabel('E-mail')).toHaveValue(ADMIN);

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where she was going, signed in, with the code and state gone from the address.
  await expect(page).toHaveURL(/\/siteadmin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('signed-in-admin')).toHaveText(ADMIN);
  const file = testInfo.outputPath(`admin-signed-in-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach('admin-signed-in', { path: file, contentType: 'image/png' });

  // A reload forgets the tokens in the page, but the provider remembers her: she is signed in again by herself.
  await page.reload();
  await expect(page.getByTestId('signed-in-admin')).toHaveText(ADMIN);
  await expect(page).toHaveURL(/\/siteadmin\/users$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeVisible();
  await expect(page.getByTestId('signed-in-admin')).toHaveCount(0);
});
