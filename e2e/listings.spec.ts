// Listings (issue 14) in a real browser against the stack of `npm start`: a verified host creates a listing through
// every step of the host editor with two photos and submits it, the super admin approves it in the back office, the
// host receives the "is live" e-mail in the mail catcher, she plans her calendar against the real server (blocks two
// nights and opens one again, adds a seasonal price and a weekly discount), and the listing page shows it at 1440 px
// (its availability calendar with the night she blocked) and, without anything overflowing, at 375 px.
import { setVerification } from '@golightly/accounts/testing';
import { sampleJpeg } from '@golightly/file-store/testing';
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signInToAdmin, SUPER_ADMIN } from './support/admins';
import { createMember, uniqueLetters, withAccounts } from './support/fixtures';
import { mailWithSubject } from './support/mail';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';

// A whole journey through two browser contexts on the shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 240_000 });

/** The admin at her own computer: a browser context of her own, at the test's viewport. */
async function ownBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

async function fillTheBasics(page: Page) {
  const form = page.getByRole('form', { name: 'The basics' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  const kind = form.getByLabel('Kind of place', { exact: true });
  await expect.poll(() => kind.locator('option').count()).toBeGreaterThan(1);
  await kind.selectOption({ index: 1 });
  const houseType = form.getByLabel('Type of property', { exact: true });
  await expect.poll(() => houseType.locator('option').count()).toBeGreaterThan(1);
  await houseType.selectOption({ index: 1 });
  await form.getByLabel('Guests', { exact: true }).fill('2');
  await form.getByLabel('Bedrooms', { exact: true }).fill('1');
  await form.getByLabel('Beds', { exact: true }).fill('1');
  await form.getByLabel('Bathrooms', { exact: true }).fill('1');
  const beds = form.getByRole('group', { name: 'Beds by type' });
  await beds.getByRole('textbox').first().fill('1');
  const country = form.getByLabel('Country', { exact: true });
  await expect.poll(() => country.locator('option').count()).toBeGreaterThan(2);
  await country.selectOption('GB');
  await form.getByLabel('Street address', { exact: true }).fill('12 Ezra Street');
  await form.getByLabel('City', { exact: true }).fill('London');
  await form.getByLabel('State / Province', { exact: true }).fill('England');
  await form.getByLabel('Zip / Postal Code', { exact: true }).fill('E2 7RH');
  await form.getByLabel('Latitude', { exact: true }).fill('51.5296');
  await form.getByLabel('Longitude', { exact: true }).fill('-0.0707');
  // The map puts the pin at the place typed; a click on the map moves it and the fields follow, typing puts it back.
  const map = form.getByRole('group', { name: 'Map: click where your home is, or drag the pin there' });
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await map.locator('.leaflet-container').click({ position: { x: 300, y: 150 } });
  await expect(form.getByLabel('Longitude', { exact: true })).not.toHaveValue('-0.0707');
  await form.getByLabel('Latitude', { exact: true }).fill('51.5296');
  await form.getByLabel('Longitude', { exact: true }).fill('-0.0707');
  await form.getByLabel('Time zone', { exact: true }).selectOption('Europe/London');
  await form.getByRole('group', { name: 'Amenities and spaces' }).getByRole('checkbox').first().check();
  await saveAndContinue(page);
}

async function uploadPhoto(page: Page, name: string, bytes: Buffer, count: number) {
  await page.getByLabel('Add a photo').setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  const upload = page.getByRole('button', { name: 'Upload photo' });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByRole('list', { name: 'Your photos, in order' }).getByRole('listitem')).toHaveCount(count, {
    timeout: 20_000,
  });
}

/** The host goes through every page of the editor and submits; answers the listing's number. */
async function createListing(page: Page, title: string): Promise<number> {
  await page.goto('/become-a-host');
  await fillTheBasics(page);

  await expect(page).toHaveURL(/\/become-a-host\/\d+\/photos$/, { timeout: 20_000 });
  const listId = Number(/\/become-a-host\/(\d+)\//.exec(page.url())![1]);
  await uploadPhoto(page, 'living-room.jpg', await sampleJpeg(640, 480), 1);
  await uploadPhoto(page, 'bedroom.jpg', await sampleJpeg(480, 640), 2);
  await page.getByRole('link', { name: 'Continue to the title and description' }).click();

  const words = page.getByRole('form', { name: 'Title and description' });
  await expect(words).toBeVisible();
  await words.getByLabel('Title').fill(title);
  await words.getByLabel('Description').fill('A calm garden flat near the flower market, with a bright kitchen.');
  await words.getByLabel('The neighbourhood').fill('Quiet streets, the flower market on Sundays.');
  await saveAndContinue(page);

  const pricing = page.getByRole('form', { name: 'Pricing' });
  await expect(pricing).toBeVisible();
  await pricing.getByLabel('Currency').selectOption('USD');
  await pricing.getByLabel('Base price per night').fill('120');
  await saveAndContinue(page);

  const calendar = page.getByRole('form', { name: 'Calendar and booking' });
  await expect(calendar).toBeVisible();
  await calendar.getByLabel('Minimum nights').fill('2');
  await calendar.getByLabel('Maximum nights').fill('30');
  await saveAndContinue(page);

  const rules = page.getByRole('form', { name: 'House rules' });
  await expect(rules).toBeVisible();
  await rules.getByRole('checkbox').first().check();
  await saveAndContinue(page);

  const policy = page.getByRole('form', { name: 'Cancellation policy' });
  await expect(policy).toBeVisible();
  await policy.getByRole('radio', { name: 'Flexible' }).check();
  await saveAndContinue(page);

  const pledge = page.getByRole('form', { name: 'Guest pledge' });
  await expect(pledge).toBeVisible();
  await pledge.getByLabel('I agree to the guest pledge').check();
  await saveAndContinue(page);

  await expect(page).toHaveURL(new RegExp(`/become-a-host/${listId}/home$`));
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Your listing is awaiting approval.').first()).toBeVisible();
  return listId;
}

/** The listing's clock: `months` months after this one at the home (Europe/London), as YYYY-MM, and the date of its `day`. */
function monthAtHome(months: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + months;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return { month, day: (day: number) => `${month}-${String(day).padStart(2, '0')}` };
}

/** The day as the calendars name it in English: "June 10, 2027". */
const spokenDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

async function keepGridScreenshot(grid: Locator, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await grid.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * On the calendar page: she turns to next month, blocks the 10th and 11th, opens the 11th again, adds a summer price
 * for the first week of the month after (which the grid then shows) and a weekly discount. Answers the blocked night.
 */
async function planTheCalendar(page: Page, listId: number, testInfo: TestInfo): Promise<string> {
  await page.goto(`/become-a-host/${listId}/calendar`);
  const grid = page.getByRole('region', { name: 'Available and blocked nights' });
  const next = monthAtHome(1);
  const after = monthAtHome(2);
  const day = (date: string) => grid.locator(`[data-date="${date}"]`);
  await expect(grid.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(grid.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await grid.getByRole('button', { name: 'Next month' }).click();
  await expect(day(after.day(1))).toBeVisible();
  await expect(day(next.day(10))).toHaveAttribute('aria-label', /: available, \$120$/);

  await day(next.day(10)).click();
  await day(next.day(11)).click();
  await grid.getByRole('button', { name: 'Block the selected nights' }).click();
  await expect(day(next.day(10))).toHaveAttribute('aria-label', /: blocked/);
  await expect(day(next.day(11))).toHaveAttribute('aria-label', /: blocked/);

  await day(next.day(11)).click();
  await day(next.day(11)).click();
  await grid.getByRole('button', { name: 'Open the selected nights' }).click();
  await expect(day(next.day(11))).toHaveAttribute('aria-label', /: available/);
  await expect(day(next.day(10))).toHaveAttribute('aria-label', /: blocked/);

  const season = page.getByRole('form', { name: 'Add a seasonal price' });
  await season.getByLabel('Name', { exact: true }).fill('Summer');
  await season.getByLabel('First night', { exact: true }).fill(after.day(1));
  await season.getByLabel('Last night', { exact: true }).fill(after.day(7));
  await season.getByLabel('Price per night', { exact: true }).fill('150');
  await season.getByRole('button', { name: 'Save the season' }).click();
  await expect(page.getByRole('region', { name: 'Seasonal prices' }).getByRole('listitem')).toContainText(
    `Summer: ${after.day(1)} to ${after.day(7)}`,
  );
  await expect(day(after.day(3))).toHaveAttribute('aria-label', /: available, \$150$/);

  const discounts = page.getByRole('form', { name: 'Discount rules' });
  await discounts.getByLabel(/^Weekly discount/).fill('10');
  const saved = page.waitForResponse((response) => /saveListingDiscounts/.test(response.request().postData() ?? ''));
  await discounts.getByRole('button', { name: 'Save discounts' }).click();
  expect(await (await saved).json()).toMatchObject({ data: { saveListingDiscounts: { status: 'success' } } });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Discount rules' }).getByLabel(/^Weekly discount/)).toHaveValue('10');

  // On a phone the grid, its prices and the forms fit the width.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(day(next.day(10))).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await keepGridScreenshot(grid, testInfo, 'calendar-grid-375');
  await page.setViewportSize(desk);
  await keepGridScreenshot(grid, testInfo, 'calendar-grid-1440');
  return next.day(10);
}

test('a verified host lists a home with two photos, the admin approves it and the listing page shows it', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const title = `Garden flat ${uniqueLetters()}`;
  const host = await createMember(testInfo, 'Hanna', { gender: 'female' });
  await withAccounts((db) => setVerification(db, host.id, { idVerified: true }));
  await serveMapTiles(page);

  await page.goto('/');
  await logIn(page, isMobile, host.email, host.password);
  const listId = await createListing(page, title);

  // The super admin approves it in the back office.
  const admin = await ownBrowser(browser, page);
  await signInToAdmin(admin, SUPER_ADMIN.email, SUPER_ADMIN.password, '/listingapproval');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: `Approve ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve ${title}?` });
  await dialog.getByRole('button', { name: 'Approve listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
  await admin.context().close();

  // She hears it is live.
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mail = await mailWithSubject(host.email, new RegExp(`${escaped} is live`));
  expect(mail.subject).toContain(title);

  const blocked = await planTheCalendar(page, listId, testInfo);

  // The listing page, by number, moves to its address with the title in it.
  await page.goto(`/rooms/${listId}`);
  await expect(page).toHaveURL(new RegExp(`/rooms/[\\w-]+-${listId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${title}` });
  await expect(gallery).toBeVisible();
  // Both photos, the first one shown and really loaded from the file store.
  await expect(gallery.getByRole('button', { name: /^Show photo \d/ })).toHaveCount(2);
  const shown = gallery.getByRole('img').first();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  for (const region of ['Amenities and spaces', 'House rules', 'Availability', 'Your host']) {
    await expect(page.getByRole('region', { name: region })).toBeVisible();
  }
  // The night she blocked is closed on the page's calendar (she sees it as hers), the one she opened again is not.
  const availability = page.getByRole('region', { name: 'Availability' });
  await expect(availability.getByText(`${spokenDate(blocked)}: Blocked by you`)).toBeAttached();
  await expect(availability.getByText(`${spokenDate(blocked.replace(/10$/, '11'))}: Available`)).toBeAttached();
  await keepScreenshot(page, testInfo, 'listing-1440');

  // At a phone's width nothing overflows sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your host' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'listing-375');
});

test('a member whose ID is not verified is told so, with the way to verify it, before any form', async ({
  page,
  isMobile,
}, testInfo) => {
  const member = await createMember(testInfo, 'Ines', { gender: 'female' });
  await page.goto('/');
  await logIn(page, isMobile, member.email, member.password);
  await page.goto('/become-a-host');
  const refusal = page.getByRole('alert').filter({ hasText: 'ID verification' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal.getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', '/id-verification');
  await expect(page.getByRole('form', { name: 'The basics' })).toHaveCount(0);
});
