// The hustle subgraph: the job board, applications and community advice.
import { defineSubgraph } from '@golightly/service-kit';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'hustle', appUrl: import.meta.url, resolvers });
