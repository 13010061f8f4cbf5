// The admin people screens' calls through the gateway (issue 13 items 1-2, decision 0029): a sub-admin without the
// page's privilege is refused before accounts sees the operation, a super admin gets the lists; a deleted or held
// member's next request is refused at once; a restored one signs in again. Filters, search, paging, restore refusals
// and the password rules are accounts' use-case tests (services/accounts/test/people-*, change-admin-password).
import { insertAdmin, insertAdminRole, insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'People2024!x';
const PERSON = 'id firstName email role memberStatus holdReason deletedBy restorableUntil';
const LIST_USERS = `query Users($search: String, $sort: String) {
  listUsers(search: $search, sort: $sort) { count results { ${PERSON} } }
}`;
const LIST_DELETED = `{ listDeletedUsers { count results { ${PERSON} } } }`;
const LIST_MEMBERS = `query Members($status: String) { listMembers(status: $status) { count results { ${PERSON} } } }`;
const COUNTS = '{ adminDashboardCounts { members pendingApplications idDocumentsWaiting listingsAwaitingApproval } }';
const DELETE_USER = 'mutation Delete($userId: ID!) { deleteUser(userId: $userId) { status errorMessage } }';
const RESTORE_USER = 'mutation Restore($userId: ID!) { restoreUser(userId: $userId) { status errorMessage } }';
const HOLD = `mutation Hold($userId: ID!) {
  setMemberOnHold(userId: $userId, onHold: true, reason: "Complaint from a host") { status }
}`;
const CHANGE_PASSWORD = `mutation Change($currentPassword: String, $newPassword: String, $confirmPassword: String) {
  changeAdminPassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {
    status errorMessage
  }
}`;
const MY_INVITATIONS = '{ myInvitations { invitesLeft } }';
const needs = (...urls: string[]) =>
  `Your admin role does not allow this: it needs the privilege for ${urls.join(' or ')}.`;

describe('the admin people screens through the gateway', () => {
  let stack: TestStack;
  let superAdmin: Member;
  let listingsDesk: Member;
  const ids: Record<string, string> = {};
  let nextIp = 20;
  const signIn = (email: string) => stack.signIn(email, PASSWORD, `198.51.100.${nextIp++}`);
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    // Session answers are not cached, so an ended session is seen at the very next request.
    stack = await startStack({ gateway: () => ({ sessionCacheMs: 0 }) });
    const db = accountsDb();
    await insertAdmin(db, KEY, { email: 'boss@golightly.test', password: PASSWORD, isSuperAdmin: true });
    const listingsRole = await insertAdminRole(db, { name: 'Listings desk', privilegeIds: [8] });
    await insertAdmin(db, KEY, { email: 'listings@golightly.test', password: PASSWORD, roleId: listingsRole });
    for (const name of ['Ada', 'Bea', 'Cleo']) {
      ids[name] = await insertMember(db, KEY, {
        firstName: name,
        email: `${name.toLowerCase()}@example.com`,
        password: PASSWORD,
      });
    }
    superAdmin = await signIn('boss@golightly.test');
    listingsDesk = await signIn('listings@golightly.test');
  });
  afterAll(() => stack?.stop());

  it('refuses a sub-admin with only Manage Listings every people call with 403, changing nothing', async () => {
    const calls: Array<[string, Record<string, unknown>, string[]]> = [
      [LIST_USERS, {}, ['/siteadmin/users']],
      [LIST_DELETED, {}, ['/siteadmin/deletedUsers']],
      [LIST_MEMBERS, {}, ['/siteadmin/members', '/siteadmin/diamond-member']],
      [COUNTS, {}, ['/siteadmin', '/siteadmin/admin']],
      [DELETE_USER, { userId: ids.Cleo }, ['/siteadmin/users']],
      [RESTORE_USER, { userId: ids.Cleo }, ['/siteadmin/deletedUsers']],
    ];
    for (const [query, variables, urls] of calls) {
      const refused = await listingsDesk.graphql(query, variables);
      expect(refused.status, query).toBe(403);
      expect(refused.errors?.[0]).toMatchObject({ message: needs(...urls), extensions: { code: 'FORBIDDEN' } });
      expect(refused.data ?? null).toBeNull();
    }
    expect(await accountsDb()('users').where({ id: ids.Cleo }).first('deleted_at')).toEqual({ deleted_at: null });
  });

  it('gives a super admin the users list, e-mails decrypted, and refuses a sort outside the whitelist clearly', async () => {
    const answer = await superAdmin.graphql<{ listUsers: { count: number; results: { firstName: string }[] } }>(
      LIST_USERS,
      { sort: 'name' },
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.listUsers).toMatchObject({
      count: 3,
      results: [
        { id: ids.Ada, firstName: 'Ada', email: 'ada@example.com', role: 'member', memberStatus: 'standard' },
        { firstName: 'Bea' },
        { firstName: 'Cleo' },
      ],
    });
    const bad = await superAdmin.graphql(LIST_USERS, { sort: 'email' });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Cannot sort by "email": sort must be createdAt, name or profileId.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await superAdmin.graphql(COUNTS)).toMatchObject({
      data: {
        adminDashboardCounts: {
          members: 3,
          pendingApplications: 0,
          idDocumentsWaiting: 0,
          listingsAwaitingApproval: null,
        },
      },
    });
  });

  it('puts a member on hold: her next request is refused, and the list shows why', async () => {
    const bea = await signIn('bea@example.com');
    expect((await bea.graphql(MY_INVITATIONS)).data).toEqual({ myInvitations: { invitesLeft: 5 } });
    expect((await superAdmin.graphql(HOLD, { userId: ids.Bea })).data).toEqual({
      setMemberOnHold: { status: 'success' },
    });
    const refused = await bea.graphql(MY_INVITATIONS);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await superAdmin.graphql(LIST_MEMBERS, { status: 'on_hold' })).data).toMatchObject({
      listMembers: { count: 1, results: [{ firstName: 'Bea', holdReason: 'Complaint from a host' }] },
    });
  });

  it('deletes a member, whose next request is refused, and restores her, who signs in again', async () => {
    const cleo = await signIn('cleo@example.com');
    expect((await superAdmin.graphql(DELETE_USER, { userId: ids.Cleo })).data).toEqual({
      deleteUser: { status: 'success', errorMessage: null },
    });
    expect((await cleo.graphql('{ getCheckUserStatus { status userExistStatus } }')).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });
    expect((await superAdmin.graphql(LIST_DELETED)).data).toMatchObject({
      listDeletedUsers: {
        count: 1,
        results: [{ id: ids.Cleo, deletedBy: 'admin', restorableUntil: expect.any(String) }],
      },
    });
    expect((await superAdmin.graphql(RESTORE_USER, { userId: ids.Cleo })).data).toEqual({
      restoreUser: { status: 'success', errorMessage: null },
    });
    expect((await cleo.graphql(MY_INVITATIONS)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const again = await signIn('cleo@example.com');
    expect((await again.graphql(MY_INVITATIONS)).data).toEqual({ myInvitations: { invitesLeft: 5 } });
  });

  it('lets any admin change her own password, and no member', async () => {
    const ada = await signIn('ada@example.com');
    const change = { currentPassword: PASSWORD, newPassword: 'Listings2026', confirmPassword: 'Listings2026' };
    expect((await ada.graphql(CHANGE_PASSWORD, change)).errors?.[0]).toMatchObject({
      message: 'Only admins may change an admin password.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await listingsDesk.graphql(CHANGE_PASSWORD, change)).data).toEqual({
      changeAdminPassword: { status: 'success', errorMessage: null },
    });
    expect((await listingsDesk.graphql(CHANGE_PASSWORD, change)).data).toEqual({
      changeAdminPassword: {
        status: 'wrongPassword',
        errorMessage: 'Your current password is not right. Please try again.',
      },
    });
  });
});
