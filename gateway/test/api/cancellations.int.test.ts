// Cancelling a stay through the real gateway (issue 17 item 2, decision 0055): only the stay's guest (on the guest's
// page) and its host (on the host's) see its cancellation terms or cancel it; a stranger, the other side and an admin
// read it as missing; confirming or refusing a requested cancellation is for admins with Manage Reservations only,
// refused at the gateway to members and to other admins. The guest cancels with the amounts she was shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedStay, listingTerms } from '../support/booking';
import { startStack, type Member, type TestStack } from '../support/stack';

const LIST_ID = 6161;
const MANAGE_RESERVATIONS = 16;
const MANAGE_INQUIRY = 43;

const PREVIEW = `query Preview($id: Int!, $type: CancelSide!) {
  cancellationPreview(reservationId: $id, type: $type) { status errorMessage terms { policy kind refund hostPayout } } }`;
const CANCEL = `mutation Cancel($id: Int!, $type: CancelSide!, $refund: Float, $payout: Float) {
  cancelReservation(reservationId: $id, type: $type, expectedRefund: $refund, expectedPayout: $payout) {
    status errorMessage reservation { id status statusLabel } } }`;
const CONFIRM = `mutation Confirm($id: Int!) { confirmCancellation(id: $id) { status errorMessage } }`;
const REFUSE = `mutation Refuse($id: Int!) { refuseCancellation(id: $id) { status errorMessage } }`;

describe('cancelling a stay through the gateway', () => {
  let stack: TestStack;
  let guest: Member;
  let host: Member;
  let stranger: Member;
  let desk: Member;
  let inquiryDesk: Member;
  let stayId: number;
  const bookingsDb = () => stack.db('bookings-payments');

  beforeAll(async () => {
    stack = await startStack();
    const hostMember = await stack.member('Grete', { ip: '198.51.100.90' });
    host = hostMember.browser;
    await listingTerms(stack, { listId: LIST_ID, hostId: hostMember.userId, instantBook: true });
    guest = (await stack.member('Maya', { ip: '198.51.100.91' })).browser;
    stranger = (await stack.member('Nadia', { ip: '198.51.100.92' })).browser;
    desk = await stack.admin('Cancellations desk', [MANAGE_RESERVATIONS], '198.51.100.93');
    inquiryDesk = await stack.admin('Inquiry desk', [MANAGE_INQUIRY], '198.51.100.94');
    stayId = await confirmedStay(stack, guest, LIST_ID, 40, 43);
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
