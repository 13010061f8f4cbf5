// Limited actions through the gateway: the client is the address the gateway vouches for (behind a trusted proxy,
// the one it forwards; never one a client forges), and aliased guesses sent straight to the subgraph are no way
// around the limit. The limits themselves, under concurrency, are accounts' use-case tests (test/sign-in,
// test/attempts, test/phone-verification, test/change-password).
import { insertMember } from '@golightly/accounts/testing';
import { IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status errorMessage } }`;

type Login = { userLogin: { status: string; errorMessage: string | null } };
/** A password verdict: the password was checked (right or wrong, or the e-mail named nobody). */
const isVerdict = (status: string) => status !== 'tooManyAttempts';

describe('throttling of limited actions', () => {
  let stack: TestStack;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  beforeAll(async () => {
    stack = await startStack();
    for (const [firstName, email, password] of [
      ['Tess', 'tess@example.com', 'Throttle2024!'],
      ['Uma', 'uma@example.com', 'Umbrella2024!'],
      ['Yara', 'yara@example.com', 'Yardarm2024!'],
    ]) {
      await insertMember(accountsDb(), KEY, { firstName: firstName!, email: email!, password: password! });
    }
  });
  afterAll(() => stack?.stop());

  /** A POST straight to the accounts subgraph, signed by the gateway's key as a visitor from `ip`. */
  async function callAccountsDirectly(ip: string, query: string) {
    const response = await fetch(stack.subgraphs.urls.accounts, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signCaller({ identity: null, ip }, TEST_IDENTITY_SECRET),
      },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data?: Record<string, { status: string }>; errors?: unknown[] };
  }

  /** A request that reaches the gateway from `socket`, naming `forwardedFor` as the client. */
  async function loginThrough(socket: string, forwardedFor: string, email: string, password: string) {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: socket,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    return (response.json() as { data: Login }).data.userLogin;
  }

  it('counts the guesses of one client by the address the gateway saw, and lets the member in from her own', async () => {
    const attacker = stack.visitor('203.0.113.10');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attacker.graphql<Login>(LOGIN, { email: 'tess@example.com', password: `Guess${i}-2024!` }),
      ),
    );
    const statuses = answers.map((answer) => answer.data!.userLogin.status);
    expect(statuses.filter(isVerdict)).toEqual(['password', 'password', 'password', 'password', 'password']);
    const refused = answers.find((answer) => answer.data!.userLogin.status === 'tooManyAttempts')!;
    expect(refused.data!.userLogin.errorMessage).toMatch(
      /^Too many sign-in attempts\. Please wait (1 minute|\d+ seconds) and try again\.$/,
    );
    const tess = stack.visitor('198.51.100.12');
    expect((await tess.graphql<Login>(LOGIN, { email: 'tess@example.com', password: 'Throttle2024!' })).data).toEqual({
      userLogin: { status: 'success', errorMessage: null },
    });
    expect(tess.cookie).toBeDefined();
  });

  it('never gives more than five password verdicts to aliased sign-ins in parallel requests sent straight to the subgraph', async () => {
    // Whether the subgraph refuses a second userLogin per operation or answers each alias, no more than five guesses are judged.
    const aliased = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: userLogin(email: "uma@example.com", password: "Alias${i}-2024!") { status }`).join(' ')} }`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => callAccountsDirectly('203.0.113.11', aliased)));
    const statuses = answers.flatMap((answer) => Object.values(answer.data ?? {}).map((login) => login.status));
    expect(statuses.filter(isVerdict).length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.data || answer.errors?.length)).toBe(true);
  });

  it('tells apart the clients behind the trusted local web server by the address it forwards, not one they forge', async () => {
    // The attacker sends her own X-Forwarded-For each time; the proxy appends her real address, which is what counts.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await loginThrough('127.0.0.1', `192.0.2.${attempt}, 203.0.113.15`, 'yara@example.com', `Nope${attempt}-2024!`);
    }
    expect((await loginThrough('127.0.0.1', '203.0.113.15', 'yara@example.com', 'Yardarm2024!')).status).toBe(
      'tooManyAttempts',
    );
    // Everyone else coming through the same proxy is not the attacker.
    expect(await loginThrough('127.0.0.1', '198.51.100.15', 'yara@example.com', 'Yardarm2024!')).toEqual({
      status: 'success',
      errorMessage: null,
    });
    const counted = await accountsDb()('sign_in_attempts').select(accountsDb().raw('host(client) as client'));
    expect(counted.map((row: { client: string }) => row.client)).toContain('203.0.113.15');
    expect(counted.map((row: { client: string }) => row.client)).not.toContain('127.0.0.1');
  });

  it('ignores an X-Forwarded-For sent by a client that is not a trusted proxy', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await loginThrough('203.0.113.16', `192.0.2.${attempt}`, 'tess@example.com', `Forged${attempt}-2024!`)).status,
      );
    }
    expect(statuses).toEqual(['password', 'password', 'password', 'password', 'password', 'tooManyAttempts']);
  });
});
