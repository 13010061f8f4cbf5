// The guest_stays read-model (migration 0021, decision 0052): each reservation's guest, listing and latest status as
// ReservationStatusChanged told it. Written only by that event's handler.
import type { Knex } from '@golightly/db';
import { ADDRESS_STATUSES } from '../domain/guest-stays';

export interface GuestStay {
  reservationId: string;
  listId: number;
  guestId: string;
  status: string;
  /** When the event that said it happened. */
  asOf: Date;
}

/** Records a reservation's status; an event older than the one already applied changes nothing. */
export async function recordGuestStay(trx: Knex.Transaction, stay: GuestStay): Promise<void> {
  await trx.raw(
    `insert into guest_stays (reservation_id, list_id, guest_id, status, as_of) values (?, ?, ?, ?, ?)
     on conflict (reservation_id) do update
       set list_id = excluded.list_id, guest_id = excluded.guest_id, status = excluded.status, as_of = excluded.as_of
       where guest_stays.as_of <= excluded.as_of`,
    [stay.reservationId, stay.listId, stay.guestId, stay.status, stay.asOf],
  );
}

/** Whether `guestId` has a stay at `listId` that shares its address with her. */
export async function hasAddressStay(db: Knex, guestId: string, listId: number): Promise<boolean> {
  const row = await db('guest_stays')
    .where({ guest_id: guestId, list_id: listId })
    .whereIn('status', ADDRESS_STATUSES)
    .first('reservation_id');
  return row !== undefined;
}
