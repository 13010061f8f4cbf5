import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { queryLimitsPlugin } from './query-limits';

const typeDefs = /* GraphQL */ `
  type Item {
    id: Int!
    name: String!
  }
  type Query {
    items(first: Int, near: [Float!]): [Item!]!
  }
`;
const items = (_: unknown, { first }: { first?: number }) =>
  Array.from({ length: Math.min(first ?? 3, 3) }, (_, id) => ({ id, name: `item ${id}` }));

async function serverWithLimits() {
  const server = new ApolloServer({
    typeDefs,
    resolvers: { Query: { items } },
    plugins: [queryLimitsPlugin({ maxDepth: 5, maxAliases: 5, maxCost: 100 })],
  });
  await server.start();
  return server;
}

const QUERY = 'query Items($first: Int, $near: [Float!]) { items(first: $first, near: $near) { id name } }';
const errorsOf = async (server: ApolloServer, variables: Record<string, unknown>) => {
  const { body } = await server.executeOperation({ query: QUERY, variables });
  return body.kind === 'single' ? (body.singleResult.errors ?? []).map((error) => error.message) : ['incremental'];
};

describe('queryLimitsPlugin verdicts kept with the document', () => {
  it('measures again when a sizing variable changes, so a kept verdict never lets a costlier page through', async () => {
    const server = await serverWithLimits();
    try {
      // 1 + 10 x 2 fields within 100; 1 + 60 x 2 over it; the same document text each time (one parsed document).
      expect(await errorsOf(server, { first: 10 })).toEqual([]);
      expect(await errorsOf(server, { first: 60 })).toEqual([expect.stringMatching(/^Query is too costly/)]);
      expect(await errorsOf(server, { first: 60 })).toEqual([expect.stringMatching(/^Query is too costly/)]);
      expect(await errorsOf(server, { first: 10 })).toEqual([]);
      // A variable that sizes nothing (near) does not change the verdict.
      expect(await errorsOf(server, { first: 10, near: [1.5, 2.5] })).toEqual([]);
      expect(await errorsOf(server, { first: 60, near: [1.5, 2.5] })).toEqual([
        expect.stringMatching(/^Query is too costly/),
      ]);
    } finally {
      await server.stop();
    }
  });
});
