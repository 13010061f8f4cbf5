// Query limits shared by the gateway and every subgraph: depth, aliases and cost counted after fragment expansion,
// and the one-shot fields (sign-in, codes, reset mails) that an operation may ask at most once.
import type { ApolloServerPlugin } from '@apollo/server';
import { z } from '@golightly/config';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

export interface QueryLimits {
  /** Nesting of fields, fragments included. */
  maxDepth: number;
  /** Aliases in the operation, each fragment counted every time it is spread. */
  maxAliases: number;
  /** Estimated work: each field costs 1, and a list multiplies what is selected inside it by its size. */
  maxCost: number;
}

/**
 * Every operation of the web apps passes these (gateway/src/limits.test.ts checks it; the costliest asks about 65).
 * The cost limit lets a page ask for a few lists of tens of items with their details, not thousands of rows.
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 30, maxCost: 1000 };

/** The environment variables that move the limits; the gateway and the services read the same ones. */
export const queryLimitsShape = {
  MAX_QUERY_DEPTH: z.coerce.number().int().min(2).default(DEFAULT_QUERY_LIMITS.maxDepth),
  MAX_ALIASES: z.coerce.number().int().min(0).default(DEFAULT_QUERY_LIMITS.maxAliases),
  MAX_QUERY_COST: z.coerce.number().int().min(10).default(DEFAULT_QUERY_LIMITS.maxCost),
};

export const queryLimitsFrom = (config: {
  MAX_QUERY_DEPTH: number;
  MAX_ALIASES: number;
  MAX_QUERY_COST: number;
}): QueryLimits => ({
  maxDepth: config.MAX_QUERY_DEPTH,
  maxAliases: config.MAX_ALIASES,
  maxCost: config.MAX_QUERY_COST,
});

/**
 * Root fields with an effect or a verdict that is limited per account or address: asking one twice in a request
 * (by aliases or fragments) would multiply attempts past the throttle's view of a single request.
 */
export const ONE_PER_OPERATION_FIELDS = new Set([
  'userLogin',
  'userRegister',
  'applyForMembership',
  'sendForgotPassword',
  'resetPassword',
  'changePassword',
  'deleteMyAccount',
  'sendPhoneVerificationCode',
  'verifyPhoneNumber',
  'EmailVerification',
  'ResendConfirmEmail',
  'getValidReferralKey',
  'sendInvitations',
  'createCoHost',
]);

/** Arguments that say how many items a list field returns. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit', 'pageSize', 'perPage', 'take'];

/** What a list without a page-size argument is assumed to hold. */
export const DEFAULT_LIST_SIZE = 10;

export interface OperationMeasure {
  depth: number;
  aliases: number;
  cost: number;
  /** How often each root field is asked, fragments included. */
  rootFields: Map<string, number>;
}

interface SelectionMeasure {
  depth: number;
  aliases: number;
  cost: number;
}

function numberOf(value: ValueNode, variables: Record<string, unknown>): number | undefined {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    if (typeof given === 'number') return given;
    if (Array.isArray(given)) return given.length;
  }
  return undefined;
}

/** The size a field's arguments ask for: a page-size argument, or the representations of a federation entity fetch. */
function requestedSize(field: FieldNode, variables: Record<string, unknown>): number | undefined {
  for (const argument of field.arguments ?? []) {
    const name = argument.name.value;
    if (PAGE_SIZE_ARGUMENTS.includes(name) || (field.name.value === '_entities' && name === 'representations')) {
      const size = numberOf(argument.value, variables);
      if (size !== undefined) return Math.max(0, size);
    }
  }
  return undefined;
}

/*
 * Types are told apart by their tag, not by graphql's is…Type helpers: the gateway's schema comes from Apollo's
 * CommonJS copy of graphql and these helpers' instanceof checks refuse objects of the other copy.
 */
const kindOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1);
const COMPOSITE_KINDS = new Set(['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLUnionType']);

interface CompositeType {
  readonly name: string;
  getFields?: () => Record<string, GraphQLField<unknown, unknown>>;
}

function isList(type: GraphQLType): boolean {
  const nullable = kindOf(type) === 'GraphQLNonNull' ? (type as { ofType: GraphQLType }).ofType : type;
  return kindOf(nullable) === 'GraphQLList';
}

