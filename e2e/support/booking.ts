// What the booking browser tests share: a guest who may book, a demo home with nights of the test's own, the listing
// panel's choice of dates, an instant booking paid with the offline provider's test card, and a browser of one's own.
import { setVerification } from '@golightly/accounts/testing';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { createMember, graphql, uniqueLetters, withAccounts } from './fixtures';
import { keepScreenshot, logIn } from './members';

/** The demo listings (decision 0038): numbers 101 to 300, of the demo hosts. */
export const DEMO_LISTINGS = Array.from({ length: 200 }, (_, index) => 101 + index);
export const DEMO_HOSTS = Object.values(DEMO_MEMBERS);
export type DemoHost = (typeof DEMO_HOSTS)[number];

export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A woman member (`firstName` and a few letters) with her ID verified and her profile complete: one who may book. */
export async function createGuest(testInfo: TestInfo, firstName: string) {
  const guest = await createMember(testInfo, `${firstName}${uniqueLetters(5).toLowerCase()}`, { gender: 'female' });
  await withAccounts((db) => setVerification(db, guest.id, { idVerified: true }));
  return guest;
}

export interface DemoStay {
  listId: number;
  title: string;
  city: string;
  hostId: string;
  /** Her host when a demo member (the demo hosts sign in with DEMO_PASSWORD); undefined otherwise. */
  host: DemoHost | undefined;
  reviewsCount: number;
  checkIn: string;
  checkOut: string;
  /** The quote's deposit and currency for those nights. */
  securityDeposit: number;
  currency: string;
}

const LISTING = `query ($id: Int!) { listing(id: $id) { id title city userId bookingType reviewsCount } }`;
const QUOTE = `mutation ($listId: Int!, $startDate: String!, $endDate: String!, $women: Int!) {
  quoteStay(listId: $listId, startDate: $startDate, endDate: $endDate,
    guests: { women: $women, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) {
    errorMessage
    securityDeposit
    currency
  }
}`;

/**
 * A demo home of the kind asked for whose `nights` nights `daysAhead` days from now the server prices for `women`
 * guests: each test and viewport asks for nights of its own, so two runs side by side never want the same ones.
 */
export async function findDemoStay(
  testInfo: TestInfo,
  want: {
    daysAhead: number;
    nights?: number;
    women?: number;
    bookingType?: 'request' | 'instant';
    hostId?: string;
    /** Only homes of the demo hosts, who can sign in. */
    demoHost?: boolean;
    /** Look from the last demo home down. */
    fromTheEnd?: boolean;
    /** Anything else the home must be (a deposit, no review yet). */
    accept?: (stay: DemoStay) => boolean;
  },
): Promise<DemoStay> {
  const checkIn = dayFromToday(want.daysAhead);
  const checkOut = dayFromToday(want.daysAhead + (want.nights ?? 2));
  for (const id of want.fromTheEnd ? [...DEMO_LISTINGS].reverse() : DEMO_LISTINGS) {
    const { listing } = await graphql<{
      listing: {
        id: number;
        title: string;
        city: string;
        userId: string;
        bookingType: string;
        reviewsCount: number;
      } | null;
    }>(testInfo, LISTING, { id });
    if (!listing) continue;
    if (want.bookingType && listing.bookingType !== want.bookingType) continue;
    if (want.hostId && listing.userId !== want.hostId) continue;
    const host = DEMO_HOSTS.find((member) => member.id === listing.userId);
    if (want.demoHost && !host) continue;
    const { quoteStay } = await graphql<{
      quoteStay: { errorMessage: string | null; securityDeposit: number; currency: string };
    }>(testInfo, QUOTE, { listId: id, startDate: checkIn, endDate: checkOut, women: want.women ?? 1 });
    if (quoteStay.errorMessage) continue;
    const stay: DemoStay = {
      listId: id,
      title: listing.title,
      city: listing.city,
      hostId: listing.userId,
      host,
      reviewsCount: listing.reviewsCount,
      checkIn,
      checkOut,
      securityDeposit: quoteStay.securityDeposit,
      currency: quoteStay.currency,
    };
    if (!want.accept || want.accept(stay)) return stay;
  }
  throw new Error(`no demo listing as asked (${JSON.stringify(want)}) is free from ${checkIn} to ${checkOut}`);
}

/** On the listing page: the dates, no Booking Protection, then the panel's button to /book. */
export async function chooseStay(page: Page, stay: DemoStay, button: 'Request to book' | 'Book') {
  await page.goto(`/rooms/${stay.listId}`);
  await expect(page.getByRole('heading', { level: 1, name: stay.title })).toBeVisible({ timeout: 20_000 });
  const panel = page.getByRole('region', { name: 'Book your stay' });
  await panel.getByLabel('Check-in').fill(stay.checkIn);
  await panel.getByLabel('Check-out').fill(stay.checkOut);
  await panel.getByLabel('No, thank you').check();
  await expect(panel.getByText('Total')).toBeVisible();
  // The quote the button books is the one priced after the choice, not the one before it.
  await expect(panel.locator('ul[aria-busy="false"]')).toBeVisible();
  const go = panel.getByRole('button', { name: button, exact: true });
  await expect(go).toBeEnabled();
  await go.click();
  await expect(page).toHaveURL(new RegExp(`/book/${stay.listId}\\?quote=`));
}

/** On /payment: the offline notice, the test card, Pay (kept as a screenshot when `testInfo` is given); the reservation's id. */
export async function payOffline(page: Page, testInfo?: TestInfo): Promise<number> {
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const reservationId = Number(/\/payment\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('note')).toHaveText('Offline payment: no money moved.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  if (testInfo) await keepScreenshot(page, testInfo, 'payment');
  await page.getByRole('button', { name: /^Pay / }).click();
  return reservationId;
}

/** The signed-in guest instant-books the stay and pays offline until it is confirmed; the reservation's id. */
export async function instantBookAndPay(page: Page, stay: DemoStay, testInfo?: TestInfo): Promise<number> {
  await chooseStay(page, stay, 'Book');
  await expect(page.getByText('Pay now and your stay is confirmed at once.')).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const reservationId = await payOffline(page, testInfo);
  await expect(page.getByText('Payment received. Your stay is confirmed.')).toBeVisible({ timeout: 20_000 });
  return reservationId;
}

/** A new browser of its own (no shared session) at the same viewport as `page`. */
export async function ownBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

/**
 * A demo host signs in in a browser of her own and opens her reservations, where `guestFirstName`'s stay at the home
 * shows in `status`: her page and that reservation's row.
 */
export async function hostReservation(
  browser: Browser,
  page: Page,
  isMobile: boolean,
  want: { host: { email: string }; title: string; guestFirstName: string; status: string },
): Promise<{ host: Page; row: Locator }> {
  const host = await ownBrowser(browser, page);
  await host.goto('/');
  await logIn(host, isMobile, want.host.email, DEMO_PASSWORD);
  await host.goto('/reservation/upcoming');
  const row = host
    .getByRole('article', { name: want.title })
    .filter({ hasText: `Guest: ${want.guestFirstName}` })
    .filter({ hasText: want.status });
  await expect(row).toBeVisible({ timeout: 20_000 });
  return { host, row };
}

export const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
