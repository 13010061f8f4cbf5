// Cancelling a stay through the real gateway (issue 17 item 2, decision 0055): only the stay's guest (on the guest's
// page) and its host (on the host's) see its cancellation terms or cancel it; a stranger, the other side and an admin
// read it as missing; confirming or refusing a requested cancellation is for admins with Manage Reservations only,
// refused at the gateway to members and to other admins. The guest cancels with the amounts she was shown.
import {
  insertAdmin,
  insertAdminRole,
  insertMember,
  insertSession,
  setMemberStanding,
  setVerification,
} from '@golightly/accounts/testing';
import { saveListingTerms } from '@golightly/bookings-payments/testing';
import { stayTerms } from '@golightly/stay-rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'CancellationsDesk2026!';
const LIST_ID = 6161;
const MANAGE_RESERVATIONS = 16;
const MANAGE_INQUIRY = 43;

const QUOTE = `mutation Quote($start: String!, $end: String!) {
  quoteStay(listId: ${LIST_ID}, startDate: $start, endDate: $end, guests: { women: 1, men: 0, children: 0, others: 0, infants: 0 }, pets: 0, bookingProtection: false) { id errorMessage } }`;
const BOOK = `mutation Book($quoteId: ID!) { instantBook(quoteId: $quoteId) { status errorMessage reservation { id } } }`;
const PAYMENT_ORDER = `query Order($id: Int!) { reservation(id: $id) { paymentOrderId status } }`;
const PAY = `mutation Pay($id: ID!) { payOrder(id: $id, paymentMethod: "4242424242424242") { __typename } }`;
const PREVIEW = `query Preview($id: Int!, $type: CancelSide!) {
  cancellationPreview(reservationId: $id, type: $type) { status errorMessage terms { policy kind refund hostPayout } } }`;
const CANCEL = `mutation Cancel($id: Int!, $type: CancelSide!, $refund: Float, $payout: Float) {
  cancelReservation(reservationId: $id, type: $type, expectedRefund: $refund, expectedPayout: $payout) {
    status errorMessage reservation { id status statusLabel } } }`;
