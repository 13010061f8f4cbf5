import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitViolations, measureOperation, type QueryLimits } from './query-limits';

const schema = buildSchema(`
  type Node { id: ID, name: String, child: Node, children: [Node!]!, tags: [String!]! }
  type Page { total: Int, results: [Node!]! }
  type Query { node: Node, nodes: [Node!]!, page(pageSize: Int): Page, search(first: Int): [Node!]!, userLogin(email: String): Boolean }
  type Mutation { changePassword: Boolean, sendForgotPassword(email: String): Boolean }
`);
const limits: QueryLimits = { maxDepth: 3, maxAliases: 2, maxCost: 200 };

const measure = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return measureOperation(schema, document, operation, variables);
};
const problems = (query: string, variables: Record<string, unknown> = {}) =>
  limitViolations(measure(query, variables), limits);

describe('depth', () => {
  it('accepts a query at the depth limit', () => {
    expect(problems('{ node { child { id } } }')).toEqual([]);
  });
  it('refuses a query one level too deep', () => {
    expect(problems('{ node { child { child { id } } } }')).toEqual([
      'Query is too deep: 4 levels where at most 3 are allowed.',
    ]);
  });
  it('counts depth through fragments and inline fragments', () => {
    const query = `{ node { ...F } } fragment F on Node { child { ... on Node { child { id } } } }`;
    expect(problems(query)).toEqual(['Query is too deep: 4 levels where at most 3 are allowed.']);
  });
});

describe('aliases', () => {
  it('refuses too many aliases written out', () => {
    expect(problems('{ a: node { id } b: node { id } c: node { id } }')).toEqual([
      'Query uses 3 aliases where at most 2 are allowed.',
    ]);
  });
  it('counts the aliases of a fragment every time it is spread', () => {
    const query = `{ node { ...Two child { ...Two } } } fragment Two on Node { a: id b: name }`;
    expect(measure(query).aliases).toBe(4);
    expect(problems(query)).toContain('Query uses 4 aliases where at most 2 are allowed.');
  });
  it('counts spreads of spreads, multiplying at each level', () => {
    const query = `{ node { ...A } }
      fragment A on Node { ...B child { ...B } }
      fragment B on Node { ...C child { ...C } }
      fragment C on Node { x: id }`;
    expect(measure(query).aliases).toBe(4);
  });
  it('measures a document of doubly nested spreads quickly, with the count it would have written out', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Node { x: id }`
        : `fragment F${i} on Node { ...F${i + 1} child { ...F${i + 1} } }`,
    ).join('\n');
    expect(measure(`{ node { ...F0 } } ${fragments}`).aliases).toBe(2 ** (levels - 1));
  });
});

describe('cost', () => {
  it('counts each field once outside lists', () => {
    expect(measure('{ node { id name child { id } } }').cost).toBe(5);
  });
  it('multiplies what a list selects by ten when it has no page size', () => {
    expect(measure('{ nodes { id name } }').cost).toBe(1 + 10 * 2);
  });
  it('multiplies by the page size asked for, written or in a variable', () => {
    expect(measure('{ search(first: 3) { id } }').cost).toBe(1 + 3);
    expect(measure('query ($n: Int) { search(first: $n) { id } }', { n: 50 }).cost).toBe(1 + 50);
  });
  it('passes a paged wrapper’s size on to its list of results', () => {
    expect(measure('{ page(pageSize: 20) { total results { id } } }').cost).toBe(1 + 1 + (1 + 20 * 1));
  });
  it('sizes a federation entity fetch by its representations', () => {
    const entities = buildSchema(`type Node { id: ID } union _Entity = Node
      type Query { _entities(representations: [String!]!): [_Entity]! }`);
    const document = parse('query ($r: [String!]!) { _entities(representations: $r) { ... on Node { id } } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(measureOperation(entities, document, operation, { r: ['a', 'b', 'c'] }).cost).toBe(1 + 3);
  });
  it('leaves __typename free, since the query planner adds it everywhere', () => {
    expect(measure('{ node { __typename id } }').cost).toBe(2);
  });
  it('refuses nested lists that multiply past the limit', () => {
    expect(problems('{ nodes { children { id name } } }')).toEqual([
      'Query is too costly: its estimated cost is 211 where at most 200 is allowed. Ask for fewer fields inside lists or for smaller pages.',
    ]);
  });
  it('multiplies a fragment spread inside a list', () => {
    expect(measure('{ nodes { ...F } } fragment F on Node { id name }').cost).toBe(1 + 10 * 2);
  });
});

describe('fields allowed once per operation', () => {
  it('refuses two aliased sign-ins', () => {
    expect(problems('{ a: userLogin(email: "a") b: userLogin(email: "b") }')).toEqual([
      'userLogin may be asked only once per request; it is asked 2 times here.',
    ]);
  });
  it('counts a sign-in hidden in a fragment spread twice', () => {
    const query = 'query { ...L ... on Query { ...L } } fragment L on Query { userLogin(email: "a") }';
    expect(problems(query)).toEqual(['userLogin may be asked only once per request; it is asked 2 times here.']);
  });
  it('refuses a mutation asked twice', () => {
    expect(problems('mutation { a: sendForgotPassword(email: "x") b: sendForgotPassword(email: "x") }')).toEqual([
      'sendForgotPassword may be asked only once per request; it is asked 2 times here.',
    ]);
  });
  it('accepts one of each', () => {
    expect(problems('mutation { changePassword sendForgotPassword(email: "x") }')).toEqual([]);
  });
  it('lets an ordinary field be aliased within the alias limit', () => {
    expect(problems('{ a: node { id } b: node { id } }')).toEqual([]);
  });
});
