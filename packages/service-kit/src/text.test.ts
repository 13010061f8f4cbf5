import fc from 'fast-check';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { gql } from 'graphql-tag';
import { describe, expect, it } from 'vitest';
import { argumentLabel, pathOfNul, refuseNulArguments } from './text';

const typeDefs = gql`
  type Query {
    hello: String
    greet(name: String, tags: [String!]): String
  }
  extend type Mutation {
    save(input: ProfileInput): String
  }
  type Profile {
    avatar(size: String): String
  }
  input ProfileInput {
    aboutMe: String
  }
`;

const info = {} as GraphQLResolveInfo;
type Field = (parent: unknown, args: Record<string, unknown>, context: unknown, info: GraphQLResolveInfo) => unknown;
const field = (resolvers: Record<string, Record<string, unknown>>, type: string, name: string) =>
  resolvers[type]![name] as Field;

describe('refusing NUL characters in arguments', () => {
  it('finds the path of a NUL inside nested inputs and lists, and nothing in clean values', () => {
    expect(pathOfNul({ name: 'Ada\u0000' })).toBe('name');
    expect(pathOfNul({ input: { aboutMe: 'x\u0000y' } })).toBe('input.aboutMe');
    expect(pathOfNul({ tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(pathOfNul({ name: 'Ada', count: 3, list: [null, 'ok'], nested: { when: null } })).toBeNull();
  });

  it('finds a NUL wherever it sits in any string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(pathOfNul({ text: `${before}\u0000${after}` })).toBe('text');
        expect(pathOfNul({ text: `${before}${after}`.replaceAll('\u0000', '') })).toBeNull();
      }),
    );
  });

  it('names an argument in words, skipping list positions', () => {
    expect(argumentLabel('firstName')).toBe('First name');
    expect(argumentLabel('input.aboutMe')).toBe('About me');
    expect(argumentLabel('emails.2')).toBe('Emails');
    expect(argumentLabel('zip')).toBe('Zip');
  });

  it('refuses a field whose arguments hold a NUL before its resolver runs, with a BAD_USER_INPUT error', () => {
    let ran = false;
    const resolvers = refuseNulArguments(typeDefs, {
      Query: { greet: () => ((ran = true), 'hi') },
    }) as Record<string, Record<string, unknown>>;
    const greet = field(resolvers, 'Query', 'greet');
    let thrown: unknown;
    try {
      greet(null, { name: 'Ada\u0000' }, {}, info);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).message).toBe(
      'Name must not contain invisible control or text-direction characters.',
    );
    expect((thrown as GraphQLError).extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'name' });
    expect(ran).toBe(false);
    expect(greet(null, { name: 'Ada' }, {}, info)).toBe('hi');
  });

  it('guards fields of extensions and fields without a resolver of their own, and leaves fields without arguments alone', () => {
    const hello = () => 'hello';
    const resolvers = refuseNulArguments(typeDefs, { Query: { hello } }) as Record<string, Record<string, unknown>>;
    expect(resolvers.Query!.hello).toBe(hello);
    expect(() => field(resolvers, 'Mutation', 'save')(null, { input: { aboutMe: '\u0000' } }, {}, info)).toThrow(
      'About me must not contain',
    );
    expect(
      field(resolvers, 'Profile', 'avatar')({ avatar: 'a.png' }, { size: 'small' }, {}, {
        fieldName: 'avatar',
      } as GraphQLResolveInfo),
    ).toBe('a.png');
  });
});
