// Cancelling a stay (issue 17 item 2, decision 0055) in a real browser against the stack of `npm start`, at 1440 and
// 375 px (@layout): a guest instant-books a demo home and pays with the offline provider's test card, opens the Cancel
// link of her trip, sees the listing's policy and the refund the server computes BEFORE confirming, confirms, and the
// trip then reads 'Cancelled by guest'; the host's cancellation e-mail arrives in the mail catcher.
import { expect, test } from '@playwright/test';
import { createGuest, findDemoStay, instantBookAndPay, noSidewaysScroll } from './support/booking';
import { mailWithSubject } from './support/mail';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';

// A booking, a payment, a cancellation and an e-mail on the shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 240_000 });

test('a guest cancels a confirmed stay, seeing the policy refund first; the host is e-mailed @layout', async ({
  page,
  isMobile,
}, testInfo) => {
  const guest = await createGuest(testInfo, 'Lena');
  // nights of its own for each viewport, well before any policy's deadline (the refund is the policy's best)
  const stay = await findDemoStay(testInfo, { bookingType: 'instant', daysAhead: isMobile ? 57 : 47 });
  const host = stay.host;
  await serveMapTiles(page);

  // Book it instantly and pay offline, as booking.spec.ts does.
  await page.goto('/');
  await logIn(page, isMobile, guest.email, guest.password);
  await instantBookAndPay(page, stay);

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
