// Wish lists (issue 15 item 4, decision 0043) in a real browser against the stack of `npm start` and its demo homes:
// a visitor who taps a live home's heart is sent to sign in and comes back to the home; there she taps the heart,
// creates a new list in the dialog (the home goes in it, 'Success!'), finds the home on /wishlists/{id} and takes it
// out again; at 1440 px and at 375 px, nothing overflowing. Then a member saves a home from a search result card.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createMember, graphql, uniqueLetters } from './support/fixtures';
import { keepScreenshot, logIn } from './support/members';

// Several pages and a sign-in on the shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

/** A live demo home (decision 0038: numbers 101 to 300). */
const DEMO_HOME = 120;

async function demoHome(testInfo: TestInfo): Promise<{ id: number; title: string; slug: string }> {
  const { UserListing } = await graphql<{ UserListing: { id: number; title: string; slug: string } | null }>(
    testInfo,
    'query Home($id: Int!) { UserListing(listId: $id) { id title slug } }',
    { id: DEMO_HOME },
  );
  if (!UserListing) throw new Error(`demo home ${DEMO_HOME} is not there`);
  return UserListing;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const wishListDialog = (page: Page) => page.getByRole('dialog', { name: 'Save to a wish list' });

async function expectNothingOverflows(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** In the open dialog: a new list of this name, which then holds the home. */
async function createListInDialog(page: Page, name: string) {
  const dialog = wishListDialog(page);
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name of a new wish list').fill(name);
  await create.click();
  await expect(toasts(page)).toContainText('Success!');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
}

test('a visitor is sent to sign in by the heart; then she saves a home in a new list, finds it there and takes it out @layout', async ({
  page,
}, testInfo) => {
  const home = await demoHome(testInfo);
  const member = await createMember(testInfo, 'Wanderer');
  const listName = `Someday ${uniqueLetters()}`;
  const homePath = `/rooms/${encodeURIComponent(`${home.slug}-${home.id}`)}`;

  await page.goto(homePath);
  await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save to a wish list' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('refer') === homePath);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === homePath);

  const heart = page.getByRole('button', { name: 'Save to a wish list' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await createListInDialog(page, listName);
  await keepScreenshot(page, testInfo, 'wish-list-dialog');
  await expectNothingOverflows(page);
  await wishListDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(wishListDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Saved in your wish lists' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlists');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wish lists' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('1 home · Private')).toBeVisible();
  await page.getByRole('link', { name: listName, exact: true }).click();
  await expect(page).toHaveURL(/\/wishlists\/[0-9a-f-]{36}$/);
  const saved = page.getByRole('link', { name: home.title });
  await expect(saved).toHaveAttribute('href', homePath);
  await keepScreenshot(page, testInfo, 'wish-list-group');
  await expectNothingOverflows(page);

  await page.getByRole('button', { name: `Remove ${home.title} from this list` }).click();
  await expect(toasts(page)).toContainText('Success!');
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No homes in this list yet. Tap the heart on a home to save it here.')).toBeVisible();
});

test('a member saves a home from a search result card', async ({ page, isMobile }, testInfo) => {
  const member = await createMember(testInfo, 'Seeker');
  const listName = `Maybe ${uniqueLetters()}`;
  await page.goto('/');
  await logIn(page, isMobile, member.email, member.password);

  await page.goto('/s');
  const card = page.getByRole('list', { name: 'Homes found' }).getByRole('listitem').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Save to a wish list' }).click();
  await createListInDialog(page, listName);
  await wishListDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(card.getByRole('button', { name: 'Saved in your wish lists' })).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshot(page, testInfo, 'search-card-saved');

  await page.goto('/wishlists');
  await page.getByRole('link', { name: listName, exact: true }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 20_000 });
});
