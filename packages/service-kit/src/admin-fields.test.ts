import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { gql } from 'graphql-tag';
import { describe, expect, it } from 'vitest';
import { adminPrivilegeFields, enforceAdminPrivileges } from './admin-fields';
import type { Identity } from './identity';
import type { ServiceContext } from './subgraph-service';

const typeDefs = gql`
  directive @adminPrivilege(urls: [String!]!) on FIELD_DEFINITION
  type Perk {
    id: ID!
    secretNote: String @adminPrivilege(urls: "/siteadmin/member-perks")
  }
  type Query {
    perks: [Perk!]!
    allPerks: [Perk!]! @adminPrivilege(urls: ["/siteadmin/member-perks", "/siteadmin/diamond-member"])
  }
  extend type Query {
    users: [ID!]! @adminPrivilege(urls: ["/siteadmin/users"])
  }
`;

const context = (identity: Identity | null) => ({ identity }) as ServiceContext;
const perksEditor: Identity = {
  userId: 'a1',
  sessionId: 's1',
  admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [31] },
};
const info = {} as GraphQLResolveInfo;

type Resolve = (parent: unknown, args: unknown, ctx: ServiceContext, info: GraphQLResolveInfo) => unknown;
const field = (resolvers: ReturnType<typeof enforceAdminPrivileges>, type: string, name: string) =>
  (resolvers[type] as Record<string, Resolve>)[name] as Resolve;

describe('fields marked @adminPrivilege', () => {
  it('are read from an SDL with their URLs, a single URL counting as a list', () => {
    expect(Object.fromEntries(adminPrivilegeFields(typeDefs))).toEqual({
      'Perk.secretNote': ['/siteadmin/member-perks'],
      'Query.allPerks': ['/siteadmin/member-perks', '/siteadmin/diamond-member'],
      'Query.users': ['/siteadmin/users'],
    });
  });

  it('must name /siteadmin pages', () => {
    const bad = gql`
      type Query {
        x: Int @adminPrivilege(urls: ["/admin/x"])
      }
    `;
    expect(() => adminPrivilegeFields(bad)).toThrow(/needs urls: one or more \/siteadmin paths/);
  });

  it('run their resolver for an admin whose privileges allow one of the URLs', async () => {
    const resolvers = enforceAdminPrivileges(typeDefs, { Query: { allPerks: () => ['p1'], perks: () => [] } });
    expect(await field(resolvers, 'Query', 'allPerks')(null, {}, context(perksEditor), info)).toEqual(['p1']);
  });

  it('refuse anyone else before their resolver runs', () => {
    let ran = false;
    const resolvers = enforceAdminPrivileges(typeDefs, { Query: { users: () => ((ran = true), []) } });
    const users = field(resolvers, 'Query', 'users');
    expect(() => users(null, {}, context(perksEditor), info)).toThrow(GraphQLError);
    expect(() => users(null, {}, context({ userId: 'm1', sessionId: 's2' }), info)).toThrow('Only admins may do this.');
    expect(() => users(null, {}, context(null), info)).toThrow('Please sign in as an admin to do this.');
    expect(ran).toBe(false);
  });

  it('guard a field that has no resolver of its own, and leave unmarked fields alone', () => {
    const perks = () => [];
    const resolvers = enforceAdminPrivileges(typeDefs, { Query: { perks } });
    const secretNote = field(resolvers, 'Perk', 'secretNote');
    expect(
      secretNote({ secretNote: 'kept' }, {}, context(perksEditor), { fieldName: 'secretNote' } as GraphQLResolveInfo),
    ).toBe('kept');
    expect(() => secretNote({ secretNote: 'kept' }, {}, context(null), info)).toThrow(
      'Please sign in as an admin to do this.',
    );
    expect(field(resolvers, 'Query', 'perks')).toBe(perks);
  });
});
