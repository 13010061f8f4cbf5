// The notifications subgraph: e-mail catalogue and delivery, in-app notifications, counts, live pushes.
import { defineSubgraph } from '@golightly/service-kit';
import { subscriptions } from './events/subscriptions';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'notifications', appUrl: import.meta.url, resolvers, handlers: subscriptions });
