// Every operation the web apps send stays within the query limits the gateway and the subgraphs enforce.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_QUERY_LIMITS, limitViolations, measureOperation } from '@golightly/service-kit';
import { buildSchema, Kind, parse, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readCommittedSupergraph } from './supergraph';

const repository = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return [path];
  });
}

/** The GraphQL an app sends: its .graphql files and gql`…` documents in its (non-test) code. */
function documentsOf(app: string): string[] {
  const files = sourceFiles(join(repository, app, 'src'));
  const graphqlFiles = files.filter((file) => file.endsWith('.graphql')).map((file) => readFileSync(file, 'utf8'));
  const templates = files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bgql`([^`]*)`/g)].map((match) => match[1] ?? ''));
  return [...graphqlFiles, ...templates];
}

const schema = buildSchema(readCommittedSupergraph(), { assumeValidSDL: true });

/** Where the browser's operations live: each app, and the shell both apps share (packages/web-kit). */
const SENDERS = ['web', 'admin-web', 'packages/web-kit'];

function parsedOperations(sender: string) {
  const definitions: DefinitionNode[] = documentsOf(sender).flatMap((source) => parse(source).definitions);
  const document = { kind: Kind.DOCUMENT, definitions } as const;
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return { document, operations };
}

/** Each sender's files read and parsed once, for every test below. */
const PARSED = new Map(SENDERS.map((sender) => [sender, parsedOperations(sender)] as const));
const operationsOf = (sender: string) => PARSED.get(sender)!;

it('finds the operations of the member app and of the shared shell', () => {
  expect(operationsOf('web').operations.length).toBeGreaterThan(0);
  expect(operationsOf('packages/web-kit').operations.length).toBeGreaterThan(0);
});

// admin-web sends none of its own today: its one query, the site name, comes from the shell.
const SENDING = SENDERS.filter((sender) => operationsOf(sender).operations.length > 0);

describe.each(SENDING)('the operations of %s', (sender) => {
  const { document, operations } = operationsOf(sender);

  it.each(operations.map((operation) => [operation.name?.value ?? 'anonymous', operation] as const))(
    '%s is within the default query limits',
    (_name, operation) => {
      expect(limitViolations(measureOperation(schema, document, operation), DEFAULT_QUERY_LIMITS)).toEqual([]);
    },
  );
});
