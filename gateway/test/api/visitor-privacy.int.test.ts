// No personal data to visitors and no non-public account to members, through the gateway (issue 11, decision 0023):
// profile numbers cannot be walked by a stranger, and members see only members in good standing.
import { RESERVED_ACCOUNT_ID, seedReservedAccount } from '@golightly/accounts';
import { deleteMember, insertMember, setCoHostOf, type MemberFixture } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Privacy2024!x';
const BY_PROFILE_ID =
  'query ByProfile($profileId: Int!) { userByProfileId(profileId: $profileId) { id firstName lastName picture } }';
const SHOW =
  'query Show($profileId: Int) { ShowUserProfile(profileId: $profileId) { userId firstName lastName email } }';
const MAX_INT = 2_147_483_647;

describe('what visitors and members see of other accounts', () => {
  let stack: TestStack;
  let ada: Member;
  const profileIds = {} as Record<'ada' | 'bea' | 'penny' | 'rita' | 'hope' | 'cora' | 'gone' | 'reserved', number>;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;
  const profileIdOf = async (userId: string): Promise<number> =>
    (await accountsDb()('users').where({ id: userId }).first('profile_id')).profile_id;

  beforeAll(async () => {
    stack = await startStack();
    const db = accountsDb();
    const member = (firstName: string, extra: Partial<MemberFixture>) =>
      insertMember(db, KEY, {
        firstName,
        email: `${firstName.toLowerCase()}@example.com`,
        password: PASSWORD,
        ...extra,
      });
    const adaId = await member('Ada', {});
    const beaId = await member('Bea', {});
    const pennyId = await member('Penny', { memberStatus: 'pending' });
    const ritaId = await member('Rita', { memberStatus: 'rejected' });
    const hopeId = await member('Hope', { memberStatus: 'on_hold' });
    const coraId = await member('Cora', {});
    await setCoHostOf(db, coraId, beaId);
    const goneId = await member('Gone', {});
    await deleteMember(db, goneId);
    await seedReservedAccount(db, { ...process.env, ...TEST_SERVICE_ENV });
    for (const [name, id] of Object.entries({
      ada: adaId,
      bea: beaId,
      penny: pennyId,
      rita: ritaId,
      hope: hopeId,
      cora: coraId,
      gone: goneId,
      reserved: RESERVED_ACCOUNT_ID,
    })) {
      profileIds[name as keyof typeof profileIds] = await profileIdOf(id);
    }
    ada = await stack.signIn('ada@example.com', PASSWORD, '198.51.100.31');
  });
  afterAll(() => stack?.stop());

  it('gives a visitor walking profile numbers nothing personal, only a request to sign in', async () => {
    const visitor = stack.visitor('198.51.100.32');
    const walked = [...Object.values(profileIds), 0, -1, MAX_INT];
    for (const profileId of walked) {
      for (const [field, query] of [
        ['userByProfileId', BY_PROFILE_ID],
        ['ShowUserProfile', SHOW],
      ] as const) {
        const answer = await visitor.graphql<Record<string, unknown>>(query, { profileId });
        expect(answer.data?.[field] ?? null, `${field} ${profileId}`).toBeNull();
        expect(answer.errors?.[0], `${field} ${profileId}`).toMatchObject({
          message: 'You are not logged In. Please Login to continue!',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    }
  });

  it("shows a member a standard member's public profile", async () => {
    expect((await ada.graphql(BY_PROFILE_ID, { profileId: profileIds.bea })).data).toEqual({
      userByProfileId: { id: expect.any(String), firstName: 'Bea', lastName: 'Tester', picture: null },
    });
    expect((await ada.graphql(SHOW, { profileId: profileIds.bea })).data).toMatchObject({
      ShowUserProfile: { firstName: 'Bea', email: null },
    });
  });

  it('shows a member her own account', async () => {
    expect((await ada.graphql(BY_PROFILE_ID, { profileId: profileIds.ada })).data).toMatchObject({
      userByProfileId: { firstName: 'Ada' },
    });
  });

  // ShowUserProfile hides the same accounts: services/accounts/test/show-user-profile.int.test.ts.
  it('hides pending, rejected, on-hold, co-host, deleted and the reserved account from a member, as if missing', async () => {
    for (const name of ['penny', 'rita', 'hope', 'cora', 'gone', 'reserved'] as const) {
      expect((await ada.graphql(BY_PROFILE_ID, { profileId: profileIds[name] })).data, name).toEqual({
        userByProfileId: null,
      });
    }
    expect((await ada.graphql(SHOW, { profileId: profileIds.penny })).data).toEqual({ ShowUserProfile: null });
  });

  it('answers a profile number outside the Int range of the calls with a clear GraphQL error, and 0 as missing', async () => {
    const tooBig = await ada.graphql(BY_PROFILE_ID, { profileId: MAX_INT + 1 });
    expect(tooBig.errors?.[0]?.message).toMatch(/Int cannot represent non 32-bit signed integer value/);
    expect((await ada.graphql(BY_PROFILE_ID, { profileId: 0 })).data).toEqual({ userByProfileId: null });
  });

  it('numbers new accounts at random in the Int range rather than one after another', async () => {
    const numbers = [profileIds.ada, profileIds.bea, profileIds.penny, profileIds.rita, profileIds.hope];
    for (const n of numbers) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(1_000_000);
      expect(n).toBeLessThanOrEqual(MAX_INT);
    }
    const steps = numbers.slice(1).map((n, i) => n - numbers[i]!);
    expect(steps.every((step) => step === 1)).toBe(false);
  });
});
