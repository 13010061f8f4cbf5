// Resolver types from a subgraph's SDL (GraphQL Code Generator, typescript-resolvers with federation), so a schema
// change that breaks a resolver fails typecheck. Each service runs it as `npm run codegen`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { Kind, parse, printSchema, type DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { format, resolveConfig } from 'prettier';
import { readSubgraphSdl } from './subgraph-service';

/** Where a service's generated resolver types live: beside its SDL. */
export const resolverTypesFile = (serviceDir: string) => path.join(serviceDir, 'src/graphql/gen/resolver-types.ts');

export async function generateResolverTypes(serviceDir: string): Promise<string> {
  const file = resolverTypesFile(serviceDir);
  const sdl = readSubgraphSdl(pathToFileURL(path.join(serviceDir, 'src/graphql/')));
  const code = await codegen({
    filename: file,
    schema: codegenSchema(sdl),
    documents: [],
    config: {
      federation: true,
      useTypeImports: true,
      enumsAsTypes: true,
      contextType: '@golightly/service-kit#ServiceContext',
      useIndexSignature: false,
      optionalResolveType: true,
      // What a type's resolvers receive and return when it is the service's own record rather than the SDL's shape.
      mappers: await readMappers(serviceDir),
      // A nullable field may be answered by a promise of null (the plugin's default allows only a bare null).
      customResolverFn:
        '(parent: TParent, args: TArgs, context: TContext, info: GraphQLResolveInfo) => TResult | Promise<Awaited<TResult>>',
    },
    plugins: [{ typescript: {} }, { 'typescript-resolvers': {} }],
    pluginMap: { typescript, 'typescript-resolvers': typescriptResolvers },
  });
  const header =
    '// Generated from src/graphql/*.graphql by `npm run codegen` (service-kit resolver-codegen). Do not edit.\n';
  return format(header + code, { ...(await resolveConfig(file)), filepath: file });
}

/**
 * The service's own SDL, with @key and the other federation directives kept on its types (printSchema would drop
 * them), preceded by the definitions of those directives and their scalars as the built subgraph declares them.
 * The _service and _entities fields are Apollo's to resolve, never a service's, so they are left out.
 */
function codegenSchema(sdl: string): DocumentNode {
  const declared = parse(printSchema(buildSubgraphSchema({ typeDefs: gql(sdl) })));
  const own = parse(sdl);
  const ownNames = new Set(own.definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : [])));
  const plumbing = declared.definitions.filter(
    (d) =>
      (d.kind === Kind.DIRECTIVE_DEFINITION ||
        d.kind === Kind.SCALAR_TYPE_DEFINITION ||
        d.kind === Kind.ENUM_TYPE_DEFINITION) &&
      !ownNames.has(d.name.value) &&
      d.name.value !== '_Any',
  );
  return { ...own, definitions: [...plumbing, ...own.definitions.filter((d) => d.kind !== Kind.SCHEMA_EXTENSION)] };
}

/**
 * `src/graphql/resolver-mappers.json`, if the service has one: `{ "Trip": "../../domain/trip#TripRecord" }`, paths
 * relative to the generated file. Entities owned elsewhere are usually mapped to a reference like `{ id: string }`.
 */
async function readMappers(serviceDir: string): Promise<Record<string, string>> {
  const file = path.join(serviceDir, 'src/graphql/resolver-mappers.json');
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

export async function writeResolverTypes(serviceDir: string): Promise<string> {
  const file = resolverTypesFile(serviceDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await generateResolverTypes(serviceDir));
  return file;
}

// `tsx resolver-codegen.ts <service dir>`: what each service's codegen script runs.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serviceDir = path.resolve(process.argv[2] ?? process.cwd());
  process.stdout.write(`wrote ${path.relative(process.cwd(), await writeResolverTypes(serviceDir))}\n`);
}
