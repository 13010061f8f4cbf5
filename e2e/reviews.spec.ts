// Reviews of a stay (issue 17 item 4, decision 0057) in a real browser against the stack of `npm start`, at 1440 and
// 375 px (@layout): a guest instant-books a demo home and pays offline; the stay is completed as if check-out had
// passed (the test-only route, decision 0058); the guest reviews the home from her trips and her host reviews her
// from her reservations; the listing page shows the rating and the review. An admin with Manage Admin Reviews writes
// a review of the listing, and one with Manage User Reviews hides the guest's: the listing's rating follows each.
import { expect, test, type Page } from '@playwright/test';
import { subAdminPage, toasts } from './support/admins';
import { createGuest, findDemoStay, hostReservation, instantBookAndPay, noSidewaysScroll } from './support/booking';
import { uniqueLetters } from './support/fixtures';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';
import { completeStay } from './support/stays';

// A booking, three browsers and ratings that arrive by event, on the shared two-core machine.
test.describe.configure({ timeout: 300_000 });

const MANAGE_USER_REVIEWS = 18;
const MANAGE_ADMIN_REVIEWS = 19;

/** The listing page's rating line once the rating (which travels by event) says `summary`; read again until then. */
async function expectRating(page: Page, listId: number, summary: string) {
  const reviews = page.getByRole('region', { name: 'Reviews' });
  let attempt = 0;
  await expect(async () => {
    await page.goto(`/rooms/${listId}`);
    attempt += 1;
    await expect(reviews.getByText(summary)).toBeVisible({ timeout: attempt === 1 ? 20_000 : 5_000 });
  }).toPass({ timeout: 60_000 });
  return reviews;
}

test('a guest and her host review a finished stay, admins write and hide reviews, the rating follows @layout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const guest = await createGuest(testInfo, 'Lena');
  // A demo host's home with no review yet; the phone's run looks from the other end, so the two runs rate different homes.
  const found = await findDemoStay(testInfo, {
    bookingType: 'instant',
    demoHost: true,
    daysAhead: isMobile ? 181 : 171,
    fromTheEnd: isMobile,
    accept: (candidate) => candidate.reviewsCount === 0,
  });
  const stay = { ...found, host: found.host! };
  const words = `Bright rooms and a calm street ${uniqueLetters(6)}.`;
  const clubWords = `We stayed here ourselves: lovely ${uniqueLetters(6)}.`;
  await serveMapTiles(page);

  // She instant-books it and pays offline, as booking.spec.ts does.
  await page.goto('/');
  await logIn(page, isMobile, guest.email, guest.password);
  const reservationId = await instantBookAndPay(page, stay);

  // Before check-out she is told to wait.
  await page.goto(`/review/write/${reservationId}`);
  await expect(page.getByRole('alert')).toHaveText(
    'You can write a review once the stay has ended (after check-out).',
    { timeout: 20_000 },
  );

  // The stay ends; she reviews the home from her trips.
  await completeStay(reservationId);
  await page.goto('/trips/upcoming');
  const trip = page.getByRole('article', { name: stay.title }).filter({ hasText: 'Completed' });
  await expect(trip).toBeVisible({ timeout: 20_000 });
  await trip.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/write/${reservationId}$`));
  await expect(page.getByRole('heading', { name: `How was your stay at ${stay.title}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await page.getByLabel('Your review').fill(words);
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'write-review');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await page.goto(`/review/write/${reservationId}`);
  await expect(page.getByRole('alert')).toHaveText('You have already reviewed this stay.');

  // Her host reviews her from her reservations.
  const { host, row } = await hostReservation(browser, page, isMobile, {
    host: stay.host,
    title: stay.title,
    guestFirstName: guest.firstName,
    status: 'Completed',
  });
  await row.getByRole('link', { name: 'Write a review' }).click();
  await expect(host.getByRole('heading', { name: `How was your guest’s stay at ${stay.title}?` })).toBeVisible();
  await host.locator('label', { has: host.getByRole('radio', { name: '5 stars' }) }).click();
  await host.getByLabel('Your review').fill('A tidy, thoughtful guest.');
  await host.getByRole('button', { name: 'Publish review' }).click();
  await expect(host.getByText('Thank you! Your review is published.')).toBeVisible();
  await host.context().close();

  // Her page shows the review about her and the one she wrote.
  await page.goto('/user/reviews');
  await expect(page.getByText('A tidy, thoughtful guest.')).toBeVisible({ timeout: 20_000 });
  await page.goto('/user/reviews?tab=by-you');
  await expect(page.getByText(words)).toBeVisible();

  // The listing page shows the rating (the host's review is about the guest, not the home) and her words.
  const reviews = await expectRating(page, stay.listId, '4 out of 5 · 1 review');
  await expect(reviews.getByText(words)).toBeVisible();
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'listing-reviews');

  // Manage Admin Reviews writes a review of the listing.
  const writer = await subAdminPage(page, testInfo, 'writer', [MANAGE_ADMIN_REVIEWS], '/write-reviews');
  await writer.goto('/siteadmin/write-reviews');
  await expect(writer.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible({ timeout: 20_000 });
  await writer.getByLabel('Listing number').fill(String(stay.listId));
  await writer.getByLabel('Signed as').fill('Go Lightly team');
  await writer.getByLabel('Rating', { exact: true }).selectOption('5');
  await writer.getByLabel('Review', { exact: true }).fill(clubWords);
  await keepScreenshot(writer, testInfo, 'admin-write-review');
  await writer.getByRole('button', { name: 'Write a review' }).click();
  await expect(toasts(writer)).toContainText(/Review \d+ is published\./);
  await expect(writer).toHaveURL(/\/siteadmin\/reviews$/);
  await expect(writer.getByRole('row').filter({ hasText: clubWords })).toBeVisible();
  await writer.context().close();
  await expectRating(page, stay.listId, '4.5 out of 5 · 2 reviews');

  // Manage User Reviews hides the guest's review.
  const moderator = await subAdminPage(page, testInfo, 'mod', [MANAGE_USER_REVIEWS], '/user-reviews');
  await moderator.goto('/siteadmin/user-reviews');
  const review = moderator.getByRole('row').filter({ hasText: words });
  await expect(review).toBeVisible({ timeout: 20_000 });
  await review.getByRole('button', { name: /^Hide review \d+$/ }).click();
  await expect(toasts(moderator)).toContainText(/Review \d+ is hidden from members\./);
  await expect(review).toContainText('Hidden');
  await keepScreenshot(moderator, testInfo, 'admin-user-reviews');
  await moderator.context().close();

  const after = await expectRating(page, stay.listId, '5 out of 5 · 1 review');
  await expect(after.getByText(words)).toHaveCount(0);
  await expect(after.getByText(clubWords)).toBeVisible();
});
