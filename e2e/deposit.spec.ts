// A security deposit claimed and settled (issue 17 item 3, decision 0056) in a real browser against the stack of
// `npm start`, at 1440 and 375 px (@layout): a guest instant-books a demo home that asks for a deposit and pays with
// the offline provider's test card (the deposit held on the same card); the stay is completed as if check-out had
// passed (the test-only route, decision 0058); its host claims part of the deposit with a reason from her
// reservations; the admin finds the claim among those waiting, approves it on the reservation's page and the admin
// log records it; the guest's deposit receipt then shows the claimed and the refunded parts.
import { expect, test, type TestInfo } from '@playwright/test';
import { expectInAdminLog, signInToAdmin, SUPER_ADMIN, toasts } from './support/admins';
import {
  createGuest,
  findDemoStay,
  hostReservation,
  instantBookAndPay,
  noSidewaysScroll,
  ownBrowser,
} from './support/booking';
import { mailWithSubject } from './support/mail';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';
import { completeStay } from './support/stays';

// A booking, a payment, a claim in two browsers and the admin's approval on the shared two-core machine.
test.describe.configure({ timeout: 300_000 });

/** A demo home of a demo host taking instant bookings and asking for a deposit, free for 2 nights `daysAhead` days on. */
async function findStayWithDeposit(testInfo: TestInfo, daysAhead: number) {
  const stay = await findDemoStay(testInfo, {
    bookingType: 'instant',
    demoHost: true,
    daysAhead,
    accept: (candidate) => candidate.securityDeposit > 0,
  });
  return { ...stay, host: stay.host!, deposit: stay.securityDeposit };
}

/** Money as the member app writes it (web/src/currency/format-money.ts): no decimals for whole amounts. */
function money(amount: number, currency: string): string {
  const digits = Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

test('a host claims part of a deposit, the admin approves it, the guest reads what came back @layout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const guest = await createGuest(testInfo, 'Mira');
  // nights of its own for each viewport, apart from the other booking tests'
  const stay = await findStayWithDeposit(testInfo, isMobile ? 131 : 121);
  const claimCents = Math.max(100, Math.floor((stay.deposit * 100) / 3 / 100) * 100);
  const claim = claimCents / 100;
  const refund = (Math.round(stay.deposit * 100) - claimCents) / 100;
  await serveMapTiles(page);

  // She instant-books it and pays offline, as booking.spec.ts does: the deposit is held on the same card.
  await page.goto('/');
  await logIn(page, isMobile, guest.email, guest.password);
  const reservationId = await instantBookAndPay(page, stay);

  // Her deposit receipt: held, no claim, refund pending, the offline notice.
  await page.goto(`/users/securityfee/receipt/${reservationId}`);
  await expect(page.getByText(`Security deposit: ${money(stay.deposit, stay.currency)}`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('row', { name: /^Claim status/ })).toContainText('No claim');
  await expect(page.getByRole('row', { name: /^Refund status/ })).toContainText('Pending');
  await expect(page.getByText('Offline payment: no money moved.')).toBeVisible();

  // The stay ends.
  await completeStay(reservationId);

  // Her host claims part of it from her reservations, with a reason.
  const { host, row } = await hostReservation(browser, page, isMobile, {
    host: stay.host,
    title: stay.title,
    guestFirstName: guest.firstName,
    status: 'Completed',
  });
  await row.getByRole('link', { name: 'Claim the security deposit' }).click();
  await expect(host).toHaveURL(new RegExp(`/users/securityfee/receipt/${reservationId}$`));
  await host
    .getByLabel(`Amount you claim (${stay.currency}, at most ${money(stay.deposit, stay.currency)})`)
    .fill(claim.toFixed(2));
  await host.getByLabel('Why you claim it').fill('A ceramic lamp in the bedroom was broken.');
  await noSidewaysScroll(host);
  await keepScreenshot(host, testInfo, 'claim-form');
  await host.getByRole('button', { name: 'Send the claim' }).click();
  await expect(host.getByText('Your claim went to the Golightly team for review.')).toBeVisible();
  await expect(host.getByRole('row', { name: /^Claim status/ })).toContainText('Claimed');
  await expect(host.getByRole('button', { name: 'Send the claim' })).toHaveCount(0);
  await host.context().close();

  // The guest is told the team will review it.
  await mailWithSubject(guest.email, new RegExp(`made a claim on your security deposit`));

  // The admin finds it among the claims waiting and approves it on the reservation's page.
  const admin = await ownBrowser(browser, page);
  await signInToAdmin(admin, SUPER_ADMIN.email, SUPER_ADMIN.password, '/reservations/deposit-claims');
  const number = String(reservationId + 1000);
  const claimRow = admin
    .getByRole('row', { name: new RegExp(`^${number} `) })
    .filter({ hasText: 'A ceramic lamp in the bedroom was broken.' });
  await expect(claimRow).toBeVisible({ timeout: 20_000 });
  await claimRow.getByRole('link', { name: number }).click();
  const section = admin.getByRole('region', { name: 'Security deposit' });
  await expect(section).toContainText('A ceramic lamp in the bedroom was broken.');
  await section.getByRole('button', { name: 'Approve the claim' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve the claim' }).click();
  await expect(toasts(admin)).toContainText(`The claim on reservation ${number} is approved.`);
  await expect(section).toContainText('Completed');
  await expectInAdminLog(admin, { action: 'deposit_claim.approved', search: `reservation ${number}` });
  await admin.context().close();

  // Her receipt: the claimed and refunded parts, both statuses.
  await page.goto(`/users/securityfee/receipt/${reservationId}`);
  await expect(page.getByRole('row', { name: /^Claim status/ })).toContainText('Claimed', { timeout: 20_000 });
  await expect(page.getByRole('row', { name: /^Claimed by the host/ })).toContainText(money(claim, stay.currency));
  await expect(page.getByRole('row', { name: /^Refund status/ })).toContainText('Completed');
  await expect(page.getByRole('row', { name: /^Refunded to the guest/ })).toContainText(money(refund, stay.currency));
  await expect(page.getByRole('row', { name: /^Kept for the host/ })).toContainText(money(claim, stay.currency));
  await expect(page.getByText('The Golightly team approved the claim.')).toBeVisible();
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'deposit-receipt');
  await mailWithSubject(guest.email, /Your security deposit has been refunded/);
});
