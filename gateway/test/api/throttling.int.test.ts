// Limited actions under concurrency and aliases: sign-in guesses, the client behind a proxy, and phone codes.
import { fromBinary } from '@bufbuild/protobuf';
import { insertMember } from '@golightly/accounts/testing';
import { EnvelopeSchema, PhoneVerificationRequestedSchema } from '@golightly/proto';
import { IDENTITY_HEADER, signCaller } from '@golightly/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, TEST_IDENTITY_SECRET, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN = `query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status errorMessage } }`;
const SEND_CODE = `mutation Send($phoneNumber: String, $countryCode: String) {
  sendPhoneVerificationCode(phoneNumber: $phoneNumber, countryCode: $countryCode) { status errorMessage }
}`;
const VERIFY_CODE = `mutation Verify($code: String!) { verifyPhoneNumber(code: $code) { status errorMessage attemptsLeft } }`;

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
      ['Vera', 'vera@example.com', 'Veranda2024!'],
      ['Wren', 'wren@example.com', 'Wander2024!'],
      ['Xena', 'xena@example.com', 'Xylophone2024!'],
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

  it('gives fifty parallel sign-ins from one client at most five password verdicts on one account', async () => {
    const attacker = stack.visitor('203.0.113.10');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attacker.graphql<Login>(LOGIN, { email: 'tess@example.com', password: `Guess${i}-2024!` }),
      ),
    );
    const statuses = answers.map((answer) => answer.data!.userLogin.status);
    expect(statuses.filter(isVerdict)).toEqual(['password', 'password', 'password', 'password', 'password']);
    expect(statuses.filter((status) => status === 'tooManyAttempts')).toHaveLength(45);
    const refused = answers.find((answer) => answer.data!.userLogin.status === 'tooManyAttempts')!;
    expect(refused.data!.userLogin.errorMessage).toMatch(
      /^Too many sign-in attempts\. Please wait (1 minute|\d+ seconds) and try again\.$/,
    );
  });

  it('never gives more than five password verdicts to aliased sign-ins in parallel requests sent straight to the subgraph', async () => {
    // Whether the subgraph refuses a second userLogin per operation or answers each alias, no more than five guesses are judged.
    const aliased = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: userLogin(email: "uma@example.com", password: "Alias${i}-2024!") { status }`).join(' ')} }`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => callAccountsDirectly('203.0.113.11', aliased)));
    const statuses = answers.flatMap((answer) => Object.values(answer.data ?? {}).map((login) => login.status));
    expect(statuses.filter(isVerdict).length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => answer.data || answer.errors?.length)).toBe(true);
  });

  it("lets a member sign in from her own client while a stranger's client is made to wait on her account", async () => {
    const stranger = stack.visitor('203.0.113.12');
    for (let attempt = 0; attempt < 6; attempt += 1)
      await stranger.graphql(LOGIN, { email: 'vera@example.com', password: `Nope${attempt}-2024!` });
    expect(
      (await stranger.graphql<Login>(LOGIN, { email: 'vera@example.com', password: 'Veranda2024!' })).data!.userLogin
        .status,
    ).toBe('tooManyAttempts');

    const vera = stack.visitor('198.51.100.12');
    expect((await vera.graphql<Login>(LOGIN, { email: 'vera@example.com', password: 'Veranda2024!' })).data).toEqual({
      userLogin: { status: 'success', errorMessage: null },
    });
    expect(vera.cookie).toBeDefined();
  });

  it('lets a waiting client guess once more when its wait is over, then doubles the wait', async () => {
    const client = stack.visitor('203.0.113.13');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await client.graphql(LOGIN, { email: 'wren@example.com', password: `Nope${attempt}-2024!` });
    expect(
      (await client.graphql<Login>(LOGIN, { email: 'wren@example.com', password: 'Wander2024!' })).data!.userLogin
        .status,
    ).toBe('tooManyAttempts');

    // The minute has passed (moved back rather than waited for).
    await accountsDb()('sign_in_attempts')
      .where({ client: '203.0.113.13' })
      .update({ last_failure_at: accountsDb().raw("now() - interval '61 seconds'") });
    expect(
      (await client.graphql<Login>(LOGIN, { email: 'wren@example.com', password: 'Nope5-2024!' })).data!.userLogin
        .status,
    ).toBe('password');
    expect((await client.graphql<Login>(LOGIN, { email: 'wren@example.com', password: 'Wander2024!' })).data).toEqual({
      userLogin: {
        status: 'tooManyAttempts',
        errorMessage: 'Too many sign-in attempts. Please wait 2 minutes and try again.',
      },
    });
  });

  it('stops one client failing on many accounts at twenty, in parallel, and no other client', async () => {
    const sprayer = stack.visitor('203.0.113.14');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sprayer.graphql<Login>(LOGIN, { email: `someone${i}@example.com`, password: 'Spray-2024!' }),
      ),
    );
    expect(answers.map((answer) => answer.data!.userLogin.status).filter(isVerdict)).toHaveLength(20);
    expect(
      (await sprayer.graphql<Login>(LOGIN, { email: 'xena@example.com', password: 'Xylophone2024!' })).data!.userLogin
        .status,
    ).toBe('tooManyAttempts');
    expect(
      (
        await stack
          .visitor('198.51.100.14')
          .graphql<Login>(LOGIN, { email: 'xena@example.com', password: 'Xylophone2024!' })
      ).data!.userLogin.status,
    ).toBe('success');
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

  describe('phone verification codes', () => {
    let zoeId: string;
    const signedIn = async (ip: string) => {
      const zoe = stack.visitor(ip);
      expect(
        (await zoe.graphql<Login>(LOGIN, { email: 'zoe@example.com', password: 'Zephyr2024!' })).data!.userLogin.status,
      ).toBe('success');
      return zoe;
    };

    beforeAll(async () => {
      zoeId = await insertMember(accountsDb(), KEY, {
        firstName: 'Zoe',
        email: 'zoe@example.com',
        password: 'Zephyr2024!',
      });
    });

    it('sends at most five codes an hour when ten are asked for at once', async () => {
      const zoe = await signedIn('198.51.100.17');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          zoe.graphql<{ sendPhoneVerificationCode: { status: string } }>(SEND_CODE, {
            phoneNumber: '5125550142',
            countryCode: 'US',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.data!.sendPhoneVerificationCode.status);
      expect(statuses.filter((status) => status === 'success')).toHaveLength(5);
      expect(statuses.filter((status) => status === 'tooManyRequests')).toHaveLength(5);
      expect(
        Number((await accountsDb()('phone_verification_codes').where({ user_id: zoeId }).count({ n: '*' }))[0]!.n),
      ).toBe(5);
    });

    it('counts every one of ten wrong guesses made at once, and then refuses even the right code', async () => {
      await accountsDb()('phone_verification_codes').where({ user_id: zoeId }).delete();
      const zoe = await signedIn('198.51.100.18');
      expect(
        (
          await zoe.graphql<{ sendPhoneVerificationCode: { status: string } }>(SEND_CODE, {
            phoneNumber: '5125550142',
            countryCode: 'US',
          })
        ).data,
      ).toEqual({
        sendPhoneVerificationCode: { status: 'success', errorMessage: null },
      });
      const row = await accountsDb()('outbox')
        .where({ event_type: PhoneVerificationRequestedSchema.typeName })
        .orderBy('id', 'desc')
        .first('envelope');
      const { code } = fromBinary(PhoneVerificationRequestedSchema, fromBinary(EnvelopeSchema, row.envelope).payload);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          zoe.graphql<{ verifyPhoneNumber: { status: string } }>(VERIFY_CODE, { code: wrong }),
        ),
      );
      const statuses = answers.map((answer) => answer.data!.verifyPhoneNumber.status).sort();
      expect(statuses).toEqual([...Array<string>(6).fill('tooManyAttempts'), ...Array<string>(4).fill('wrong')]);
      const stored = await accountsDb()('phone_verification_codes')
        .where({ user_id: zoeId })
        .orderBy('id', 'desc')
        .first('failed_attempts');
      expect(stored.failed_attempts).toBe(5);
      expect((await zoe.graphql(VERIFY_CODE, { code })).data).toMatchObject({
        verifyPhoneNumber: { status: 'tooManyAttempts' },
      });
    });
  });
});
