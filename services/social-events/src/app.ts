// The social-events subgraph: posts, events, connections, messages, CMS pages, site settings.
import { defineSubgraph } from '@golightly/service-kit';
import { seedDemo } from './db/seed';
import { resolvers } from './graphql/resolvers';

export const subgraph = defineSubgraph({ name: 'social-events', appUrl: import.meta.url, resolvers, seedDemo });
