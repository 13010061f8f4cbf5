// Fixtures for tests elsewhere in the repository: reservations, travel credit and currencies as bookings-payments
// stores them, written by its own db layer so a test never writes this service's tables itself.
import type { Knex } from '@golightly/db';
import { changeRate, setCurrencyOffered } from './app/currency-rates';
import { expireReservations } from './app/expire-reservations';
import { reservationDeps } from './app/reservation-deps';
import { insertReservation as storeReservation } from './db/reservations';
import { insertCreditEntry, type CreditReason } from './db/travel-credit';

export interface ReservationFixture {
  listingId: number;
  hostId: string;
  guestId: string;
  /** Unique per reservation; a random one by default. */
  confirmationCode?: string;
  /** YYYY-MM-DD; three nights from 2026-05-01 by default. */
  checkIn?: string;
  checkOut?: string;
  reservationState?: string;
  totalMinor?: number;
  currency?: string;
}

/** Inserts a reservation (approved, three nights, 615.00 USD unless told otherwise); returns its id. */
export async function insertReservation(db: Knex, reservation: ReservationFixture): Promise<number> {
  return storeReservation(db, {
    listingId: reservation.listingId,
    hostId: reservation.hostId,
    guestId: reservation.guestId,
    confirmationCode:
      reservation.confirmationCode ?? `GL${Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0')}`,
    checkIn: reservation.checkIn ?? '2026-05-01',
    checkOut: reservation.checkOut ?? '2026-05-04',
    reservationState: reservation.reservationState ?? 'approved',
    totalMinor: reservation.totalMinor ?? 61_500,
    currency: reservation.currency ?? 'USD',
  });
}

export interface TravelCreditFixture {
  userId: string;
  /** Minor units of `currency`; negative when spent. */
  amountMinor: number;
  currency?: string;
  reason?: CreditReason;
  reference?: string;
}

/** Adds a row to a member's travel-credit ledger (a USD referral reward unless told otherwise); returns its id. */
export async function insertTravelCredit(db: Knex, credit: TravelCreditFixture): Promise<number> {
  return insertCreditEntry(db, {
    userId: credit.userId,
    amountMinor: credit.amountMinor,
    currency: credit.currency ?? 'USD',
    reason: credit.reason ?? 'referral',
    reference: credit.reference ?? null,
  });
}

/** Offers a stored currency to members or withdraws it, as an admin would (published as CurrencyRatesChanged). */
export { setCurrencyOffered as setCurrencyEnabled };

/** Stores the rate of `code` against `base`, as the rate feed would (published as CurrencyRatesChanged). */
export { changeRate as saveRate };

/** Runs the reservation sweeper's expiry as it would run at `now` (ms): windows past by then expire, nights freed. */
export const expireReservationsAt = (db: Knex, now: number): Promise<number> =>
  expireReservations({ ...reservationDeps(db), now: () => now });

/** Stores a listing's terms in the read-model as ListingTermsChanged would (decision 0047). */
export { saveListingTerms } from './db/listing-terms';

/** Reservation threads' own use cases, for the tests of services that consume their events (decision 0054). */
export { markThreadRead, postBookingMessage, sendMessage } from './app/threads';
export { threadIdOfReservation } from './db/threads';
