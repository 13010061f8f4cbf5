// The admin back office (issue 13) in a real browser against the stack of `npm start`: the super admin makes a role
// with only Manage Listings and a sub-admin holding it, who sees only that area, reads the no-access page on
// /siteadmin/users and is refused the same operation by the gateway (403); the super admin approves a pending applicant
// (her e-mail reaches the mail catcher), puts a signed-in member on hold (her next request finds her signed out, and
// signed in again she is refused), reviews an identity document the member uploaded, and changes a site setting the
// member app then shows; each action is then found in the admin log. A last test checks the screens at 768 px and
// by keyboard.
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectInAdminLog, signInToAdmin, SUPER_ADMIN, toasts } from './support/admins';
import { createApplicant, createMember, uniqueEmail, uniqueLetters, type FixtureMember } from './support/fixtures';
import { mailWithSubject } from './support/mail';
import { keepScreenshot } from './support/members';

// Whole journeys through two browser contexts on the shared two-core machine: more than the default 30 s each.
test.describe.configure({ timeout: 180_000 });

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Posts an operation to the gateway as the admin app does: her access token in the Authorization header. */
async function adminGraphql(page: Page, bearer: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${bearer}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as GraphqlAnswer };
}

/** Posts an operation from the member's own page, with her session cookie, as the member app does. */
function memberGraphql(page: Page, query: string): Promise<GraphqlAnswer> {
  return page.evaluate(async (body) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: body }),
    });
    return (await response.json()) as GraphqlAnswer;
  }, query);
}

/** A second person at her own computer: a browser context of her own, at the test's viewport. */
async function ownBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

