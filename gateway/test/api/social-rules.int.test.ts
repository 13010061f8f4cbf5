// updateBlogRules and userGate through the gateway (spec 000 §4, §7): the signed-in member's identity reaches both,
// and a path that is not an application path is refused as bad input. Who may accept, and every gate decision, are
// accounts' use-case tests (services/accounts/test/social-rules, test/user-gate).
import { insertMember, setMemberStanding } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const GATE = 'query Gate($path: String!) { userGate(path: $path) { socialAccess } }';
const ACCEPT = 'mutation { updateBlogRules { status errorMessage } }';

describe('accepting the social area rules', () => {
  let stack: TestStack;
  let adaId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    stack = await startStack();
    const db = accountsDb();
    adaId = await insertMember(db, KEY, { firstName: 'Ada', email: 'ada@example.com', password: 'Social2024x' });
    await setMemberStanding(db, adaId, { profileComplete: true, phoneVerified: true });
  });
  afterAll(() => stack?.stop());

  it('opens /social for an eligible member once she accepts, and accepting again changes nothing', async () => {
    const ada = await stack.signIn('ada@example.com', 'Social2024x');
    expect((await ada.graphql(GATE, { path: '/social' })).data).toEqual({ userGate: { socialAccess: 'rules' } });
    expect((await ada.graphql(ACCEPT)).data).toEqual({ updateBlogRules: { status: 200, errorMessage: null } });
    expect((await ada.graphql(GATE, { path: '/social' })).data).toEqual({ userGate: { socialAccess: 'open' } });
    expect((await ada.graphql(ACCEPT)).data).toEqual({ updateBlogRules: { status: 200, errorMessage: null } });
  });

  it('refuses a userGate path that is not an application path as bad input', async () => {
    const response = await stack.visitor().graphql(GATE, { path: 'javascript:alert(1)' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'path must be an application path such as /dashboard.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
