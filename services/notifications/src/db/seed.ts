// The demo members for a first `npm start`: accounts seeds them without its events (packages/config's DEMO_MEMBERS),
// so notifications learns their addresses from the same fixture, or no e-mail would ever reach a demo host or guest.
// A member already known (from an event) is left as she is; running it again changes nothing.
import { DEMO_MEMBERS } from '@golightly/config';
import type { Knex } from '@golightly/db';

const SEEDED_AT = new Date('2026-01-01T00:00:00Z');

export async function seedDemo(db: Knex): Promise<number> {
  const rows = Object.values(DEMO_MEMBERS).map((member) => ({
    user_id: member.id,
    profile_id: member.profileId,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    gender: 'female',
    registered_at: SEEDED_AT,
  }));
  const inserted = await db('member_contacts').insert(rows).onConflict('user_id').ignore().returning('user_id');
  return inserted.length;
}
