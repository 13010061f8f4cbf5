// What the membership browser tests share: screenshots, the header's menu, signing in, the registration form.
// The members they sign in as come from ./fixtures (each test its own).
import { expect, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { ACCOUNTS_DB, FIXTURE_PASSWORD } from './fixtures';

export { completeProfile, uniqueEmail } from './fixtures';

export const PASSWORD = FIXTURE_PASSWORD;

/** A full-page screenshot kept with the test's artifacts, named after the page and the viewport's project. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The header's menu is behind its button on a phone. */
export async function openMenu(page: Page, isMobile: boolean) {
  const button = page.getByRole('button', { name: 'Menu' });
  if (isMobile && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
}

export async function expectSignedInAs(page: Page, isMobile: boolean, firstName: string) {
  // A gate's redirect right after signing in closes the phone menu again: reopen it until her name shows.
  await expect(async () => {
    await openMenu(page, isMobile);
    await expect(page.getByTestId('signed-in-member')).toHaveText(new RegExp(firstName), { timeout: 2_000 });
    await expect(page.getByTestId('signed-in-member')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export async function logIn(page: Page, isMobile: boolean, email: string, password: string) {
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Log out sits in the header, or behind the member's own menu button when the header has one. */
export async function logOut(page: Page, isMobile: boolean) {
  await openMenu(page, isMobile);
  const logOutButton = page.getByRole('banner').getByRole('button', { name: 'Log out' });
  if (!(await logOutButton.isVisible())) await page.getByTestId('signed-in-member').click();
  await logOutButton.click();
  await expect(page).toHaveURL(/\/$/);
}

export interface Registration {
  code?: string;
  firstName: string;
  email: string;
  password?: string;
  confirmPassword?: string;
  year?: string;
}

export async function fillRegistration(page: Page, r: Registration) {
  const form = page.getByRole('form', { name: 'New Member Registration' });
  const code = form.getByLabel('Invitation code');
  if (r.code !== undefined) await code.fill(r.code);
  await form.getByLabel('First name').fill(r.firstName);
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email').fill(r.email);
  await form.getByLabel('Password', { exact: true }).fill(r.password ?? PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(r.confirmPassword ?? PASSWORD);
  await expect(form.getByLabel('Country')).toHaveValue('US');
  await form.getByLabel('ZIP code').fill('10001');
  await form.getByLabel('Phone number').fill('212 555 0199');
  await form.getByLabel('Female').check();
  await form.getByLabel('Travel').check();
  await form.getByLabel('Month').selectOption('3');
  await form.getByLabel('Day').selectOption('14');
  await form.getByLabel('Year').selectOption(r.year ?? '1990');
  return form;
}

/** Reads from the e2e stack's accounts database (e.g. an event in its outbox); set-up goes through ./fixtures. */
export async function withAccountsDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ACCOUNTS_DB });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Fills in the registration screen already on the page and signs up; answers the new member's id. */
export async function submitRegistration(page: Page, firstName: string, email: string): Promise<string> {
  await fillRegistration(page, { firstName, email });
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('userRegister'),
  );
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const body = (await (await registered).json()) as { data?: { userRegister?: { userId?: string } } };
  const userId = body.data?.userRegister?.userId;
  if (!userId) throw new Error(`registering ${email} answered ${JSON.stringify(body)}`);
  // Her way onward is /dashboard; the profile gate sends a member with steps still to do on to /user/edit.
  await expect(page).toHaveURL(/\/(dashboard|user\/edit)$/);
  return userId;
}

/** Registers a new member with `code` through the registration screen; she is signed in afterwards. */
export async function registerWithCode(page: Page, code: string, firstName: string, email: string): Promise<string> {
  await page.goto(`/register?key=${code}`);
  return submitRegistration(page, firstName, email);
}
