// What the membership browser tests share: unique addresses, screenshots, the header's menu, signing in, the
// registration form, and the demo inviters' places in the e2e database.
import { expect, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';

export const PASSWORD = 'Travel2026x';
export const ACCOUNTS_DB = `postgres://postgres:postgres@127.0.0.1:${process.env.POSTGRES_PORT ?? '5533'}/accounts`;

/** Demo members whose referral keys the tests register with (packages/config/src/demo.ts). */
export const DEMO_INVITERS = {
  ada: { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000001', referralKey: 'ADAINV01', firstName: 'Ada' },
  frida: { id: '7a1d0c7e-5b1f-4d5e-9b1a-000000000003', referralKey: 'FRIDA001', firstName: 'Frida' },
} as const;

/** A full-page screenshot kept with the test's artifacts, named after the page and the viewport's project. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

export function uniqueEmail(testInfo: TestInfo, label: string): string {
  return `e2e-${label}-${testInfo.project.name}-${Date.now()}@example.com`;
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

/** Runs statements against the e2e stack's accounts database (test set-up only). */
export async function withAccountsDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ACCOUNTS_DB });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives a demo inviter back the places earlier runs took (her referral key admits five), and her key when a data
 * directory seeded before keys existed has none (the seed only inserts).
 */
export async function restoreInviterPlaces(inviter: { id: string; referralKey: string }) {
  await withAccountsDb(async (client) => {
    await client.query(`update users set referral_key = $2 where id = $1 and referral_key is null`, [
      inviter.id,
      inviter.referralKey,
    ]);
    await client.query(`delete from invitations where inviter_id = $1 and status = 'accepted'`, [inviter.id]);
  });
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

/**
 * Completes a member's four profile steps and verifies her phone in the e2e database, so the profile gate lets her
 * onto /dashboard and /invite (the profile screens and phone codes are tested elsewhere).
 */
export async function completeProfile(userId: string) {
  await withAccountsDb(async (client) => {
    await client.query(
      `update users set step1 = 'completed', step2 = 'completed', step3 = 'completed', step4 = 'completed',
         is_profile_updated = true where id = $1`,
      [userId],
    );
    await client.query(`update user_verifications set is_phone_verified = true where user_id = $1`, [userId]);
  });
}
