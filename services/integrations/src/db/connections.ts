// Queries of the channel_connections table.
import type { Knex } from '@golightly/db';

export interface ConnectionRecord {
  id: number;
  hostId: string;
  provider: string;
  status: string;
  lastSyncedAt: Date | null;
  externalAccountId: string | null;
}

const COLUMNS = {
  id: 'id',
  hostId: 'host_id',
  provider: 'provider',
  status: 'status',
  lastSyncedAt: 'last_synced_at',
  externalAccountId: 'external_account_id',
};

export async function findConnection(db: Knex, id: number): Promise<ConnectionRecord | undefined> {
  return db('channel_connections').select(COLUMNS).where({ id }).first();
}

/** A host's connections, one per channel manager, in the order she made them. */
export async function findConnectionsOfHost(db: Knex, hostId: string): Promise<ConnectionRecord[]> {
  const uuid = /^[0-9a-f-]{36}$/i.test(hostId);
  return uuid ? db('channel_connections').select(COLUMNS).where({ host_id: hostId }).orderBy('id') : [];
}

/** A member as integrations knows her: the id accounts gave her and, once loaded, her connections. */
export interface ChannelMember {
  id: string;
  /** Loaded by the entity reference; absent when she is reached as a connection's host. */
  connections?: ConnectionRecord[];
}

/** Stores a host's connection to one channel manager; returns its id. */
export async function insertConnection(db: Knex, connection: Omit<ConnectionRecord, 'id'>): Promise<number> {
  const [row] = await db('channel_connections')
    .insert({
      host_id: connection.hostId,
      provider: connection.provider,
      status: connection.status,
      last_synced_at: connection.lastSyncedAt,
      external_account_id: connection.externalAccountId,
    })
    .returning('id');
  return row.id;
}
