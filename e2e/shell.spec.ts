// The two web shells in a real browser against the running stack: home, not-found, a lazy route, the admin app.
import { expect, test } from '@playwright/test';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { keepScreenshot } from './support/members';

test('the home page shows the site name the gateway answers with', { tag: '@layout' }, async ({ page }, testInfo) => {
  const siteSettings = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
  await page.goto('/');
  expect((await siteSettings).status()).toBe(200);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Golightly' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeVisible();
  // The gateway answered, so the "servers unreachable" notice stays away.
  await expect(page.getByText(/could not reach the club's servers/)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Golightly`);
  await keepScreenshot(page, testInfo, 'home');
});

test('an unknown path shows the not-found page with a way home', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await keepScreenshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeVisible();
});

test(
  'a screen still to come loads on demand from the menu and names itself',
  { tag: '@layout' },
  async ({ page, isMobile }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeVisible();
    const placeholderModule = page.waitForRequest((r) => /placeholder-page/.test(r.url()));
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'GoSolo' }).click();
    await placeholderModule;
    await expect(page).toHaveURL(/\/go-solo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GoSolo trips' })).toBeVisible();
    await expect(page.getByText(SHELL_TEXTS.comingLater.defaultMessage)).toBeVisible();
    await expect(page).toHaveTitle(/GoSolo trips/);
    await keepScreenshot(page, testInfo, 'placeholder');
  },
);

test('a deep link with parameters opens its screen directly', async ({ page }) => {
  await page.goto('/rooms/42/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing' })).toBeVisible();
});

test('the admin app loads under /siteadmin on the same origin and asks a visitor to sign in', async ({
  page,
}, testInfo) => {
  await page.goto('/siteadmin/');
  // Admin screens need a signed-in admin (e2e/admin-sign-in.spec.ts signs one in).
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/siteadmin\/login\?returnTo=%2F$/);
  await expect(page.getByRole('banner').getByText('Golightly', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await keepScreenshot(page, testInfo, 'admin-login');
  await page.goto('/siteadmin/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeVisible();
});

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'A travel club for women, run by women' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
