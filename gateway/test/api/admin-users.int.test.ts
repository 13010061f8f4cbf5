// Admin users, roles and privileges through the gateway: its privilege check before accounts sees an operation,
// accounts' own check when the gateway is bypassed, a changed role or ended session seen at the next request. Bad
// input, the grant-beyond-own rule and role deletion are accounts' use-case tests (test/admin-users, admin-roles).
import { createHmac } from 'node:crypto';
import { insertAdmin, insertMember } from '@golightly/accounts/testing';
import { ADMIN_PRIVILEGES, IDENTITY_HEADER, signCaller, type Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_IDENTITY_SECRET, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const SUPER = { email: 'admin@golightly.test', password: 'AdminPass2024!' };
const ADA = { email: 'ada@example.com', password: 'Travel2024!' };

const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status errorMessage } }`;
const ADMIN_FIELDS =
  'id email isSuperAdmin roleId createdAt updatedAt adminRole { id name description privileges { id name } }';
const ROLE_FIELDS = 'id name description privilegeIds adminCount privileges { id name permittedUrls }';
const CREATE_ADMIN = `mutation Save($id: ID, $email: String, $password: String, $roleId: Int) {
  createAdminUser(id: $id, email: $email, password: $password, roleId: $roleId) { status errorMessage result { ${ADMIN_FIELDS} } }
}`;
const DELETE_ADMIN = 'mutation Delete($id: ID!) { deleteAdminUser(id: $id) { status errorMessage } }';
const CREATE_ROLE = `mutation SaveRole($id: Int, $name: String, $description: String, $privilegeIds: [Int!]) {
  createAdminRole(id: $id, name: $name, description: $description, privilegeIds: $privilegeIds) { status errorMessage result { ${ROLE_FIELDS} } }
}`;
const DELETE_ROLE = 'mutation DeleteRole($id: Int!) { deleteAdminRole(id: $id) { status errorMessage } }';
const ALL_ADMINS = `{ getAllAdminUsers { ${ADMIN_FIELDS} } }`;
const ONE_ADMIN = `query One($id: ID!) { getAdminUser(id: $id) { ${ADMIN_FIELDS} } }`;
const ALL_ROLES = `{ getAllAdminRoles { ${ROLE_FIELDS} } }`;
const PRIVILEGES = '{ getAllAdminPrivileges { id name permittedUrls } }';
const MY_ACCESS = '{ myAdminAccess { admin { id email isSuperAdmin roleId } privileges { id name permittedUrls } } }';
const CAN_ACCESS = 'query Can($url: String!) { adminCanAccess(url: $url) }';

/** Every admin operation of the area, with variables that would otherwise be acceptable. */
const ADMIN_OPERATIONS: Array<[name: string, query: string, variables: Record<string, unknown>]> = [
  ['getAllAdminUsers', ALL_ADMINS, {}],
  ['getAdminUser', ONE_ADMIN, { id: '6f1c1f3e-0000-4000-8000-000000000001' }],
  ['createAdminUser', CREATE_ADMIN, { email: 'sneaky@golightly.test', password: 'Sneaky2024!', roleId: 1 }],
  ['deleteAdminUser', DELETE_ADMIN, { id: '6f1c1f3e-0000-4000-8000-000000000001' }],
  ['getAllAdminRoles', ALL_ROLES, {}],
  ['getAllAdminPrivileges', PRIVILEGES, {}],
  ['createAdminRole', CREATE_ROLE, { name: 'Everything', privilegeIds: [1, 2, 3] }],
  ['deleteAdminRole', DELETE_ROLE, { id: 1 }],
];

/** A concrete URL for each permitted one: `{id}` becomes 7. */
const concrete = (url: string) => url.replace(/\{[A-Za-z]+\}/g, '7');

describe('admin users, roles and privileges through the gateway', () => {
  let stack: TestStack;
  let superAdmin: Member;
  let superAdminId: string;
  /** Operations accounts received, by name, so a test can tell the gateway's refusal from the subgraph's. */
  const reachedAccounts: string[] = [];
  let nextIp = 10;
  const browser = () => stack.visitor(`198.51.100.${nextIp++}`);

  async function signedIn(credentials: { email: string; password: string }, expected = 'admin') {
    const visitor = browser();
    const login = await visitor.graphql<{ userLogin: { status: string } }>(LOGIN, credentials);
    expect(login.data?.userLogin.status).toBe(expected);
    return visitor;
  }

  async function saveRole(name: string, privilegeIds: number[]) {
    const saved = await superAdmin.graphql<{ createAdminRole: { status: number; result: { id: number } } }>(
      CREATE_ROLE,
      { name, privilegeIds },
    );
    expect(saved.data?.createAdminRole.status).toBe(200);
    return saved.data!.createAdminRole.result.id;
  }

  async function saveAdmin(email: string, password: string, roleId: number) {
    const saved = await superAdmin.graphql<{ createAdminUser: { status: number; result: { id: string } } }>(
      CREATE_ADMIN,
      { email, password, roleId },
    );
    expect(saved.data?.createAdminUser).toMatchObject({ status: 200, errorMessage: null });
    return saved.data!.createAdminUser.result.id;
  }

  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    stack = await startStack({
      // Session answers are not cached, so a changed role or an ended session is seen at the next request.
      gateway: () => ({ sessionCacheMs: 0 }),
      beforeListen: (name, app) => {
        if (name !== 'accounts') return;
        app.addHook('preHandler', async (request) => {
          const query = (request.body as { query?: string } | undefined)?.query;
          if (typeof query === 'string') reachedAccounts.push(query);
        });
      },
    });
    superAdminId = await insertAdmin(accountsDb(), KEY, { ...SUPER, isSuperAdmin: true });
    await insertMember(accountsDb(), KEY, { firstName: 'Ada', ...ADA });
    superAdmin = await signedIn(SUPER);
  });
  afterAll(() => stack?.stop());

  it('offers the 51 privileges of spec 000 §6 exactly as the shared access rule knows them', async () => {
    const answer = await superAdmin.graphql<{ getAllAdminPrivileges: unknown[] }>(PRIVILEGES);
    expect(answer.data?.getAllAdminPrivileges).toEqual(
      ADMIN_PRIVILEGES.map((p) => ({ id: p.id, name: p.name, permittedUrls: [...p.permittedUrls] })),
    );
  });

  it('lets a super admin create a role and a sub-admin, who signs in as admin and reaches exactly her role’s pages', async () => {
    const created = await superAdmin.graphql<{ createAdminRole: { status: number; result: { id: number } } }>(
      CREATE_ROLE,
      {
        name: 'Perks team',
        description: 'Member perks and the dashboard',
        privilegeIds: [31, 1],
      },
    );
    expect(created.data?.createAdminRole).toMatchObject({
      status: 200,
      errorMessage: null,
      result: {
        name: 'Perks team',
        description: 'Member perks and the dashboard',
        privilegeIds: [1, 31],
        adminCount: 0,
      },
    });
    const roleId = created.data!.createAdminRole.result.id;

    const saved = await superAdmin.graphql<{ createAdminUser: { result: Record<string, unknown> } }>(CREATE_ADMIN, {
      email: ' Perks@Golightly.test ',
      password: 'Perks2024!',
      roleId,
    });
    expect(saved.data?.createAdminUser).toMatchObject({
      status: 200,
      errorMessage: null,
      result: {
        email: 'perks@golightly.test',
        isSuperAdmin: false,
        roleId,
        adminRole: {
          id: roleId,
          name: 'Perks team',
          privileges: [
            { id: 1, name: 'Dashboard' },
            { id: 31, name: 'Manage Member Perks' },
          ],
        },
      },
    });
    const perksId = saved.data!.createAdminUser.result.id as string;
    expect((await superAdmin.graphql(ONE_ADMIN, { id: perksId })).data).toEqual({
      getAdminUser: saved.data!.createAdminUser.result,
    });

    // The admin app's access tokens resolve to the same privileges as her session cookie.
    const credential = createHmac('sha256', TEST_IDENTITY_SECRET).update('gateway:session-lookup').digest('base64url');
    const lookup = await fetch(new URL('/internal/admin-identity', stack.subgraphs.urls.accounts), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
      body: JSON.stringify({ email: 'perks@golightly.test' }),
    });
    expect(await lookup.json()).toEqual({ adminId: perksId, isSuperAdmin: false, privilegeIds: [1, 31] });

    const perks = await signedIn({ email: 'perks@golightly.test', password: 'Perks2024!' });
    const access = await perks.graphql<{ myAdminAccess: { admin: unknown; privileges: { name: string }[] } }>(
      MY_ACCESS,
    );
    expect(access.data?.myAdminAccess.admin).toEqual({
      id: perksId,
      email: 'perks@golightly.test',
      isSuperAdmin: false,
      roleId,
    });
    expect(access.data?.myAdminAccess.privileges.map((p) => p.name)).toEqual(['Dashboard', 'Manage Member Perks']);

    // Every page of the catalogue, and the ones no privilege lists: allowed exactly when her role lists it.
    const hers = new Set([
      '/siteadmin',
      '/siteadmin/admin',
      '/siteadmin/member-perks',
      '/siteadmin/member-perks/add',
      '/siteadmin/member-perks/edit/7',
    ]);
    const everyPage = [
      ...ADMIN_PRIVILEGES.flatMap((p) => p.permittedUrls.map(concrete)),
      '/siteadmin/admin-users',
      '/siteadmin/admin-roles',
    ];
    for (const url of everyPage) {
      const answer = await perks.graphql<{ adminCanAccess: boolean }>(CAN_ACCESS, { url });
      expect(answer.data?.adminCanAccess, url).toBe(hers.has(url));
    }
    expect((await perks.graphql(CAN_ACCESS, { url: '/siteadmin/member-perks/edit' })).data).toEqual({
      adminCanAccess: false,
    });
    expect((await superAdmin.graphql(CAN_ACCESS, { url: '/siteadmin/admin-users' })).data).toEqual({
      adminCanAccess: true,
    });
  });

  it('has the gateway refuse a sub-admin every admin operation outside her role, before accounts sees it', async () => {
    await saveAdmin('desk@golightly.test', 'Desk2024!x', await saveRole('Front desk', [1, 6]));
    const desk = await signedIn({ email: 'desk@golightly.test', password: 'Desk2024!x' });
    const before = await accountsDb()('admin_users').count({ n: '*' }).first();

    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      reachedAccounts.length = 0;
      const answer = await desk.graphql(query, variables);
      expect(answer.status, name).toBe(403);
      expect(answer.data, name).toBeUndefined();
      expect(answer.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message, name).toMatch(
        /^Your admin role does not allow this: it needs the privilege for \/siteadmin\/admin-(users|roles)/,
      );
      expect(
        reachedAccounts.filter((q) => q.includes(name)),
        name,
      ).toEqual([]);
    }
    // Nor can she slip one in beside a field she may use, under an alias or in a fragment.
    for (const query of [
      '{ myAdminAccess { admin { email } } getAllAdminUsers { id } }',
      '{ everyone: getAllAdminUsers { id } }',
      'query { ...Admins } fragment Admins on Query { getAllAdminUsers { id } }',
    ]) {
      expect((await desk.graphql(query)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await accountsDb()('admin_users').count({ n: '*' }).first()).toEqual(before);
  });

  it('has accounts refuse the same operations itself when the gateway’s check is bypassed', async () => {
    const accountsUrl = stack.subgraphs.urls.accounts;
    const direct = async (identity: Identity | null, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(accountsUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: signCaller({ identity, ip: '203.0.113.5' }, TEST_IDENTITY_SECRET),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
    };
    const subAdmin: Identity = {
      userId: 'd1',
      sessionId: 's1',
      admin: { adminId: 'd1', isSuperAdmin: false, privilegeIds: [1, 6] },
    };
    const member: Identity = { userId: 'm1', sessionId: 's2' };
    const adminsBefore = await accountsDb()('admin_users').count({ n: '*' }).first();
    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      const asSubAdmin = await direct(subAdmin, query, variables);
      expect(asSubAdmin.errors?.[0], name).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(asSubAdmin.errors?.[0]?.message, name).toMatch(/^Your admin role does not allow this/);
      expect((await direct(member, query, variables)).errors?.[0]?.message, name).toBe('Only admins may do this.');
      expect((await direct(null, query, variables)).errors?.[0]?.message, name).toBe(
        'Please sign in as an admin to do this.',
      );
    }
    expect(await accountsDb()('admin_users').count({ n: '*' }).first()).toEqual(adminsBefore);
    expect(await accountsDb()('admin_roles').where({ name: 'Everything' }).first()).toBeUndefined();
  });

  it('refuses a member and a signed-out visitor every admin operation', async () => {
    const ada = await signedIn(ADA, 'success');
    const visitor = browser();
    for (const [name, query, variables] of ADMIN_OPERATIONS) {
      const asMember = await ada.graphql(query, variables);
      expect(asMember.status, name).toBe(403);
      expect(asMember.errors?.[0]?.message, name).toBe('Only admins may do this.');
      const asVisitor = await visitor.graphql(query, variables);
      expect(asVisitor.status, name).toBe(401);
      expect(asVisitor.errors?.[0]?.message, name).toBe('Please sign in as an admin to do this.');
    }
    expect((await ada.graphql(MY_ACCESS)).errors?.[0]).toMatchObject({
      message: 'Only admins may do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await visitor.graphql(MY_ACCESS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ada.graphql(CAN_ACCESS, { url: '/siteadmin' })).data).toEqual({ adminCanAccess: false });
  });

  it('applies a changed role at its admins’ next request', async () => {
    const roleId = await saveRole('Growing', [1]);
    await saveAdmin('growing@golightly.test', 'Growing2024!', roleId);
    const growing = await signedIn({ email: 'growing@golightly.test', password: 'Growing2024!' });
    expect((await growing.graphql(CAN_ACCESS, { url: '/siteadmin/users' })).data).toEqual({ adminCanAccess: false });

    const changed = await superAdmin.graphql(CREATE_ROLE, { id: roleId, name: 'Growing', privilegeIds: [1, 3] });
    expect(changed.data).toMatchObject({ createAdminRole: { status: 200, result: { privilegeIds: [1, 3] } } });
    expect((await growing.graphql(CAN_ACCESS, { url: '/siteadmin/users' })).data).toEqual({ adminCanAccess: true });
  });

  it('ends an admin’s other sessions when her password changes, and all of them when she is deleted', async () => {
    const roleId = await saveRole('Short-term', [1]);
    const leaverId = await saveAdmin('leaver@golightly.test', 'Leaver2024!', roleId);
    const leaver = await signedIn({ email: 'leaver@golightly.test', password: 'Leaver2024!' });

    const changed = await superAdmin.graphql(CREATE_ADMIN, {
      id: leaverId,
      email: 'leaver@golightly.test',
      password: 'Changed2024!',
    });
    expect(changed.data).toMatchObject({ createAdminUser: { status: 200, result: { roleId } } });
    expect((await leaver.graphql(MY_ACCESS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await signedIn({ email: 'leaver@golightly.test', password: 'Changed2024!' });
    expect((await again.graphql(MY_ACCESS)).data).toMatchObject({ myAdminAccess: { admin: { id: leaverId } } });

    expect((await superAdmin.graphql(DELETE_ADMIN, { id: leaverId })).data).toEqual({
      deleteAdminUser: { status: 200, errorMessage: null },
    });
    const live = await accountsDb()('sessions')
      .where({ admin_id: leaverId })
      .whereNull('revoked_at')
      .count({ n: '*' })
      .first();
    expect(Number(live?.n)).toBe(0);
    expect((await again.graphql(MY_ACCESS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await browser().graphql(LOGIN, { email: 'leaver@golightly.test', password: 'Changed2024!' })).data,
    ).toMatchObject({
      userLogin: { status: 'email' },
    });
    const admins = await superAdmin.graphql<{ getAllAdminUsers: { id: string; email: string }[] }>(ALL_ADMINS);
    expect(admins.data?.getAllAdminUsers.some((a) => a.id === leaverId)).toBe(false);
    expect(admins.data?.getAllAdminUsers[0]).toMatchObject({ id: superAdminId, isSuperAdmin: true, adminRole: null });

    // Her address is free again for a new admin.
    expect(await saveAdmin('leaver@golightly.test', 'Return2024!', roleId)).not.toBe(leaverId);
  });
});
