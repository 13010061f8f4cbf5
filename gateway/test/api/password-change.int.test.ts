// changePassword through the gateway: the member guard's text for a visitor, and the browser she changed it from
// kept signed in while her other browsers are signed out at once. The rules of a new password and the throttling of
// the current one are accounts' use-case tests (services/accounts/test/change-password).
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

describe('changing a password from /users/security through the gateway', () => {
  let stack: TestStack;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    // Session answers are not cached, so a signed-out browser is seen at once rather than after a wait.
    stack = await startStack({ gateway: () => ({ sessionCacheMs: 0 }) });
    await insertMember(accountsDb(), KEY, { firstName: 'Lena', email: 'lena@example.com', password: 'Compass2024x' });
  });
  afterAll(() => stack?.stop());

  it("answers a visitor with the spec's text to log in", async () => {
    const response = await stack
      .visitor()
      .graphql(CHANGE, { oldPassword: 'Compass2024x', password: 'Lantern2025x', confirmPassword: 'Lantern2025x' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'You are not logged In. Please Login to continue!',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers a broken rule with its field and message', async () => {
    const lena = await stack.signIn('lena@example.com', 'Compass2024x', '198.51.100.81');
    const message = 'Your current password is not right. Please try again.';
    expect(
      (
        await lena.graphql(CHANGE, {
          oldPassword: 'Compass2024y',
          password: 'Lantern2025x',
          confirmPassword: 'Lantern2025x',
        })
      ).data,
    ).toEqual({
      changePassword: {
        status: 'oldPassword',
        errorMessage: message,
        fieldErrors: [{ field: 'oldPassword', message }],
      },
    });
  });

  it('sets the new password, keeps her signed in here and signs her other browsers out', async () => {
    const here = await stack.signIn('lena@example.com', 'Compass2024x', '198.51.100.82');
    const elsewhere = await stack.signIn('lena@example.com', 'Compass2024x', '198.51.100.83');

    const { data } = await here.graphql(CHANGE, {
      oldPassword: 'Compass2024x',
      password: 'Lantern2025x',
      confirmPassword: 'Lantern2025x',
    });
    expect(data).toEqual({ changePassword: { status: 'success', errorMessage: null, fieldErrors: [] } });
    expect((await here.graphql(ME)).data).toEqual({ userAccount: { firstName: 'Lena' } });
    expect((await elsewhere.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await stack.visitor().graphql(LOGIN, { email: 'lena@example.com', password: 'Lantern2025x' })).data,
    ).toEqual({ userLogin: { status: 'success' } });
  });
});
