// E-mail confirmation and password reset through the gateway: the signed-in member's identity, the member guard's
// text for a visitor, a reset answered with its status alone, the client address that limits address lookups, and a
// reset's ended sessions seen at once. The links' own rules (single use, expiry, three an hour, the newest only) are
// accounts' use-case tests (services/accounts/test/email-confirmation, test/password-reset).
import { insertMember } from '@golightly/accounts/testing';
import { EmailConfirmationRequestedSchema, PasswordResetRequestedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEvent } from '../support/outbox';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
type Forgot = { sendForgotPassword: { status: string } };
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }`;
const VERIFY = `query Verify($token: String!, $email: String!) { EmailVerification(token: $token, email: $email) { userId status } }`;
const RESEND = '{ ResendConfirmEmail { id userId profile { firstName lastName } token email status } }';
const FORGOT = `mutation Forgot($email: String!) { sendForgotPassword(email: $email) { id email token userId status profile { firstName } } }`;
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!, $confirmPassword: String!) {
  resetPassword(email: $email, token: $token, password: $password, confirmPassword: $confirmPassword) { status errorMessage }
}`;

describe('confirming an e-mail address and resetting a password through the gateway', () => {
  let stack: TestStack;
  let noraId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    // Session answers are not cached, so a revoked session is seen at once rather than after a wait.
    stack = await startStack({ gateway: () => ({ sessionCacheMs: 0 }) });
    noraId = await insertMember(accountsDb(), KEY, {
      firstName: 'Nora',
      email: 'nora@example.com',
      password: 'Journey2024x',
      emailConfirmed: false,
    });
    await insertMember(accountsDb(), KEY, { firstName: 'Ines', email: 'ines@example.com', password: 'Harbour2024x' });
  });
  afterAll(() => stack?.stop());

  it('resends a confirmation link to the signed-in member, never with its token, and a visitor confirms with it', async () => {
    const nora = stack.visitor('198.51.100.31');
    await nora.graphql(LOGIN, { email: 'nora@example.com', password: 'Journey2024x' });
    expect((await nora.graphql(RESEND)).data).toEqual({
      ResendConfirmEmail: {
        id: expect.any(Number),
        userId: noraId,
        profile: { firstName: 'Nora', lastName: 'Tester' },
        token: null,
        email: 'nora@example.com',
        status: 'success',
      },
    });
    const { confirmationToken: token } = (await latestEvent(accountsDb(), EmailConfirmationRequestedSchema))!;
    expect((await stack.visitor().graphql(VERIFY, { token, email: 'Nora@Example.com' })).data).toEqual({
      EmailVerification: { userId: noraId, status: 'confirmed' },
    });
  });

  it("answers a visitor asking for a new link with the spec's text to log in", async () => {
    const response = await stack.visitor().graphql(RESEND);
    expect(response.errors?.[0]).toMatchObject({
      message: 'You are not logged In. Please Login to continue!',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers a visitor asking for a reset link with its status alone: no ids, names, token or e-mail', async () => {
    const visitor = stack.visitor('198.51.100.35');
    const nothingPersonal = { id: null, email: null, token: null, userId: null, profile: null };
    for (const [email, status] of [
      ['Ines@Example.com', 'success'],
      ['ghost@example.com', 'notAvailable'],
      ['not-an-email', '400'],
    ]) {
      expect((await visitor.graphql(FORGOT, { email })).data, email).toEqual({
        sendForgotPassword: { status, ...nothingPersonal },
      });
    }
  });

  it('stops one client testing many addresses at twenty in fifteen minutes, and no other client', async () => {
    const prober = stack.visitor('203.0.113.40');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => prober.graphql<Forgot>(FORGOT, { email: `probe${i}@example.com` })),
    );
    const statuses = answers.map((answer) => answer.data!.sendForgotPassword.status);
    expect(statuses.filter((status) => status === 'notAvailable')).toHaveLength(20);
    expect(statuses.filter((status) => status === '400')).toHaveLength(5);
    expect((await stack.visitor('198.51.100.38').graphql(FORGOT, { email: 'probe0@example.com' })).data).toMatchObject({
      sendForgotPassword: { status: 'notAvailable' },
    });
  });

  it('resets a password with the mailed link, signs out the browser she had, and lets her in with the new one', async () => {
    const ines = stack.visitor('198.51.100.32');
    await ines.graphql(LOGIN, { email: 'ines@example.com', password: 'Harbour2024x' });
    await stack.visitor('198.51.100.39').graphql(FORGOT, { email: 'ines@example.com' });
    const { resetToken: token } = (await latestEvent(accountsDb(), PasswordResetRequestedSchema))!;
    const done = await stack.visitor().graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Lighthouse9',
      confirmPassword: 'Lighthouse9',
    });
    expect(done.data).toEqual({ resetPassword: { status: 'success', errorMessage: null } });
    expect((await ines.graphql('{ getCheckUserStatus { status } }')).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn' },
    });
    expect(
      (await stack.visitor('198.51.100.34').graphql(LOGIN, { email: 'ines@example.com', password: 'Lighthouse9' }))
        .data,
    ).toEqual({ userLogin: { status: 'success' } });
  });
});
