import { ADMIN_PRIVILEGES, SUPER_ADMIN_ONLY_URLS, type Identity } from '@golightly/service-kit';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readCommittedSupergraph } from './supergraph';
import { adminFieldTable, adminUrlsNeeded, refuseAdminOperation } from './admin-access';

const schema = buildSchema(`
  interface Person { id: ID! email: String }
  type Admin implements Person { id: ID! email: String }
  type Member implements Person { id: ID! email: String }
  type Query { people: [Person!]! admins: [Admin!]! perks: [String!]! profile: String }
  type Mutation { deleteAdmin(id: ID!): Boolean }
`);
const adminOnly = (...urls: string[]) => ({ urls, alsoMembers: false });
const table = new Map([
  ['Query.admins', adminOnly('/siteadmin/admin-users')],
  ['Admin.email', adminOnly('/siteadmin/admin-users')],
  ['Query.perks', adminOnly('/siteadmin/member-perks')],
  ['Mutation.deleteAdmin', adminOnly('/siteadmin/admin-users')],
  ['Query.profile', { urls: ['/siteadmin/users'], alsoMembers: true }],
]);

function needed(source: string, operationName?: string) {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
  );
  if (!operation) throw new Error('no operation');
  return { document, operation, fields: [...adminUrlsNeeded(schema, document, operation, table).keys()].sort() };
}

const perksEditor: Identity = {
  userId: 'a1',
  sessionId: 's1',
  admin: { adminId: 'a1', isSuperAdmin: false, privilegeIds: [31] },
};

describe('which admin fields an operation touches', () => {
  it('finds them under aliases and in mutations', () => {
    expect(needed('{ x: admins { id } }').fields).toEqual(['Query.admins']);
    expect(needed('mutation { deleteAdmin(id: "1") }').fields).toEqual(['Mutation.deleteAdmin']);
  });

  it('finds them through named and inline fragments, however deep', () => {
    expect(needed('{ ...A } fragment A on Query { ...B } fragment B on Query { admins { id } }').fields).toEqual([
      'Query.admins',
    ]);
    expect(needed('{ people { ... on Admin { email } } }').fields).toEqual(['Admin.email']);
  });

  it('finds a field asked through an interface on every type that implements it', () => {
    expect(needed('{ people { email } }').fields).toEqual(['Admin.email']);
  });

  it('looks only at the operation that runs and the fragments it uses', () => {
    const source = 'query Mine { perks } query Theirs { ...A } fragment A on Query { admins { id } }';
    expect(needed(source, 'Mine').fields).toEqual(['Query.perks']);
  });

  it('refuses the whole operation when one of its fields is not allowed', () => {
    const { document, operation } = needed('{ perks admins { id } }');
    expect(refuseAdminOperation(perksEditor, schema, document, operation, table)?.extensions.code).toBe('FORBIDDEN');
    const perksOnly = needed('{ perks }');
    expect(refuseAdminOperation(perksEditor, schema, perksOnly.document, perksOnly.operation, table)).toBeNull();
  });

  it('lets members and visitors through to a field they also reach, but holds an admin to its privilege', () => {
    const { document, operation } = needed('{ profile }');
    const member: Identity = { userId: 'm1', sessionId: 's2' };
    expect(refuseAdminOperation(member, schema, document, operation, table)).toBeNull();
    expect(refuseAdminOperation(null, schema, document, operation, table)).toBeNull();
    expect(refuseAdminOperation(perksEditor, schema, document, operation, table)?.message).toBe(
      'Your admin role does not allow this: it needs the privilege for /siteadmin/users.',
    );
  });
});

describe('the admin fields of the committed supergraph', () => {
  const supergraphTable = adminFieldTable(readCommittedSupergraph());
  const listed = new Set(ADMIN_PRIVILEGES.flatMap((p) => p.permittedUrls));

  it('include the admin-user and admin-role operations of accounts', () => {
    expect(supergraphTable.get('Mutation.createAdminUser')).toEqual({
      urls: ['/siteadmin/admin-users'],
      alsoMembers: false,
    });
    expect(supergraphTable.get('Mutation.createAdminRole')).toEqual({
      urls: ['/siteadmin/admin-roles'],
      alsoMembers: false,
    });
  });

  it('name only pages a privilege lists, or that are a super admin’s alone', () => {
    for (const [coordinate, { urls }] of supergraphTable) {
      for (const url of urls) {
        expect(listed.has(url) || SUPER_ADMIN_ONLY_URLS.includes(url), `${coordinate} names ${url}`).toBe(true);
      }
    }
  });
});
