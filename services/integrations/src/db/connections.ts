// Queries of the channel_connections table.
import type { Knex } from '@golightly/db';

export interface ConnectionRecord {
  id: number;
  hostId: string;
  provider: string;
  status: string;
  lastSyncedAt: Date | null;
}

export async function findConnection(db: Knex, id: number): Promise<ConnectionRecord | undefined> {
  return db('channel_connections')
    .select({ id: 'id', hostId: 'host_id', provider: 'provider', status: 'status', lastSyncedAt: 'last_synced_at' })
    .where({ id })
    .first();
}
