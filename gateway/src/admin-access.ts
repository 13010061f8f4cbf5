// The gateway's half of admin access (decision 0008): an operation that touches a field marked @adminPrivilege in
// the supergraph is refused, before any subgraph is called, unless the caller's privileges allow one of its URLs.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  adminFieldRefusal,
  adminPrivilegeFields,
  type AdminFieldRule,
  type AdminFieldTable,
  type Identity,
  type Logger,
} from '@golightly/service-kit';
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The admin fields of the supergraph, read once at start. */
export const adminFieldTable = (supergraphSdl: string): AdminFieldTable => adminPrivilegeFields(parse(supergraphSdl));

// The schema comes from Apollo's copy of graphql, which under some loaders is not this module's copy; so types are
// told apart by their tag rather than graphql's instanceof-based predicates.
const tagOf = (type: unknown) => Object.prototype.toString.call(type);
const isAbstract = (type: GraphQLNamedType) =>
  ['[object GraphQLInterfaceType]', '[object GraphQLUnionType]'].includes(tagOf(type));

function fieldType(parent: GraphQLNamedType, fieldName: string): GraphQLNamedType | undefined {
  if (!('getFields' in parent)) return undefined;
  let type: unknown = (parent.getFields() as Record<string, { type: unknown } | undefined>)[fieldName]?.type;
  while (type && typeof type === 'object' && 'ofType' in type) type = (type as { ofType: unknown }).ofType;
  return type as GraphQLNamedType | undefined;
}

/** Every URL set an operation needs: one entry per admin field it selects (through fragments and abstract types). */
export function adminUrlsNeeded(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  table: AdminFieldTable,
): Map<string, AdminFieldRule> {
  const needed = new Map<string, AdminFieldRule>();
  if (table.size === 0) return needed;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const visited = new Set<string>();

  function walk(selectionSet: SelectionSetNode, parent: GraphQLNamedType | null | undefined): void {
    if (!parent) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const owners = isAbstract(parent)
          ? [parent, ...schema.getPossibleTypes(parent as Parameters<GraphQLSchema['getPossibleTypes']>[0])]
          : [parent];
        for (const owner of owners) {
          const rule = table.get(`${owner.name}.${name}`);
          if (rule) needed.set(`${owner.name}.${name}`, rule);
        }
        if (selection.selectionSet) walk(selection.selectionSet, fieldType(parent, name));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(
          selection.selectionSet,
          selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent,
        );
      } else {
        // One walk per fragment: its type condition, not where it is spread, fixes what its fields belong to.
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visited.has(fragment.name.value)) continue;
        visited.add(fragment.name.value);
        walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      }
    }
  }

  const root = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  walk(operation.selectionSet, root[operation.operation]);
  return needed;
}

/** Why `identity` may not run this operation, or null. The whole operation is refused if any admin field is. */
export function refuseAdminOperation(
  identity: Identity | null,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  table: AdminFieldTable,
) {
  for (const rule of adminUrlsNeeded(schema, document, operation, table).values()) {
    const refusal = adminFieldRefusal(identity, rule);
    if (refusal) return refusal;
  }
  return null;
}

/** The Apollo plugin: runs after the operation is parsed and validated, before it is planned. */
export function adminAccessPlugin(
  supergraphSdl: string,
  log: Logger,
): ApolloServerPlugin<{ identity: Identity | null }> {
  const table = adminFieldTable(supergraphSdl);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, schema, document, operation }) {
          if (!operation) return;
          const refusal = refuseAdminOperation(contextValue.identity, schema, document, operation, table);
          if (!refusal) return;
          log.warn(
            { operation: operation.name?.value, userId: contextValue.identity?.userId, reason: refusal.message },
            'refused an admin operation',
          );
          const status = refusal.extensions.code === 'UNAUTHENTICATED' ? 401 : 403;
          Object.assign(refusal.extensions, { http: { status } });
          throw refusal;
        },
      };
    },
  };
}
