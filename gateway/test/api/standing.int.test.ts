// A member's standing travels in the signed identity (DESIGN §8, decision 0032): a member put on hold who signs in
// again is refused what members do, yet still reaches /warning, her status poll and sign-out; a change to her
// standing reaches the subgraphs once the gateway's cached session answer expires.
import { insertAdmin, insertMember, setMemberStanding, setVerification } from '@golightly/accounts/testing';
import type { Identity } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionResolver } from '../../src/session';
import { startStack, TEST_IDENTITY_SECRET, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Standing2024!x';
const ON_HOLD = 'Your membership is on hold. Please contact the club.';
const HOLD = `mutation Hold($userId: ID!, $onHold: Boolean!) {
  setMemberOnHold(userId: $userId, onHold: $onHold, reason: "Complaint from a host") { status }
}`;
const SEND_INVITATIONS = `mutation Invite($emails: String!) {
  sendInvitations(emails: $emails) { status errorMessage sent }
}`;
const ACCOUNT = '{ userAccount { firstName } }';
const STATUS = '{ getCheckUserStatus { status userExistStatus } }';
const GATE = 'query Gate($path: String!) { userGate(path: $path) { decision redirectTo } }';
const LOGOUT = '{ userLogout { status } }';
const CONFIRM_GENDER = 'mutation Gender($gender: String!) { confirmGender(gender: $gender) { status } }';

describe("a member's standing in the signed identity", () => {
  let stack: TestStack;
  let admin: Member;
  let nextIp = 40;
  const signIn = (email: string) => stack.signIn(email, PASSWORD, `198.51.100.${nextIp++}`);
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  /** The identity accounts verified on the latest GraphQL request, as every subgraph sees it. */
  let seenByAccounts: Identity | null = null;

  const member = async (firstName: string) => {
    const id = await insertMember(accountsDb(), KEY, {
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      password: PASSWORD,
    });
    await setMemberStanding(accountsDb(), id, { profileComplete: true, phoneVerified: true });
    return id;
  };

  beforeAll(async () => {
    stack = await startStack({
      // Session answers are not cached, so a changed standing is seen at the very next request.
      gateway: () => ({ sessionCacheMs: 0 }),
      beforeListen: (name, app) => {
        if (name !== 'accounts') return;
        app.addHook('preHandler', async (request) => {
          if (request.url === '/graphql') seenByAccounts = request.identity;
        });
      },
    });
    await insertAdmin(accountsDb(), KEY, { email: 'boss@golightly.test', password: PASSWORD, isSuperAdmin: true });
    admin = await signIn('boss@golightly.test');
  });
  afterAll(() => stack?.stop());

  it('refuses a held member who signed in again what members do, and lets her read /warning and sign out', async () => {
    const beaId = await member('Bea');
    await signIn('bea@example.com');
    expect((await admin.graphql(HOLD, { userId: beaId, onHold: true })).data).toEqual({
      setMemberOnHold: { status: 'success' },
    });

    const bea = await signIn('bea@example.com');
    const refused = await bea.graphql(SEND_INVITATIONS, { emails: 'friend@example.com' });
    expect(refused.errors?.[0]).toMatchObject({
      message: ON_HOLD,
      extensions: { code: 'FORBIDDEN', reason: 'onHold' },
    });
    expect(refused.data ?? null).toBeNull();
    expect(await accountsDb()('invitations').where({ inviter_id: beaId }).count({ n: '*' })).toEqual([{ n: 0 }]);

    // What the /warning page, the gates and the status poll ask still answers.
    expect((await bea.graphql(ACCOUNT)).data).toEqual({ userAccount: { firstName: 'Bea' } });
    expect((await bea.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'success', userExistStatus: true },
    });
    expect((await bea.graphql(GATE, { path: '/warning' })).data).toEqual({
      userGate: { decision: 'allow', redirectTo: null },
    });
    expect((await bea.graphql(GATE, { path: '/dashboard' })).data).toEqual({
      userGate: { decision: 'redirect', redirectTo: '/warning' },
    });
    expect((await bea.graphql(LOGOUT)).data).toEqual({ userLogout: { status: 'success' } });
    expect((await bea.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });
  });

  it('lets her act again at her next request once the hold is lifted', async () => {
    const cleoId = await member('Cleo');
    await admin.graphql(HOLD, { userId: cleoId, onHold: true });
    const cleo = await signIn('cleo@example.com');
    expect((await cleo.graphql(SEND_INVITATIONS, { emails: 'friend@example.com' })).errors?.[0]?.message).toBe(ON_HOLD);

    expect((await admin.graphql(HOLD, { userId: cleoId, onHold: false })).data).toEqual({
      setMemberOnHold: { status: 'success' },
    });
    const invited = await cleo.graphql(SEND_INVITATIONS, { emails: 'friend@example.com' });
    expect(invited.errors).toBeUndefined();
    expect(invited.data).toMatchObject({ sendInvitations: { status: 'success', sent: ['friend@example.com'] } });
  });

  it('signs her standing into the identity the subgraphs verify, and a confirmed gender shows at once', async () => {
    const ginaId = await member('Gina');
    await setMemberStanding(accountsDb(), ginaId, { gender: null });
    const gina = await signIn('gina@example.com');

    await gina.graphql(GATE, { path: '/dashboard' });
    expect(seenByAccounts).toMatchObject({
      userId: ginaId,
      standing: {
        gender: null,
        idVerified: false,
        profileComplete: true,
        phoneVerified: true,
        memberStatus: 'standard',
        isDiamond: false,
        pressUser: false,
        propertyManager: false,
        coHostOf: null,
      },
    });

    expect((await gina.graphql(CONFIRM_GENDER, { gender: 'female' })).data).toEqual({
      confirmGender: { status: 'success' },
    });
    await gina.graphql(GATE, { path: '/dashboard' });
    expect(seenByAccounts?.standing).toMatchObject({ gender: 'female' });
  });

  it('signs no standing for an admin', async () => {
    await admin.graphql(STATUS);
    expect(seenByAccounts).toMatchObject({ admin: { isSuperAdmin: true } });
    expect(seenByAccounts).not.toHaveProperty('standing');
  });

  it('keeps a cached standing no longer than the cache time: an ID verified shows when the answer expires', async () => {
    const idaId = await member('Ida');
    const ida = await signIn('ida@example.com');
    let clock = 1_000_000;
    const resolveSession = createSessionResolver({
      accountsUrl: new URL(stack.subgraphs.urls.accounts).origin,
      identitySecret: TEST_IDENTITY_SECRET,
      cacheMs: 2000,
      now: () => clock,
    });
    expect((await resolveSession(ida.cookie))?.standing).toMatchObject({ idVerified: false });

    await setVerification(accountsDb(), idaId, { idVerified: true });
    clock += 1999;
    expect((await resolveSession(ida.cookie))?.standing).toMatchObject({ idVerified: false });
    clock += 1;
    expect((await resolveSession(ida.cookie))?.standing).toMatchObject({ idVerified: true });
  });
});
