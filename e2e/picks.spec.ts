// Picks (issue 15 item 5, decision 0045) in a real browser against the stack of `npm start`: the super admin adds a
// demo listing to Top picks by its number on /siteadmin/topPicks and moves it to the top; a signed-in member then
// finds it as the first card of Top picks on her home page, under the search bar, at 1440 px and at 375 px (the row
// scrolling sideways, nothing else overflowing), and the card leads to the listing's page.
import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin, SUPER_ADMIN, toasts } from './support/admins';
import { createMember } from './support/fixtures';
import { keepScreenshot, logIn } from './support/members';

// Two browser contexts on the shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

/** A live demo listing (decision 0038: numbers 101 to 300) that the demo seed does not put in Top picks. */
const PICKED = 150;

const picksTable = (page: Page) => page.getByRole('table', { name: 'Top picks' });
const pickedRow = (page: Page) =>
  picksTable(page)
    .getByRole('row')
    .filter({ hasText: String(PICKED) });

test('an admin puts a demo home first in Top picks, and a member sees it first on her home page', async ({
  page,
  browser,
}, testInfo) => {
  const member = await createMember(testInfo, 'Paloma');

  const adminContext = await browser.newContext({ viewport: page.viewportSize() });
  const admin = await adminContext.newPage();
  await signInToAdmin(admin, SUPER_ADMIN.email, SUPER_ADMIN.password, '/topPicks');
  await expect(admin.getByRole('heading', { level: 1, name: 'Top picks' })).toBeVisible();
  await expect(picksTable(admin).getByRole('row')).not.toHaveCount(1);
  await admin.getByLabel('Listing number').fill(String(PICKED));
  await admin.getByRole('button', { name: 'Add to the list' }).click();
  await expect(toasts(admin)).toContainText('is in the list now');
  await expect(pickedRow(admin)).toBeVisible();
  const title = (await pickedRow(admin).getByRole('rowheader').textContent())!.trim();

  // One place up at a time until it heads the list (its Move up button goes once it is first).
  const moveUp = pickedRow(admin).getByRole('button', { name: `Move up ${title}` });
  while (await moveUp.isVisible()) {
    const before = await pickedRow(admin).getByRole('cell').first().textContent();
    await moveUp.click();
    await expect(pickedRow(admin).getByRole('cell').first()).not.toHaveText(before!);
  }
  await expect(picksTable(admin).getByRole('row').nth(1)).toContainText(title);
  await keepScreenshot(admin, testInfo, 'top-picks-admin');
  await adminContext.close();

  await page.goto('/');
  await logIn(page, false, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible({ timeout: 20_000 });
  const topPicks = page.getByRole('region', { name: 'Top picks' });
  const firstCard = topPicks.getByRole('listitem').first();
  await expect(firstCard.getByRole('heading')).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Become a member' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'home-picks-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(topPicks.getByRole('listitem').first().getByRole('heading')).toHaveText(title);
  // The row starts at the screen's left edge: the first card is whole once she scrolls down to it.
  const firstLink = topPicks.getByRole('listitem').first().getByRole('link', { name: title });
  await firstLink.scrollIntoViewIfNeeded();
  await expect(firstLink).toBeInViewport();
  const card = await topPicks.getByRole('listitem').first().boundingBox();
  expect(card!.x).toBeGreaterThanOrEqual(0);
  expect(card!.x + card!.width).toBeLessThanOrEqual(375);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'home-picks-375');

  await topPicks.getByRole('listitem').first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/rooms/[^/]*-${PICKED}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
