// The trips and reservations screens against a mocked gateway: the host's list with spec 001 §4's labels and her
// answers (accept, decline with a reason, a counter-offer) each shown with its message or the server's refusal; the
// guest's list with a counter-offer to answer and a stay to pay; the receipt with the server's lines in both
// currencies and the offline notice; the itinerary's check-in window on the home's clock.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AcceptCounterOfferDocument,
  AcceptReservationDocument,
  DeclineReservationDocument,
  HostReservationsDocument,
  MyTripsDocument,
  ReceiptPaymentOrderDocument,
  ReservationDetailsDocument,
  ReservationReceiptDocument,
  SendCounterOfferDocument,
} from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import ItineraryPage from './itinerary-page';
import ReceiptPage from './receipt-page';
import ReservationsPage from './reservations-page';
import TripsPage from './trips-page';

const ORDER_ID = 'b7f1c3d2-0000-4000-8000-000000000001';

const reservation = (overrides: object = {}) => ({
  __typename: 'Reservation' as const,
  id: 77,
  number: 1077,
  confirmationCode: 'K7QX2MBD9P',
  checkIn: '2027-05-03',
  checkOut: '2027-05-10',
  nights: 7,
  status: 'requestToBook',
  statusLabel: 'Request to book',
  bookingType: 'request',
  total: 833,
  currency: 'USD',
  listingTitle: 'Tiled apartment',
  timeZone: 'Europe/Lisbon',
  expiresAt: '2027-04-02T10:00:00.000Z',
  specialPrice: null,
  counterOffer: null,
  message: 'Hello Grace!',
  declineReason: null,
  threadId: 77,
  guests: { __typename: 'ReservationGuests' as const, women: 2, men: 0, children: 0, others: 0, infants: 0, pets: 0 },
  listing: { __typename: 'Listing' as const, id: 4242 },
  guest: { __typename: 'User' as const, id: 'guest-1', firstName: 'Ada' },
  host: { __typename: 'User' as const, id: 'host-1', firstName: 'Grace' },
  ...overrides,
});

const hostList = (type: string, list: object[]): MockLink.MockedResponse => ({
  request: { query: HostReservationsDocument, variables: { type } },
  result: { data: { hostReservations: list } },
});

const result = (answer: object) => ({ __typename: 'ReservationResult' as const, ...answer });

const renderHost = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/reservation/:type',
    '/reservation/upcoming',
    <ReservationsPage screen={screenOf('/reservation/:type', 'yourReservations')} />,
    mocks,
  );

