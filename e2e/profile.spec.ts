// A member looks after her profile in a real browser against the stack of `npm start`: the edit form's limits
// and a save that survives a reload, a photo (an image over 1 MB refused), a new phone number verified with the code
// (read from the accounts outbox: notifications does not deliver PhoneVerificationRequested yet, decision 0009), and
// a password change she then logs in with.
import { fromBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, PhoneVerificationRequestedSchema } from '@golightly/proto';
import { expect, test, type Page } from '@playwright/test';
import { createMember, type FixtureMember } from './support/fixtures';
import { keepScreenshot, withAccountsDb } from './support/members';

// Each test registers its own Frida (./support/fixtures), with a complete profile: the profile gate keeps an
// incomplete member on /user/edit, and these tests are about the screens, not the gate.
const NEW_PASSWORD = 'Lantern2027x';

/** The smallest valid PNG: a 1×1 transparent pixel. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function logInAt(page: Page, member: FixtureMember, path: string, password = member.password) {
  await page.goto(`/login?refer=${encodeURIComponent(path)}`);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** The code of the latest PhoneVerificationRequested for her, from the accounts service's outbox. */
async function latestPhoneCode(member: FixtureMember): Promise<string> {
  const { rows } = await withAccountsDb((client) =>
    client.query<{ envelope: Buffer }>(
      `select envelope from outbox where event_type = $1 and message_key = $2 order by id desc limit 1`,
      [PhoneVerificationRequestedSchema.typeName, member.id],
    ),
  );
  if (!rows[0]) throw new Error(`no PhoneVerificationRequested event for ${member.email}`);
  return fromBinary(PhoneVerificationRequestedSchema, fromBinary(EnvelopeSchema, rows[0].envelope).payload).code;
}

test(
  'a member edits her profile, uploads a photo and verifies a new phone number',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const frida = await createMember(testInfo, 'Frida');
    const newNumber = testInfo.project.name === 'phone-375' ? '5125550124' : '5125550123';
    await page.goto('/user/edit');
    await expect(page).toHaveURL(/\/login\?refer=%2Fuser%2Fedit$/);
    await logInAt(page, frida, '/user/edit');

    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Frida');
    await expect(page.getByRole('heading', { name: 'Profile steps' })).toBeVisible();

    // Too long a summary: the live counter says so, and saving names the limit.
    const summary = form.getByLabel('Summary', { exact: true });
    await summary.fill('x'.repeat(301));
    await expect(form.getByText('1 character too many (at most 300)')).toBeVisible();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Summary must be at most 300 characters.')).toBeVisible();

    // A valid save succeeds and survives a reload.
    const stamp = `Host in Stockholm since ${testInfo.project.name} ${Date.now()}`;
    await summary.fill(stamp);
    await expect(form.getByText(`${300 - stamp.length} of 300 characters left`)).toBeVisible();
    await form.getByLabel('Location').fill('Stockholm, Sweden');
    // Step 4 asks for a few words about her and her current position.
    await form.getByLabel('About me').fill('Architect, swimmer and host of a small flat in Södermalm.');
    await form.getByLabel('Current position').fill('Architect');
    await form.getByLabel('LinkedIn URL').fill('https://example.com/frida');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText('Please enter a valid LinkedIn URL, on linkedin.com.')).toBeVisible();
    await form.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/frida');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Summary', { exact: true })).toHaveValue(stamp);
    await expect(form.getByLabel('Location')).toHaveValue('Stockholm, Sweden');
    await keepScreenshot(page, testInfo, 'user-edit');

    // A photo of 1 MB or more is refused with the server's words before any upload; a small PNG is saved. Without a
    // photo her profile is incomplete, so the gate keeps her on /user/edit, whose step 2 takes the upload.
    const photoForm = form.getByRole('group', { name: 'Upload a photo' });
    const tooBig = Buffer.concat([TINY_PNG, Buffer.alloc(1_048_576)]);
    await photoForm.getByLabel('Photo file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: tooBig });
    await expect(
      photoForm.getByText('The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.'),
    ).toBeVisible();
    await photoForm.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photoForm.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await photoForm.getByRole('button', { name: 'Upload photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Photo saved' })).toBeVisible();
    await page.goto('/user/photo');
    await expect(page.getByRole('img', { name: 'Profile photo of Frida' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'user-photo');

    // A new phone number: the dialog sends a 4-digit code, a wrong one says so, the right one verifies it.
    await page.goto('/user/edit');
    await form.getByRole('button', { name: 'Change phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
    await dialog.getByLabel('Phone number').fill('512-555-0123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('without dashes or spaces')).toBeVisible();
    await dialog.getByLabel('Phone number').fill(newNumber);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('5 attempts left for this code.')).toBeVisible();
    const code = await latestPhoneCode(frida);
    const wrong = code === '0000' ? '1111' : '0000';
    await dialog.getByLabel('Verification code').fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Please check it and try again.');
    await expect(dialog.getByText('4 attempts left for this code.')).toBeVisible();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Phone verified' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(form.getByText(`+1 ${newNumber}`)).toBeVisible();

    // The trust-and-verification tab shows what is verified.
    await page.goto('/user/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Trust and verification' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Identity documents' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'user-verification');
  },
);

test('a member changes her password and logs in with the new one', async ({ page }, testInfo) => {
  const frida = await createMember(testInfo, 'Frida');
  await logInAt(page, frida, '/users/security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(frida.password);
  await form.getByLabel('New password', { exact: true }).fill('lantern2027');
  await form.getByLabel('Confirm new password', { exact: true }).fill('lantern2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password must contain at least one upper case character.')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill('Not-her-password-1');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right. Please try again.')).toBeVisible();

  await form.getByLabel('Current password', { exact: true }).fill(frida.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'users-security');

  // A fresh browser logs in with the new password only.
  await page.context().clearCookies();
  await logInAt(page, frida, '/users/security', NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
});
