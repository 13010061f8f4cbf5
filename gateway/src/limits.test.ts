import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { aliasLimit, depthLimit } from './limits';

const schema = buildSchema(`
  type Node { id: ID, child: Node }
  type Query { node: Node }
`);
const check = (query: string, rules = [depthLimit(3), aliasLimit(2)]) =>
  validate(schema, parse(query), [...specifiedRules, ...rules]).map((e) => e.message);

describe('query limits', () => {
  it('accepts a query at the depth limit', () => {
    expect(check('{ node { child { id } } }')).toEqual([]);
  });
  it('refuses a query one level too deep', () => {
    expect(check('{ node { child { child { id } } } }')).toEqual([
      'Query is too deep: 4 levels where at most 3 are allowed.',
    ]);
  });
  it('counts depth through fragments and inline fragments', () => {
    const query = `{ node { ...F } } fragment F on Node { child { ... on Node { child { id } } } }`;
    expect(check(query)).toEqual(['Query is too deep: 4 levels where at most 3 are allowed.']);
  });
  it('refuses too many aliases', () => {
    expect(check('{ a: node { id } b: node { id } c: node { id } }')).toEqual([
      'Query uses 3 aliases where at most 2 are allowed.',
    ]);
  });
  it('survives a fragment cycle (reported by the standard rules)', () => {
    const messages = check('{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }');
    expect(messages.some((m) => m.includes('Cannot spread fragment'))).toBe(true);
  });
});
