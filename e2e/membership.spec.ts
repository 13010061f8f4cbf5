// Joining the club through the dialogs and the membership screens, in a real browser against the stack of
// `npm start`: the referral code dialog, registering with a code and confirming the e-mail from the mail catcher,
// logging out, a forgotten password and logging in again, the invite page, the membership application, and the
// gender choice of a member who has none.
import { setMemberStanding } from '@golightly/accounts/testing';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { linkFromMail } from './support/mail';
import { completeProfile, createInviter, uniqueEmail, withAccounts } from './support/fixtures';
import {
  expectSignedInAs,
  keepScreenshot,
  logIn,
  logOut,
  openMenu,
  PASSWORD,
  registerWithCode,
  submitRegistration,
} from './support/members';

// Whole journeys through the shared two-core machine: more than the default 30 s each.
test.describe.configure({ timeout: 120_000 });

// Every test registers with the code of a Frida of its own (./support/fixtures), so none uses up another's places.

/** Log in (header) → Sign up → I have a referral code: the referral code dialog, one dialog at a time. */
async function openReferralDialog(page: Page, isMobile: boolean) {
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await signUp.getByRole('button', { name: 'I have a referral code' }).click();
  await expect(signUp).toHaveCount(0);
  return page.getByRole('dialog', { name: 'Referral code' });
}

test('a visitor joins with a referral code, confirms her e-mail, logs out, resets her password and logs in', async ({
  page,
  isMobile,
}, testInfo) => {
  const frida = await createInviter(testInfo, 'Frida');
  const email = uniqueEmail(testInfo, 'referral');
  await page.goto('/');
  const referral = await openReferralDialog(page, isMobile);

  // The code is required, an unknown code is refused with the spec's message, a good one opens the registration.
  await referral.getByRole('button', { name: 'Continue' }).click();
  await expect(referral.getByText('Referral code is required.')).toBeVisible();
  await referral.getByRole('textbox', { name: 'Referral code' }).fill('NOPE0000');
  await referral.getByRole('button', { name: 'Continue' }).click();
  await expect(referral.getByRole('alert')).toHaveText('Invalid Referral code');
  await referral.getByRole('textbox', { name: 'Referral code' }).fill(frida.referralKey);
  await referral.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?key=${frida.referralKey}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The code is locked, and the inviter is named.
  const form = page.getByRole('form', { name: 'New Member Registration' });
  await expect(form.getByLabel('Invitation code')).toHaveValue(frida.referralKey);
  await expect(form.getByLabel('Invitation code')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('inviter')).toHaveText('Frida invited you to join Golightly.');
  await keepScreenshot(page, testInfo, 'registration-by-referral');

  const userId = await submitRegistration(page, 'Lena', email);
  await expectSignedInAs(page, isMobile, 'Lena');
  await completeProfile(userId);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lena' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(page.getByTestId('invites-left')).toHaveText('5');
  await expect(page.getByRole('heading', { name: 'Co-hosts' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'dashboard');

  // The confirmation link from the mail catcher confirms her address; the dashboard then shows it verified.
  await page.goto(await linkFromMail(page, email, '/user/verification'));
  await expect(page.getByText(`Your e-mail address ${email} is confirmed.`)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('listitem').filter({ hasText: 'E-mail address' })).toContainText('Verified');

  // Log out; she forgot her password: the reset link from the mail catcher sets a new one; she logs in with it.
  await logOut(page, isMobile);
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reset Link Sent to your email' })).toBeVisible();
  await page.goto(await linkFromMail(page, email, '/password/verification'));
  const newPassword = 'Lena2026pass';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await logIn(page, isMobile, email, newPassword);
  await expectSignedInAs(page, isMobile, 'Lena');
});

test('a member copies her invitation link, invites two friends, cancels one invitation, and the other joins', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const frida = await createInviter(testInfo, 'Frida');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await completeProfile(await registerWithCode(page, frida.referralKey, 'Iris', uniqueEmail(testInfo, 'inviter')));
  await page.goto('/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page.getByTestId('invites-left')).toHaveText('5');

  // The unique link has the shape /c/{referralKey} and lands in the clipboard.
  const link = page.getByRole('textbox', { name: 'Your invitation link' });
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/c\/[A-Za-z0-9]{8}$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // A malformed list sends nothing and names the address.
  const friends = page.getByLabel("Friends' e-mail addresses");
  await friends.fill('pal@example.com, not-an-address');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('form', { name: 'Invite by e-mail' }).getByRole('alert')).toContainText(
    '"not-an-address" is not a valid e-mail address. Nothing was sent.',
  );

  const first = uniqueEmail(testInfo, 'friend-a');
  const second = uniqueEmail(testInfo, 'friend-b');
  await friends.fill(`${first}, ${second}`);
  await page.getByLabel('Personal message (optional)').fill('Come travel with me!');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status', { name: 'What was sent' })).toContainText(`Invited: ${first}, ${second}.`);
  await expect(page.getByTestId('invites-left')).toHaveText('3');
  const sent = page.getByRole('list', { name: 'Invitations you sent' });
  await expect(sent.getByRole('listitem')).toHaveCount(2);

  // Inviting the same friend again is not sent twice.
  await friends.fill(first);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('status', { name: 'What was sent' })).toContainText(
    `Already invited, not sent again: ${first}.`,
  );
  await expect(page.getByTestId('invites-left')).toHaveText('3');

  // Cancelling frees the place.
  await page.getByRole('button', { name: `Cancel the invitation to ${second}` }).click();
  await expect(sent.getByRole('listitem').filter({ hasText: second })).toContainText('Cancelled');
  await expect(page.getByTestId('invites-left')).toHaveText('4');
  await keepScreenshot(page, testInfo, 'invite');

  // The friend follows the e-mailed link (/c/{code}/{email}) in her own browser and joins with that invitation.
  const friend = await browser.newPage({ viewport: page.viewportSize() });
  try {
    await friend.goto(await linkFromMail(page, first, '/c'));
    await expect(friend).toHaveURL(/\/register\?key=[A-Za-z0-9]{8}&email=/);
    const registration = friend.getByRole('form', { name: 'New Member Registration' });
    await expect(registration.getByLabel('Invitation code')).toHaveAttribute('readonly', '');
    await expect(registration.getByLabel('Email')).toHaveValue(first);
    await expect(friend.getByTestId('inviter')).toHaveText('Iris invited you to join Golightly.');
    await submitRegistration(friend, 'Nell', first);
  } finally {
    await friend.close();
  }
  await page.reload();
  await expect(sent.getByRole('listitem').filter({ hasText: first })).toContainText('Joined');
  await expect(page.getByTestId('invites-left')).toHaveText('4');
});

