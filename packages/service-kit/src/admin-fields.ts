// Admin operations declare the admin page they belong to in the SDL: `@adminPrivilege(urls: ["/siteadmin/..."])`.
// The gateway reads the declarations from the supergraph; each subgraph guards its own resolvers with them.
import {
  defaultFieldResolver,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLError,
  type GraphQLFieldResolver,
} from 'graphql';
import { adminAccessError } from './admin-access';
import type { Identity } from './identity';
import type { Resolvers, ServiceContext } from './service-context';

export const ADMIN_PRIVILEGE_DIRECTIVE = 'adminPrivilege';

/**
 * What a marked field needs. `alsoMembers` marks a field members (and visitors) reach too, whose resolver decides
 * for them: the privilege then applies to admins only (`ShowUserProfile`, `reservation`).
 */
export interface AdminFieldRule {
  urls: readonly string[];
  alsoMembers: boolean;
}

/** Field coordinate (`Mutation.createAdminUser`) → what allows it. */
export type AdminFieldTable = ReadonlyMap<string, AdminFieldRule>;

/**
 * Why `identity` may not reach a field with this rule, as the error to return; null when she may. An admin always
 * needs one of the URLs ("is an admin" is never enough); anyone else only where the field is admin-only.
 */
export function adminFieldRefusal(identity: Identity | null | undefined, rule: AdminFieldRule): GraphQLError | null {
  if (rule.alsoMembers && !identity?.admin) return null;
  return adminAccessError(identity, rule.urls);
}

function urlsOf(coordinate: string, value: unknown): string[] {
  const urls = Array.isArray(value) ? value : [value];
  if (urls.length === 0 || !urls.every((url) => typeof url === 'string' && /^\/siteadmin(\/|$)/.test(url))) {
    throw new Error(`@${ADMIN_PRIVILEGE_DIRECTIVE} on ${coordinate} needs urls: one or more /siteadmin paths`);
  }
  return urls as string[];
}

/** Every field of an object type that carries @adminPrivilege, in a subgraph SDL or the supergraph. */
export function adminPrivilegeFields(document: DocumentNode): AdminFieldTable {
  const table = new Map<string, AdminFieldRule>();
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
        const argument = (name: string) => {
          const node = directive.arguments?.find((a) => a.name.value === name);
          return node ? valueFromASTUntyped(node.value) : undefined;
        };
        const urls = urlsOf(coordinate, argument('urls'));
        const earlier = table.get(coordinate);
        table.set(coordinate, {
          urls: [...new Set([...(earlier?.urls ?? []), ...urls])],
          // Two marks on one field (a composed supergraph) agree only on the stricter reading.
          alsoMembers: argument('alsoMembers') === true && (earlier?.alsoMembers ?? true),
        });
      }
    }
  }
  return table;
}

type FieldResolver = GraphQLFieldResolver<unknown, ServiceContext>;

/**
 * The subgraph's own check (defence in depth): each resolver of a field with @adminPrivilege first refuses a
 * caller whose signed identity does not allow one of its URLs (an admin's, for a field members also reach).
 */
export function enforceAdminPrivileges(typeDefs: DocumentNode, resolvers: Resolvers): Resolvers {
  const table = adminPrivilegeFields(typeDefs);
  if (table.size === 0) return resolvers;
  const guarded: Record<string, Record<string, unknown>> = {
    ...(resolvers as Record<string, Record<string, unknown>>),
  };
  for (const [coordinate, rule] of table) {
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
      const refusal = adminFieldRefusal(context.identity, rule);
      if (refusal) throw refusal;
      return resolve(parent, args, context, info);
    };
    fields[fieldName] = withResolve ? { ...withResolve, resolve: check } : check;
    guarded[typeName] = fields;
  }
  return guarded as Resolvers;
}
