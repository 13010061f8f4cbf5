// updateBlogRules (spec 000 §4, §7): an eligible member accepts the social area's rules, and /social opens for her.
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN =
  'query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }';
const GATE = 'query Gate($path: String!) { userGate(path: $path) { socialAccess } }';
const ACCEPT = 'mutation { updateBlogRules { status errorMessage } }';

describe('accepting the social area rules', () => {
  let stack: TestStack;
  let adaId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const signIn = async (email: string, password: string) => {
    const browser = stack.visitor();
    await browser.graphql(LOGIN, { email, password });
    return browser;
  };

  beforeAll(async () => {
    stack = await startStack();
    const db = accountsDb();
    adaId = await insertMember(db, KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Social2024x' });
    await insertMember(db, KEY, { firstName: 'Bea', email: 'bea@example.com', password: 'Social2024x' });
    await db('users').where({ id: adaId }).update({
      step1: 'completed',
      step2: 'completed',
      step3: 'completed',
      step4: 'completed',
      is_profile_updated: true,
    });
    await db('user_verifications').where({ user_id: adaId }).update({ is_phone_verified: true });
  });
  afterAll(() => stack?.stop());

  it('opens /social for an eligible member once she accepts, and accepting again changes nothing', async () => {
    const ada = await signIn('ada@example.com', 'Social2024x');
    expect((await ada.graphql(GATE, { path: '/social' })).data).toEqual({ userGate: { socialAccess: 'rules' } });
    expect((await ada.graphql(ACCEPT)).data).toEqual({ updateBlogRules: { status: 200, errorMessage: null } });
    expect((await ada.graphql(GATE, { path: '/social' })).data).toEqual({ userGate: { socialAccess: 'open' } });
    expect((await ada.graphql(ACCEPT)).data).toEqual({ updateBlogRules: { status: 200, errorMessage: null } });
  });

  it('refuses a member whose profile is not complete, and leaves the social area closed', async () => {
    const bea = await signIn('bea@example.com', 'Social2024x');
    expect((await bea.graphql(ACCEPT)).data).toEqual({
      updateBlogRules: {
        status: 403,
        errorMessage: 'Please complete your profile and verify your phone before joining the social area.',
      },
    });
    expect((await bea.graphql(GATE, { path: '/social' })).data).toEqual({ userGate: { socialAccess: 'closed' } });
    expect(await accountsDb()('users').where({ first_name: 'Bea' }).first('social_enable')).toEqual({
      social_enable: false,
    });
  });

  it('tells a visitor to log in', async () => {
    expect((await stack.visitor().graphql(ACCEPT)).data).toEqual({
      updateBlogRules: { status: 401, errorMessage: 'You are not logged In. Please Login to continue!' },
    });
  });
});
