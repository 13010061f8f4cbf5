// The cancel page against a mocked gateway: the server's refund and payout shown before confirming with the 'starting'
// wording and a zero payout in words; confirming sends the amounts shown; a changed refund is shown again with the
// server's words; a stay that is not hers reads as the server says.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancellationPreviewDocument, CancelReservationDocument } from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import CancelPage from './cancel-page';

const stay = (overrides: object = {}) => ({
  __typename: 'Reservation' as const,
  id: 77,
  checkIn: '2027-05-03',
  checkOut: '2027-05-06',
  nights: 3,
  status: 'confirmed',
  statusLabel: 'Booking Confirmed',
  listingTitle: 'Tiled apartment',
  timeZone: 'Europe/Lisbon',
  guest: { __typename: 'User' as const, id: 'guest-1', firstName: 'Ada' },
  ...overrides,
});

const terms = (overrides: object = {}) => ({
  __typename: 'CancellationTerms' as const,
  policy: 'moderate',
  cancelledBy: 'guest',
  kind: 'cancel',
  reason: 'beforeDeadline',
  refundPercent: 100,
  refundDeadline: '2027-04-28T14:00:00.000Z',
  arrival: '2027-05-03T14:00:00.000Z',
  startDayPassed: false,
  nights: 3,
  nightsSpent: 0,
  currency: 'EUR',
  paid: 450,
  refund: 450,
  refundStay: 360,
  refundCleaning: 30,
  refundTax: 0,
  refundServiceFee: 60,
  refundBookingProtection: 0,
  refundDeposit: 0,
  hostPayout: 0,
  ...overrides,
});

const answer = (result: object) => ({ __typename: 'CancellationResult' as const, ...result });

const preview = (result: object): MockLink.MockedResponse => ({
  request: { query: CancellationPreviewDocument, variables: { reservationId: 77, type: 'guest' } },
  result: { data: { cancellationPreview: answer(result) } },
});

const cancel = (variables: object, result: object): MockLink.MockedResponse => ({
  request: {
    query: CancelReservationDocument,
    variables: { reservationId: 77, type: 'guest', message: null, ...variables },
  },
  result: { data: { cancelReservation: answer(result) } },
});

const open = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/cancel/:reservationId/:type',
    '/cancel/77/guest',
    <CancelPage screen={screenOf('/cancel/:reservationId/:type', 'cancelAReservation')} />,
    mocks,
  );

describe('the cancel page', () => {
  it('shows the refund and a zero payout before confirming, then cancels with the amounts shown', async () => {
    open([
      preview({ status: 200, errorMessage: null, reservation: stay(), terms: terms() }),
      cancel(
        { expectedRefund: 450, expectedPayout: 0 },
        {
          status: 200,
          errorMessage: null,
          reservation: stay({ status: 'cancelledByGuest', statusLabel: 'Cancelled by guest' }),
          terms: terms(),
        },
      ),
    ]);
    expect(await screen.findByText(/Your stay at Tiled apartment is starting on/)).toBeTruthy();
    expect(screen.getByText('Cancellation policy: Moderate')).toBeTruthy();
    expect(screen.getByTestId('cancel-refund').textContent).toContain('€450');
    expect(screen.getByText('The host gets nothing for this stay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'The stay is cancelled: Cancelled by guest. €450 will be refunded.',
    );
  });

  it('shows the new amounts when the refund changed since it was shown', async () => {
    const stale =
      'The refund has changed since you looked at it. Please check the new amounts and confirm the cancellation again.';
    open([
      preview({ status: 200, errorMessage: null, reservation: stay(), terms: terms() }),
      cancel(
        { expectedRefund: 450, expectedPayout: 0 },
        {
          status: 409,
          errorMessage: stale,
          reservation: null,
          terms: terms({ reason: 'afterDeadline', refund: 30, refundStay: 0, refundServiceFee: 0, hostPayout: 354 }),
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the stay' }));
    expect((await screen.findByRole('alert')).textContent).toContain(stale);
    expect(screen.getByTestId('cancel-refund').textContent).toContain('€30');
    expect(screen.getByTestId('cancel-payout').textContent).toContain('€354');
    expect(screen.getByRole('button', { name: 'Cancel the stay' }).hasAttribute('disabled')).toBe(false);
  });

  it('says what the server says of a stay that is not hers', async () => {
    open([preview({ status: 404, errorMessage: 'This reservation does not exist.', reservation: null, terms: null })]);
    expect((await screen.findByRole('alert')).textContent).toContain('This reservation does not exist.');
  });
});
