// Guessing invitation codes through the gateway: each check answers with the inviter's name, so unknown codes are
// limited per client, and the client is the address the gateway saw. The allowance itself (refunds for real codes,
// malformed codes) is accounts' use-case test (services/accounts/test/registration).
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const CHECK = `query Check($referralKey: String!) {
  getValidReferralKey(referralKey: $referralKey) { userId profileId firstName lastName referralKey uniqueReferralKey status }
}`;
type Check = { getValidReferralKey: Record<string, unknown> & { status: string } };

const unknownCode = (n: number) => `NOPE${String(n).padStart(4, '0')}`;

describe('checking invitation codes', () => {
  let stack: TestStack;
  let graceId: string;

  beforeAll(async () => {
    stack = await startStack();
    graceId = await insertMember(stack.subgraphs.services.accounts.database.db, KEY, {
      firstName: 'Grace',
      lastName: 'Moreau',
      email: 'grace@example.com',
      password: 'Hosting2024!',
      referralKey: 'GRACE123',
    });
  });
  afterAll(() => stack?.stop());

  it('answers at most twenty unknown codes from one client in fifteen minutes, however many arrive at once', async () => {
    const guesser = stack.visitor('203.0.113.40');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => guesser.graphql<Check>(CHECK, { referralKey: unknownCode(n) })),
    );
    const statuses = answers.map((answer) => answer.data?.getValidReferralKey.status);
    expect(statuses.filter((status) => status === 'invalid')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'tooManyAttempts')).toHaveLength(10);

    // While she waits, even a real code tells her nothing about its member.
    const { data } = await guesser.graphql<Check>(CHECK, { referralKey: 'GRACE123' });
    expect(data?.getValidReferralKey).toEqual({
      userId: null,
      profileId: null,
      firstName: null,
      lastName: null,
      referralKey: 'GRACE123',
      uniqueReferralKey: null,
      status: 'tooManyAttempts',
    });
  });

  it('still names the inviter to another client while one client waits', async () => {
    const { data } = await stack.visitor('203.0.113.41').graphql<Check>(CHECK, { referralKey: 'GRACE123' });
    expect(data?.getValidReferralKey).toEqual({
      userId: graceId,
      profileId: expect.any(Number),
      firstName: 'Grace',
      lastName: 'Moreau',
      referralKey: 'GRACE123',
      uniqueReferralKey: 'GRACE123',
      status: 'success',
    });
  });
});
