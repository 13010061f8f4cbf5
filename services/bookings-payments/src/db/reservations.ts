// Queries of the reservations table.
import type { Knex } from '@golightly/db';
import type { ReservationRecord } from '../domain/reservation';

const columns = {
  id: 'id',
  listingId: 'listing_id',
  hostId: 'host_id',
  guestId: 'guest_id',
  confirmationCode: 'confirmation_code',
  checkIn: 'check_in',
  checkOut: 'check_out',
  reservationState: 'reservation_state',
  totalMinor: 'total_minor',
  currency: 'currency',
};

export async function findReservation(db: Knex, id: number): Promise<ReservationRecord | undefined> {
  const row = await db('reservations')
    .select({
      ...columns,
      checkIn: db.raw("to_char(check_in, 'YYYY-MM-DD')"),
      checkOut: db.raw("to_char(check_out, 'YYYY-MM-DD')"),
    })
    .where({ id })
    .first();
  return row;
}

/** Stores a reservation as the booking flow leaves it; returns its id. */
export async function insertReservation(db: Knex, reservation: Omit<ReservationRecord, 'id'>): Promise<number> {
  const [row] = await db('reservations')
    .insert({
      listing_id: reservation.listingId,
      host_id: reservation.hostId,
      guest_id: reservation.guestId,
      confirmation_code: reservation.confirmationCode,
      check_in: reservation.checkIn,
      check_out: reservation.checkOut,
      reservation_state: reservation.reservationState,
      total_minor: reservation.totalMinor,
      currency: reservation.currency,
    })
    .returning('id');
  return row.id;
}
