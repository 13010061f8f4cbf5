// The integrations subgraph: the eight channel-manager connectors and iCal.
import { defineSubgraph } from '@golightly/service-kit';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'integrations', appUrl: import.meta.url, resolvers });
