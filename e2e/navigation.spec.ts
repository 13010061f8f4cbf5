// The member app's header, dashboard bar, back button and gates in a real browser against the stack of `npm start`
// (spec 000 §2, §4-6, §9): the menus of a visitor, a member, a Diamond member, a co-host and an admin session, the
// gates' redirects, the back button at 375 px but not at 1440 px, and screenshots of home and the dashboard.
import { expect, test, type Page } from '@playwright/test';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { createMember } from './support/fixtures';
import { keepScreenshot } from './support/members';

// Members are each test's own (./support/fixtures); the co-host and the admin are the demo seed's, only looked at.
// The menus, header search, back button and dashboard bar differ by width: those tests run at both (@layout).
const DEMO_PASSWORD = 'Golightly2026';

/** On a phone the menu is behind its button; opening it marks the body `menu-open`. */
async function openMenu(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const button = page.getByRole('button', { name: 'Menu' });
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  await expect(page.locator('body')).toHaveClass(/menu-open/);
}

async function logIn(page: Page, isMobile: boolean, email: string, password = DEMO_PASSWORD) {
  await openMenu(page, isMobile);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

async function expectSignedIn(page: Page, isMobile: boolean, firstName: string) {
  await openMenu(page, isMobile);
  await expect(page.getByTestId('signed-in-member')).toContainText(firstName);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openDropdown(page: Page, testId: string, listName: string) {
  const button = page.getByTestId(testId);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('list', { name: listName });
}

test.describe('visitor', () => {
  test(
    'sees the visitor menu; log in opens the dialog and sign up goes to become-a-member',
    { tag: '@layout' },
    async ({ page, isMobile }) => {
      await page.goto('/');
      await openMenu(page, isMobile);
      const nav = mainNav(page);
      for (const name of ['GoSolo', 'Social', 'About us', 'Who can join']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // Home is a small-screen entry; the brand links home on wide screens.
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible({ visible: isMobile });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await expect(page.getByRole('search', { name: 'Find a stay' })).toHaveCount(0);

      await nav.getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/become-a-member$/);
      await expect(page.locator('body')).not.toHaveClass(/menu-open/);
      await expect(page.getByRole('search', { name: 'Find a stay' })).toBeVisible();

      await openMenu(page, isMobile);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    },
  );

  test(
    'the header search goes to the search page with the place and the default filters',
    { tag: '@layout' },
    async ({ page }) => {
      const searchAddress = () => new URL(page.url()).searchParams;

      // A place typed and not picked: its words, no chosen marker, the default filters.
      await page.goto('/about-us');
      let search = page.getByRole('search', { name: 'Find a stay' });
      await search.getByLabel('Where are you going?').fill('Lisbon, Portugal');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/s\/refinement_paths\?/);
      expect(searchAddress().get('address')).toBe('Lisbon, Portugal');
      expect(searchAddress().get('chosen')).toBeNull();
      expect(searchAddress().get('personCapacity')).toBe('1');
      expect(searchAddress().get('womenCount')).toBe('1');
      await expect(page.getByRole('search', { name: 'Find a stay' })).toHaveCount(0);

      // A place picked from the gazetteer's suggestions: chosen, with its box.
      await page.goto('/about-us');
      search = page.getByRole('search', { name: 'Find a stay' });
      await search.getByLabel('Where are you going?').fill('Lisb');
      await page
        .getByRole('option', { name: /Lisbon/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/s\/refinement_paths\?.*chosen/);
      expect(searchAddress().get('address')).toMatch(/^Lisbon/);
      expect(searchAddress().get('sw_lat')).not.toBeNull();
      expect(searchAddress().get('personCapacity')).toBe('1');
      await expect(page.getByRole('search', { name: 'Find a stay' })).toHaveCount(0);
    },
  );

  test('is sent to log in before the transaction history, a member profile and account security', async ({ page }) => {
    await page.goto('/user/transaction');
    await expect(page).toHaveURL(/\/login\?refer=%2Fuser%2Ftransaction$/);
    await page.goto('/users/show/1');
    await expect(page).toHaveURL(/\/login\?refer=%2Fusers%2Fshow%2F1$/);
    await page.goto('/users/security');
    await expect(page).toHaveURL(/\/login\?refer=%2Fusers%2Fsecurity$/);
  });
});

test.describe('back button', { tag: '@layout' }, () => {
  test('floats on every page but home at 375 px, and never at 1440 px', async ({ page, isMobile }) => {
    await page.goto('/');
    await expect(page.getByTestId('back-button')).toHaveCount(0);
    await mainNavLink(page, isMobile, 'About us');
    await expect(page).toHaveURL(/\/about-us$/);
    const back = page.getByRole('button', { name: 'Go back' });
    if (isMobile) {
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(back).toBeHidden();
    }
  });
});

async function mainNavLink(page: Page, isMobile: boolean, name: string) {
  await openMenu(page, isMobile);
  await mainNav(page).getByRole('link', { name, exact: true }).click();
}

test.describe('member', { tag: '@layout' }, () => {
  test('sees the member menu, the host and avatar dropdowns, and the dashboard bar on wide screens', async ({
    page,
    isMobile,
  }, testInfo) => {
    const ada = await createMember(testInfo, 'Ada');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'home-visitor');
    await logIn(page, isMobile, ada.email, ada.password);
    await expectSignedIn(page, isMobile, 'Ada');
    await keepScreenshot(page, testInfo, 'home-member');
    const nav = mainNav(page);
    for (const name of ['Membership', 'GoSolo', 'Members']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A new member has no unseen activity and no unread messages yet.
    await expect(nav.getByRole('link', { name: 'Social', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Diamond', exact: true })).toHaveCount(0);

    const host = await openDropdown(page, 'host-menu', 'Hosting');
    for (const name of ['List your space', 'Manage listings', 'How to host', 'Reservations', 'Transaction history']) {
      await expect(host.getByRole('link', { name })).toBeVisible();
    }
    await expect(host.getByRole('link', { name: 'List your space' })).toHaveAttribute(
      'href',
      '/become-a-host?mode=new',
    );
    // Escape closes the dropdown and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(host).toBeHidden();
    await expect(page.getByTestId('host-menu')).toBeFocused();

    const account = await openDropdown(page, 'signed-in-member', 'Your account');
    for (const name of ['Dashboard', 'Profile', 'Invite friends', 'Connections', 'Payouts']) {
      await expect(account.getByRole('link', { name })).toBeVisible();
    }
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    await account.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const bar = page.getByRole('navigation', { name: 'Dashboard' });
    if (isMobile) {
      await expect(bar).toBeHidden();
    } else {
      await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      for (const name of ['Inbox', 'Your listings', 'Your trips', 'Profile', 'Account', 'Saved']) {
        await expect(bar.getByRole('link', { name })).toBeVisible();
      }
    }
    await expect(page.getByTestId('gate-loading')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'dashboard');

    // The settings pages carry the side menu.
    await page.goto('/user/payout');
    const settings = page.getByRole('navigation', { name: 'Settings' });
    await expect(settings.getByRole('link', { name: 'Payout preferences' })).toHaveAttribute('aria-current', 'page');
    await expect(settings.getByRole('link', { name: 'Transaction history' })).toBeVisible();

    // /users/show with no id is her own profile.
    await page.goto('/users/show');
    await expect(page).toHaveURL(/\/users\/show\/\d+$/);
  });

  test('a Diamond member is directed to the Diamond page', async ({ page, isMobile }, testInfo) => {
    const dina = await createMember(testInfo, 'Dina', { diamond: true });
    await page.goto('/about-us');
    await logIn(page, isMobile, dina.email, dina.password);
    await expectSignedIn(page, isMobile, 'Dina');
    await expect(mainNav(page).getByRole('link', { name: 'Diamond', exact: true })).toHaveAttribute(
      'href',
      '/diamond-member',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Membership', exact: true })).toHaveCount(0);
  });

  test('a co-host has no dashboard, profile, payout or transaction links, and her account entry is security', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about-us');
    await logIn(page, isMobile, 'celia@golightly.test');
    // Her session acts for Grace, whose account is not hers to read: the header names her role.
    await expectSignedIn(page, isMobile, 'Co-host');
    const host = await openDropdown(page, 'host-menu', 'Hosting');
    await expect(host.getByRole('link', { name: 'Manage listings' })).toBeVisible();
    await expect(host.getByRole('link', { name: 'Transaction history' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const account = await openDropdown(page, 'signed-in-member', 'Your account');
    await expect(account.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/users/security');
    for (const name of ['Dashboard', 'Profile', 'Payouts', 'Invite friends']) {
      await expect(account.getByRole('link', { name })).toHaveCount(0);
    }
    // The server's gate keeps her out of the host's dashboard.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/users\/security$/);
  });
});

test.describe('admin session', { tag: '@layout' }, () => {
  test('an admin signed in to the member app sees the visitor menu', async ({ page, isMobile }) => {
    await page.goto('/about-us');
    await logIn(page, isMobile, 'admin@golightly.test');
    await openMenu(page, isMobile);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Who can join' })).toBeVisible();
    await expect(page.getByTestId('signed-in-member')).toHaveCount(0);
    // An admin with an e-mail has the dashboard bar (wide screens), without the member-only entries.
    await page.goto('/inbox');
    const bar = page.getByRole('navigation', { name: 'Dashboard' });
    if (isMobile) {
      await expect(bar).toBeHidden();
    } else {
      await expect(bar.getByRole('link', { name: 'Inbox' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    }
  });
});

test.describe('gates', () => {
  test('a member with an incomplete profile opening the dashboard lands on the profile form', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Her profile lacks its picture step, so the profile-completion gate applies to her.
    const frida = await createMember(testInfo, 'Frida', { missingSteps: [2] });
    await page.goto('/about-us');
    await logIn(page, isMobile, frida.email, frida.password);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/user\/edit$/);
    // An exempt page stays open to her.
    await page.goto('/membership-info');
    await expect(page).toHaveURL(/\/membership-info$/);
    // A woman whose gender is set has no business on /confirm-gender: not found.
    await page.goto('/confirm-gender');
    await expect(page.getByRole('heading', { name: SHELL_TEXTS.notFound.defaultMessage })).toBeVisible();
  });
});