/** The member signs in on the member app's log-in page, going to `path`; answers where she landed. */
async function memberLogsIn(page: Page, member: Pick<FixtureMember, 'email' | 'password'>, path: string) {
  await page.goto(`/login?refer=${encodeURIComponent(path)}`);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

const LIST_USERS = `query ListUsers { listUsers(page: 1, pageSize: 10) { count } }`;

test('the super admin makes a Manage Listings role and a sub-admin, who opens only Listings and is refused Users', async ({
  page,
  browser,
}, testInfo) => {
  const roleName = `Listings desk ${uniqueLetters()}`;
  // A long e-mail: the header must cut it short rather than widen the page at 375 px.
  const subAdmin = {
    email: uniqueEmail(testInfo, 'subadmin-with-a-long-address-for-the-header'),
    password: 'Listings2026x',
  };
  const { bearer: superBearer } = await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password, '/admin-roles');

  // A role with exactly one privilege, ticked by its name under its area.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  const roleForm = page.getByRole('region', { name: 'Add a role' });
  await expect(roleForm.getByRole('heading', { name: 'Add a role' })).toBeFocused();
  await roleForm.getByLabel('Role name').fill(roleName);
  await roleForm.getByLabel('Description').fill('Looks after the listings, nothing else.');
  await roleForm
    .getByRole('group', { name: 'Listings', exact: true })
    .getByRole('checkbox', { name: 'Manage Listings', exact: true })
    .check();
  await expect(roleForm.getByText(/^1 of \d+ privileges chosen$/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'admin-role-form');
  await roleForm.getByRole('button', { name: 'Save role' }).click();
  await expect(toasts(page).getByRole('status')).toContainText('Admin role has been added successfully!');
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('1 privilege');
  await expect(roleRow).toContainText('Manage Listings');

  // A sub-admin with that role.
  await page.goto('/siteadmin/admin-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin users' })).toBeVisible();
  await page.getByRole('button', { name: 'Add admin' }).click();
  const adminForm = page.getByRole('region', { name: 'Add an admin' });
  await adminForm.getByLabel('E-mail').fill(subAdmin.email);
  await adminForm.getByLabel('Password').fill(subAdmin.password);
  await adminForm.getByLabel('Role').selectOption({ label: roleName });
  await adminForm.getByRole('button', { name: 'Save admin' }).click();
  await expect(toasts(page).getByRole('status')).toContainText('Admin User has been added successfully!');
  await expect(page.getByRole('row').filter({ hasText: subAdmin.email })).toContainText(roleName);
  await keepScreenshot(page, testInfo, 'admin-users');

  // She signs in where she may not go: the no-access page, and a menu of the Listings area alone.
  const sub = await ownBrowser(browser, page);
  const { bearer } = await signInToAdmin(sub, subAdmin.email, subAdmin.password, '/users');
  await expect(sub).toHaveURL(/\/siteadmin\/users$/);
  await expect(sub.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  const menu = sub.getByRole('navigation', { name: 'Admin sections' });
  await expect(menu.getByRole('heading')).toHaveText(['Listings']);
  await expect(menu.getByRole('link')).toHaveText(['Listings', 'Deleted listings']);
  // On a 375 px phone her long e-mail is cut short in the header (whole in its title); the page is no wider.
  await sub.setViewportSize({ width: 375, height: 812 });
  await expect(sub.getByTestId('signed-in-admin')).toHaveAttribute('title', `Signed in as ${subAdmin.email}`);
  expect(await sub.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await sub.setViewportSize(page.viewportSize()!);
  await keepScreenshot(sub, testInfo, 'sub-admin-no-access');
  await menu.getByRole('link', { name: 'Deleted listings' }).click();
  await expect(sub).toHaveURL(/\/siteadmin\/deleted-listings$/);
  await expect(sub.getByRole('heading', { level: 1, name: 'Deleted listings' })).toBeVisible();

  // The gateway refuses her the Users screen's own operation; the super admin's token is answered.
  const refused = await adminGraphql(sub, bearer, LIST_USERS);
  expect(refused.status, JSON.stringify(refused.body)).toBe(403);
  expect(refused.body.data ?? null).toBeNull();
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const answered = await adminGraphql(page, superBearer, LIST_USERS);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect(answered.body.data).toMatchObject({ listUsers: { count: expect.any(Number) } });
  await sub.context().close();

  // Both actions are in the admin log, under the super admin.
  await expectInAdminLog(page, {
    action: 'admin_role.created',
    search: `Added the role ${roleName}`,
    area: 'people',
    admin: SUPER_ADMIN.email,
  });
  await keepScreenshot(page, testInfo, 'admin-log-role');
  await expectInAdminLog(page, {
    action: 'admin_user.created',
    search: `Added an admin with the role ${roleName}`,
    area: 'people',
    admin: SUPER_ADMIN.email,
  });
});

test('the super admin approves a pending applicant, who is e-mailed, and puts a signed-in member on hold', async ({
  page,
  browser,
}, testInfo) => {
  const applicant = await createApplicant(testInfo);
  const applicantName = `${applicant.firstName} ${applicant.lastName}`;
  const member = await createMember(testInfo, `Hana${uniqueLetters()}`);
  const memberName = `${member.firstName} Tester`;

  // The member is signed in, in her own browser, before the hold; a member call is answered.
  const her = await ownBrowser(browser, page);
  await memberLogsIn(her, member, '/dashboard');
  await expect(her).toHaveURL(/\/dashboard$/);
  const CANCEL = `mutation { cancelInvitation(id: 2147483647) { status errorMessage } }`;
  expect((await memberGraphql(her, CANCEL)).errors).toBeUndefined();

  // Approving the application (searched by her address): she is e-mailed that she can sign in.
  await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password, `/member-pending?q=${applicant.email}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending members' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'admin-member-pending');
  await page.getByRole('button', { name: `Approve ${applicantName}`, exact: true }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${applicantName}?` });
  await approve.getByRole('button', { name: 'Approve member' }).click();
  await expect(approve).toBeHidden();
  await expect(toasts(page).getByRole('status')).toContainText(`${applicantName} has been approved.`);
  await expect(page.getByRole('button', { name: `Approve ${applicantName}`, exact: true })).toHaveCount(0);
  await mailWithSubject(applicant.email, /your membership is approved/i);

  // Putting the member on hold, with a reason.
  await page.goto(`/siteadmin/members?q=${member.email}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('button', { name: `Put on hold ${memberName}`, exact: true }).click();
  const hold = page.getByRole('dialog', { name: `Put ${memberName} on hold?` });
  await hold.getByRole('textbox', { name: 'Why is she put on hold?' }).fill('Payments disputed, e2e');
  await keepScreenshot(page, testInfo, 'admin-hold-dialog');
  await hold.getByRole('button', { name: 'Put on hold' }).click();
  await expect(hold).toBeHidden();
  await expect(toasts(page).getByRole('status')).toContainText(`${memberName} has been put on hold.`);
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('On hold');

  // Her next request finds her signed out (the hold ended her sessions); signed in again, she is sent to /warning
  // and a member call is refused.
  expect((await memberGraphql(her, CANCEL)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await her.reload();
  await expect(her.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await memberLogsIn(her, member, '/dashboard');
  await expect(her).toHaveURL(/\/warning$/);
  await expect(her.getByRole('heading', { level: 1 })).toBeVisible();
  await keepScreenshot(her, testInfo, 'member-on-hold-warning');
  const refused = await memberGraphql(her, CANCEL);
  expect(refused.errors?.[0]?.message).toBe('Your membership is on hold. Please contact the club.');
  await her.context().close();

  await expectInAdminLog(page, {
    action: 'member.approved',
    search: `Approved the membership application of ${applicantName}`,
    area: 'people',
    admin: SUPER_ADMIN.email,
  });
  await expectInAdminLog(page, {
    action: 'member.held',
    search: `Put ${memberName}`,
    area: 'people',
    admin: SUPER_ADMIN.email,
  });
});

test('a member uploads her passport, the super admin approves it, and she sees it approved', async ({
  page,
  browser,
}, testInfo) => {
  const member = await createMember(testInfo, `Ida${uniqueLetters()}`);
  const memberName = `${member.firstName} Tester`;
  // A real photo-sized JPEG, as a phone would take it.
  const passport = await sharp({
    create: { width: 640, height: 420, channels: 3, background: { r: 32, g: 74, b: 135 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 160, height: 200, channels: 3, background: '#e8d8c0' } })
          .png()
          .toBuffer(),
        left: 40,
        top: 110,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

  const her = await ownBrowser(browser, page);
  await memberLogsIn(her, member, '/user/verification');
  await expect(her).toHaveURL(/\/user\/verification$/);
  const upload = her.getByRole('form', { name: 'Upload an identity document' });
  await upload.getByLabel('Document type').selectOption({ label: 'Passport' });
  await upload
    .getByLabel('Document image')
    .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: passport });
  await upload.getByRole('button', { name: 'Upload document' }).click();
  const documents = her.getByRole('list', { name: 'Your documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents.getByRole('listitem')).toContainText('Waiting for review');

  // The review queue: her passport, its image, and the decision through the confirmation dialog.
  await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password, '/id-proof');
  await expect(page.getByRole('heading', { level: 1, name: 'ID proof verification' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByRole('button', { name: `Review Passport of ${memberName}`, exact: true }).click();
  const panel = page.getByRole('region', { name: `Passport of ${memberName}` });
  const image = panel.getByRole('img', { name: `Passport of ${memberName}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(panel.getByTestId('document-status')).toHaveText('Waiting for review');
  await keepScreenshot(page, testInfo, 'admin-id-review');
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Approve the passport of ${memberName}?` });
  await dialog.getByLabel('Message to her (optional)').fill('Thank you, all clear.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByRole('status')).toContainText('The document is now: Approved.');
  await expect(panel.getByTestId('document-status')).toHaveText('Approved');
  // It left the queue, and the Approved filter lists it.
  await expect(page.getByRole('button', { name: `Review Passport of ${memberName}`, exact: true })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByRole('button', { name: `Review Passport of ${memberName}`, exact: true })).toBeVisible();

  // She reads the decision and the message on her verification page.
  await her.reload();
  await expect(documents.getByRole('listitem')).toContainText('Approved');
  await expect(documents.getByRole('listitem')).toContainText('Thank you, all clear.');
  await keepScreenshot(her, testInfo, 'member-id-approved');
  await her.context().close();

  await expectInAdminLog(page, {
    action: 'id_document.approved',
    search: `Approved the passport of ${memberName}`,
    area: 'people',
    admin: SUPER_ADMIN.email,
  });
});

test('the super admin changes the site title, and the member app shows it on its home page', async ({
  page,
  browser,
}, testInfo) => {
  // The site title, not the name: other tests, side by side, read the site name in headers and footers.
  const { bearer } = await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password, '/settings/site');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Site title' });
  const original = await field.inputValue();
  expect(original).not.toBe('');
  const changed = `Golightly, tested ${uniqueLetters()}`;
  try {
    await field.fill(changed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).getByRole('status')).toContainText('Site settings have been updated successfully!');
    await keepScreenshot(page, testInfo, 'admin-site-settings');

    const visitor = await ownBrowser(browser, page);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor).toHaveTitle(changed);
    await visitor.context().close();

    await expectInAdminLog(page, {
      action: 'site_settings.updated',
      search: 'Changed siteTitle',
      area: 'settings',
      admin: SUPER_ADMIN.email,
    });
    await keepScreenshot(page, testInfo, 'admin-log-settings');
  } finally {
    const restored = await adminGraphql(
      page,
      bearer,
      `mutation Restore($settings: [SiteSettingInput!]!) {
        updateSiteSettings(type: "site_settings", settings: $settings) { status errorMessage }
      }`,
      { settings: [{ name: 'siteTitle', value: original }] },
    );
    expect(restored.body.data, JSON.stringify(restored.body)).toMatchObject({
      updateSiteSettings: { status: 'success' },
    });
  }
});

test(
  'the members list and a form fit 768 px, the menu is behind Sections, and Tab reaches the row actions',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const member = await createMember(testInfo, `Lea${uniqueLetters()}`);
    await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password, `/members?q=${member.email}`);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // The menu is behind the Sections button, and opens and closes with it.
    const menu = page.getByRole('navigation', { name: 'Admin sections' });
    const sections = page.getByRole('button', { name: 'Sections' });
    await expect(sections).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await sections.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Members', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(sections).toBeFocused();

    // The list fits the width.
    await expect(page.getByRole('row').filter({ hasText: member.email })).toBeVisible();
    expect(await fits()).toBe(true);
    await keepScreenshot(page, testInfo, 'admin-members-768');

    // From the search field, Tab reaches her row's first action, and the focus shows.
    await page.getByLabel('Search by name, e-mail or profile id').focus();
    const view = page.getByRole('button', { name: `View ${member.firstName} Tester`, exact: true });
    for (let presses = 0; presses < 40 && !(await view.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(view).toBeFocused();
    const outline = await view.evaluate((el) => {
      const style = getComputedStyle(el);
      return { visible: el.matches(':focus-visible'), outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.visible).toBe(true);
    expect(outline.outline).not.toBe('none');
    expect(outline.width).not.toBe('0px');
    // Enter opens her, by keyboard alone.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Put .* on hold\?$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A form at the same width: the role form fits, and its first field is reached by Tab.
    await page.goto('/siteadmin/admin-roles');
    await page.getByRole('button', { name: 'Add role' }).click();
    const roleForm = page.getByRole('region', { name: 'Add a role' });
    await expect(roleForm.getByRole('heading', { name: 'Add a role' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(roleForm.getByLabel('Role name')).toBeFocused();
    expect(await fits()).toBe(true);
    await keepScreenshot(page, testInfo, 'admin-role-form-768');
  },
);
