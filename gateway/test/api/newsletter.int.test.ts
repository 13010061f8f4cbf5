import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '@golightly/accounts/testing';
import { SESSION_COOKIE } from '../../src/session';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

describe('the newsletter endpoints', () => {
  let stack: TestStack;
  const post = (url: string, payload: unknown, cookie?: string) =>
    stack.gateway.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
    });

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('says 404 before a subscription and 200 after, as the footer flow expects', async () => {
    expect((await post('/getMailChimpSubscribe', { email: 'ada@example.com' })).json()).toEqual({ status: 404, errorMessage: 'This email is not subscribed yet.' });
    expect((await post('/mailChimpSubscribe-footer', { firstName: 'Ada', lastName: 'Okafor', email: 'Ada@Example.com' })).json()).toEqual({ status: 200, errorMessage: null });
    expect((await post('/getMailChimpSubscribe', { email: 'ada@example.com' })).statusCode).toBe(200);
    expect((await post('/mailChimpUpdateProfile-footer', { firstName: 'Adaeze', lastName: 'Okafor', email: 'ada@example.com' })).json()).toEqual({ status: 200, errorMessage: null });
    const stored = await stack.subgraphs.services.notifications.database.db('newsletter_subscribers').where({ email: 'ada@example.com' }).first();
    expect(stored).toMatchObject({ first_name: 'Adaeze', last_name: 'Okafor', verified: false });
  });

  it.each([
    [{}, 'Email is required.'],
    [{ email: '   ' }, 'Email is required.'],
    [{ email: 'ada@example' }, "Invalid Email. Please make sure it's typed in correctly."],
    [{ email: `${'a'.repeat(45)}@example.com` }, 'Email must be at most 50 characters.'],
    [{ email: ['ada@example.com'] }, 'Email is required.'],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const response = await post('/mailChimpSubscribe-footer', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, errorMessage: message });
  });

  it('refuses a body that is not JSON without a stack trace', async () => {
    const response = await stack.gateway.inject({ method: 'POST', url: '/mailChimpSubscribe-footer', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/\n\s+at /);
  });

  it('lets only a signed-in member verify her own address', async () => {
    expect((await post('/verifyEmailMailchimp', { email: 'ada@example.com' })).json()).toEqual({ status: 401, errorMessage: 'Please log in to verify your subscription.' });
    const adaId = await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada', email: 'ada@example.com', password: 'Travel2024!',
    });
    await stack.subgraphs.services.notifications.database.db('member_contacts').insert({
      user_id: adaId, profile_id: 1, email: 'ada@example.com', first_name: 'Ada', registered_at: new Date(),
    });
    const ada = stack.visitor();
    await ada.graphql('query { userLogin(email: "ada@example.com", password: "Travel2024!") { status } }');
    expect((await post('/verifyEmailMailchimp', { email: 'someone@example.com' }, ada.cookie)).json()).toEqual({
      status: 403, errorMessage: 'You can only verify your own email address.',
    });
    expect((await post('/verifyEmailMailchimp', { email: 'ada@example.com' }, ada.cookie)).json()).toEqual({ status: 200, errorMessage: null });
  });

  it('updates nothing for an address that never subscribed', async () => {
    expect((await post('/mailChimpUpdateProfile-footer', { email: 'ghost@example.com', firstName: 'G' })).json()).toEqual({ status: 404, errorMessage: 'This email is not subscribed yet.' });
  });
});
