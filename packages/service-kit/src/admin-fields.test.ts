import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { gql } from 'graphql-tag';
import { describe, expect, it } from 'vitest';
import { adminPrivilegeFields, enforceAdminPrivileges } from './admin-fields';
import type { Identity } from './identity';
import type { ServiceContext } from './subgraph-service';

const typeDefs = gql`
  directive @adminPrivilege(urls: [String!]!, alsoMembers: Boolean = false) on FIELD_DEFINITION
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
    profile: String @adminPrivilege(urls: ["/siteadmin/users"], alsoMembers: true)
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
      'Perk.secretNote': { urls: ['/siteadmin/member-perks'], alsoMembers: false },
      'Query.allPerks': { urls: ['/siteadmin/member-perks', '/siteadmin/diamond-member'], alsoMembers: false },
      'Query.users': { urls: ['/siteadmin/users'], alsoMembers: false },
      'Query.profile': { urls: ['/siteadmin/users'], alsoMembers: true },
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

  it('members also reach leave members and visitors to their resolver, and still hold admins to the URLs', () => {
    const resolvers = enforceAdminPrivileges(typeDefs, { Query: { profile: () => 'shown' } });
    const profile = field(resolvers, 'Query', 'profile');
    expect(profile(null, {}, context({ userId: 'm1', sessionId: 's2' }), info)).toBe('shown');
    expect(profile(null, {}, context(null), info)).toBe('shown');
    expect(() => profile(null, {}, context(perksEditor), info)).toThrow(
      'Your admin role does not allow this: it needs the privilege for /siteadmin/users.',
    );
    const usersManager: Identity = { ...perksEditor, admin: { adminId: 'a2', isSuperAdmin: false, privilegeIds: [3] } };
    expect(profile(null, {}, context(usersManager), info)).toBe('shown');
  });

  it('are admin-only when any one of two marks of the same field says so', () => {
    const twice = gql`
      type Query {
        x: Int @adminPrivilege(urls: ["/siteadmin/users"], alsoMembers: true)
      }
      extend type Query {
        x: Int @adminPrivilege(urls: ["/siteadmin/members"])
      }
    `;
    expect(adminPrivilegeFields(twice).get('Query.x')).toEqual({
      urls: ['/siteadmin/users', '/siteadmin/members'],
      alsoMembers: false,
    });
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