describe("the host's reservations", () => {
  it('lists a request with its label and accepts it, telling her the new status', async () => {
    const confirmed = reservation({ status: 'confirmed', statusLabel: 'Booking Confirmed', expiresAt: null });
    renderHost([
      hostList('upcoming', [reservation()]),
      {
        request: { query: AcceptReservationDocument, variables: { id: 77 } },
        result: { data: { acceptReservation: result({ status: 200, errorMessage: null, reservation: confirmed }) } },
      },
      hostList('upcoming', [confirmed]),
    ]);
    const card = await screen.findByRole('article', { name: 'Tiled apartment' });
    expect(within(card).getByText('Request to book')).toBeTruthy();
    expect(within(card).getByText(/Guest: Ada · Confirmation code: K7QX2MBD9P · \$833/)).toBeTruthy();
    expect(within(card).getByText('Her message: “Hello Grace!”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done: the reservation is now “Booking Confirmed”.');
  });

  it("declines with a reason and shows the server's refusal in its words", async () => {
    const refusal = 'You cannot decline a reservation that is "Booking Confirmed".';
    renderHost([
      hostList('upcoming', [reservation()]),
      {
        request: { query: DeclineReservationDocument, variables: { id: 77, reason: 'Away that week' } },
        result: { data: { declineReservation: result({ status: 409, errorMessage: refusal, reservation: null }) } },
      },
      hostList('upcoming', [reservation()]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Tiled apartment?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Away that week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('pre-approves or counter-offers an inquiry', async () => {
    const inquiry = reservation({ status: 'inquiry', statusLabel: 'Inquiry' });
    const countered = reservation({
      status: 'specialPriceHostRequest',
      statusLabel: 'counter-offer',
      counterOffer: 700,
    });
    renderHost([
      hostList('upcoming', [inquiry]),
      {
        request: { query: SendCounterOfferDocument, variables: { id: 77, price: 700 } },
        result: { data: { sendCounterOffer: result({ status: 200, errorMessage: null, reservation: countered }) } },
      },
      hostList('upcoming', [countered]),
    ]);
    expect(await screen.findByRole('button', { name: 'Pre-approve' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Counter-offer' }));
    const price = screen.getByLabelText('Your price for the whole stay (USD)');
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the counter-offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a price greater than zero.');
    fireEvent.change(price, { target: { value: '700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the counter-offer' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done: the reservation is now “counter-offer”.');
    expect(await screen.findByText('Counter-offer: $700')).toBeTruthy();
  });
});

describe("the guest's trips", () => {
  it('accepts a counter-offer and offers to pay a stay that waits for her card', async () => {
    const countered = reservation({
      status: 'specialPriceHostRequest',
      statusLabel: 'counter-offer',
      counterOffer: 700,
    });
    const accepted = reservation({
      id: 77,
      status: 'specialPriceGuestAccepted',
      statusLabel: 'counter-offer accepted',
    });
    const pending = reservation({ id: 78, status: 'pending', statusLabel: 'Pending', listingTitle: 'Sea house' });
    const trips = (list: object[]): MockLink.MockedResponse => ({
      request: { query: MyTripsDocument, variables: { type: 'upcoming' } },
      result: { data: { myTrips: list } },
    });
    renderScreen('/trips/:type', '/trips/upcoming', <TripsPage screen={screenOf('/trips/:type', 'yourTrips')} />, [
      trips([countered, pending]),
      {
        request: { query: AcceptCounterOfferDocument, variables: { id: 77 } },
        result: { data: { acceptCounterOffer: result({ status: 200, errorMessage: null, reservation: accepted }) } },
      },
      trips([accepted, pending]),
    ]);
    const sea = await screen.findByRole('article', { name: 'Sea house' });
    expect(within(sea).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/payment/78');
    const tiled = screen.getByRole('article', { name: 'Tiled apartment' });
    expect(within(tiled).getByText('Host: Grace', { exact: false })).toBeTruthy();
    fireEvent.click(within(tiled).getByRole('button', { name: 'Accept the counter-offer' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: the reservation is now “counter-offer accepted”.',
    );
    expect(await screen.findByRole('button', { name: 'Book at this price' })).toBeTruthy();
  });
});

const line = (kind: string, amount: number, displayAmount: number, extra: object = {}) => ({
  __typename: 'StayQuoteLine' as const,
  kind,
  label: kind,
  amount,
  displayAmount,
  deducted: false,
  count: null,
  percent: null,
  ...extra,
});

describe('the receipt and the itinerary', () => {
  it("shows the server's lines in both currencies and the offline notice", async () => {
    renderScreen(
      '/users/trips/receipt/:reservationId',
      '/users/trips/receipt/77',
      <ReceiptPage screen={screenOf('/users/trips/receipt/:reservationId', 'receipt')} />,
      [
        {
          request: { query: ReservationReceiptDocument, variables: { id: 77 } },
          result: {
            data: {
              reservation: {
                ...reservation({ status: 'confirmed', statusLabel: 'Booking Confirmed' }),
                paymentOrderId: ORDER_ID,
                quote: {
                  __typename: 'StayQuote',
                  id: 'q1',
                  currency: 'USD',
                  displayCurrency: 'EUR',
                  lines: [line('nights', 700, 603.4, { count: 7 }), line('service-fee', 133, 114.65, { percent: 12 })],
                  total: 833,
                  displayTotal: 718.05,
                  securityDeposit: 0,
                  displaySecurityDeposit: 0,
                  bookingProtection: false,
                },
                listing: {
                  __typename: 'Listing',
                  id: 4242,
                  title: 'Tiled apartment',
                  city: 'Lisbon',
                  countryName: 'Portugal',
                },
              },
            },
          },
        },
        {
          request: { query: ReceiptPaymentOrderDocument, variables: { id: ORDER_ID } },
          result: {
            data: {
              paymentOrder: {
                __typename: 'PaymentOrder',
                id: ORDER_ID,
                status: 'captured',
                provider: 'offline',
                receiptNotice: 'Offline payment: no money moved.',
              },
            },
          },
        },
      ],
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Price detailsIn the home’s currency (USD)In your currency (EUR)',
      '7 nights$700€603.40',
      'Service fee$133€114.65',
      'Total$833€718.05',
    ]);
    expect(screen.getByText('Reservation 1077')).toBeTruthy();
    expect((await screen.findByRole('note')).textContent).toBe('Offline payment: no money moved.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("shows check-in and check-out on the home's clock, and the town until the stay is confirmed", async () => {
    renderScreen(
      '/users/trips/itinerary/:reservationId',
      '/users/trips/itinerary/77',
      <ItineraryPage screen={screenOf('/users/trips/itinerary/:reservationId', 'itinerary')} />,
      [
        {
          request: { query: ReservationDetailsDocument, variables: { id: 77 } },
          result: {
            data: {
              reservation: {
                ...reservation(),
                listing: {
                  __typename: 'Listing',
                  id: 4242,
                  title: 'Tiled apartment',
                  slug: 'tiled-apartment',
                  street: null,
                  buildingName: null,
                  city: 'Lisbon',
                  state: 'Lisboa',
                  zipcode: null,
                  countryName: 'Portugal',
                  timeZone: 'Europe/Lisbon',
                  listingData: {
                    __typename: 'ListingData',
                    checkInStart: '15:00',
                    checkInEnd: '20:00',
                    checkOutTime: '11:00',
                  },
                },
              },
            },
          },
        },
      ],
    );
    expect(await screen.findByText('May 3, 2027, from 3:00 PM to 8:00 PM')).toBeTruthy();
    expect(screen.getByText('May 10, 2027, by 11:00 AM')).toBeTruthy();
    expect(screen.getByText('Times are the home’s (Europe/Lisbon).')).toBeTruthy();
    expect(screen.getByText('The full address is shown once your stay is confirmed.')).toBeTruthy();
  });
});
