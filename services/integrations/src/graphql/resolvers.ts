// Resolvers of the integrations subgraph, typed from its SDL (src/graphql/gen/resolver-types.ts).
import { publicError, type ServiceContext } from '@golightly/service-kit';
import { findConnection, findConnectionsOfHost, type ChannelMember, type ConnectionRecord } from '../db/connections';
import {
  ACCOUNT_ID_FIELDS,
  CHANNEL_PROVIDERS,
  mayViewConnection,
  providerOfCode,
  visibleConnections,
} from '../domain/providers';
import type { Resolvers, UserResolvers } from './gen/resolver-types';

const toGraph = (connection: ConnectionRecord) => ({
  id: connection.id,
  provider: providerOfCode(connection.provider),
  status: connection.status,
  lastSyncedAt: connection.lastSyncedAt?.toISOString() ?? null,
  host: { id: connection.hostId },
  externalAccountId: connection.externalAccountId,
});

/** Her connections as the caller may see them; anyone but she, her co-host and the channel's admins is refused. */
async function connectionsFor(member: ChannelMember, { db, identity }: ServiceContext) {
  const visible = visibleConnections(
    identity,
    member.id,
    member.connections ?? (await findConnectionsOfHost(db, member.id)),
  );
  if (!visible) throw publicError("Only she can see a member's channel-manager connections.", 'FORBIDDEN');
  return visible;
}

/** One of the spec's account-id fields: her account id at that channel manager, when the caller may see it. */
const accountId =
  (provider: string): NonNullable<UserResolvers['hostAwayId']> =>
  async (member, _args, ctx) =>
    (await connectionsFor(member, ctx)).find((c) => c.provider === provider)?.externalAccountId ?? null;

export const resolvers: Resolvers = {
  Query: {
    channelProviders: () => CHANNEL_PROVIDERS.map(({ provider, displayName }) => ({ provider, displayName })),
  },
  ChannelConnection: {
    // Only the host and admins with its channel manager's privilege see a connection, by reference too.
    __resolveReference: async (reference, { db, identity }) => {
      const connection = await findConnection(db, reference.id);
      return connection && mayViewConnection(identity, connection) ? toGraph(connection) : null;
    },
  },
  User: {
    // Loaded once for all her fields below, each of which applies the visibility itself.
    __resolveReference: async (reference, { db }) => ({
      id: reference.id,
      connections: await findConnectionsOfHost(db, reference.id),
    }),
    channelConnections: async (member, _args, ctx) => (await connectionsFor(member, ctx)).map(toGraph),
    ...(Object.fromEntries(
      Object.entries(ACCOUNT_ID_FIELDS).map(([field, provider]) => [field, accountId(provider)]),
    ) as Pick<UserResolvers, keyof typeof ACCOUNT_ID_FIELDS>),
  },
};
