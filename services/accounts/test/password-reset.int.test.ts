// Asking for a password-reset link and setting a new password with it (sendForgotPassword, resetPassword), as use
// cases on one real database.
import { PasswordResetRequestedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset, resetPassword } from '../src/app/password-reset';
import { signIn } from '../src/app/sign-in';
import { findActiveSession } from '../src/db/sessions';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('resetting a forgotten password', () => {
  let bed: Testbed;
  const ask = (email: string, clientAddress = '198.51.100.30') =>
    requestPasswordReset(bed.deps, { email, clientAddress });
  const linksTo = async (userId: string) =>
    (await bed.events(PasswordResetRequestedSchema))
      .filter((event) => event.userId === userId)
      .map((event) => event.resetToken);
  const reset = (email: string, token: string, password: string, confirmPassword = password) =>
    resetPassword(bed.deps, { email, token, password, confirmPassword });
  const login = (email: string, password: string, clientAddress: string) =>
    signIn(bed.deps, { caller: visitor, email, password, clientAddress });

  beforeAll(async () => {
    bed = await testbed('accounts_password_reset');
  }, 120_000);
  afterAll(() => bed?.close());

  it('mails a member a link, names an address with no account, and refuses a malformed one', async () => {
    const inesId = await bed.member('Ines');
    expect(await ask(' Ines@Example.com ')).toBe('success');
    expect(await bed.events(PasswordResetRequestedSchema)).toEqual([
      expect.objectContaining({ userId: inesId, email: 'ines@example.com', firstName: 'Ines' }),
    ]);
    expect(await ask('ghost@example.com')).toBe('notAvailable');
    expect(await ask('not-an-email')).toBe('400');
  });

  it('sets the new password with the mailed link once, and ends every session she had', async () => {
    const olaId = await bed.member('Ola');
    const session = (await login('ola@example.com', 'Travel2024!', '198.51.100.31')).session!;
    expect(await ask('ola@example.com')).toBe('success');
    const [token] = await linksTo(olaId);

    expect(await reset('ola@example.com', token!, 'alllowercase1')).toMatchObject({ status: 'invalidPassword' });
    expect(await reset('ola@example.com', token!, 'Travel2024!')).toEqual({
      status: 'invalidPassword',
      errorMessage: 'Your new password must be different from the old one.',
    });
    expect(await reset('ola@example.com', token!, 'Lighthouse9', 'Lighthouse8')).toEqual({
      status: 'invalidPassword',
      errorMessage: 'Confirm Password does not match. Please try again.',
    });
    expect(await reset('ola@example.com', token!, 'Lighthouse9')).toEqual({ status: 'success' });
    expect(await reset('ola@example.com', token!, 'Lighthouse7')).toEqual({
      status: 'used',
      errorMessage: 'This reset link was already used. Please ask for a new one.',
    });

    expect(await findActiveSession(bed.db, session.token)).toBeUndefined();
    expect((await login('ola@example.com', 'Travel2024!', '198.51.100.32')).status).toBe('password');
    expect((await login('ola@example.com', 'Lighthouse9', '198.51.100.33')).status).toBe('success');
  });

  it('refuses a link used with another address, a made-up link, and an expired one', async () => {
    const pazId = await bed.member('Paz');
    await bed.member('Quin');
    await ask('paz@example.com');
    const [token] = await linksTo(pazId);
    const invalid = { status: 'invalid', errorMessage: 'This reset link is not valid. Please ask for a new one.' };
    expect(await reset('quin@example.com', token!, 'Lighthouse5')).toEqual(invalid);
    expect(await reset('paz@example.com', 'x'.repeat(43), 'Lighthouse5')).toEqual(invalid);
    await bed
      .db('email_tokens')
      .where({ user_id: pazId, purpose: 'reset_password' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect(await reset('paz@example.com', token!, 'Lighthouse5')).toEqual({
      status: 'expired',
      errorMessage: 'This reset link has expired. Please ask for a new one.',
    });
    expect((await login('paz@example.com', 'Travel2024!', '198.51.100.34')).status).toBe('success');
  });

  it('stops mailing links after three in an hour', async () => {
    const noraId = await bed.member('Nora');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push(await ask('nora@example.com', `198.51.100.${40 + i}`));
    expect(statuses).toEqual(['success', 'success', 'success', '400']);
    expect(await linksTo(noraId)).toHaveLength(3);
  });

  it('mails at most three links when ten are asked for at once, and only the newest one works', async () => {
    const rayId = await bed.member('Ray');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask('ray@example.com', `198.51.100.${100 + i}`)),
    );
    expect(answers.filter((status) => status === 'success')).toHaveLength(3);
    expect(answers.filter((status) => status === '400')).toHaveLength(7);
    const [oldest, middle, newest] = await linksTo(rayId);
    for (const replaced of [oldest!, middle!]) {
      expect(await reset('ray@example.com', replaced, 'Meadow2025x')).toMatchObject({ status: 'used' });
    }
    expect(await reset('ray@example.com', newest!, 'Meadow2025x')).toEqual({ status: 'success' });
  });

  it('leaves none of her links usable once one is used', async () => {
    const sunId = await bed.member('Sun');
    await ask('sun@example.com', '198.51.100.50');
    await ask('sun@example.com', '198.51.100.51');
    const [first, second] = await linksTo(sunId);
    expect(await reset('sun@example.com', second!, 'Meadow2025x')).toEqual({ status: 'success' });
    expect(await reset('sun@example.com', first!, 'Meadow2026x')).toMatchObject({ status: 'used' });
    expect(await reset('sun@example.com', second!, 'Meadow2026x')).toMatchObject({ status: 'used' });
  });

  it('stops one client testing many addresses at twenty in fifteen minutes, and no other client', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => ask(`probe${i}@example.com`, '203.0.113.40')),
    );
    expect(answers.filter((status) => status === 'notAvailable')).toHaveLength(20);
    expect(answers.filter((status) => status === '400')).toHaveLength(5);
    expect(await ask('probe0@example.com', '198.51.100.38')).toBe('notAvailable');
  });
});
