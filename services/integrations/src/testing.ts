// Fixtures for tests elsewhere in the repository: channel-manager connections as integrations stores them, written
// by its own db layer so a test never writes this service's tables itself.
import type { Knex } from '@golightly/db';
import { insertConnection } from './db/connections';
import type { ProviderCode } from './domain/providers';

export interface ChannelConnectionFixture {
  hostId: string;
  provider: ProviderCode;
  status?: 'pending' | 'active' | 'failing' | 'disconnected';
  /** The host's account id at the channel manager; none (not linked yet) by default. */
  externalAccountId?: string | null;
  lastSyncedAt?: Date | null;
}

/** Inserts a host's connection to one channel manager (pending unless told otherwise); returns its id. */
export async function insertChannelConnection(db: Knex, connection: ChannelConnectionFixture): Promise<number> {
  return insertConnection(db, {
    hostId: connection.hostId,
    provider: connection.provider,
    status: connection.status ?? 'pending',
    externalAccountId: connection.externalAccountId ?? null,
    lastSyncedAt: connection.lastSyncedAt ?? null,
  });
}