function compositeOf(type: GraphQLType | GraphQLNamedType | null | undefined): CompositeType | undefined {
  let named: unknown = type;
  while (named && typeof named === 'object' && 'ofType' in named) named = (named as { ofType: unknown }).ofType;
  return COMPOSITE_KINDS.has(kindOf(named)) ? (named as unknown as CompositeType) : undefined;
}

function fieldDefinition(parent: CompositeType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return kindOf(parent) === 'GraphQLUnionType' ? undefined : parent?.getFields?.()[name];
}

/**
 * Measures one operation of a document. Fragments are measured once each and counted every time they are spread,
 * so a document of nested spreads costs what it would cost written out, without taking that long to measure.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): OperationMeasure {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const measured = new Map<string, SelectionMeasure>();
  const visiting = new Set<string>();

  const typeNamed = (name: string | undefined, fallback: CompositeType | undefined) =>
    name ? compositeOf(schema.getType(name)) : fallback;

  function measureFragment(name: string, pageSize: number | undefined): SelectionMeasure {
    const key = `${name}/${pageSize ?? ''}`;
    const known = measured.get(key);
    if (known) return known;
    const fragment = fragments.get(name);
    // A missing or cyclic fragment is refused by graphql's own validation; it adds nothing here.
    if (!fragment || visiting.has(name)) return { depth: 0, aliases: 0, cost: 0 };
    visiting.add(name);
    const result = measureSelections(
      fragment.selectionSet,
      typeNamed(fragment.typeCondition.name.value, undefined),
      pageSize,
    );
    visiting.delete(name);
    measured.set(key, result);
    return result;
  }

  function measureField(
    field: FieldNode,
    parent: CompositeType | undefined,
    pageSize: number | undefined,
  ): SelectionMeasure {
    const aliases = field.alias ? 1 : 0;
    if (field.name.value.startsWith('__')) {
      // Meta fields: __typename is free (the query planner adds it everywhere); introspection is refused in production.
      const inner = measureSelections(field.selectionSet, undefined, undefined);
      return { depth: field.selectionSet ? 1 + inner.depth : 1, aliases: aliases + inner.aliases, cost: inner.cost };
    }
    const definition = fieldDefinition(parent, field.name.value);
    const returnsList = definition ? isList(definition.type) : false;
    const size = requestedSize(field, variables);
    const childType = compositeOf(definition?.type);
    // A list multiplies what is selected inside it; a paged wrapper (size argument, object result) passes its size on.
    const inner = measureSelections(field.selectionSet, childType, returnsList ? undefined : size);
    const multiplier = returnsList ? (size ?? pageSize ?? DEFAULT_LIST_SIZE) : 1;
    return {
      depth: field.selectionSet ? 1 + inner.depth : 1,
      aliases: aliases + inner.aliases,
      cost: 1 + multiplier * inner.cost,
    };
  }

  function measureSelections(
    selectionSet: SelectionSetNode | undefined,
    parent: CompositeType | undefined,
    pageSize: number | undefined,
  ): SelectionMeasure {
    const total = { depth: 0, aliases: 0, cost: 0 };
    for (const selection of selectionSet?.selections ?? []) {
      let part: SelectionMeasure;
      if (selection.kind === Kind.FIELD) part = measureField(selection, parent, pageSize);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        part = measureSelections(
          selection.selectionSet,
          typeNamed(selection.typeCondition?.name.value, parent),
          pageSize,
        );
      } else part = measureFragment(selection.name.value, pageSize);
      total.depth = Math.max(total.depth, part.depth);
      total.aliases += part.aliases;
      total.cost += part.cost;
    }
    return total;
  }

  const rootFieldsOfFragment = new Map<string, Map<string, number>>();
  function rootFieldsOf(selectionSet: SelectionSetNode): Map<string, number> {
    const counts = new Map<string, number>();
    const add = (name: string, times: number) => counts.set(name, (counts.get(name) ?? 0) + times);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) add(selection.name.value, 1);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        rootFieldsOf(selection.selectionSet).forEach((n, name) => add(name, n));
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        let inner = rootFieldsOfFragment.get(name);
        if (!inner) {
          visiting.add(name);
          inner = rootFieldsOf(fragment.selectionSet);
          visiting.delete(name);
          rootFieldsOfFragment.set(name, inner);
        }
        inner.forEach((n, field) => add(field, n));
      }
    }
    return counts;
  }

  const root = compositeOf(schema.getRootType(operation.operation));
  const total = measureSelections(operation.selectionSet, root, undefined);
  return { ...total, rootFields: rootFieldsOf(operation.selectionSet) };
}

/** What is wrong with a measured operation, as messages for the client (empty when it is within the limits). */
export function limitViolations(measure: OperationMeasure, limits: QueryLimits): string[] {
  const problems: string[] = [];
  if (measure.depth > limits.maxDepth) {
    problems.push(`Query is too deep: ${measure.depth} levels where at most ${limits.maxDepth} are allowed.`);
  }
  if (measure.aliases > limits.maxAliases) {
    problems.push(`Query uses ${measure.aliases} aliases where at most ${limits.maxAliases} are allowed.`);
  }
  for (const [name, times] of measure.rootFields) {
    if (times > 1 && ONE_PER_OPERATION_FIELDS.has(name)) {
      problems.push(`${name} may be asked only once per request; it is asked ${times} times here.`);
    }
  }
  if (measure.cost > limits.maxCost) {
    const cost = Number.isFinite(measure.cost) ? String(measure.cost) : 'beyond counting';
    problems.push(
      `Query is too costly: its estimated cost is ${cost} where at most ${limits.maxCost} is allowed. ` +
        'Ask for fewer fields inside lists or for smaller pages.',
    );
  }
  return problems;
}

