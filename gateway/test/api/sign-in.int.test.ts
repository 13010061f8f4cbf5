// userLogin and userLogout through the gateway: the session cookie and its change header, the signed identity of a
// member or an admin, a revoked or deleted session seen at once, and the social sign-in paths. The statuses and
// throttling of sign-in itself are accounts' use-case tests (services/accounts/test/sign-in).
import { insertAdmin, insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status errorMessage } }`;
const STATUS = '{ getCheckUserStatus { status userExistStatus } }';
const LOGOUT = '{ userLogout { status } }';

describe('signing in and out through the gateway', () => {
  let stack: TestStack;
  let adaId: string;

  beforeAll(async () => {
    // Session answers are not cached, so a revoked session is seen at once rather than after a wait.
    stack = await startStack({ gateway: () => ({ sessionCacheMs: 0 }) });
    const db = stack.subgraphs.services.accounts.database.db;
    adaId = await insertMember(db, KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Travel2024!' });
    await insertMember(db, KEY, {
      firstName: 'Pat',
      email: 'pat@example.com',
      password: 'Pending2024!',
      memberStatus: 'pending',
    });
    await insertMember(db, KEY, { firstName: 'Tess', email: 'tess@example.com', password: 'Throttle2024!' });
    await insertAdmin(db, KEY, { email: 'admin@golightly.test', password: 'AdminPass2024!', isSuperAdmin: true });
  });
  afterAll(() => stack?.stop());

  it('signs a member in with an HttpOnly SameSite cookie, keeps her signed in, and signs her out', async () => {
    const ada = stack.visitor();
    const login = await ada.graphql(LOGIN, { email: ' ADA@example.com ', password: 'Travel2024!' });
    expect(login.data).toEqual({ userLogin: { status: 'success', errorMessage: null } });
    expect(login.setCookie).toMatch(/^golightly_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);

    expect((await ada.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'success', userExistStatus: true },
    });
    expect((await ada.graphql(LOGIN, { email: 'ada@example.com', password: 'Travel2024!' })).data).toEqual({
      userLogin: { status: 'loggedIn', errorMessage: 'You are already logged in' },
    });

    const revokedCookie = ada.cookie;
    const logout = await ada.graphql(LOGOUT);
    expect(logout.data).toEqual({ userLogout: { status: 'success' } });
    expect(logout.setCookie).toContain('Max-Age=0');
    expect((await ada.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });

    // The revoked cookie, replayed, is worth nothing (the gateway caches no session answer here).
    ada.cookie = revokedCookie;
    expect((await ada.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });
  });

  it('sets no cookie when sign-in fails, and passes the status and its message through', async () => {
    const visitor = stack.visitor('198.51.100.20');
    const wrong = await visitor.graphql(LOGIN, { email: 'ada@example.com', password: 'Wrong-password-1' });
    expect(wrong.data).toEqual({
      userLogin: { status: 'password', errorMessage: 'Wrong password. Please try again or reset your password.' },
    });
    expect(wrong.setCookie).toBeUndefined();
    const pat = stack.visitor('198.51.100.21');
    const pending = await pat.graphql(LOGIN, { email: 'pat@example.com', password: 'Pending2024!' });
    expect(pending.data).toMatchObject({ userLogin: { status: 'memberNotVerified' } });
    expect(pat.cookie).toBeUndefined();
  });

  it('signs an admin in as admin, and refuses her a second sign-in', async () => {
    const admin = stack.visitor('198.51.100.22');
    expect((await admin.graphql(LOGIN, { email: 'admin@golightly.test', password: 'AdminPass2024!' })).data).toEqual({
      userLogin: { status: 'admin', errorMessage: null },
    });
    expect((await admin.graphql(LOGIN, { email: 'ada@example.com', password: 'Travel2024!' })).data).toEqual({
      userLogin: {
        status: 'adminLoggedIn',
        errorMessage: "You are logged in as admin, you can't perform this action!",
      },
    });
  });

  it("ends a deleted member's session", async () => {
    const db = stack.subgraphs.services.accounts.database.db;
    const bea = stack.visitor('198.51.100.24');
    const beaId = await insertMember(db, KEY, { firstName: 'Bea', email: 'bea@example.com', password: 'Deleted2024!' });
    await bea.graphql(LOGIN, { email: 'bea@example.com', password: 'Deleted2024!' });
    expect((await bea.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'success', userExistStatus: true },
    });
    await db('users').where({ id: beaId }).update({ deleted_at: new Date() });
    expect((await bea.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn', userExistStatus: false },
    });
    expect(adaId).not.toBe(beaId);
  });

  it('sends a social sign-in back to /login, which says it is not offered, keeping a same-site return path and the code', async () => {
    const google = await stack.gateway.inject({ method: 'GET', url: '/login/google?refer=%2Fdashboard&ref=ADAINV01' });
    expect(google.statusCode).toBe(302);
    expect(google.headers.location).toBe('/login?social=google&refer=%2Fdashboard&ref=ADAINV01');
    const offSite = await stack.gateway.inject({ method: 'GET', url: '/login/facebook?refer=%2F%2Fevil.example' });
    expect(offSite.headers.location).toBe('/login?social=facebook');
    const unknown = await stack.gateway.inject({ method: 'GET', url: '/login/myspace' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('There is no such sign-in provider.');
  });
});
