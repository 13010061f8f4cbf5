import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;
const ME = '{ userAccount { firstName } }';
const CHANGE = `mutation Change($oldPassword: String!, $password: String!, $confirmPassword: String!) {
  changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword) { status errorMessage fieldErrors { field message } }
}`;

describe('changing a password from /users/security', () => {
  let stack: TestStack;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    stack = await startStack();
    await insertMember(accountsDb(), KEY, { firstName: 'Lena', email: 'lena@example.com', password: 'Compass2024x' });
    await insertMember(accountsDb(), KEY, { firstName: 'Mona', email: 'mona@example.com', password: 'Monsoon2024x' });
  });
  afterAll(() => stack?.stop());

  it('asks a visitor to log in', async () => {
    const response = await stack
      .visitor()
      .graphql(CHANGE, { oldPassword: 'Compass2024x', password: 'Lantern2025x', confirmPassword: 'Lantern2025x' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Please log in to change your password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('names each broken rule and changes nothing', async () => {
    const lena = stack.visitor('198.51.100.81');
    await lena.graphql(LOGIN, { email: 'lena@example.com', password: 'Compass2024x' });
    const cases: [Record<string, string>, { field: string; message: string }][] = [
      [
        { oldPassword: '', password: 'Lantern2025x', confirmPassword: 'Lantern2025x' },
        { field: 'oldPassword', message: 'Please enter your current password.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'Short1A', confirmPassword: 'Short1A' },
        { field: 'password', message: 'Password must be at least 8 and fewer than 20 characters.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'Lantern2025xLantern2', confirmPassword: 'Lantern2025xLantern2' },
        { field: 'password', message: 'Password must be at least 8 and fewer than 20 characters.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'lantern2025x', confirmPassword: 'lantern2025x' },
        { field: 'password', message: 'Password must contain at least one upper case character.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'Lanternxyz', confirmPassword: 'Lanternxyz' },
        { field: 'password', message: 'Password must contain at least one number.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'Compass2024x', confirmPassword: 'Compass2024x' },
        { field: 'password', message: 'New password must be different from the old password.' },
      ],
      [
        { oldPassword: 'Compass2024x', password: 'Lantern2025x', confirmPassword: 'Lantern2025y' },
        { field: 'confirmPassword', message: 'Confirm Password does not match. Please try again.' },
      ],
    ];
    for (const [variables, problem] of cases) {
      const { data } = await lena.graphql(CHANGE, variables);
      expect(data, JSON.stringify(variables)).toEqual({
        changePassword: { status: 'invalid', errorMessage: problem.message, fieldErrors: [problem] },
      });
    }
    const wrongOld = await lena.graphql(CHANGE, {
      oldPassword: 'Compass2024y',
      password: 'Lantern2025x',
      confirmPassword: 'Lantern2025x',
    });
    expect(wrongOld.data).toEqual({
      changePassword: {
        status: 'oldPassword',
        errorMessage: 'Your current password is not right. Please try again.',
        fieldErrors: [{ field: 'oldPassword', message: 'Your current password is not right. Please try again.' }],
      },
    });
    expect(
      (await stack.visitor().graphql(LOGIN, { email: 'lena@example.com', password: 'Compass2024x' })).data,
    ).toEqual({ userLogin: { status: 'success' } });
  });

  it('sets the new password, keeps her signed in here and signs her other sessions out', async () => {
    const here = stack.visitor('198.51.100.82');
    const elsewhere = stack.visitor('198.51.100.83');
    await here.graphql(LOGIN, { email: 'lena@example.com', password: 'Compass2024x' });
    await elsewhere.graphql(LOGIN, { email: 'lena@example.com', password: 'Compass2024x' });

    const { data } = await here.graphql(CHANGE, {
      oldPassword: 'Compass2024x',
      password: 'Lantern2025x',
      confirmPassword: 'Lantern2025x',
    });
    expect(data).toEqual({ changePassword: { status: 'success', errorMessage: null, fieldErrors: [] } });

    expect((await here.graphql(ME)).data).toEqual({ userAccount: { firstName: 'Lena' } });
    expect((await elsewhere.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await stack.visitor().graphql(LOGIN, { email: 'lena@example.com', password: 'Compass2024x' })).data,
    ).toEqual({ userLogin: { status: 'password' } });
    expect(
      (await stack.visitor().graphql(LOGIN, { email: 'lena@example.com', password: 'Lantern2025x' })).data,
    ).toEqual({ userLogin: { status: 'success' } });
  });
  it('makes a client wait after five wrong current passwords, even ten sent at once, and checks none while it waits', async () => {
    const thief = stack.visitor('203.0.113.90');
    await thief.graphql(LOGIN, { email: 'mona@example.com', password: 'Monsoon2024x' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        thief.graphql<{ changePassword: { status: string } }>(CHANGE, {
          oldPassword: `Guess${i}-2024x`,
          password: 'Stolen2025x',
          confirmPassword: 'Stolen2025x',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.data!.changePassword.status);
    expect(statuses.filter((status) => status === 'oldPassword')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'tooManyAttempts')).toHaveLength(5);

    const waiting = await thief.graphql(CHANGE, {
      oldPassword: 'Monsoon2024x',
      password: 'Stolen2025x',
      confirmPassword: 'Stolen2025x',
    });
    const message = 'Too many sign-in attempts. Please wait 1 minute and try again.';
    expect(waiting.data).toEqual({
      changePassword: {
        status: 'tooManyAttempts',
        errorMessage: message,
        fieldErrors: [{ field: 'oldPassword', message }],
      },
    });
    // Nothing changed, and Mona herself, on her own device, is not held up.
    const mona = stack.visitor('198.51.100.90');
    expect((await mona.graphql(LOGIN, { email: 'mona@example.com', password: 'Monsoon2024x' })).data).toEqual({
      userLogin: { status: 'success' },
    });
    expect(
      (
        await mona.graphql(CHANGE, {
          oldPassword: 'Monsoon2024x',
          password: 'Meadow2025x',
          confirmPassword: 'Meadow2025x',
        })
      ).data,
    ).toMatchObject({
      changePassword: { status: 'success' },
    });
  });
});
