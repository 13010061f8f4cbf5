// A new visitor goes from an invitation code to a signed-in member with a confirmed e-mail, in a real browser
// against the stack of `npm start`: registration (and its bad paths), the confirmation e-mail from the mail
// catcher, logging out and in, and a forgotten password reset end to end.
import { expect, test, type TestInfo } from '@playwright/test';
import { linkFromMail } from './support/mail';
import { createInviter } from './support/fixtures';
import {
  expectSignedInAs,
  fillRegistration,
  keepScreenshot,
  logIn,
  logOut,
  openMenu,
  PASSWORD,
  uniqueEmail,
} from './support/members';

/** Each test registers with the code of an inviter of its own (./support/fixtures), which admits five. */
const invitationCode = async (testInfo: TestInfo) => (await createInviter(testInfo, 'Ada')).referralKey;

test(
  'the registration screen shows its fields in order and each bad path its message',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const INVITATION_CODE = await invitationCode(testInfo);
    await page.goto(`/register?key=${INVITATION_CODE}`);
    const form = page.getByRole('form', { name: 'New Member Registration' });
    await expect(page.getByRole('heading', { level: 1, name: 'New Member Registration' })).toBeVisible();
    // The code from the invitation link is shown and locked.
    await expect(form.getByLabel('Invitation code')).toHaveValue(INVITATION_CODE);
    await expect(form.getByLabel('Invitation code')).toHaveAttribute('readonly', '');
    await expect(form.getByText('21 or older')).toBeVisible();
    await expect(form.getByLabel('Year').locator('option').nth(1)).toHaveText(String(new Date().getFullYear()));
    await expect(form.getByLabel('Year').locator('option').last()).toHaveText('1920');
    await keepScreenshot(page, testInfo, 'registration');

    // The show/hide toggle reveals the password.
    const password = form.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // Empty required fields are named beside each field.
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Invitation code is required.')).toBeVisible();
    await expect(form.getByText('First name is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();

    const alert = form.getByRole('alert');
    // Mismatched passwords: the first submit-time check.
    await fillRegistration(page, {
      code: INVITATION_CODE,
      firstName: 'Mia',
      email: uniqueEmail(testInfo, 'mismatch'),
      confirmPassword: 'Travel2026y',
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert).toHaveText('Confirm Password does not match. Please try again.');

    // Under 21 by year difference.
    await fillRegistration(page, {
      firstName: 'Mia',
      email: uniqueEmail(testInfo, 'young'),
      year: String(new Date().getFullYear() - 18),
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert).toHaveText('Sorry. You must be 21 or older to join.');

    // An invitation code nobody issued.
    await fillRegistration(page, { code: 'NOPE0000', firstName: 'Mia', email: uniqueEmail(testInfo, 'badcode') });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(alert).toHaveText('Invalid Referral code');
    await keepScreenshot(page, testInfo, 'registration-invalid-code');

    // A man may register, but the club is for women: he is sent to /unsuccessful (spec 000 §4).
    await page.goto(`/register?key=${INVITATION_CODE}`);
    await fillRegistration(page, { firstName: 'Marc', email: uniqueEmail(testInfo, 'male') });
    await form.getByLabel('Male', { exact: true }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/unsuccessful$/);
  },
);

test('a visitor registers with an invitation code, confirms her e-mail, logs out and in again', async ({
  page,
  isMobile,
}, testInfo) => {
  const INVITATION_CODE = await invitationCode(testInfo);
  const email = uniqueEmail(testInfo, 'join');
  await page.goto(`/c/${INVITATION_CODE}`);
  await expect(page).toHaveURL(new RegExp(`/register\\?key=${INVITATION_CODE}$`));
  await fillRegistration(page, { firstName: 'Noor', email });
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome!' })).toBeVisible();
  await expectSignedInAs(page, isMobile, 'Noor');

  const confirmLink = await linkFromMail(page, email, '/user/verification');
  await page.goto(confirmLink);
  await expect(page.getByText(`Your e-mail address ${email} is confirmed.`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'email-confirmed');

  await logOut(page, isMobile);
  await openMenu(page, isMobile);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('signed-in-member')).toHaveCount(0);

  // A wrong password reads the server's message; the right one signs her in.
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // Keyboard only: the dialog starts at the e-mail field; Tab reaches the password.
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Wrong-password-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password. Please try again or reset your password.');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, isMobile, 'Noor');
});

test('a member who forgot her password resets it from the e-mailed link and logs in with the new one', async ({
  page,
  isMobile,
}, testInfo) => {
  const INVITATION_CODE = await invitationCode(testInfo);
  const email = uniqueEmail(testInfo, 'reset');
  await page.goto(`/register?key=${INVITATION_CODE}`);
  await fillRegistration(page, { firstName: 'Rosa', email });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, isMobile);

  // Log in → Forgot password? swaps the dialogs (one at a time, spec 000 §4).
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "We can't find an account for this email." })).toBeVisible();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reset Link Sent to your email' })).toBeVisible();
  await expect(forgot).toBeHidden();

  const resetLink = await linkFromMail(page, email, '/password/verification');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const newPassword = 'Newpass2026';
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 and fewer than 20 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'password-reset');

  await logIn(page, isMobile, email, newPassword);
  await expectSignedInAs(page, isMobile, 'Rosa');
});
