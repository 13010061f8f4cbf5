// The footer in a real browser against the running stack (demo seed): a visitor's links, a CMS page, the language
// chooser surviving a reload, and the currency cookie.
import { expect, test } from '@playwright/test';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { createMember } from './support/fixtures';
import { keepScreenshot, logIn, uniqueEmail } from './support/members';

const ALWAYS = [
  ['About us', '/about-us'],
  ['Contact us', '/contactUs'],
  ['How to host', '/howtohost'],
  ['Help', '/help'],
  ['Travel often', '/travelOftenGolightly'],
  ['Travel credit', '/travel'],
  ['Safety', '/safety'],
  ['Terms of service', '/termsService'],
  ['Privacy policy', '/privacy'],
  ['Concierge', '/concierge'],
  ['Member perks', '/member-perks'],
  ['Explore more', '/exploreMore'],
  ['Become a member', '/become-a-member'],
] as const;

test(
  'a visitor sees the footer links of the spec, the public CMS pages and the regional guides',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, path] of ALWAYS)
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await expect(links.getByRole('link', { name: 'Our founders' })).toHaveAttribute('href', '/page/our-founders');
    await expect(links.getByRole('link', { name: 'GoSolo group trips' })).toBeVisible();
    // Private pages are for members; page 7 is never listed under new features; disabled pages never.
    await expect(links.getByRole('link', { name: 'Members’ city guides' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'What’s new at Golightly' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Winter escapes 2025' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Go host' })).toHaveCount(0);
    await expect(links.getByRole('link', { name: 'Diamond membership' })).toHaveCount(0);
    await expect(footer.getByRole('navigation', { name: 'Destinations' }).getByRole('link')).toHaveCount(7);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Golightly`);
    await keepScreenshot(page, testInfo, 'footer-visitor');
  },
);

test('a CMS page opens from the footer, and an unknown one is not found', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Community guidelines' }).click();
  await expect(page).toHaveURL(/\/page\/community-guidelines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community guidelines' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Keep payments on Golightly' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'cms-page');
  await page.goto('/page/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeVisible();
});

test('choosing French changes the footer, and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await footer.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr-FR');
  await expect(footer.getByRole('link', { name: 'Conditions d’utilisation' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveCount(0);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('fr-FR');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Conditions d’utilisation' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Langue', exact: true })).toHaveValue(
    'fr-FR',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test('choosing a currency keeps it in the currency cookie for a year, on the whole site', async ({ page, context }) => {
  await page.goto('/');
  const chooser = page.getByRole('contentinfo').getByRole('combobox', { name: 'Currency', exact: true });
  await expect(chooser).toHaveValue('USD');
  await expect(chooser.locator('option')).toHaveText([
    '$ USD',
    'A$ AUD',
    'CA$ CAD',
    'CHF',
    'Kč CZK',
    '€ EUR',
    '£ GBP',
    'MX$ MXN',
  ]);
  await chooser.selectOption('EUR');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'currency');
  expect(cookie).toMatchObject({ value: 'EUR', path: '/' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue(
    'EUR',
  );
});

test('a visitor signs up for the newsletter from the footer, after the rules of spec 000 §5', async ({
  page,
}, testInfo) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Your e-mail address');
  await email.fill('ada@example');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText("Invalid Email. Please make sure it's typed in correctly.")).toBeVisible();
  // The newsletter allows at most 50 characters: a short label keeps the unique address under it.
  await email.fill(uniqueEmail(testInfo, 'nl'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // Double opt-in (decision 0024): nothing is subscribed before she follows the e-mailed link.
  await expect(
    footer.getByRole('status').filter({
      hasText: 'Almost there! We have sent you an e-mail: follow its link to confirm your subscription.',
    }),
  ).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a Diamond member sees refer friends, go host, the Diamond link and the private pages', async ({
  page,
  isMobile,
}, testInfo) => {
  const dina = await createMember(testInfo, 'Dina', { diamond: true });
  await page.goto('/page/members-city-guides');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is for members. Please log in to read it.' }),
  ).toBeVisible();
  await logIn(page, isMobile, dina.email, dina.password);
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
  await expect(links.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/become-a-member');
  await expect(links.getByRole('link', { name: 'Become a member' })).toHaveCount(0);
  await expect(links.getByRole('link', { name: 'Go host' })).toHaveAttribute('href', '/go-host');
  await expect(links.getByRole('link', { name: 'Diamond membership' })).toHaveAttribute('href', '/diamond-member');
  await expect(links.getByRole('link', { name: 'Members’ city guides' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'footer-diamond');
  await links.getByRole('link', { name: 'Diamond travel credit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diamond travel credit' })).toBeVisible();
});
