// The guard that refuses a NUL character in any GraphQL argument with a clear error instead of a database failure.
import { defaultFieldResolver, GraphQLError, Kind, type DocumentNode, type GraphQLFieldResolver } from 'graphql';

/** Worded like the accounts name fields' own message for hidden characters, so a name refused here reads the same. */
export const hiddenCharactersMessage = (label: string) =>
  `${label} must not contain invisible control or text-direction characters.`;

/** The path (`input.firstName`, `emails.2`) of the first string inside `value` that holds a NUL character, or null. */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** "firstName" → "First name", "input.aboutMe" → "About me", "emails.2" → "Emails". */
export function argumentLabel(path: string): string {
  const name = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? path;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The error for a NUL character in argument `path`, worded like the name fields' own message. */
export function nulArgumentError(path: string): GraphQLError {
  return new GraphQLError(hiddenCharactersMessage(argumentLabel(path)), {
    extensions: { code: 'BAD_USER_INPUT', argument: path },
  });
}

type Resolver = GraphQLFieldResolver<unknown, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Postgres refuses NUL in text, so an argument holding one would fail deep in a write as an internal error. Every field
 * that takes arguments first refuses a NUL anywhere in them (variables or literals, nested inputs and lists) with a
 * BAD_USER_INPUT error, before its resolver runs. Other characters are each field's own rule.
 */
export function refuseNulArguments<R>(typeDefs: DocumentNode, resolvers: R): R {
  const guarded: ResolverMap = { ...(resolvers as ResolverMap) };
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const typeName = definition.name.value;
    for (const field of definition.fields ?? []) {
      if (!field.arguments?.length) continue;
      const fields = { ...(guarded[typeName] ?? {}) };
      const original = fields[field.name.value];
      const withResolve =
        typeof original === 'object' && original !== null ? (original as { resolve?: Resolver }) : undefined;
      const resolve: Resolver =
        typeof original === 'function' ? (original as Resolver) : (withResolve?.resolve ?? defaultFieldResolver);
      const check: Resolver = (parent, args, context, info) => {
        const path = pathOfNul(args);
        if (path !== null) throw nulArgumentError(path);
        return resolve(parent, args, context, info);
      };
      fields[field.name.value] = withResolve ? { ...withResolve, resolve: check } : check;
      guarded[typeName] = fields;
    }
  }
  return guarded as R;
}