/** The variables that size a list anywhere in a document (a page-size argument or an entity fetch's representations). */
function sizingVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        for (const argument of selection.arguments ?? []) {
          const name = argument.name.value;
          const sizes =
            PAGE_SIZE_ARGUMENTS.includes(name) || (selection.name.value === '_entities' && name === 'representations');
          if (sizes && argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
        }
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) {
      walk(definition.selectionSet);
    }
  }
  return [...names];
}

/** What of a variable's value the measure reads (numberOf): a number, or a list's length. */
const sizeOf = (value: unknown) =>
  typeof value === 'number' ? String(value) : Array.isArray(value) ? `[${value.length}]` : '-';

/** Verdicts kept for each document and sizing: past this, an operation's further sizes are measured every time. */
const VERDICTS_PER_DOCUMENT = 64;

/**
 * Refuses an operation over the limits before it runs (after validation, when the variables, which size lists,
 * are known). The same plugin guards the gateway and every subgraph. A document measures the same every time for the
 * same operation and the same sizing variables, so its verdict is kept with it (Apollo's document store hands back the
 * same parsed document for the same text), and only a new size is measured again.
 */
export function queryLimitsPlugin(limits: QueryLimits): ApolloServerPlugin {
  const verdicts = new WeakMap<DocumentNode, { sizing: string[]; problems: Map<string, string | null> }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const variables = request.variables ?? {};
          let known = verdicts.get(document);
          if (!known) {
            known = { sizing: sizingVariables(document), problems: new Map() };
            verdicts.set(document, known);
          }
          const key = `${operation.name?.value ?? ''}(${known.sizing.map((name) => sizeOf(variables[name])).join()})`;
          let problem = known.problems.get(key);
          if (problem === undefined) {
            problem = limitViolations(measureOperation(schema, document, operation, variables), limits)[0] ?? null;
            if (known.problems.size < VERDICTS_PER_DOCUMENT) known.problems.set(key, problem);
          }
          if (problem === null) return;
          // Apollo answers with one error from this hook: the first problem, in the order listed above.
          throw new GraphQLError(problem, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/**
 * A subgraph's `_service { sdl }` is its whole schema, introspection by another name: refused in production, where
 * the gateway plans from the committed supergraph and never asks for it.
 */
export function serviceSdlHiddenRule(context: ValidationContext) {
  return {
    Field(field: FieldNode) {
      if (field.name.value === '_service' && context.getParentType() === context.getSchema().getQueryType()) {
        context.reportError(
          new GraphQLError('The schema of this service is not available here.', {
            nodes: [field],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
}
