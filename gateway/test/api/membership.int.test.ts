// Membership through the gateway: identity and privileges at the gateway, and events leaving through the outbox.
// What accounts decides alone (bad input, limits, notFound, concurrency) is tested on its use cases in
// services/accounts/test/{membership-review,co-hosts-and-role-accounts,invitations}.int.test.ts.
import { RESERVED_ACCOUNT_ID, seedReservedAccount } from '@golightly/accounts';
import { insertAdmin, insertMember, membershipApplication as applicant } from '@golightly/accounts/testing';
import {
  AccountCreatedForUserSchema,
  AccountRole,
  InvitationSentSchema,
  MemberAppliedSchema,
  MemberApprovedSchema,
  MemberRejectedSchema,
} from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN =
  'query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status errorMessage } }';
const APPLY = `mutation Apply($firstName: String, $lastName: String, $email: String, $password: String, $confirmPassword: String,
  $phoneNumber: String, $countryCode: String, $gender: String, $source: String, $sourceDetail: String) {
  applyForMembership(firstName: $firstName, lastName: $lastName, email: $email, password: $password, confirmPassword: $confirmPassword,
    phoneNumber: $phoneNumber, countryCode: $countryCode, gender: $gender, source: $source, sourceDetail: $sourceDetail) {
    status errorMessage fieldErrors { field message } userId
  }
}`;
const PENDING =
  '{ pendingMemberApplications { userId firstName email phoneNumber dialCode source sourceDetail appliedAt } }';
const APPROVE =
  'mutation Approve($userId: ID!) { approveMember(userId: $userId) { status errorMessage member { userId memberStatus isMemberVerified isDiamond } } }';
const REJECT =
  'mutation Reject($userId: ID!, $reason: String) { rejectMember(userId: $userId, reason: $reason) { status errorMessage member { memberStatus } } }';
const HOLD =
  'mutation Hold($userId: ID!, $onHold: Boolean!) { setMemberOnHold(userId: $userId, onHold: $onHold) { status errorMessage member { memberStatus } } }';
const DIAMOND =
  'mutation Diamond($userId: ID!, $isDiamond: Boolean!) { setMemberDiamond(userId: $userId, isDiamond: $isDiamond) { status member { isDiamond } } }';
const INVITE_LIMIT =
  'mutation Limit($userId: ID!, $n: Int!) { setMemberInviteLimit(userId: $userId, adminInviteLimit: $n) { status errorMessage } }';
