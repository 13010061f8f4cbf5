// Use cases: a member's trips (as guest) and her homes' reservations (as host; a co-host sees her host's), by type;
// every reservation, or those of one status, for an admin with Manage Reservations (the field's mark checks her).
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { listAllReservations, listReservations, type ReservationDetails, type TripsType } from '../db/reservations';
import { isReservationStatus, type ReservationStatus } from '../domain/reservation-states';

/** The statuses of a reservation that will never be stayed: listed among the previous ones whatever their dates. */
const NEVER_STAYED: readonly ReservationStatus[] = [
  'declined',
  'expired',
  'cancelled',
  'cancelledByGuest',
  'cancelledByHost',
  'specialPriceHostDeclined',
  'specialPriceGuestDeclined',
];

export function listMyReservations(
  db: Knex,
  identity: Identity,
  side: 'guest' | 'host',
  type: TripsType,
  now = Date.now(),
): Promise<ReservationDetails[]> {
  return listReservations(db, side, identity.userId, type, new Date(now), NEVER_STAYED);
}

export function listAdminReservations(db: Knex, status: string | null, first: number): Promise<ReservationDetails[]> {
  if (status !== null && !isReservationStatus(status)) return Promise.resolve([]);
  return listAllReservations(db, status, Math.min(Math.max(first, 1), 100));
}
