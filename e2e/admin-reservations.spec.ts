// The admin's reservation and service fee screens (issue 16 item 5) in a real browser against the stack of
// `npm start`, at 1440 and 375 px (@layout): a guest of the test's own requests a stay at a demo home and pays it, and
// asks another home's host a question; a sub-admin holding Manage Reservations and Manage Inquiry finds the request on
// /siteadmin/reservations by its number (id + 1000), opens it and its receipt, and finds the inquiry on
// /siteadmin/inquiry. A sub-admin holding only the two service fee privileges reads the no-access page on
// /siteadmin/reservations, changes the site's fees and gives the guest's home fees of its own, which her next quote is
// priced with, then removes them again.
import { insertSession } from '@golightly/accounts/testing';
import { SERVICE_FEE_TEXTS } from '@golightly/stay-rules';
import { expect, test, type TestInfo } from '@playwright/test';
import { expectInAdminLog, signInToAdmin, subAdminPage, SUPER_ADMIN, toasts } from './support/admins';
import { createGuest as createBookingGuest, dayFromToday, DEMO_LISTINGS } from './support/booking';
import { graphql, withAccounts } from './support/fixtures';
import { keepScreenshot } from './support/members';

// A booking with its payment, two admins in their own browsers, on the shared two-core machine.
test.describe.configure({ timeout: 240_000 });

/** Spec 000 §6's privileges: Manage Reservations, Manage Site Service Fee, Manage Property Service Fee, Manage Inquiry. */
const MANAGE_RESERVATIONS = 16;
const MANAGE_SITE_SERVICE_FEE = 20;
const MANAGE_PROPERTY_SERVICE_FEE = 21;
const MANAGE_INQUIRY = 43;

const LISTING = `query ($id: Int!) { listing(id: $id) { id title bookingType } }`;
const QUOTE = `mutation ($listId: Int!, $startDate: String!, $endDate: String!) {
  quoteStay(listId: $listId, startDate: $startDate, endDate: $endDate,
    guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) {
    id errorMessage lines { kind amount percent }
  }
}`;
const REQUEST = `mutation ($quoteId: ID!) { requestToBook(quoteId: $quoteId, message: "Is the terrace sunny?") {
  status errorMessage reservation { id confirmationCode } } }`;
const INQUIRE = `mutation ($quoteId: ID!) { sendInquiry(quoteId: $quoteId, message: "May I bring my easel?") {
  status errorMessage reservation { id } } }`;
const PAYMENT_ORDER = `query ($id: Int!) { reservation(id: $id) { paymentOrderId reservationState } }`;
const PAY = `mutation ($id: ID!) { payOrder(id: $id, paymentMethod: "4242424242424242") { success message } }`;

interface QuoteAnswer {
  quoteStay: { id: string | null; errorMessage: string | null; lines: { kind: string; percent: number | null }[] };
}

