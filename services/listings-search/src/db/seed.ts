// Demo listings in real cities for a first `npm start`; running it again changes nothing.
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';

const { grace, frida } = DEMO_MEMBERS;

const DEMO_LISTINGS = [
  {
    id: 1,
    host_id: grace.id,
    title: 'Sunny loft on South Congress',
    city: 'Austin',
    state: 'Texas',
    country: 'US',
    person_capacity: 2,
  },
  {
    id: 2,
    host_id: grace.id,
    title: 'Garden flat near Columbia Road',
    city: 'London',
    state: 'England',
    country: 'GB',
    person_capacity: 3,
  },
  {
    id: 3,
    host_id: frida.id,
    title: 'Harbour view studio in Södermalm',
    city: 'Stockholm',
    state: 'Stockholm',
    country: 'SE',
    person_capacity: 2,
  },
  {
    id: 4,
    host_id: frida.id,
    title: 'Tiled apartment in Alfama',
    city: 'Lisbon',
    state: 'Lisboa',
    country: 'PT',
    person_capacity: 4,
  },
  {
    id: 5,
    host_id: grace.id,
    title: 'Adobe casita with a courtyard',
    city: 'Santa Fe',
    state: 'New Mexico',
    country: 'US',
    person_capacity: 2,
  },
];

export async function seedDemo(db: Knex): Promise<number> {
  const inserted = await db('listings')
    .insert(DEMO_LISTINGS.map((l) => ({ ...l, is_published: true })))
    .onConflict('id')
    .ignore()
    .returning('id');
  // Explicit ids do not advance the sequence; keep it past them so hosts' new listings do not collide.
  await db.raw("select setval('listings_id_seq', greatest((select max(id) from listings), 1))");
  return inserted.length;
}
