// Demo members for a first `npm start`; running it again changes nothing.
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';

export async function seedDemo(db: Knex): Promise<number> {
  const rows = Object.values(DEMO_MEMBERS).map((m) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName }));
  const inserted = await db('users').insert(rows).onConflict('id').ignore().returning('id');
  return inserted.length;
}