/** A guest of the test's own, her ID verified, calling the public API with her session as the member app does. */
async function createGuest(testInfo: TestInfo) {
  const guest = await createBookingGuest(testInfo, 'Ines');
  const session = await withAccounts((db) => insertSession(db, guest.id));
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(new URL('/graphql', testInfo.project.use.baseURL), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        cookie: `golightly_session=${session}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown };
    if (!answer.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  return { ...guest, call };
}

type Guest = Awaited<ReturnType<typeof createGuest>>;

/**
 * A demo home taking requests whose three nights `daysAhead` days from now she can be quoted for: each test and
 * viewport asks for nights of its own, so two runs side by side never want the same ones. Her stored quote's id.
 */
async function quoteDemoStay(testInfo: TestInfo, guest: Guest, daysAhead: number, skip: number[] = []) {
  const startDate = dayFromToday(daysAhead);
  const endDate = dayFromToday(daysAhead + 3);
  // The phone run looks from the last home down, the desktop run from the middle, so the two never give one home its
  // own fees at once (and stay clear of the first homes other booking tests take).
  const order = testInfo.project.name.startsWith('phone')
    ? [...DEMO_LISTINGS].reverse()
    : [...DEMO_LISTINGS.slice(100), ...DEMO_LISTINGS.slice(0, 100)];
  for (const id of order.filter((listId) => !skip.includes(listId))) {
    const { listing } = await graphql<{ listing: { title: string; bookingType: string } | null }>(testInfo, LISTING, {
      id,
    });
    if (listing?.bookingType !== 'request') continue;
    const { quoteStay } = await guest.call<QuoteAnswer>(QUOTE, { listId: id, startDate, endDate });
    if (quoteStay.id) return { listId: id, title: listing.title, quoteId: quoteStay.id, startDate, endDate };
  }
  throw new Error(`no demo home taking requests is free from ${startDate} to ${endDate}`);
}

/** Her request, paid with the offline provider's test card so it reaches the host ('Awaiting host response'). */
async function requestAndPay(guest: Guest, quoteId: string) {
  const { requestToBook } = await guest.call<{
    requestToBook: {
      status: string;
      errorMessage: string | null;
      reservation: { id: number; confirmationCode: string };
    };
  }>(REQUEST, { quoteId });
  expect(requestToBook.errorMessage).toBeNull();
  const reservation = requestToBook.reservation;
  let orderId: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await guest.call<{ reservation: { paymentOrderId: string | null } }>(PAYMENT_ORDER, {
          id: reservation.id,
        });
        orderId = answer.reservation.paymentOrderId;
        return orderId;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  const { payOrder } = await guest.call<{ payOrder: { success: boolean; message: string | null } }>(PAY, {
    id: orderId,
  });
  expect(payOrder.message ?? '').toBe('');
  return reservation;
}

test('@layout an admin with Manage Reservations finds a guest’s request, its page and receipt, and her inquiry', async ({
  page,
}, testInfo) => {
  const guest = await createGuest(testInfo);
  const offset = testInfo.project.name.startsWith('phone') ? 0 : 7;
  const stay = await quoteDemoStay(testInfo, guest, 121 + offset);
  const request = await requestAndPay(guest, stay.quoteId);
  const asked = await quoteDemoStay(testInfo, guest, 151 + offset, [stay.listId]);
  const { sendInquiry } = await guest.call<{
    sendInquiry: { errorMessage: string | null; reservation: { id: number } };
  }>(INQUIRE, { quoteId: asked.quoteId });
  expect(sendInquiry.errorMessage).toBeNull();
  const number = String(request.id + 1000);

  const desk = await subAdminPage(page, testInfo, 'desk', [MANAGE_RESERVATIONS, MANAGE_INQUIRY]);
  await desk.goto('/siteadmin/reservations');
  await expect(desk.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Search by number or code' }).fill(number);
  const table = desk.getByRole('table', { name: 'Reservations' });
  const row = table.getByRole('row').filter({ hasText: request.confirmationCode });
  await expect(row).toBeVisible();
  await expect(row).toContainText(stay.title);
  await expect(row).toContainText(guest.firstName);
  await keepScreenshot(desk, testInfo, 'admin-reservations-list');

  await row.getByRole('link', { name: number }).click();
  await expect(desk).toHaveURL(new RegExp(`/siteadmin/viewreservation/${request.id}$`));
  await expect(desk.getByRole('heading', { level: 1, name: `Reservation ${number}` })).toBeVisible();
  const details = desk.getByRole('region', { name: `Reservation ${number}` });
  await expect(details).toContainText(request.confirmationCode);
  await expect(details).toContainText('Is the terrace sunny?');
  await expect(details.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'admin-reservation-view');

  await desk.getByRole('link', { name: 'Open the receipt' }).click();
  await expect(desk).toHaveURL(new RegExp(`/siteadmin/receipt/${request.id}$`));
  await expect(desk.getByRole('heading', { level: 1, name: `Receipt for reservation ${number}` })).toBeVisible();
  const receipt = desk.getByRole('table');
  await expect(receipt.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(receipt.getByRole('rowheader', { name: /service fee/i })).toBeVisible();
  await keepScreenshot(desk, testInfo, 'admin-reservation-receipt');

  await desk.goto('/siteadmin/inquiry');
  await expect(desk.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const inquiryNumber = String(sendInquiry.reservation.id + 1000);
  await desk.getByRole('searchbox', { name: 'Search by number or code' }).fill(inquiryNumber);
  const inquiry = desk
    .getByRole('table', { name: 'Inquiries' })
    .getByRole('row')
    .filter({ has: desk.getByRole('rowheader', { name: inquiryNumber, exact: true }) });
  await expect(inquiry).toContainText(asked.title);
  await expect(inquiry).toContainText(guest.firstName);
  await keepScreenshot(desk, testInfo, 'admin-inquiries');
  await desk.context().close();
});

test('@layout an admin without Manage Reservations is refused it, and with the fee privileges edits the fees', async ({
  page,
}, testInfo) => {
  const guest = await createGuest(testInfo);
  const offset = testInfo.project.name.startsWith('phone') ? 0 : 7;
  const stay = await quoteDemoStay(testInfo, guest, 181 + offset);
  const fees = await subAdminPage(page, testInfo, 'fees', [MANAGE_SITE_SERVICE_FEE, MANAGE_PROPERTY_SERVICE_FEE]);

  await fees.goto('/siteadmin/reservations');
  await expect(fees.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(fees.getByRole('table', { name: 'Reservations' })).toHaveCount(0);

  // The site's fees: a negative fee is refused in the rules' words before anything is sent; a good one saved. The
  // guest fee goes back to what it was, so other tests running beside this one price as before.
  await fees.goto('/siteadmin/settings/servicefees');
  await expect(fees.getByRole('heading', { level: 1, name: 'Service fees' })).toBeVisible();
  const guestFee = fees.getByRole('textbox', { name: 'Guest service fee: amount' });
  await expect(guestFee).not.toHaveValue('');
  const original = await guestFee.inputValue();
  await guestFee.fill('-3');
  await fees.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fees.getByText(SERVICE_FEE_TEXTS.valueFormat)).toBeVisible();
  await expect(guestFee).toBeFocused();
  await guestFee.fill(original === '11' ? '11.5' : '11');
  await fees.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(fees).getByText('The service fees are saved.')).toBeVisible();
  await keepScreenshot(fees, testInfo, 'admin-service-fees');
  await guestFee.fill(original);
  await fees.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(fees).getByText('The service fees are saved.').last()).toBeVisible();
  await expect(guestFee).toHaveValue(original);

  // The guest's home gets fees of its own (guest 4 %): her next quote is priced with them; removed, it is not.
  await fees.goto('/siteadmin/settings/property-servicefees');
  await expect(fees.getByRole('heading', { level: 1, name: 'Property service fees' })).toBeVisible();
  await fees.getByRole('button', { name: 'Add fees for a listing' }).click();
  const form = fees.getByRole('region', { name: 'Service fees for a listing' });
  await form.getByRole('textbox', { name: 'Listing number' }).fill(String(stay.listId));
  await form.getByRole('textbox', { name: 'Guest service fee: amount' }).fill('4');
  await form.getByRole('textbox', { name: 'Host service fee: amount' }).fill('101');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText(SERVICE_FEE_TEXTS.percentTooHigh)).toBeVisible();
  await form.getByRole('textbox', { name: 'Host service fee: amount' }).fill('2');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(fees).getByText(`Listing ${stay.listId} now has its own service fees.`)).toBeVisible();
  const table = fees.getByRole('table', { name: 'Listings with their own service fees' });
  const row = table.getByRole('row').filter({ hasText: stay.title });
  await expect(row).toContainText('4 %');
  await keepScreenshot(fees, testInfo, 'admin-property-service-fees');

  const feePercent = async () => {
    const { quoteStay } = await guest.call<QuoteAnswer>(QUOTE, {
      listId: stay.listId,
      startDate: stay.startDate,
      endDate: stay.endDate,
    });
    return quoteStay.lines.find((line) => line.kind === 'service-fee')?.percent;
  };
  expect(await feePercent()).toBe(4);

  await row.getByRole('button', { name: new RegExp(`^Edit ${stay.listId}`) }).click();
  const edit = fees.getByRole('region', { name: `Service fees of listing ${stay.listId}` });
  await edit.getByRole('textbox', { name: 'Guest service fee: amount' }).fill('5');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(fees).getByText(`The service fees of listing ${stay.listId} are saved.`)).toBeVisible();
  await expect(row).toContainText('5 %');
  expect(await feePercent()).toBe(5);

  await row.getByRole('button', { name: new RegExp(`^Remove ${stay.listId}`) }).click();
  await fees.getByRole('dialog').getByRole('button', { name: 'Remove its fees' }).click();
  await expect(
    toasts(fees).getByText(`Listing ${stay.listId} is priced with the site’s service fees again.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await feePercent()).not.toBe(5);
  await fees.context().close();

  // Each change is in the admin log, under the privilege that allowed it (read by the super admin: Admin Logs).
  await signInToAdmin(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  for (const action of [
    'property_service_fees.added',
    'property_service_fees.updated',
    'property_service_fees.removed',
  ]) {
    const logged = await expectInAdminLog(page, { action, search: `listing ${stay.listId}`, area: 'settings' });
    await expect(logged).toContainText('Manage Property Service Fee');
  }
});
