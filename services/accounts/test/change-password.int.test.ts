// Changing a password from /users/security, as a use case on one real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '../src/app/change-password';
import { signIn } from '../src/app/sign-in';
import { findActiveSession } from '../src/db/sessions';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('changing a password', () => {
  let bed: Testbed;
  const login = (email: string, password: string, clientAddress = '198.51.100.80') =>
    signIn(bed.deps, { caller: visitor, email, password, clientAddress });
  const change = (
    caller: Parameters<typeof changePassword>[1]['caller'],
    oldPassword: string,
    password: string,
    confirmPassword = password,
    clientAddress = '198.51.100.81',
  ) => changePassword(bed.deps, { caller, oldPassword, password, confirmPassword, clientAddress });

  beforeAll(async () => {
    bed = await testbed('accounts_change_password');
  }, 120_000);
  afterAll(() => bed?.close());

  it('refuses a visitor, an admin and a co-host, and checks nothing', async () => {
    const lenaId = await bed.member('Lena');
    expect(await change(visitor, 'Travel2024!', 'Lantern2025x')).toEqual({ status: 'signInRequired' });
    expect(await change({ kind: 'admin', sessionId: 'admin-session' }, 'Travel2024!', 'Lantern2025x')).toEqual({
      status: 'signInRequired',
    });
    expect(await change(await bed.signedIn(lenaId, { coHost: true }), 'Travel2024!', 'Lantern2025x')).toEqual({
      status: 'coHostRefused',
    });
    expect((await login('lena@example.com', 'Travel2024!')).status).toBe('success');
  });

  it('names each broken rule on its field and changes nothing', async () => {
    const minaId = await bed.member('Mina');
    const mina = await bed.signedIn(minaId);
    const cases: [[string, string, string], { field: string; message: string }][] = [
      [['', 'Lantern2025x', 'Lantern2025x'], { field: 'oldPassword', message: 'Please enter your current password.' }],
      [
        ['Travel2024!', 'Short1A', 'Short1A'],
        { field: 'password', message: 'Password must be at least 8 and fewer than 20 characters.' },
      ],
      [
        ['Travel2024!', 'Lantern2025xLantern2', 'Lantern2025xLantern2'],
        { field: 'password', message: 'Password must be at least 8 and fewer than 20 characters.' },
      ],
      [
        ['Travel2024!', 'lantern2025x', 'lantern2025x'],
        { field: 'password', message: 'Password must contain at least one upper case character.' },
      ],
      [
        ['Travel2024!', 'Lanternxyz', 'Lanternxyz'],
        { field: 'password', message: 'Password must contain at least one number.' },
      ],
      [
        ['Travel2024!', 'Travel2024!', 'Travel2024!'],
        { field: 'password', message: 'New password must be different from the old password.' },
      ],
      [
        ['Travel2024!', 'Lantern2025x', 'Lantern2025y'],
        { field: 'confirmPassword', message: 'Confirm Password does not match. Please try again.' },
      ],
    ];
    for (const [[oldPassword, password, confirmPassword], problem] of cases) {
      expect(await change(mina, oldPassword, password, confirmPassword), password).toEqual({
        status: 'invalid',
        fieldErrors: [problem],
      });
    }
    expect(await change(mina, 'Travel2024?', 'Lantern2025x')).toEqual({
      status: 'oldPassword',
      fieldErrors: [{ field: 'oldPassword', message: 'Your current password is not right. Please try again.' }],
    });
    expect((await login('mina@example.com', 'Travel2024!')).status).toBe('success');
  });

  it('sets the new password, keeps her session here and ends her others', async () => {
    const noaId = await bed.member('Noa');
    const here = (await login('noa@example.com', 'Travel2024!', '198.51.100.82')).session!;
    const elsewhere = (await login('noa@example.com', 'Travel2024!', '198.51.100.83')).session!;
    const caller = { kind: 'member', userId: noaId, sessionId: here.sessionId, coHost: false } as const;
    expect(await change(caller, 'Travel2024!', 'Lantern2025x')).toEqual({ status: 'success' });
    expect(await findActiveSession(bed.db, here.token)).toBeDefined();
    expect(await findActiveSession(bed.db, elsewhere.token)).toBeUndefined();
    expect((await login('noa@example.com', 'Travel2024!', '198.51.100.84')).status).toBe('password');
    expect((await login('noa@example.com', 'Lantern2025x', '198.51.100.85')).status).toBe('success');
  });

  it('makes a client wait after five wrong current passwords, even ten sent at once, and checks none while it waits', async () => {
    const monaId = await bed.member('Mona');
    const thief = await bed.signedIn(monaId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(thief, `Guess${i}-2024x`, 'Stolen2025x', undefined, '203.0.113.90')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'oldPassword')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'tooManyAttempts')).toHaveLength(5);
    const message = 'Too many sign-in attempts. Please wait 1 minute and try again.';
    expect(await change(thief, 'Travel2024!', 'Stolen2025x', undefined, '203.0.113.90')).toEqual({
      status: 'tooManyAttempts',
      fieldErrors: [{ field: 'oldPassword', message }],
    });
    // The guesses drew on the sign-in allowance of that client too.
    expect((await login('mona@example.com', 'Travel2024!', '203.0.113.90')).status).toBe('tooManyAttempts');
    // Nothing changed, and Mona herself, on her own device, is not held up.
    expect((await login('mona@example.com', 'Travel2024!', '198.51.100.90')).status).toBe('success');
    expect(await change(await bed.signedIn(monaId), 'Travel2024!', 'Meadow2025x', undefined, '198.51.100.90')).toEqual({
      status: 'success',
    });
  });
});
