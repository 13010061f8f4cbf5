// The admin's reservation screens through the real gateway (issue 16 item 5, decision 0048): an admin holding
// Manage Reservations lists reservations by status and by the number admins are shown (id + 1000) or the code,
// reads one with its steps and its receipt, and declines a request, which the admin log records; Manage Inquiry
// reads the inquiries. An admin without the privilege and a member are refused every read and the decline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTerms, paidUntilRequested, quote } from '../support/booking';
import { eventually } from '../support/eventually';
import { startStack, type Member, type TestStack } from '../support/stack';

const LIST_ID = 5151;
const HOST_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MANAGE_RESERVATIONS = 16;
const MANAGE_INQUIRY = 43;
const ADMIN_LOGS = 49;

const REQUEST = `mutation Request($quoteId: ID!) { requestToBook(quoteId: $quoteId, message: "Hello!") { status errorMessage reservation { id confirmationCode } } }`;
const INQUIRE = `mutation Inquire($quoteId: ID!) { sendInquiry(quoteId: $quoteId, message: "Is the terrace sunny?") { status errorMessage reservation { id } } }`;

const LIST = `query List($status: String, $search: String) {
  adminReservationList(status: $status, search: $search) { count results { id number status statusLabel confirmationCode } } }`;
const VIEW = `query View($id: Int!) {
  adminReservation(id: $id) { canDecline reservation { id number status listingTitle message }
    transitions { fromStatus action toStatus toStatusLabel actorRole reason occurredAt } } }`;
const RECEIPT = `query Receipt($id: Int!) {
  adminReservationReceipt(reservationId: $id) { reservation { id number total currency } quote { total currency lines { kind label amount } } } }`;
const INQUIRIES = `query Inquiries($search: String) { adminInquiries(search: $search) { count results { id number status bookingType } } }`;
const DECLINE = `mutation Decline($id: Int!, $reason: String) {
  declineReservation(id: $id, reason: $reason) { status errorMessage reservation { id status statusLabel declineReason } } }`;
const LOG = `{ adminLogs(area: "reservations") { count results { adminEmail privilegeName action recordType recordId summary } } }`;

interface Row {
  id: number;
  number: number;
  status: string;
  statusLabel: string;
  confirmationCode: string;
}