const CONFIRM = `mutation Confirm($id: Int!) { confirmCancellation(id: $id) { status errorMessage } }`;
const REFUSE = `mutation Refuse($id: Int!) { refuseCancellation(id: $id) { status errorMessage } }`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('cancelling a stay through the gateway', () => {
  let stack: TestStack;
  let guest: Member;
  let host: Member;
  let stranger: Member;
  let desk: Member;
  let inquiryDesk: Member;
  let stayId: number;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const bookingsDb = () => stack.subgraphs.services['bookings-payments'].database.db;

  async function member(firstName: string, ip: string): Promise<{ browser: Member; userId: string }> {
    const userId = await insertMember(accountsDb(), KEY, {
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      password: PASSWORD,
    });
    await setVerification(accountsDb(), userId, { idVerified: true });
    await setMemberStanding(accountsDb(), userId, { profileComplete: true, phoneVerified: true });
    const browser = stack.visitor(ip);
    browser.cookie = await insertSession(accountsDb(), userId);
    return { browser, userId };
  }

  async function subAdmin(name: string, privilegeIds: number[], ip: string): Promise<Member> {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return stack.signIn(email, PASSWORD, ip);
  }

  beforeAll(async () => {
    stack = await startStack();
    const hostMember = await member('Grete', '198.51.100.90');
    host = hostMember.browser;
    await bookingsDb().transaction((trx) =>
      saveListingTerms(trx, {
        listId: LIST_ID,
        version: 1,
        hostId: hostMember.userId,
        bookable: true,
        deleted: false,
        terms: {
          ...stayTerms({ timeZone: 'Europe/Lisbon', currency: 'EUR', basePriceMinor: 15_000 }),
          instantBook: true,
          womensOnly: true,
          cancellationPolicy: 'flexible',
        },
      }),
    );
    guest = (await member('Maya', '198.51.100.91')).browser;
    stranger = (await member('Nadia', '198.51.100.92')).browser;
    desk = await subAdmin('Cancellations desk', [MANAGE_RESERVATIONS], '198.51.100.93');
    inquiryDesk = await subAdmin('Inquiry desk', [MANAGE_INQUIRY], '198.51.100.94');

    const quoted = await guest.graphql<{ quoteStay: { id: string } }>(QUOTE, { start: day(40), end: day(43) });
    const booked = await guest.graphql<{ instantBook: { reservation: { id: number } } }>(BOOK, {
      quoteId: quoted.data!.quoteStay.id,
    });
    stayId = booked.data!.instantBook.reservation.id;
    const orderId = await eventually(async () => {
      const answer = await guest.graphql<{ reservation: { paymentOrderId: string | null } }>(PAYMENT_ORDER, {
        id: stayId,
      });
      return answer.data?.reservation.paymentOrderId ?? undefined;
    });
    await guest.graphql(PAY, { id: orderId });
    await eventually(async () => {
      const row = await bookingsDb()('reservations').where({ id: stayId }).first('reservation_state');
      return row?.reservation_state === 'confirmed' ? true : undefined;
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('shows the terms to no one but the guest on her page and the host on hers', async () => {
    const refusedTo: [Member, 'guest' | 'host'][] = [
      [stranger, 'guest'],
      [stranger, 'host'],
      [host, 'guest'],
      [guest, 'host'],
      [desk, 'guest'],
    ];
    for (const [browser, type] of refusedTo) {
      const preview = await browser.graphql<{ cancellationPreview: { status: number; terms: unknown } }>(PREVIEW, {
        id: stayId,
        type,
      });
      expect(preview.data?.cancellationPreview).toMatchObject({
        status: 404,
        errorMessage: 'This reservation does not exist.',
        terms: null,
      });
      const cancel = await browser.graphql<{ cancelReservation: { status: number } }>(CANCEL, { id: stayId, type });
      expect(cancel.data?.cancelReservation).toMatchObject({ status: 404, reservation: null });
    }
    const visitor = await stack.visitor('198.51.100.95').graphql(PREVIEW, { id: stayId, type: 'guest' });
    expect(visitor.data?.cancellationPreview ?? null).toMatchObject({ status: 404 });
    const hostView = await host.graphql<{ cancellationPreview: { status: number; terms: { kind: string } } }>(PREVIEW, {
      id: stayId,
      type: 'host',
    });
    expect(hostView.data?.cancellationPreview).toMatchObject({ status: 200, terms: { kind: 'cancel', hostPayout: 0 } });
    const stored = await bookingsDb()('reservations').where({ id: stayId }).first('reservation_state');
    expect(stored).toEqual({ reservation_state: 'confirmed' });
  });

  it('refuses the admin answers to members and to admins without Manage Reservations', async () => {
    for (const query of [CONFIRM, REFUSE]) {
      for (const browser of [guest, host, stranger]) {
        expect((await browser.graphql(query, { id: stayId })).errors?.[0]).toMatchObject({
          message: 'Only admins may do this.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect((await inquiryDesk.graphql(query, { id: stayId })).errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    // the desk may answer, but nothing was asked
    const confirm = await desk.graphql<{ confirmCancellation: { status: number } }>(CONFIRM, { id: stayId });
    expect(confirm.data?.confirmCancellation).toMatchObject({
      status: 409,
      errorMessage: 'No cancellation was requested for this reservation.',
    });
  });

  it('the guest cancels with the amounts she was shown', async () => {
    const shown = await guest.graphql<{ cancellationPreview: { terms: { refund: number; hostPayout: number } } }>(
      PREVIEW,
      { id: stayId, type: 'guest' },
    );
    const { refund, hostPayout } = shown.data!.cancellationPreview.terms;
    const cancelled = await guest.graphql<{ cancelReservation: { status: number } }>(CANCEL, {
      id: stayId,
      type: 'guest',
      refund,
      payout: hostPayout,
    });
    expect(cancelled.data?.cancelReservation).toMatchObject({
      status: 200,
      reservation: { status: 'cancelledByGuest', statusLabel: 'Cancelled by guest' },
    });
  });
});
