// Test fixtures of the reservation screens: the privileges that open them, a reservation row as the list and the
// claims show it, its details as the reservation's page reads them, and adminReservation's answer.
//
//   const stay = reservationRow({ status: 'completed', statusLabel: 'Completed' });
//   renderAdminAt('/reservations/7', [reservationViewAnswer(reservationDetails(stay), { canDecline: false })]);
import type { MockLink } from '@apollo/client/testing';
import { AdminReservationViewDocument } from '../gen/graphql';

export const MANAGE_RESERVATIONS = 16;
export const MANAGE_INQUIRY = 43;

export const member = (id: string, profileId: number, firstName: string, lastName: string) => ({
  __typename: 'User',
  id,
  profileId,
  firstName,
  lastName,
});

/** Reservation 7 (number 1007) of Maya at Inês's home, a week in April 2027, as a row of the lists. */
export const reservationRow = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Reservation',
  id: 7,
  number: 1007,
  confirmationCode: 'KB4V3SGGV9',
  status: 'requestToBook',
  statusLabel: 'Request to book',
  bookingType: 'request',
  listingTitle: 'Sunny Alfama flat',
  checkIn: '2027-04-12',
  checkOut: '2027-04-19',
  nights: 7,
  total: 1286.5,
  currency: 'EUR',
  guest: member('g1', 3108, 'Maya', 'Okafor'),
  host: member('h1', 2204, 'Inês', 'Silva'),
  ...overrides,
});

/** A row with what the reservation's page reads besides: its zone, offers, message and guests. */
export const reservationDetails = (
  row: ReturnType<typeof reservationRow>,
  overrides: Record<string, unknown> = {},
) => ({
  ...row,
  timeZone: 'Europe/Lisbon',
  expiresAt: null,
  specialPrice: null,
  counterOffer: null,
  message: null,
  declineReason: null,
  guests: { __typename: 'ReservationGuests', women: 2, men: 0, children: 0, others: 0, infants: 0, pets: 0 },
  ...overrides,
});

/** adminReservation's answer for reservation 7 (once, unless `maxUsageCount` says more). */
export const reservationViewAnswer = (
  reservation: object,
  { canDecline = false, transitions = [] as object[], maxUsageCount = 1 } = {},
): MockLink.MockedResponse => ({
  request: { query: AdminReservationViewDocument, variables: { id: 7 } },
  result: {
    data: {
      adminReservation: { __typename: 'AdminReservationView', canDecline, reservation, transitions },
    },
  },
  maxUsageCount,
});
