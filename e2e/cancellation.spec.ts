// Cancelling a stay (issue 17 item 2, decision 0055) in a real browser against the stack of `npm start`, at 1440 and
// 375 px (@layout): a guest instant-books a demo home and pays with the offline provider's test card, opens the Cancel
// link of her trip, sees the listing's policy and the refund the server computes BEFORE confirming, confirms, and the
// trip then reads 'Cancelled by guest'; the host's cancellation e-mail arrives in the mail catcher.
import { setVerification } from '@golightly/accounts/testing';
import { DEMO_MEMBERS } from '@golightly/config';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createMember, graphql, uniqueLetters, withAccounts } from './support/fixtures';
import { mailWithSubject } from './support/mail';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';

// A booking, a payment, a cancellation and an e-mail on the shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 240_000 });

const DEMO_LISTINGS = Array.from({ length: 200 }, (_, index) => 101 + index);
const DEMO_HOSTS = Object.values(DEMO_MEMBERS);

const LISTING = `query ($id: Int!) { listing(id: $id) { id title userId bookingType } }`;
const QUOTE = `mutation ($listId: Int!, $startDate: String!, $endDate: String!) {
  quoteStay(listId: $listId, startDate: $startDate, endDate: $endDate,
    guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) {
    errorMessage
  }
}`;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A demo listing taking instant bookings whose 2 nights `daysAhead` days from now the server prices for one guest. */
async function findInstantStay(testInfo: TestInfo, daysAhead: number) {
  const checkIn = dayFromToday(daysAhead);
  const checkOut = dayFromToday(daysAhead + 2);
  for (const id of DEMO_LISTINGS) {
    const { listing } = await graphql<{
      listing: { id: number; title: string; userId: string; bookingType: string } | null;
    }>(testInfo, LISTING, { id });
    if (!listing || listing.bookingType !== 'instant') continue;
    const { quoteStay } = await graphql<{ quoteStay: { errorMessage: string | null } }>(testInfo, QUOTE, {
      listId: id,
      startDate: checkIn,
      endDate: checkOut,
    });
    if (!quoteStay.errorMessage) return { listId: id, title: listing.title, hostId: listing.userId, checkIn, checkOut };
  }
  throw new Error(`no instant demo listing is free from ${checkIn} to ${checkOut}`);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a guest cancels a confirmed stay, seeing the policy refund first; the host is e-mailed @layout', async ({
  page,
  isMobile,
}, testInfo) => {
  const guest = await createMember(testInfo, `Lena${uniqueLetters(5).toLowerCase()}`, { gender: 'female' });
  await withAccounts((db) => setVerification(db, guest.id, { idVerified: true }));
  // nights of its own for each viewport, well before any policy's deadline (the refund is the policy's best)
  const stay = await findInstantStay(testInfo, isMobile ? 57 : 47);
  const host = DEMO_HOSTS.find((member) => member.id === stay.hostId);
  await serveMapTiles(page);

  // Book it instantly and pay offline, as booking.spec.ts does.
  await page.goto('/');
  await logIn(page, isMobile, guest.email, guest.password);
  await page.goto(`/rooms/${stay.listId}`);
  await expect(page.getByRole('heading', { level: 1, name: stay.title })).toBeVisible({ timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Book your stay' });
  await panel.getByLabel('Check-in').fill(stay.checkIn);
  await panel.getByLabel('Check-out').fill(stay.checkOut);
  await panel.getByLabel('No, thank you').check();
  await expect(panel.locator('ul[aria-busy="false"]')).toBeVisible();
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${stay.listId}\\?quote=`));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment received. Your stay is confirmed.')).toBeVisible({ timeout: 20_000 });

  // Her trip has a Cancel link; the page shows the policy and the server's refund before anything is cancelled.
  await page.goto('/trips/upcoming');
  const trip = page.getByRole('article', { name: stay.title });
  await expect(trip).toContainText('Booking Confirmed', { timeout: 20_000 });
  await trip.getByRole('link', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/cancel\/\d+\/guest$/);
  const terms = page.getByRole('article', { name: stay.title });
  await expect(terms).toContainText(`Your stay at ${stay.title} is starting on`);
  await expect(terms).toContainText(/Cancellation policy: (Flexible|Moderate|Strict|Super Strict 30 Days)/);
  await expect(terms.getByText('Refunded to the guest')).toBeVisible();
  const refund = terms.getByTestId('cancel-refund');
  await expect(refund).toHaveText(/\d/);
  const shownRefund = await refund.textContent();
  await expect(terms.getByRole('button', { name: 'Cancel the stay' })).toBeVisible();
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'cancel-terms');

  await terms.getByLabel('A message to the other side (optional)').fill('My plans changed, I am sorry.');
  await terms.getByRole('button', { name: 'Cancel the stay' }).click();
  await expect(terms.getByTestId('cancel-outcome')).toHaveText(
    `The stay is cancelled: Cancelled by guest. ${shownRefund} will be refunded.`,
  );
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'cancelled');

  // The trip now reads cancelled.
  await page.goto('/trips/previous');
  await expect(page.getByRole('article', { name: stay.title })).toContainText('Cancelled by guest', {
    timeout: 20_000,
  });

  // The host's e-mail (the demo hosts are seeded into accounts; notifications knows them too: decision 0051).
  if (host) await mailWithSubject(host.email, new RegExp(`${guest.firstName} cancelled her reservation at`));
});
