// A security deposit claimed and settled (issue 17 item 3, decision 0056) in a real browser against the stack of
// `npm start`, at 1440 and 375 px (@layout): a guest instant-books a demo home that asks for a deposit and pays with
// the offline provider's test card (the deposit held on the same card); the stay is completed as if check-out had
// passed (the test-only route, decision 0058); its host claims part of the deposit with a reason from her
// reservations; the admin finds the claim among those waiting, approves it on the reservation's page and the admin
// log records it; the guest's deposit receipt then shows the claimed and the refunded parts.
import { setVerification } from '@golightly/accounts/testing';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectInAdminLog, signInToAdmin, SUPER_ADMIN, toasts } from './support/admins';
import { createMember, graphql, uniqueLetters, withAccounts } from './support/fixtures';
import { mailWithSubject } from './support/mail';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';
import { completeStay } from './support/stays';

// A booking, a payment, a claim in two browsers and the admin's approval on the shared two-core machine.
test.describe.configure({ timeout: 300_000 });

const DEMO_LISTINGS = Array.from({ length: 200 }, (_, index) => 101 + index);
const DEMO_HOSTS = Object.values(DEMO_MEMBERS);

const LISTING = `query ($id: Int!) { listing(id: $id) { id title userId bookingType } }`;
const QUOTE = `mutation ($listId: Int!, $startDate: String!, $endDate: String!) {
  quoteStay(listId: $listId, startDate: $startDate, endDate: $endDate,
    guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) {
    errorMessage
    securityDeposit
    currency
  }
}`;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A demo home taking instant bookings and asking for a deposit, free for 2 nights `daysAhead` days from now. */
async function findStayWithDeposit(testInfo: TestInfo, daysAhead: number) {
  const checkIn = dayFromToday(daysAhead);
  const checkOut = dayFromToday(daysAhead + 2);
  for (const id of DEMO_LISTINGS) {
    const { listing } = await graphql<{
      listing: { id: number; title: string; userId: string; bookingType: string } | null;
    }>(testInfo, LISTING, { id });
    if (!listing || listing.bookingType !== 'instant') continue;
    const host = DEMO_HOSTS.find((member) => member.id === listing.userId);
    if (!host) continue;
    const { quoteStay } = await graphql<{
      quoteStay: { errorMessage: string | null; securityDeposit: number; currency: string };
    }>(testInfo, QUOTE, { listId: id, startDate: checkIn, endDate: checkOut });
    if (quoteStay.errorMessage || quoteStay.securityDeposit <= 0) continue;
    return {
      listId: id,
      title: listing.title,
      host,
      checkIn,
      checkOut,
      deposit: quoteStay.securityDeposit,
      currency: quoteStay.currency,
    };
  }
  throw new Error(`no instant demo listing with a deposit is free from ${checkIn} to ${checkOut}`);
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

async function ownBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a host claims part of a deposit, the admin approves it, the guest reads what came back @layout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const guest = await createMember(testInfo, `Mira${uniqueLetters(5).toLowerCase()}`, { gender: 'female' });
  await withAccounts((db) => setVerification(db, guest.id, { idVerified: true }));
  // nights of its own for each viewport, apart from the other booking tests'
  const stay = await findStayWithDeposit(testInfo, isMobile ? 131 : 121);
  const claimCents = Math.max(100, Math.floor((stay.deposit * 100) / 3 / 100) * 100);
  const claim = claimCents / 100;
  const refund = (Math.round(stay.deposit * 100) - claimCents) / 100;
  await serveMapTiles(page);

  // She instant-books it and pays offline, as booking.spec.ts does: the deposit is held on the same card.
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
  const reservationId = Number(/\/payment\/(\d+)$/.exec(page.url())![1]);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment received. Your stay is confirmed.')).toBeVisible({ timeout: 20_000 });

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
  const host = await ownBrowser(browser, page);
  await host.goto('/');
  await logIn(host, isMobile, stay.host.email, DEMO_PASSWORD);
  await host.goto('/reservation/upcoming');
  const row = host
    .getByRole('article', { name: stay.title })
    .filter({ hasText: `Guest: ${guest.firstName}` })
    .filter({ hasText: 'Completed' });
  await expect(row).toBeVisible({ timeout: 20_000 });
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
