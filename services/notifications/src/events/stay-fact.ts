// The stay a bookings-payments event names (ReservationStatusChanged, StayStepDue, the deposit events' DepositStay:
// the same fields under the same names), as the stays e-mails take it.
import type { StayFacts } from '../app/stay-mail';

/** The stay's fields as the bookings events carry them; amounts in minor units of `currency`. */
export interface StayMessage {
  reservationId: string;
  confirmationCode: string;
  listId: number;
  listingTitle: string;
  hostUserId: string;
  guestUserId: string;
  checkIn: string;
  checkOut: string;
  totalMinor: bigint;
  currency: string;
  guestWomen: number;
  guestMen: number;
  guestChildren: number;
  guestInfants: number;
  guestOthers: number;
  pets: number;
}

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