test('a woman without a code applies for membership and waits for review; a man is declined', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'applicant');
  await page.goto('/');
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Sign up', exact: true }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await expect(signUp.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveAttribute(
    'href',
    '/login/linkedin?refer=%2F',
  );
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await expect(page).toHaveURL(/\/become-a-member\?email=/);

  const form = page.getByRole('form', { name: 'Membership application' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('Please indicate Gender.')).toBeVisible();
  await expect(form.getByText('Please tell us how you heard about us')).toBeVisible();

  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Applicant');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Phone number').fill('212 555 0142');
  await form.getByLabel('Female').check();
  await form.getByLabel('A member referred me').check();
  await form.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(form.getByText('Please tell us who referred you.')).toBeVisible();
  await form.getByLabel('Who referred you?').fill('Frida Lindqvist');
  await form.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, Maya. Your application is pending review.' }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'application-pending');

  // Until an admin approves her, signing in answers the spec's "not verified yet".
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    "We're sorry, your membership has not been verified yet. We will email you once it is approved.",
  );
  await login.getByRole('button', { name: 'Close' }).click();

  // Applying again with the same address is refused with the spec's text.
  await page.goto(`/become-a-member?email=${encodeURIComponent(email)}`);
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Applicant');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Phone number').fill('212 555 0142');
  await form.getByLabel('Female').check();
  await form.getByLabel('Press').check();
  await form.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(form.getByRole('alert')).toHaveText('That email address is already registered');

  // A man's application is declined with the spec's wording.
  await form.getByLabel('Email').fill(uniqueEmail(testInfo, 'male-applicant'));
  await form.getByLabel('Male', { exact: true }).check();
  await form.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page).toHaveURL(/\/unsuccessful$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unfortunately we cannot process your request at this time',
  );
});

test('a member without a gender chooses it once on /confirm-gender; afterwards the page is not found', async ({
  page,
}, testInfo) => {
  const frida = await createInviter(testInfo, 'Frida');
  const userId = await registerWithCode(page, frida.referralKey, 'Gwen', uniqueEmail(testInfo, 'gender'));
  // Accounts that came without a gender (the spec's social sign-ins) are rare; this member is made one.
  await withAccounts((db) => setMemberStanding(db, userId, { gender: null }));

  await page.goto('/confirm-gender');
  const form = page.getByRole('form', { name: 'Confirm your gender' });
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please indicate Gender.');
  await form.getByLabel('Female').check();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/(user\/edit|dashboard)$/);

  await page.goto('/confirm-gender');
  await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeVisible();
});
