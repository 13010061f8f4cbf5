// The stay a bookings-payments event names (ReservationStatusChanged, StayStepDue, the deposit events' DepositStay:
// the same fields under the same names), as the stays e-mails take it.
import type { ReservationStatusChanged } from '@golightly/proto';
import type { StayFacts } from '../app/stay-mail';

/** The stay's fields, as ReservationStatusChanged names them and the other bookings events name them too. */
export type StayMessage = Pick<
  ReservationStatusChanged,
  | 'reservationId'
  | 'confirmationCode'
  | 'listId'
  | 'listingTitle'
  | 'hostUserId'
  | 'guestUserId'
  | 'checkIn'
  | 'checkOut'
  | 'totalMinor'
  | 'currency'
  | 'guestWomen'
  | 'guestMen'
  | 'guestChildren'
  | 'guestInfants'
  | 'guestOthers'
  | 'pets'
>;

export const stayFactOf = (message: StayMessage): StayFacts => ({
  reservationId: message.reservationId,
  confirmationCode: message.confirmationCode,
  listId: message.listId,
  listingTitle: message.listingTitle,
  hostUserId: message.hostUserId,
  guestUserId: message.guestUserId,
  checkIn: message.checkIn,
  checkOut: message.checkOut,
  totalMinor: message.totalMinor,
  currency: message.currency,
  guests: {
    women: message.guestWomen,
    men: message.guestMen,
    children: message.guestChildren,
    infants: message.guestInfants,
    pets: message.pets,
    others: message.guestOthers,
  },
});
