// Queries of the users table.
import type { Knex } from '@golightly/db';
import type { UserRecord } from '../domain/user';

const columns = {
  id: 'id',
  profileId: 'profile_id',
  firstName: 'first_name',
  lastName: 'last_name',
  picture: 'picture',
  createdAt: 'created_at',
};

/** Live (not deleted) members by id, in one query. */
export async function findUsersByIds(db: Knex, ids: readonly string[]): Promise<UserRecord[]> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return [];
  return db('users').select(columns).whereIn('id', uuids).whereNull('deleted_at');
}

export async function findUserByProfileId(db: Knex, profileId: number): Promise<UserRecord | undefined> {
  return db('users').select(columns).where({ profile_id: profileId }).whereNull('deleted_at').first();
}
