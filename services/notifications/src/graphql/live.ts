// Live counts (decision 0019): a mercurius GraphQL subscription server on /graphql/live, websocket only, beside the
// Apollo subgraph on /graphql. A browser reaches it through the gateway, which adds the signed identity; each
// connection hears only its own member's counts. Changes arrive from every instance through Postgres NOTIFY.
import type { Knex } from '@golightly/db';
import { NOT_LOGGED_IN_MESSAGE, requireMember, type Logger } from '@golightly/service-kit';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { CountsListener } from '../db/counts-listener';
import { countsOf } from '../app/member-counts';
import type { MemberCounts } from '../domain/counts';

export const LIVE_PATH = '/graphql/live';

const LIVE_SCHEMA = /* GraphQL */ `
  "The signed-in member's counts, pushed whenever one changes."
  type LiveCounts {
    hostCount: Int!
    guestCount: Int!
    "hostCount + guestCount + privateCount"
    total: Int!
    privateCount: Int!
    socialCount: Int!
  }

  type Query {
    "Her counts now (GraphQL needs a query type; this endpoint answers subscriptions only)."
    liveCounts: LiveCounts
  }

  type Subscription {
    "Her counts: once at once, then after every change."
    countsChanged: LiveCounts!
  }
`;

/** A page needs one subscription; a few allow for tabs sharing nothing, more is a client misbehaving. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 3;

interface LiveContext {
  memberId?: string;
  /** Shared by every operation of one connection (mercurius copies the context shallowly per operation). */
  connection: { subscriptions: number };
}

const topicOf = (memberId: string) => `counts:${memberId}`;

/** Which members have a live connection on this instance, so a change for anyone else costs nothing here. */
class ConnectedMembers {
  private readonly connections = new Map<string, number>();
  add(memberId: string) {
    this.connections.set(memberId, (this.connections.get(memberId) ?? 0) + 1);
  }
  remove(memberId: string) {
    const left = (this.connections.get(memberId) ?? 1) - 1;
    if (left > 0) this.connections.set(memberId, left);
    else this.connections.delete(memberId);
  }
  has(memberId: string) {
    return this.connections.has(memberId);
  }
  all() {
    return [...this.connections.keys()];
  }
}

/** Her current counts first, then every pushed change, until the subscription ends. */
async function* startingWith(first: unknown, changes: AsyncIterable<unknown>, onEnd: () => void) {
  try {
    yield first;
    yield* changes;
  } finally {
    onEnd();
  }
}

export function liveCounts(db: Knex) {
  return async (app: FastifyInstance) => {
    const log = app.log as unknown as Logger;
    const connected = new ConnectedMembers();

    const resolvers: IResolvers = {
      Query: {
        liveCounts: async (_root: unknown, _args: unknown, context: MercuriusContext & { memberId?: string }) =>
          context.memberId ? countsOf(db, context.memberId) : null,
      },
      Subscription: {
        countsChanged: {
          subscribe: async (_root: unknown, _args: unknown, mercuriusContext: MercuriusContext) => {
            // What subscription.context below added to this connection's context.
            const context = mercuriusContext as MercuriusContext & LiveContext;
            // The hook below turns a visitor away before the upgrade; were one to get here, the shared guard refuses her.
            const memberId = context.memberId ?? requireMember(null);
            if (context.connection.subscriptions >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
              throw new Error(`A connection may hold at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} live subscriptions.`);
            }
            context.connection.subscriptions += 1;
            connected.add(memberId);
            const release = () => {
              connected.remove(memberId);
              context.connection.subscriptions -= 1;
            };
            try {
              // Subscribed before reading, so no change falls between the first answer and the pushes.
              const changes = await context.pubsub.subscribe(topicOf(memberId));
              const now = await countsOf(db, memberId);
              return startingWith({ countsChanged: now }, changes, release);
            } catch (error) {
              release();
              throw error;
            }
          },
        },
      },
    };

    // A browser only ever upgrades to a websocket here; anyone the gateway did not vouch for is refused before that.
    app.addHook('preValidation', async (request, reply) => {
      if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
        return reply.code(400).send({
          errors: [{ message: 'Live updates are served over a WebSocket only.', extensions: { code: 'BAD_REQUEST' } }],
        });
      }
      if (!request.identity) {
        return reply.code(401).send({
          errors: [{ message: NOT_LOGGED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }
    });

    await app.register(mercurius, {
      schema: LIVE_SCHEMA,
      resolvers,
      path: LIVE_PATH,
      graphiql: false,
      // The gateway's depth limit does not see websocket operations; this schema is two levels deep.
      queryDepth: 4,
      subscription: {
        context: (_socket, request) => ({ memberId: request.identity?.userId, connection: { subscriptions: 0 } }),
        // Keeps idle connections open through proxies that drop silent sockets.
        keepAlive: 25_000,
      },
    });

    async function push(memberId: string) {
      if (!connected.has(memberId)) return;
      try {
        const counts: MemberCounts = await countsOf(db, memberId);
        await app.graphql.pubsub.publish({ topic: topicOf(memberId), payload: { countsChanged: counts } });
      } catch (error) {
        log.warn({ err: (error as Error).message, memberId }, 'could not push live counts');
      }
    }

    const listener = new CountsListener({
      db,
      log,
      onChange: (memberId) => void push(memberId),
      // Changes made while the listener was down were not heard: bring everyone connected here up to date.
      onReconnect: () => connected.all().forEach((memberId) => void push(memberId)),
    });
    await listener.start();
    app.addHook('onClose', async () => listener.stop());
  };
}
