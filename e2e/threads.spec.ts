// Reservation threads (issue 17 items 1 and 6, decision 0054) in a real browser against the stack of `npm start`, at
// 1440 and 375 px (@layout): a guest contacts a demo host from the listing page (dates, guests, message), the host
// answers from her inbox, the guest sends a phone number and is warned under her message (it is delivered all the
// same), and an admin holding only View User Messages (privilege 23) finds the thread flagged on /siteadmin/messages
// and reads it, which the admin log records.
import { insertAdmin, insertAdminRole, setVerification } from '@golightly/accounts/testing';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signInToAdmin } from './support/admins';
import { createMember, graphql, uniqueLetters, withAccounts } from './support/fixtures';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';

// Three browsers and a stack on the shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const DEMO_LISTINGS = Array.from({ length: 200 }, (_, index) => 101 + index);
const DEMO_HOSTS = Object.values(DEMO_MEMBERS);
const VIEW_USER_MESSAGES = 23;
const WARNING = 'Your message was sent, but it looks like it shares contact details';

const LISTING = `query ($id: Int!) { listing(id: $id) { id title userId } }`;
const QUOTE = `mutation ($listId: Int!, $startDate: String!, $endDate: String!) {
  quoteStay(listId: $listId, startDate: $startDate, endDate: $endDate,
    guests: { women: 2, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) {
    errorMessage
  }
}`;

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A demo home of a demo host that takes 2 guests for 3 nights `daysAhead` days from now. */
async function findStay(testInfo: TestInfo, daysAhead: number) {
  const checkIn = dayFromToday(daysAhead);
  const checkOut = dayFromToday(daysAhead + 3);
  for (const id of DEMO_LISTINGS) {
    const { listing } = await graphql<{ listing: { id: number; title: string; userId: string } | null }>(
      testInfo,
      LISTING,
      { id },
    );
    const host = listing && DEMO_HOSTS.find((member) => member.id === listing.userId);
    if (!listing || !host) continue;
    const { quoteStay } = await graphql<{ quoteStay: { errorMessage: string | null } }>(testInfo, QUOTE, {
      listId: id,
      startDate: checkIn,
      endDate: checkOut,
    });
    if (quoteStay.errorMessage) continue;
    return { listId: id, title: listing.title, host, checkIn, checkOut };
  }
  throw new Error(`no demo listing is free from ${checkIn} to ${checkOut}`);
}

async function ownBrowser(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return context.newPage();
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('a guest and a host talk in a thread, a phone number is warned and the admin sees it flagged @layout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const guest = await createMember(testInfo, `Talia${uniqueLetters(5).toLowerCase()}`, { gender: 'female' });
  await withAccounts((db) => setVerification(db, guest.id, { idVerified: true }));
  const stay = await findStay(testInfo, isMobile ? 161 : 151);
  await serveMapTiles(page);

  // She asks the host from the listing page: dates, guests and a message.
  await page.goto('/');
  await logIn(page, isMobile, guest.email, guest.password);
  await page.goto(`/rooms/${stay.listId}`);
  await expect(page.getByRole('heading', { level: 1, name: stay.title })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Contact host' }).click();
  const dialog = page.getByRole('dialog', { name: `Ask the host about ${stay.title}` });
  await dialog.getByLabel('Check-in').fill(stay.checkIn);
  await dialog.getByLabel('Check-out').fill(stay.checkOut);
  await dialog.getByLabel('Guests').fill('2');
  await dialog.getByLabel('Message').fill('Hello! Is the flat quiet at night?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/message\/\d+\/guest$/, { timeout: 20_000 });
  const threadId = Number(/\/message\/(\d+)\/guest$/.exec(page.url())![1]);
  await expect(page.getByText('Hello! Is the flat quiet at night?')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'The stay' })).toContainText('Inquiry');

  // The host answers from her inbox.
  const host = await ownBrowser(browser, page);
  await host.goto('/');
  await logIn(host, isMobile, stay.host.email, DEMO_PASSWORD);
  await host.goto('/inbox?type=host');
  const thread = host.getByRole('link', { name: new RegExp(`With ${guest.firstName}`) });
  await expect(thread).toBeVisible({ timeout: 20_000 });
  await expect(thread).toContainText('1 unread message');
  await thread.click();
  await expect(host).toHaveURL(new RegExp(`/message/${threadId}/host$`));
  await expect(host.getByText('Hello! Is the flat quiet at night?')).toBeVisible();
  await host.getByLabel('Your message').fill('Yes, very quiet. You are welcome!');
  await host.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(host.getByText('Yes, very quiet. You are welcome!')).toBeVisible();
  await noSidewaysScroll(host);
  await keepScreenshot(host, testInfo, 'host-thread');
  await host.context().close();

  // She reads the answer and sends her number: it goes through, with the warning under it.
  await page.reload();
  await expect(page.getByText('Yes, very quiet. You are welcome!')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Your message').fill('Great! Text me on 555 123 4567 when you can.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.getByRole('listitem').filter({ hasText: 'Great! Text me on 555 123 4567 when you can.' });
  await expect(mine.getByRole('note')).toContainText(WARNING);
  await noSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'guest-warned');

  // An admin with View User Messages only finds the thread flagged and reads it.
  const email = `messages.desk.${uniqueLetters(6).toLowerCase()}@golightly.test`;
  await withAccounts(async (db, dataKey) => {
    const roleId = await insertAdminRole(db, {
      name: `Messages desk ${uniqueLetters(6)}`,
      privilegeIds: [VIEW_USER_MESSAGES],
    });
    await insertAdmin(db, dataKey, { email, password: DEMO_PASSWORD, roleId });
  });
  const admin = await ownBrowser(browser, page);
  await signInToAdmin(admin, email, DEMO_PASSWORD, '/messages');
  await expect(admin.getByRole('heading', { level: 1, name: 'User messages' })).toBeVisible();
  await admin.getByLabel('Flagged').selectOption('yes');
  const row = admin.getByRole('row', { name: new RegExp(`^${threadId + 1000} `) });
  await expect(row).toContainText('1 flagged', { timeout: 20_000 });
  await row.getByRole('button', { name: 'Read' }).click();
  const messages = admin.getByRole('region', { name: `Messages of reservation ${threadId + 1000}` });
  await expect(messages).toContainText('Great! Text me on 555 123 4567 when you can.');
  await expect(messages).toContainText('Flagged: request to talk or pay elsewhere, phone number');
  await noSidewaysScroll(admin);
  await keepScreenshot(admin, testInfo, 'admin-flagged');
  await admin.context().close();
});
