// The stays that hold nights on a listing, for availability: reservations in a holding status, as migration 0006's
// reservation_holds_nights (the SQL twin of the domain's HOLDING_STATUSES) decides.
import type { Knex } from '@golightly/db';
import type { StayDates } from '@golightly/stay-rules';

/** Stays holding any night from `from` (included) to `to` (excluded) on the listing, check-in to check-out. */
export async function takenNights(db: Knex, listId: number, from: string, to: string): Promise<StayDates[]> {
  return db('reservations')
    .where({ listing_id: listId })
    .whereRaw('reservation_holds_nights(reservation_state)')
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .orderBy('check_in')
    .select({
      checkIn: db.raw("to_char(check_in, 'YYYY-MM-DD')"),
      checkOut: db.raw("to_char(check_out, 'YYYY-MM-DD')"),
    });
}
