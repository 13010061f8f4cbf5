import { buildSchema, GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { adminActorFor, adminActorOf } from './admin-actor';
import type { Caller, Identity } from './identity';

const caller = (admin: Identity['admin'] | undefined, ip = '203.0.113.7'): Caller => ({
  identity: { userId: 'a1', sessionId: 's1', ...(admin ? { admin } : {}) },
  ip,
});
const ADMIN_ID = '6f1c2a9e-3b1d-4f0a-9c55-1d2e3f4a5b6c';

describe('adminActorOf', () => {
  it('names the first privilege in catalogue order that the admin holds and that opens the operation', () => {
    const actor = adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: false, privilegeIds: [40, 6] }), [
      '/siteadmin/member-pending',
      '/siteadmin/members',
    ]);
    expect(actor).toEqual({
      adminId: ADMIN_ID,
      privilegeId: 6,
      privilegeName: 'Manage Members',
      clientAddress: '203.0.113.7',
    });
  });

  it('skips held privileges that open none of the urls', () => {
    const actor = adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: false, privilegeIds: [1, 3, 40] }), [
      '/siteadmin/member-pending',
    ]);
    expect(actor).toMatchObject({ privilegeId: 40, privilegeName: 'Pending Member' });
  });

  it('matches a parameterised privilege URL', () => {
    const actor = adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: false, privilegeIds: [42] }), [
      '/siteadmin/edit-trip/17',
    ]);
    expect(actor).toMatchObject({ privilegeId: 42, privilegeName: 'Manage GoSolo Trips' });
  });

  it("records a super admin through a privilege she holds, or as 'Super admin' without one", () => {
    expect(
      adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: true, privilegeIds: [49] }), ['/siteadmin/admin_logs']),
    ).toMatchObject({ privilegeId: 49, privilegeName: 'Admin Logs' });
    expect(
      adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: true, privilegeIds: [] }, '::1'), [
        '/siteadmin/admin-users',
      ]),
    ).toEqual({ adminId: ADMIN_ID, privilegeId: null, privilegeName: 'Super admin', clientAddress: '::1' });
  });

  it('refuses a sub-admin whose role does not open the operation', () => {
    const act = () =>
      adminActorOf(caller({ adminId: ADMIN_ID, isSuperAdmin: false, privilegeIds: [1] }), ['/siteadmin/members']);
    expect(act).toThrow(GraphQLError);
    expect(act).toThrow('Your admin role does not allow this');
  });

  it('refuses a member and an anonymous caller', () => {
    expect(() => adminActorOf(caller(undefined), ['/siteadmin/members'])).toThrow('Only admins may do this.');
    try {
      adminActorOf({ identity: null, ip: '10.0.0.1' }, ['/siteadmin/members']);
      expect.unreachable();
    } catch (error) {
      expect((error as GraphQLError).extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('adminActorFor', () => {
  const schema = buildSchema(`
    directive @adminPrivilege(urls: [String!]!, alsoMembers: Boolean = false) on FIELD_DEFINITION
    type Query {
      pending: Int @adminPrivilege(urls: ["/siteadmin/member-pending"])
      open: Int
    }
  `);
  const info = (fieldName: string) => ({ parentType: schema.getQueryType()!, fieldName });
  const ctx = {
    identity: { userId: 'a1', sessionId: 's1', admin: { adminId: ADMIN_ID, isSuperAdmin: false, privilegeIds: [40] } },
    clientIp: '198.51.100.4',
  };

  it("reads the urls from the field's @adminPrivilege mark", () => {
    expect(adminActorFor(ctx, info('pending'))).toEqual({
      adminId: ADMIN_ID,
      privilegeId: 40,
      privilegeName: 'Pending Member',
      clientAddress: '198.51.100.4',
    });
  });

  it('throws for a field without the mark', () => {
    expect(() => adminActorFor(ctx, info('open'))).toThrow('Query.open has no @adminPrivilege');
  });
});
