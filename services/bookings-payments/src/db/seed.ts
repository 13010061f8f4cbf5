// A demo reservation for a first `npm start`; running it again changes nothing.
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';

export async function seedDemo(db: Knex): Promise<number> {
  const inserted = await db('reservations')
    .insert({
      id: 1,
      listing_id: 1,
      host_id: DEMO_MEMBERS.grace.id,
      guest_id: DEMO_MEMBERS.ada.id,
      confirmation_code: 'GLDEMO1',
      check_in: '2026-12-18',
      check_out: '2026-12-21',
      reservation_state: 'approved',
      total_minor: 61_500,
      currency: 'USD',
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  await db.raw("select setval('reservations_id_seq', greatest((select max(id) from reservations), 1))");
  return inserted.length;
}
