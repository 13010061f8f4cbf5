// Ownership before effect, through the gateway (issue 11): whose co-host an id is, is judged against the member the
// cookie names, never an id the client sends. Every other id (her own, unknown, malformed) and the ownership check
// under concurrency are accounts' use-case tests (services/accounts/test/remove-co-host).
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const CREATE_CO_HOST = `mutation CoHost($firstName: String, $lastName: String, $email: String) {
  createCoHost(firstName: $firstName, lastName: $lastName, email: $email) { status coHost { userId } }
}`;
const CO_HOSTS = '{ myCoHosts { userId } }';
const REMOVE_CO_HOST = 'mutation Remove($userId: ID!) { removeCoHost(userId: $userId) { status errorMessage } }';
const NOT_HERS = { removeCoHost: { status: 'notFound', errorMessage: 'You have no co-host with this id.' } };

describe('ownership before effect', () => {
  let stack: TestStack;
  let grace: Member;
  let frida: Member;
  let fayId: string;
  let coraId: string;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const openSessions = async (userId: string) =>
    Number((await accountsDb()('sessions').where({ user_id: userId }).whereNull('revoked_at').count({ n: '*' }))[0]!.n);
  /** A co-host's open session, as her sign-in would leave it (her password comes by e-mailed link). */
  const coHostSession = (userId: string, seed: number) =>
    accountsDb()('sessions').insert({
      user_id: userId,
      token_hash: Buffer.alloc(32, seed),
      is_co_host: true,
      expires_at: new Date(Date.now() + 86_400_000),
    });
  const isLive = async (userId: string) =>
    Boolean(
      await accountsDb()('users').where({ id: userId }).whereNull('deleted_at').whereNotNull('email_hash').first('id'),
    );

  beforeAll(async () => {
    stack = await startStack();
    const db = accountsDb();
    await insertMember(db, KEY, { firstName: 'Grace', email: 'grace@example.com', password: 'Hosting2024!' });
    await insertMember(db, KEY, { firstName: 'Frida', email: 'frida@example.com', password: 'Hosting2024!' });
    grace = await stack.signIn('grace@example.com', 'Hosting2024!', '198.51.100.21');
    frida = await stack.signIn('frida@example.com', 'Hosting2024!', '198.51.100.22');
    const fay = await frida.graphql<{ createCoHost: { coHost: { userId: string } } }>(CREATE_CO_HOST, {
      firstName: 'Fay',
      lastName: 'Lind',
      email: 'fay@example.com',
    });
    fayId = fay.data!.createCoHost.coHost.userId;
    const cora = await grace.graphql<{ createCoHost: { coHost: { userId: string } } }>(CREATE_CO_HOST, {
      firstName: 'Cora',
      lastName: 'Hale',
      email: 'cora@example.com',
    });
    coraId = cora.data!.createCoHost.coHost.userId;
  });
  afterAll(() => stack?.stop());

  describe('removeCoHost', () => {
    it("refuses another member's co-host as notFound, and leaves her account, sessions and host alone", async () => {
      await coHostSession(fayId, 7);
      expect((await grace.graphql(REMOVE_CO_HOST, { userId: fayId })).data).toEqual(NOT_HERS);
      expect(await openSessions(fayId)).toBe(1);
      expect(await isLive(fayId)).toBe(true);
      expect((await frida.graphql(CO_HOSTS)).data).toEqual({ myCoHosts: [{ userId: fayId }] });
    });

    it('still removes her own co-host and ends that co-host’s sessions', async () => {
      await coHostSession(coraId, 9);
      expect((await grace.graphql(REMOVE_CO_HOST, { userId: coraId })).data).toEqual({
        removeCoHost: { status: 'success', errorMessage: null },
      });
      expect(await openSessions(coraId)).toBe(0);
      expect(await isLive(coraId)).toBe(false);
      expect((await grace.graphql(REMOVE_CO_HOST, { userId: coraId })).data).toEqual(NOT_HERS);
    });
  });
});
