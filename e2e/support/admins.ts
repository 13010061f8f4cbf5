// What the admin browser tests share: signing in to /siteadmin through the accounts OpenID Connect provider's page,
// the admin app's access token, its toasts, and finding an action in the admin log.
import { insertAdmin, insertAdminRole } from '@golightly/accounts/testing';
import { expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { FIXTURE_PASSWORD, uniqueEmail, uniqueLetters, withAccounts } from './fixtures';

/** The demo super admin `npm start` seeds (packages/config/src/demo.ts). */
export const SUPER_ADMIN = { email: 'admin@golightly.test', password: 'Golightly2026' } as const;

/** A GraphQL call of the admin app, which carries her access token (admin-web/src/apollo/create-apollo-client.ts). */
const isAdminGraphql = (request: Request) =>
  request.url().endsWith('/graphql') && (request.headers().authorization ?? '').startsWith('Bearer ');

/**
 * Opens `path` of the admin app signed out, signs in on the provider's page and waits until she is back there,
 * signed in. Answers the access token of her first GraphQL call (what the gateway checks her privileges on).
 */
export async function signInToAdmin(
  page: Page,
  email: string,
  password: string,
  path = '/',
): Promise<{ bearer: string }> {
  await page.goto(`/siteadmin${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\/[\w-]+$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const tokenCall = page.waitForRequest(isAdminGraphql, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-admin')).toHaveText(email, { timeout: 20_000 });
  const authorization = (await tokenCall).headers().authorization ?? '';
  return { bearer: authorization.slice('Bearer '.length) };
}

/** The admin app's notifications (spec 000 §9's toasts). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

export interface LoggedAction {
  /** The log's action name, e.g. `member.held`. */
  action: string;
  /** Text of the summary to search for (the admin log searches summaries). */
  search: string;
  /** The area filter, e.g. `people`. */
  area?: string;
  /** The admin who acted, as the log names her. */
  admin?: string;
}

/**
 * Opens the admin log searched for `search` (and filtered by area) and waits for a row with `action`. Actions other
 * services record (site settings) reach the log through the event bus, a moment later: the page is read again until
 * the row is there.
 */
export async function expectInAdminLog(page: Page, logged: LoggedAction) {
  const query = new URLSearchParams({ q: logged.search, ...(logged.area ? { area: logged.area } : {}) });
  await page.goto(`/siteadmin/admin_logs?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin logs' })).toBeVisible();
  await expect(page.getByLabel('Search the summaries')).toHaveValue(logged.search);
  const table = page.getByRole('table', { name: 'Admin logs' });
  let row = table.getByRole('row').filter({ hasText: logged.action }).filter({ hasText: logged.search });
  if (logged.admin) row = row.filter({ hasText: logged.admin });
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  return row.first();
}

/**
 * A sub-admin whose role (`label` and a few letters) holds exactly `privilegeIds`, signed in at `path` of the admin
 * app in a browser of her own at the test's viewport.
 */
export async function subAdminPage(
  page: Page,
  testInfo: TestInfo,
  label: string,
  privilegeIds: number[],
  path = '/',
): Promise<Page> {
  const email = uniqueEmail(testInfo, label.toLowerCase().replace(/\W+/g, '-'));
  await withAccounts(async (db, key) => {
    const roleId = await insertAdminRole(db, { name: `${label} ${uniqueLetters(6)}`, privilegeIds });
    await insertAdmin(db, key, { email, password: FIXTURE_PASSWORD, roleId });
  });
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  const adminPage = await context.newPage();
  await signInToAdmin(adminPage, email, FIXTURE_PASSWORD, path);
  return adminPage;
}
