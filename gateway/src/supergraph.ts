// Build-time composition of every subgraph's schema.graphql into the committed supergraph.
import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { DEFAULT_PORTS, SERVICE_NAMES } from '@golightly/config';
import { readSubgraphSdl } from '@golightly/service-kit';
import { gql } from 'graphql-tag';

export const SUPERGRAPH_FILE = new URL('../supergraph.graphql', import.meta.url);

const graphqlDir = (service: string) => new URL(`../../services/${service}/src/graphql/`, import.meta.url);

/** Composes the eight subgraphs (with their default local URLs); throws with every composition error. */
export function composeSupergraph(): string {
  const result = composeServices(
    SERVICE_NAMES.map((name) => ({
      name,
      url: `http://localhost:${DEFAULT_PORTS.service(name)}/graphql`,
      typeDefs: gql(readSubgraphSdl(graphqlDir(name))),
    })),
  );
  if (result.errors) {
    throw new Error(`Supergraph composition failed:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return `${result.supergraphSdl.trimEnd()}\n`;
}

export const readCommittedSupergraph = () => readFileSync(SUPERGRAPH_FILE, 'utf8');
