// Resolvers of the integrations subgraph.
import type { Resolvers } from '@golightly/service-kit';
import { findConnection } from '../db/connections';
import { CHANNEL_PROVIDERS, mayViewConnection, providerOfCode } from '../domain/providers';

export const resolvers: Resolvers = {
  Query: {
    channelProviders: () => CHANNEL_PROVIDERS.map(({ provider, displayName }) => ({ provider, displayName })),
  },
  ChannelConnection: {
    // Only the host and admins with its channel manager's privilege see a connection.
    __resolveReference: async (reference: { id: number }, { db, identity }) => {
      const connection = await findConnection(db, reference.id);
      if (!connection || !mayViewConnection(identity, connection)) return null;
      return {
        id: connection.id,
        provider: providerOfCode(connection.provider),
        status: connection.status,
        lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
        host: { id: connection.hostId },
      };
    },
  },
};