describe("the admin's reservation screens through the gateway", () => {
  let stack: TestStack;
  let desk: Member;
  let inquiryDesk: Member;
  let stranger: Member;
  let guest: Member;
  let auditor: Member;
  let request: { id: number; confirmationCode: string };
  let inquiryId: number;
  const bookingsDb = () => stack.db('bookings-payments');

  beforeAll(async () => {
    // bookings-payments relays its outbox and accounts consumes it, so a decline reaches the admin log as in production.
    stack = await startStack({ eventBus: ['accounts', 'bookings-payments'] });
    await listingTerms(stack, { listId: LIST_ID, hostId: HOST_ID, instantBook: false });
    guest = (await stack.member('Maya', { ip: '198.51.100.81' })).browser;
    stranger = (await stack.member('Nadia', { ip: '198.51.100.82' })).browser;
    desk = await stack.admin('Reservations desk', [MANAGE_RESERVATIONS], '198.51.100.83');
    inquiryDesk = await stack.admin('Inquiry desk', [MANAGE_INQUIRY], '198.51.100.84');
    auditor = await stack.admin('Reservation auditors', [ADMIN_LOGS], '198.51.100.85');

    const requested = await guest.graphql<{ requestToBook: { reservation: { id: number; confirmationCode: string } } }>(
      REQUEST,
      { quoteId: await quote(guest, LIST_ID, 40, 43) },
    );
    request = requested.data!.requestToBook.reservation;
    await paidUntilRequested(stack, guest, request.id);
    const inquired = await guest.graphql<{ sendInquiry: { reservation: { id: number } } }>(INQUIRE, {
      quoteId: await quote(guest, LIST_ID, 50, 52),
    });
    inquiryId = inquired.data!.sendInquiry.reservation.id;
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses every read and the decline to an admin without Manage Reservations, and to a member', async () => {
    const reads: [string, Record<string, unknown>, string][] = [
      [LIST, {}, '/siteadmin/reservations'],
      [VIEW, { id: request.id }, '/siteadmin/viewreservation/{id}'],
      [RECEIPT, { id: request.id }, '/siteadmin/receipt/{reservationId}'],
    ];
    for (const [query, variables, url] of reads) {
      const refused = await inquiryDesk.graphql(query, variables);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: `Your admin role does not allow this: it needs the privilege for ${url}.`,
        extensions: { code: 'FORBIDDEN' },
      });
      for (const browser of [stranger, guest]) {
        expect((await browser.graphql(query, variables)).errors?.[0]).toMatchObject({
          message: 'Only admins may do this.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
    }
    const inquiries = await desk.graphql(INQUIRIES);
    expect(inquiries.errors?.[0]).toMatchObject({
      message: 'Your admin role does not allow this: it needs the privilege for /siteadmin/inquiry.',
    });
    expect((await stranger.graphql(INQUIRIES)).errors?.[0]?.message).toBe('Only admins may do this.');

    const declined = await inquiryDesk.graphql(DECLINE, { id: request.id, reason: 'Looks odd' });
    expect(declined.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // A member who is neither its guest nor its host reads it as missing.
    const memberDecline = await stranger.graphql<{ declineReservation: { status: number } }>(DECLINE, {
      id: request.id,
    });
    expect(memberDecline.data?.declineReservation).toMatchObject({ status: 404, reservation: null });
    const stored = await bookingsDb()('reservations').where({ id: request.id }).first('reservation_state');
    expect(stored).toEqual({ reservation_state: 'requestToBook' });
  });

  it('lists reservations by status and finds one by its number or its code', async () => {
    const all = await desk.graphql<{ adminReservationList: { count: number; results: Row[] } }>(LIST);
    expect(all.errors).toBeUndefined();
    expect(all.data!.adminReservationList.count).toBe(2);
    expect(all.data!.adminReservationList.results.map((row) => row.id)).toEqual([inquiryId, request.id]);

    const requests = await desk.graphql<{ adminReservationList: { results: Row[] } }>(LIST, {
      status: 'requestToBook',
    });
    expect(requests.data!.adminReservationList.results).toEqual([
      {
        id: request.id,
        number: request.id + 1000,
        status: 'requestToBook',
        statusLabel: 'Request to book',
        confirmationCode: request.confirmationCode,
      },
    ]);
    for (const search of [String(request.id + 1000), request.confirmationCode.toLowerCase()]) {
      const found = await desk.graphql<{ adminReservationList: { results: Row[] } }>(LIST, { search });
      expect(found.data!.adminReservationList.results.map((row) => row.id)).toEqual([request.id]);
    }
    const none = await desk.graphql<{ adminReservationList: { count: number } }>(LIST, { status: 'nonsense' });
    expect(none.data!.adminReservationList.count).toBe(0);
  });

  it('shows the inquiries to Manage Inquiry', async () => {
    const answer = await inquiryDesk.graphql<{ adminInquiries: { count: number; results: unknown[] } }>(INQUIRIES);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminInquiries).toEqual({
      count: 1,
      results: [{ id: inquiryId, number: inquiryId + 1000, status: 'inquiry', bookingType: 'inquiry' }],
    });
  });

  it('reads the receipt with the lines of the stored quote', async () => {
    const answer = await desk.graphql<{
      adminReservationReceipt: {
        reservation: { total: number; currency: string };
        quote: { total: number; lines: { kind: string }[] };
      };
    }>(RECEIPT, { id: request.id });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data!.adminReservationReceipt;
    expect(receipt.reservation.currency).toBe('EUR');
    expect(receipt.quote.total).toBe(receipt.reservation.total);
    expect(receipt.quote.lines.map((line) => line.kind)).toContain('nights');
    expect((await desk.graphql(RECEIPT, { id: 999_999 })).data).toEqual({ adminReservationReceipt: null });
  });

  it('declines a request with a reason, shows the step, and records the decline in the admin log', async () => {
    const before = await desk.graphql<{ adminReservation: { canDecline: boolean } }>(VIEW, { id: request.id });
    expect(before.data!.adminReservation.canDecline).toBe(true);

    const declined = await desk.graphql<{ declineReservation: unknown }>(DECLINE, {
      id: request.id,
      reason: 'The card belongs to someone else',
    });
    expect(declined.data!.declineReservation).toEqual({
      status: 200,
      errorMessage: null,
      reservation: {
        id: request.id,
        status: 'declined',
        statusLabel: 'Declined',
        declineReason: 'The card belongs to someone else',
      },
    });

    const view = await desk.graphql<{
      adminReservation: { canDecline: boolean; transitions: Record<string, unknown>[] };
    }>(VIEW, { id: request.id });
    expect(view.data!.adminReservation.canDecline).toBe(false);
    // Her request (through 'pending' while the card was authorised, when it was), then the admin's decline.
    const steps = view.data!.adminReservation.transitions.map(({ occurredAt: _at, ...step }) => step);
    expect(steps[0]).toMatchObject({ fromStatus: null, action: 'requestToBook', actorRole: 'guest', reason: null });
    expect(steps.at(-1)).toEqual({
      fromStatus: 'requestToBook',
      action: 'decline',
      toStatus: 'declined',
      toStatusLabel: 'Declined',
      actorRole: 'admin',
      reason: 'The card belongs to someone else',
    });

    const log = await eventually(async () => {
      const answer = await auditor.graphql<{ adminLogs: { count: number; results: Record<string, unknown>[] } }>(LOG);
      return answer.data!.adminLogs.count >= 1 ? answer.data!.adminLogs : undefined;
    });
    expect(log.count).toBe(1);
    expect(log.results[0]).toMatchObject({
      adminEmail: 'reservations.desk@golightly.test',
      privilegeName: 'Manage Reservations',
      recordType: 'reservation',
      recordId: String(request.id),
    });
    expect(log.results[0]!.summary).toContain(`Reservation ${request.id + 1000}`);
    expect(log.results[0]!.summary).toContain('The card belongs to someone else');
  });
});
