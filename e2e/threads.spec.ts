// Reservation threads (issue 17 items 1 and 6, decision 0054) in a real browser against the stack of `npm start`, at
// 1440 and 375 px (@layout): a guest contacts a demo host from the listing page (dates, guests, message), the host
// answers from her inbox, the guest sends a phone number and is warned under her message (it is delivered all the
// same), and an admin holding only View User Messages (privilege 23) finds the thread flagged on /siteadmin/messages
// and reads it, which the admin log records.
import { DEMO_PASSWORD } from '@golightly/config';
import { expect, test } from '@playwright/test';
import { subAdminPage } from './support/admins';
import { createGuest, findDemoStay, noSidewaysScroll, ownBrowser } from './support/booking';
import { serveMapTiles } from './support/map-tiles';
import { keepScreenshot, logIn } from './support/members';

// Three browsers and a stack on the shared two-core machine.
test.describe.configure({ timeout: 240_000 });

const VIEW_USER_MESSAGES = 23;
const WARNING = 'Your message was sent, but it looks like it shares contact details';

test('a guest and a host talk in a thread, a phone number is warned and the admin sees it flagged @layout', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const guest = await createGuest(testInfo, 'Talia');
  // A demo host's home that takes 2 guests for 3 nights.
  const found = await findDemoStay(testInfo, { demoHost: true, women: 2, nights: 3, daysAhead: isMobile ? 161 : 151 });
  const stay = { ...found, host: found.host! };
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
  const admin = await subAdminPage(page, testInfo, 'Messages desk', [VIEW_USER_MESSAGES], '/messages');
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
