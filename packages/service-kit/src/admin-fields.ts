// Admin operations declare the admin page they belong to in the SDL: `@adminPrivilege(urls: ["/siteadmin/..."])`.
// The gateway reads the declarations from the supergraph; each subgraph guards its own resolvers with them.
import { defaultFieldResolver, Kind, valueFromASTUntyped, type DocumentNode, type GraphQLFieldResolver } from 'graphql';
import { adminAccessError } from './admin-access';
import type { Resolvers, ServiceContext } from './subgraph-service';

export const ADMIN_PRIVILEGE_DIRECTIVE = 'adminPrivilege';

/** Field coordinate (`Mutation.createAdminUser`) → the URLs any one of which allows it. */
export type AdminFieldTable = ReadonlyMap<string, readonly string[]>;

function urlsOf(coordinate: string, value: unknown): string[] {
  const urls = Array.isArray(value) ? value : [value];
  if (urls.length === 0 || !urls.every((url) => typeof url === 'string' && /^\/siteadmin(\/|$)/.test(url))) {
    throw new Error(`@${ADMIN_PRIVILEGE_DIRECTIVE} on ${coordinate} needs urls: one or more /siteadmin paths`);
  }
  return urls as string[];
}

/** Every field of an object type that carries @adminPrivilege, in a subgraph SDL or the supergraph. */
export function adminPrivilegeFields(document: DocumentNode): AdminFieldTable {
  const table = new Map<string, string[]>();
  for (const definition of document.definitions) {
    const isObject = definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
    const isInterface =
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_EXTENSION;
    if (!isObject && !isInterface) continue;
    for (const field of definition.fields ?? []) {
      const coordinate = `${definition.name.value}.${field.name.value}`;
      for (const directive of field.directives ?? []) {
        if (directive.name.value !== ADMIN_PRIVILEGE_DIRECTIVE) continue;
        // Resolvers live on object types; a rule on an interface field would guard nothing in the subgraph.
        if (isInterface)
          throw new Error(`@${ADMIN_PRIVILEGE_DIRECTIVE} belongs on object type fields, not on ${coordinate}`);
        const argument = directive.arguments?.find((a) => a.name.value === 'urls');
        const urls = urlsOf(coordinate, argument ? valueFromASTUntyped(argument.value) : undefined);
        table.set(coordinate, [...new Set([...(table.get(coordinate) ?? []), ...urls])]);
      }
    }
  }
  return table;
}

type FieldResolver = GraphQLFieldResolver<unknown, ServiceContext>;

/**
 * The subgraph's own check (defence in depth): each resolver of a field with @adminPrivilege first refuses a
 * caller whose signed identity does not allow one of its URLs.
 */
export function enforceAdminPrivileges(typeDefs: DocumentNode, resolvers: Resolvers): Resolvers {
  const table = adminPrivilegeFields(typeDefs);
  if (table.size === 0) return resolvers;
  const guarded: Record<string, Record<string, unknown>> = {
    ...(resolvers as Record<string, Record<string, unknown>>),
  };
  for (const [coordinate, urls] of table) {
    const [typeName = '', fieldName = ''] = coordinate.split('.');
    const fields = { ...(guarded[typeName] ?? {}) };
    const original = fields[fieldName];
    const withResolve =
      typeof original === 'object' && original !== null ? (original as { resolve?: FieldResolver }) : undefined;
    const resolve: FieldResolver =
      typeof original === 'function'
        ? (original as FieldResolver)
        : (withResolve?.resolve ?? (defaultFieldResolver as FieldResolver));
    const check: FieldResolver = (parent, args, context, info) => {
      const refusal = adminAccessError(context.identity, urls);
      if (refusal) throw refusal;
      return resolve(parent, args, context, info);
    };
    fields[fieldName] = withResolve ? { ...withResolve, resolve: check } : check;
    guarded[typeName] = fields;
  }
  return guarded as Resolvers;
}