const CREATE_CO_HOST = `mutation CoHost($firstName: String, $lastName: String, $email: String) {
  createCoHost(firstName: $firstName, lastName: $lastName, email: $email) { status errorMessage fieldErrors { field } coHost { userId email passwordSet } }
}`;
const CO_HOSTS = '{ myCoHosts { userId firstName email passwordSet } }';
const REMOVE_CO_HOST = 'mutation Remove($userId: ID!) { removeCoHost(userId: $userId) { status errorMessage } }';
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!, $confirmPassword: String!) {
  resetPassword(email: $email, token: $token, password: $password, confirmPassword: $confirmPassword) { status errorMessage }
}`;
const LIMITS =
  '{ myRoleLimits { role accountHome redirectTo showPayouts showTransactions showDashboard showProfile mayOpenSecurity countsAsComplete } }';
const GATE = 'query Gate($path: String!) { userGate(path: $path) { decision redirectTo } }';
const SEND = `mutation Send($emails: String!, $personalMessage: String) {
  sendInvitations(emails: $emails, personalMessage: $personalMessage) { status errorMessage sent alreadyMembers alreadyInvited invitesLeft }
}`;
const MY_INVITATIONS = '{ myInvitations { inviteLimit invitesLeft invitations { id email status } } }';
const CANCEL = 'mutation Cancel($id: Int!) { cancelInvitation(id: $id) { status errorMessage } }';
const CREATE_PRESS = `mutation Press($firstName: String, $lastName: String, $email: String) {
  createPressUser(firstName: $firstName, lastName: $lastName, email: $email) { status errorMessage account { userId email } }
}`;
const CREATE_PM = `mutation Pm($firstName: String, $lastName: String, $email: String) {
  createPropertyManager(firstName: $firstName, lastName: $lastName, email: $email) { status errorMessage account { userId email } }
}`;

describe('membership, co-hosts and invitations through the gateway', () => {
  let stack: TestStack;
  let admin: Member;
  let grace: Member;
  let graceId: string;
  let idaId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const signIn = async (email: string, password: string, ip?: string) => {
    const browser = stack.visitor(ip);
    const { data } = await browser.graphql<{ userLogin: { status: string } }>(LOGIN, { email, password });
    return { browser, status: data?.userLogin.status };
  };

  beforeAll(async () => {
    // Sessions are looked up afresh on every request, so a removed co-host is signed out at once.
    stack = await startStack({ gateway: () => ({ sessionCacheMs: 0 }) });
    const db = accountsDb();
    graceId = await insertMember(db, KEY, {
      firstName: 'Grace',
      lastName: 'Moreau',
      email: 'grace@example.com',
      password: 'Hosting2024!',
      referralKey: 'GRACE123',
    });
    idaId = await insertMember(db, KEY, {
      firstName: 'Ida',
      email: 'ida@example.com',
      password: 'Inviting2024!',
      referralKey: 'IDAKEY01',
    });
    await insertMember(db, KEY, { firstName: 'Mia', email: 'mia@example.com', password: 'Member2024!' });
    // Grace's profile is complete, so only role limits stand between her co-host and a page.
    await db('users').where({ id: graceId }).update({
      step1: 'completed',
      step2: 'completed',
      step3: 'completed',
      step4: 'completed',
      is_profile_updated: true,
    });
    await db('user_verifications').where({ user_id: graceId }).update({ is_phone_verified: true });
    await insertAdmin(db, KEY, { email: 'admin@golightly.test', password: 'AdminPass2024!', isSuperAdmin: true });
    admin = await stack.signIn('admin@golightly.test', 'AdminPass2024!', '198.51.100.90');
    grace = await stack.signIn('grace@example.com', 'Hosting2024!', '198.51.100.91');
  });
  afterAll(() => stack?.stop());

  describe('an application without an invitation code', () => {
    let noraId: string;

    it('is received as a pending memberForm application and told to the admins', async () => {
      const { data } = await stack.visitor().graphql<{ applyForMembership: { userId: string } }>(APPLY, applicant());
      expect(data?.applyForMembership).toEqual({
        status: 'success',
        errorMessage: null,
        fieldErrors: [],
        userId: expect.any(String),
      });
      noraId = data!.applyForMembership.userId;
      const row = await accountsDb()('users').where({ id: noraId }).first();
      expect(row).toMatchObject({
        user_type: 'memberForm',
        member_status: 'pending',
        is_member_verified: false,
        application_source: 'press',
      });
      expect(await latestEvent(accountsDb(), MemberAppliedSchema)).toMatchObject({
        userId: noraId,
        email: 'nora@example.com',
        source: 'press',
      });
    });

    it('refuses a signed-in member who applies', async () => {
      const { data } = await grace.graphql(APPLY, applicant({ email: 'again@example.com' }));
      expect(data).toMatchObject({
        applyForMembership: { status: 'loggedIn', errorMessage: 'You are already logged in' },
      });
    });

    it('keeps the pending applicant out at sign-in until an admin approves her', async () => {
      expect((await signIn('nora@example.com', 'Apply2024x')).status).toBe('memberNotVerified');
    });

    it('shows the application to admins only', async () => {
      const listed = await admin.graphql<{ pendingMemberApplications: { userId: string }[] }>(PENDING);
      expect(listed.data?.pendingMemberApplications).toEqual([
        {
          userId: noraId,
          firstName: 'Nora',
          email: 'nora@example.com',
          phoneNumber: '5125550199',
          dialCode: '+1',
          source: 'press',
          sourceDetail: 'Travel + Leisure',
          appliedAt: expect.any(String),
        },
      ]);
      const refused = await grace.graphql(PENDING);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Only admins may do this.',
        extensions: { code: 'FORBIDDEN' },
      });
      const anonymous = await stack.visitor().graphql(PENDING);
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a member who tries to approve or reject, and changes nothing', async () => {
      for (const [query, variables] of [
        [APPROVE, { userId: noraId }],
        [REJECT, { userId: noraId }],
      ] as const) {
        const { data, errors } = await grace.graphql(query, variables);
        // Refused by the gateway before accounts is asked (decision 0008): no data at all.
        expect(data ?? null).toBeNull();
        expect(errors?.[0]).toMatchObject({ message: 'Only admins may do this.', extensions: { code: 'FORBIDDEN' } });
      }
      expect(await accountsDb()('users').where({ id: noraId }).first('member_status')).toEqual({
        member_status: 'pending',
      });
    });

    it('lets an admin approve her; she then signs in, and a second approval is refused', async () => {
      const { data } = await admin.graphql(APPROVE, { userId: noraId });
      expect(data).toEqual({
        approveMember: {
          status: 'success',
          errorMessage: null,
          member: { userId: noraId, memberStatus: 'standard', isMemberVerified: true, isDiamond: false },
        },
      });
      expect(await latestEvent(accountsDb(), MemberApprovedSchema)).toMatchObject({
        userId: noraId,
        email: 'nora@example.com',
        firstName: 'Nora',
      });
      expect((await signIn('nora@example.com', 'Apply2024x')).status).toBe('success');
      const again = await admin.graphql(APPROVE, { userId: noraId });
      expect(again.data).toMatchObject({
        approveMember: { status: 'invalid', errorMessage: 'Only a pending or rejected application can be approved.' },
      });
    });

    it('lets an admin reject an application; the applicant stays out', async () => {
      const { data } = await stack
        .visitor()
        .graphql<{ applyForMembership: { userId: string } }>(
          APPLY,
          applicant({ email: 'rhea@example.com', firstName: 'Rhea', source: 'social', sourceDetail: null }),
        );
      const rheaId = data!.applyForMembership.userId;
      const rejected = await admin.graphql(REJECT, { userId: rheaId, reason: 'Could not reach her by phone' });
      expect(rejected.data).toEqual({
        rejectMember: { status: 'success', errorMessage: null, member: { memberStatus: 'rejected' } },
      });
      expect(await latestEvent(accountsDb(), MemberRejectedSchema)).toMatchObject({
        userId: rheaId,
        reason: 'Could not reach her by phone',
      });
      expect((await signIn('rhea@example.com', 'Apply2024x')).status).toBe('memberNotVerified');
      expect(
        await accountsDb()('member_status_changes').where({ user_id: rheaId }).first('from_status', 'to_status'),
      ).toEqual({ from_status: 'pending', to_status: 'rejected' });
    });

    it('lets an admin put a member on hold (her session ends; signed in again, the gate sends her to /warning), release her, and grant Diamond', async () => {
      expect((await admin.graphql(HOLD, { userId: graceId, onHold: true })).data).toEqual({
        setMemberOnHold: { status: 'success', errorMessage: null, member: { memberStatus: 'on_hold' } },
      });
      // Decision 0029: the hold ends every session acting for her, so her next request is a visitor's.
      expect((await grace.graphql('{ getCheckUserStatus { status } }')).data).toEqual({
        getCheckUserStatus: { status: 'notLoggedIn' },
      });
      grace = await stack.signIn('grace@example.com', 'Hosting2024!', '198.51.100.91');
      expect((await grace.graphql(GATE, { path: '/rooms' })).data).toEqual({
        userGate: { decision: 'redirect', redirectTo: '/warning' },
      });
      expect((await admin.graphql(HOLD, { userId: graceId, onHold: false })).data).toMatchObject({
        setMemberOnHold: { status: 'success', member: { memberStatus: 'standard' } },
      });
      expect((await admin.graphql(DIAMOND, { userId: graceId, isDiamond: true })).data).toEqual({
        setMemberDiamond: { status: 'success', member: { isDiamond: true } },
      });
      const held = await grace.graphql(HOLD, { userId: graceId, onHold: true });
      expect(held.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('a co-host', () => {
    let coHostId: string;

    it('is added by a member and mailed a set-password link, never a password', async () => {
      const { data } = await grace.graphql<{ createCoHost: { coHost: { userId: string } } }>(CREATE_CO_HOST, {
        firstName: 'Cora',
        lastName: 'Hale',
        email: 'Cora@example.com',
      });
      expect(data?.createCoHost).toEqual({
        status: 'success',
        errorMessage: null,
        fieldErrors: [],
        coHost: { userId: expect.any(String), email: 'cora@example.com', passwordSet: false },
      });
      coHostId = data!.createCoHost.coHost.userId;
      const mailed = await latestEvent(accountsDb(), AccountCreatedForUserSchema);
      expect(mailed).toMatchObject({
        userId: coHostId,
        role: AccountRole.CO_HOST,
        email: 'cora@example.com',
        hostUserId: graceId,
        hostFirstName: 'Grace',
        loginUrl: 'http://localhost:3000/login',
      });
      expect(mailed?.setPasswordToken).toMatch(/^[\w-]{43}$/);
    });

    it('chooses her password from the link and signs in as secondary, acting for her host', async () => {
      expect((await signIn('cora@example.com', 'Cohost2024x')).status).toBe('password');
      const { setPasswordToken } = (await latestEvent(accountsDb(), AccountCreatedForUserSchema))!;
      const reset = await stack.visitor().graphql(RESET, {
        email: 'cora@example.com',
        token: setPasswordToken,
        password: 'Cohost2024x',
        confirmPassword: 'Cohost2024x',
      });
      expect(reset.data).toEqual({ resetPassword: { status: 'success', errorMessage: null } });
      const { browser: cora, status } = await signIn('cora@example.com', 'Cohost2024x', '198.51.100.92');
      expect(status).toBe('secondary');
      expect(await accountsDb()('sessions').where({ user_id: coHostId }).first('is_co_host')).toEqual({
        is_co_host: true,
      });

      expect((await cora.graphql(LIMITS)).data).toEqual({
        myRoleLimits: {
          role: 'coHost',
          accountHome: '/users/security',
          redirectTo: '/users/security',
          showPayouts: false,
          showTransactions: false,
          showDashboard: false,
          showProfile: false,
          mayOpenSecurity: true,
          countsAsComplete: false,
        },
      });
      for (const path of ['/user/payout', '/user/transaction', '/dashboard']) {
        expect((await cora.graphql(GATE, { path })).data).toEqual({
          userGate: { decision: 'redirect', redirectTo: '/users/security' },
        });
      }
      expect((await cora.graphql(GATE, { path: '/users/security' })).data).toEqual({
        userGate: { decision: 'allow', redirectTo: null },
      });
      // The host herself keeps her payouts.
      expect((await grace.graphql(GATE, { path: '/user/payout' })).data).toEqual({
        userGate: { decision: 'allow', redirectTo: null },
      });

      const invite = await cora.graphql(SEND, { emails: 'friend@example.com' });
      expect(invite.errors?.[0]).toMatchObject({
        message: "A co-host cannot send invitations; please ask the account's owner.",
        extensions: { code: 'FORBIDDEN' },
      });
      const nested = await cora.graphql(CREATE_CO_HOST, { firstName: 'N', lastName: 'N', email: 'nested@example.com' });
      expect(nested.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // Her session acts for her host, but the host's personal details are not hers to read.
      const account = await cora.graphql('{ userAccount { email phoneNumber } }');
      expect(account.errors?.[0]).toMatchObject({
        message: "A co-host cannot see the account's personal details; please ask the account's owner.",
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('is listed for her host, and removing her ends her session', async () => {
      expect((await grace.graphql(CO_HOSTS)).data).toEqual({
        myCoHosts: [{ userId: coHostId, firstName: 'Cora', email: 'cora@example.com', passwordSet: true }],
      });
      const { browser: cora } = await signIn('cora@example.com', 'Cohost2024x', '198.51.100.93');
      expect((await stack.visitor().graphql(REMOVE_CO_HOST, { userId: coHostId })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await grace.graphql(REMOVE_CO_HOST, { userId: coHostId })).data).toEqual({
        removeCoHost: { status: 'success', errorMessage: null },
      });
      expect((await cora.graphql(GATE, { path: '/rooms' })).data).toEqual({
        userGate: { decision: 'allow', redirectTo: null },
      });
      expect((await cora.graphql(LIMITS)).data).toMatchObject({ myRoleLimits: { role: 'visitor' } });
      expect((await signIn('cora@example.com', 'Cohost2024x')).status).toBe('email');
    });
  });

  describe('press users and property managers', () => {
    it('are added by an admin only, each mailed a set-password link', async () => {
      const press = await admin.graphql(CREATE_PRESS, {
        firstName: 'Pia',
        lastName: 'Press',
        email: 'pia@news.example',
      });
      expect(press.data).toMatchObject({
        createPressUser: { status: 'success', account: { email: 'pia@news.example' } },
      });
      expect(await latestEvent(accountsDb(), AccountCreatedForUserSchema)).toMatchObject({
        role: AccountRole.PRESS_USER,
        email: 'pia@news.example',
        hostUserId: '',
      });
      const pm = await admin.graphql(CREATE_PM, {
        firstName: 'Pam',
        lastName: 'Manager',
        email: 'pam@rentals.example',
      });
      expect(pm.data).toMatchObject({ createPropertyManager: { status: 'success' } });
      expect(await accountsDb()('users').where({ is_property_manager: true }).first('first_name')).toEqual({
        first_name: 'Pam',
      });
      expect(
        (await grace.graphql(CREATE_PRESS, { firstName: 'A', lastName: 'B', email: 'ab@example.com' })).errors?.[0]
          ?.extensions?.code,
      ).toBe('FORBIDDEN');
    });
  });

  describe('invitations by e-mail', () => {
    let ida: Member;
    beforeAll(async () => {
      ida = await stack.signIn('ida@example.com', 'Inviting2024!', '198.51.100.94');
    });

    it('sends one invitation per new address, skipping members, with the referral link', async () => {
      const { data } = await ida.graphql(SEND, {
        emails: 'ann@example.com, Bea@example.com; mia@example.com',
        personalMessage: 'Come travel with me',
      });
      expect(data).toEqual({
        sendInvitations: {
          status: 'success',
          errorMessage: null,
          sent: ['ann@example.com', 'bea@example.com'],
          alreadyMembers: ['mia@example.com'],
          alreadyInvited: [],
          invitesLeft: 3,
        },
      });
      const mailed = await latestEvent(accountsDb(), InvitationSentSchema);
      expect(mailed).toMatchObject({
        userId: idaId,
        email: 'bea@example.com',
        inviterFirstName: 'Ida',
        personalText: 'Come travel with me',
      });
      expect(mailed?.link).toBe(`http://localhost:3000/c/${mailed?.uniqueKey}/bea%40example.com`);
    });

    it('frees a place when she cancels an invitation, and an admin can raise her limit', async () => {
      const listed = await ida.graphql<{ myInvitations: { invitations: { id: number; email: string }[] } }>(
        MY_INVITATIONS,
      );
      const ann = listed.data!.myInvitations.invitations.find((i) => i.email === 'ann@example.com')!;
      expect((await ida.graphql(CANCEL, { id: ann.id })).data).toEqual({
        cancelInvitation: { status: 'success', errorMessage: null },
      });
      expect((await ida.graphql(MY_INVITATIONS)).data).toMatchObject({
        myInvitations: { inviteLimit: 5, invitesLeft: 4 },
      });
      expect((await admin.graphql(INVITE_LIMIT, { userId: idaId, n: 2 })).data).toEqual({
        setMemberInviteLimit: { status: 'success', errorMessage: null },
      });
      expect((await ida.graphql(MY_INVITATIONS)).data).toMatchObject({
        myInvitations: { inviteLimit: 7, invitesLeft: 6 },
      });
      expect((await admin.graphql(INVITE_LIMIT, { userId: idaId, n: -1 })).data).toMatchObject({
        setMemberInviteLimit: { status: 'invalid' },
      });
    });

    it("refuses to cancel someone else's invitation, as if it did not exist", async () => {
      const listed = await ida.graphql<{ myInvitations: { invitations: { id: number; status: string }[] } }>(
        MY_INVITATIONS,
      );
      const pending = listed.data!.myInvitations.invitations.find((i) => i.status === 'pending')!;
      expect((await grace.graphql(CANCEL, { id: pending.id })).data).toEqual({
        cancelInvitation: { status: 'notFound', errorMessage: 'You have no invitation with this number.' },
      });
      expect(await accountsDb()('invitations').where({ id: pending.id }).first('status')).toEqual({
        status: 'pending',
      });
    });
  });

  describe('the reserved account', () => {
    it('is seeded once with its fixed id and kept to its limits', async () => {
      const env = { ...process.env, ...TEST_SERVICE_ENV };
      expect(
        await seedReservedAccount(accountsDb(), env, { email: 'reserved@example.com', password: 'Reserved2024!' }),
      ).toBe(1);
      expect(
        await seedReservedAccount(accountsDb(), env, { email: 'reserved@example.com', password: 'Reserved2024!' }),
      ).toBe(0);
      const { browser, status } = await signIn('reserved@example.com', 'Reserved2024!', '198.51.100.95');
      expect(status).toBe('success');
      expect((await browser.graphql(LIMITS)).data).toMatchObject({
        myRoleLimits: { role: 'reserved', mayOpenSecurity: false, showProfile: false },
      });
      expect((await browser.graphql(GATE, { path: '/rooms' })).data).toEqual({
        userGate: { decision: 'redirect', redirectTo: '/' },
      });
      expect((await browser.graphql(GATE, { path: '/users/security' })).data).toEqual({
        userGate: { decision: 'redirect', redirectTo: '/' },
      });
      expect((await browser.graphql(SEND, { emails: 'x@example.com' })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(await accountsDb()('users').where({ id: RESERVED_ACCOUNT_ID }).first('first_name')).toEqual({
        first_name: 'Golightly',
      });
    });
  });
});
