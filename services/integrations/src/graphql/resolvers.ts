// Resolvers of the integrations subgraph.
import type { Resolvers } from '@golightly/service-kit';
import { findConnection } from '../db/connections';
import { CHANNEL_PROVIDERS, providerOfCode } from '../domain/providers';

export const resolvers: Resolvers = {
  Query: {
    channelProviders: () => CHANNEL_PROVIDERS.map(({ provider, displayName }) => ({ provider, displayName })),
  },
  ChannelConnection: {
    // Only the host and admins see a connection.
    __resolveReference: async (reference: { id: number }, { db, identity }) => {
      const connection = await findConnection(db, reference.id);
      if (!connection || !identity || (identity.userId !== connection.hostId && !identity.admin)) return null;
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
