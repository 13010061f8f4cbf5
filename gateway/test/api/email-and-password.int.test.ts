import { insertMember } from '@golightly/accounts/testing';
import { fromBinary } from '@bufbuild/protobuf';
import { EmailConfirmationRequestedSchema, EnvelopeSchema, PasswordResetRequestedSchema } from '@golightly/proto';
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

describe('confirming an e-mail address and resetting a password', () => {
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

  it('resends a confirmation link to a signed-in member, and the link confirms her address once', async () => {
    const nora = stack.visitor('198.51.100.31');
    await nora.graphql(LOGIN, { email: 'nora@example.com', password: 'Journey2024x' });
    const resend = await nora.graphql(RESEND);
    expect(resend.data).toEqual({
      ResendConfirmEmail: {
        id: expect.any(Number),
        userId: noraId,
        profile: { firstName: 'Nora', lastName: 'Tester' },
        token: null,
        email: 'nora@example.com',
        status: 'success',
      },
    });
    const mailed = await latestEvent(accountsDb(), EmailConfirmationRequestedSchema);
    expect(mailed).toMatchObject({ userId: noraId, email: 'nora@example.com', firstName: 'Nora' });
    const token = mailed!.confirmationToken;

    const visitor = stack.visitor();
    expect((await visitor.graphql(VERIFY, { token, email: 'someone@example.com' })).data).toEqual({
      EmailVerification: { userId: null, status: 'invalid' },
    });
    expect((await visitor.graphql(VERIFY, { token, email: 'Nora@Example.com' })).data).toEqual({
      EmailVerification: { userId: noraId, status: 'confirmed' },
    });
    // Following the link again still reads as confirmed; asking for another link is skipped.
    expect((await visitor.graphql(VERIFY, { token, email: 'nora@example.com' })).data).toEqual({
      EmailVerification: { userId: noraId, status: 'confirmed' },
    });
    expect((await nora.graphql(RESEND)).data).toMatchObject({ ResendConfirmEmail: { status: 'alreadyConfirmed' } });
  });

  it('refuses made-up and malformed confirmation links', async () => {
    const visitor = stack.visitor();
    expect((await visitor.graphql(VERIFY, { token: 'x'.repeat(43), email: 'nora@example.com' })).data).toEqual({
      EmailVerification: { userId: null, status: 'invalid' },
    });
    expect((await visitor.graphql(VERIFY, { token: 'short', email: 'not an email' })).data).toEqual({
      EmailVerification: { userId: null, status: 'invalid' },
    });
  });

  it('asks a visitor to log in before resending', async () => {
    const response = await stack.visitor().graphql(RESEND);
    expect(response.errors?.[0]).toMatchObject({
      message: 'Please log in to confirm your email.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('names an e-mail with no account, and never returns a reset token to the browser', async () => {
    const visitor = stack.visitor();
    expect((await visitor.graphql(FORGOT, { email: 'ghost@example.com' })).data).toMatchObject({
      sendForgotPassword: { status: 'notAvailable', token: null },
    });
    expect((await visitor.graphql(FORGOT, { email: 'not-an-email' })).data).toMatchObject({
      sendForgotPassword: { status: '400' },
    });
  });

  it('answers a visitor asking for a reset link with its status alone: no ids, names or e-mail', async () => {
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

  it('stops one client testing many addresses for an account at twenty in fifteen minutes, and no other client', async () => {
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

  it('resets a password with the mailed link once, ends old sessions, and signs in with the new one', async () => {
    const ines = stack.visitor('198.51.100.32');
    await ines.graphql(LOGIN, { email: 'ines@example.com', password: 'Harbour2024x' });
    const forgot = await stack.visitor().graphql(FORGOT, { email: 'ines@example.com' });
    expect(forgot.data).toEqual({
      sendForgotPassword: { status: 'success', id: null, email: null, token: null, userId: null, profile: null },
    });
    const { resetToken: token } = (await latestEvent(accountsDb(), PasswordResetRequestedSchema))!;

    const visitor = stack.visitor();
    const weak = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'alllowercase1',
      confirmPassword: 'alllowercase1',
    });
    expect(weak.data).toMatchObject({ resetPassword: { status: 'invalidPassword' } });
    const same = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Harbour2024x',
      confirmPassword: 'Harbour2024x',
    });
    expect(same.data).toEqual({
      resetPassword: {
        status: 'invalidPassword',
        errorMessage: 'Your new password must be different from the old one.',
      },
    });
    const mismatch = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Lighthouse9',
      confirmPassword: 'Lighthouse8',
    });
    expect(mismatch.data).toMatchObject({
      resetPassword: { status: 'invalidPassword', errorMessage: 'Confirm Password does not match. Please try again.' },
    });

    const done = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Lighthouse9',
      confirmPassword: 'Lighthouse9',
    });
    expect(done.data).toEqual({ resetPassword: { status: 'success', errorMessage: null } });
    const replay = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Lighthouse7',
      confirmPassword: 'Lighthouse7',
    });
    expect(replay.data).toEqual({
      resetPassword: { status: 'used', errorMessage: 'This reset link was already used. Please ask for a new one.' },
    });

    expect((await ines.graphql('{ getCheckUserStatus { status } }')).data).toEqual({
      getCheckUserStatus: { status: 'notLoggedIn' },
    });
    expect(
      (await stack.visitor('198.51.100.33').graphql(LOGIN, { email: 'ines@example.com', password: 'Harbour2024x' }))
        .data,
    ).toEqual({ userLogin: { status: 'password' } });
    expect(
      (await stack.visitor('198.51.100.34').graphql(LOGIN, { email: 'ines@example.com', password: 'Lighthouse9' }))
        .data,
    ).toEqual({ userLogin: { status: 'success' } });
  });

  it('refuses an expired reset link, and a link used with another address', async () => {
    await stack.visitor().graphql(FORGOT, { email: 'ines@example.com' });
    const { resetToken: token } = (await latestEvent(accountsDb(), PasswordResetRequestedSchema))!;
    const visitor = stack.visitor();
    const other = await visitor.graphql(RESET, {
      email: 'nora@example.com',
      token,
      password: 'Lighthouse5',
      confirmPassword: 'Lighthouse5',
    });
    expect(other.data).toEqual({
      resetPassword: { status: 'invalid', errorMessage: 'This reset link is not valid. Please ask for a new one.' },
    });
    await accountsDb()('email_tokens')
      .where({ purpose: 'reset_password' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const late = await visitor.graphql(RESET, {
      email: 'ines@example.com',
      token,
      password: 'Lighthouse5',
      confirmPassword: 'Lighthouse5',
    });
    expect(late.data).toEqual({
      resetPassword: { status: 'expired', errorMessage: 'This reset link has expired. Please ask for a new one.' },
    });
  });

  it('stops mailing reset links after three in an hour', async () => {
    const visitor = stack.visitor();
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (await visitor.graphql<{ sendForgotPassword: { status: string } }>(FORGOT, { email: 'nora@example.com' })).data
          ?.sendForgotPassword.status,
      );
    expect(statuses).toEqual(['success', 'success', 'success']);
    expect((await visitor.graphql(FORGOT, { email: 'nora@example.com' })).data).toMatchObject({
      sendForgotPassword: { status: '400' },
    });
  });
  describe('when many ask at once', () => {
    /** Every event of `schema`'s type for this member, oldest first. */
    async function mailedTo<T extends { userId: string }>(
      schema: Parameters<typeof fromBinary>[0],
      userId: string,
    ): Promise<T[]> {
      const rows = await accountsDb()('outbox').where({ event_type: schema.typeName }).orderBy('id').select('envelope');
      return rows
        .map(
          (row: { envelope: Uint8Array }) =>
            fromBinary(schema, fromBinary(EnvelopeSchema, row.envelope).payload) as unknown as T,
        )
        .filter((event: T) => event.userId === userId);
    }

    it('mails at most three reset links when ten are asked for at once, and only the newest one works', async () => {
      const olaId = await insertMember(accountsDb(), KEY, {
        firstName: 'Ola',
        email: 'ola@example.com',
        password: 'Orchard2024x',
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          stack.visitor(`198.51.100.${100 + i}`).graphql<Forgot>(FORGOT, { email: 'ola@example.com' }),
        ),
      );
      const statuses = answers.map((answer) => answer.data!.sendForgotPassword.status);
      expect(statuses.filter((status) => status === 'success')).toHaveLength(3);
      expect(statuses.filter((status) => status === '400')).toHaveLength(7);

      const mailed = await mailedTo<{ userId: string; resetToken: string }>(PasswordResetRequestedSchema, olaId);
      expect(mailed).toHaveLength(3);
      const [oldest, middle, newest] = mailed.map((event) => event.resetToken);
      const visitor = stack.visitor('198.51.100.36');
      const reset = (token: string, password: string) =>
        visitor.graphql(RESET, { email: 'ola@example.com', token, password, confirmPassword: password });
      for (const replaced of [oldest!, middle!]) {
        expect((await reset(replaced, 'Meadow2025x')).data).toMatchObject({ resetPassword: { status: 'used' } });
      }
      expect((await reset(newest!, 'Meadow2025x')).data).toEqual({
        resetPassword: { status: 'success', errorMessage: null },
      });
    });

    it('mails a signed-in member at most three confirmation links when she asks ten times at once', async () => {
      const piaId = await insertMember(accountsDb(), KEY, {
        firstName: 'Pia',
        email: 'pia@example.com',
        password: 'Pinecone2024x',
        emailConfirmed: false,
      });
      const pia = stack.visitor('198.51.100.37');
      await pia.graphql(LOGIN, { email: 'pia@example.com', password: 'Pinecone2024x' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => pia.graphql<{ ResendConfirmEmail: { status: string } }>(RESEND)),
      );
      const statuses = answers.map((answer) => answer.data!.ResendConfirmEmail.status);
      expect(statuses.filter((status) => status === 'success')).toHaveLength(3);
      expect(statuses.filter((status) => status === 'error')).toHaveLength(7);
      expect(await mailedTo(EmailConfirmationRequestedSchema, piaId)).toHaveLength(3);
    });
  });
});
