// Signing in, signing out and the status poll, as use cases on one real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUserStatus, signIn, signOut } from '../src/app/sign-in';
import { findActiveSession } from '../src/db/sessions';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('signing in and out', () => {
  let bed: Testbed;
  const login = (email: string, password: string, clientAddress = '198.51.100.7', caller = visitor) =>
    signIn(bed.deps, { caller, email, password, clientAddress });

  beforeAll(async () => {
    bed = await testbed('accounts_sign_in');
    await bed.member('Ada');
    await bed.member('Pat', { memberStatus: 'pending' });
    await bed.member('Tess');
    await bed.admin('admin@golightly.test', 'AdminPass2024!');
  }, 120_000);
  afterAll(() => bed?.close());

  it('opens a thirty-day session for a member whose e-mail is typed in any case with spaces around it', async () => {
    const result = await login(' ADA@example.com ', 'Travel2024!');
    expect(result).toMatchObject({ status: 'success', errorMessage: null, session: { maxAgeSeconds: 2_592_000 } });
    expect(await findActiveSession(bed.db, result.session!.token)).toMatchObject({ isAdmin: false, isCoHost: false });
  });

  it('names an unknown e-mail and a wrong password, and opens no session for either', async () => {
    expect(await login('nobody@example.com', 'Whatever2024!', '198.51.100.20')).toEqual({
      status: 'email',
      errorMessage: 'No account exists for this email',
      session: null,
    });
    expect(await login('ada@example.com', 'Wrong-password-1', '198.51.100.20')).toEqual({
      status: 'password',
      errorMessage: 'Wrong password. Please try again or reset your password.',
      session: null,
    });
  });

  it('keeps a member whose application is pending out', async () => {
    expect(await login('pat@example.com', 'Travel2024!', '198.51.100.21')).toEqual({
      status: 'memberNotVerified',
      errorMessage: "We're sorry, your membership has not been verified yet. We will email you once it is approved.",
      session: null,
    });
  });

  it('signs an admin in as admin with an admin session', async () => {
    const result = await login('admin@golightly.test', 'AdminPass2024!', '198.51.100.22');
    expect(result).toMatchObject({ status: 'admin', errorMessage: null });
    expect(await findActiveSession(bed.db, result.session!.token)).toMatchObject({ isAdmin: true });
  });

  it('refuses a second sign-in to whoever is already signed in, member or admin', async () => {
    const ada = await bed.signedIn(await bed.member('Alma'));
    expect(await login('ada@example.com', 'Travel2024!', undefined, ada)).toEqual({
      status: 'loggedIn',
      errorMessage: 'You are already logged in',
      session: null,
    });
    expect(
      await login('ada@example.com', 'Travel2024!', undefined, { kind: 'admin', sessionId: ada.sessionId }),
    ).toEqual({
      status: 'adminLoggedIn',
      errorMessage: "You are logged in as admin, you can't perform this action!",
      session: null,
    });
  });

  it('refuses malformed input with every problem named, without counting a guess', async () => {
    expect(await login('not-an-email', 'short', '198.51.100.23')).toEqual({
      status: 'other',
      errorMessage: "Invalid Email. Please make sure it's typed in correctly. Password must be at least 8 characters.",
      session: null,
    });
    expect(await login('ada@example.com', `A1${'x'.repeat(200)}`, '198.51.100.23')).toMatchObject({ status: 'other' });
    expect(await bed.db('sign_in_attempts').where({ client: '198.51.100.23' }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('makes a client wait after five wrong passwords on one account, and lets the member in from elsewhere', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await login('tess@example.com', `Guess${attempt}-2024!`, '203.0.113.50')).toMatchObject({
        status: 'password',
      });
    }
    expect(await login('tess@example.com', 'Travel2024!', '203.0.113.50')).toEqual({
      status: 'tooManyAttempts',
      errorMessage: 'Too many sign-in attempts. Please wait 1 minute and try again.',
      session: null,
    });
    expect(await login('tess@example.com', 'Travel2024!', '203.0.113.51')).toMatchObject({ status: 'success' });
  });

  it('stops one address that tries many accounts, for what is left of its fifteen minutes', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await login(`someone${attempt}@example.com`, 'Spray-2024!', '203.0.113.60');
    }
    expect(await login('ada@example.com', 'Travel2024!', '203.0.113.60')).toEqual({
      status: 'tooManyAttempts',
      errorMessage: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      session: null,
    });
  });

  it('lets a waiting client guess once more when its wait is over, then doubles the wait', async () => {
    const wrenId = await bed.member('Wren');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login('wren@example.com', `Nope${attempt}-2024!`, '203.0.113.13');
    expect((await login('wren@example.com', 'Travel2024!', '203.0.113.13')).status).toBe('tooManyAttempts');
    // The minute has passed (moved back rather than waited for).
    await bed
      .db('sign_in_attempts')
      .where({ client: '203.0.113.13' })
      .update({ last_failure_at: bed.db.raw("now() - interval '61 seconds'") });
    expect((await login('wren@example.com', 'Nope5-2024!', '203.0.113.13')).status).toBe('password');
    expect(await login('wren@example.com', 'Travel2024!', '203.0.113.13')).toMatchObject({
      status: 'tooManyAttempts',
      errorMessage: 'Too many sign-in attempts. Please wait 2 minutes and try again.',
    });
    expect(wrenId).toBeTruthy();
  });

  it('gives fifty parallel sign-ins from one client at most five password verdicts on one account', async () => {
    await bed.member('Uma');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('uma@example.com', `Guess${i}-2024!`, '203.0.113.10')),
    );
    expect(results.filter((result) => result.status === 'password')).toHaveLength(5);
    expect(results.filter((result) => result.status === 'tooManyAttempts')).toHaveLength(45);
  });

  it('signs out by revoking the caller’s session, and answers a visitor the same', async () => {
    const result = await login('ada@example.com', 'Travel2024!', '198.51.100.24');
    const session = await findActiveSession(bed.db, result.session!.token);
    const ada = { kind: 'member', userId: session!.userId, sessionId: session!.sessionId, coHost: false } as const;
    expect(await signOut(bed.deps, ada)).toEqual({ status: 'success' });
    expect(await findActiveSession(bed.db, result.session!.token)).toBeUndefined();
    expect(await signOut(bed.deps, visitor)).toEqual({ status: 'success' });
  });

  it('reports a member as gone once her account is deleted, and a visitor as not signed in', async () => {
    const bea = await bed.signedIn(await bed.member('Bea'));
    expect(await checkUserStatus(bed.deps, bea)).toEqual({ status: 'success', userExists: true });
    await bed.db('users').where({ id: bea.userId }).update({ deleted_at: new Date() });
    expect(await checkUserStatus(bed.deps, bea)).toEqual({ status: 'success', userExists: false });
    expect(await checkUserStatus(bed.deps, visitor)).toEqual({ status: 'notLoggedIn', userExists: false });
    expect(await checkUserStatus(bed.deps, { kind: 'admin', sessionId: bea.sessionId })).toEqual({
      status: 'success',
      userExists: true,
    });
  });
});
