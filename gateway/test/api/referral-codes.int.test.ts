// Guessing invitation codes: each check answers with the inviter's name, so unknown codes are a limited action.
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const CHECK = `query Check($referralKey: String!) {
  getValidReferralKey(referralKey: $referralKey) { firstName lastName uniqueReferralKey status }
}`;
type Check = { getValidReferralKey: { firstName: string | null; lastName: string | null; status: string } };

const unknownCode = (n: number) => `NOPE${String(n).padStart(4, '0')}`;

describe('checking invitation codes', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
    await insertMember(stack.subgraphs.services.accounts.database.db, KEY, {
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
      firstName: null,
      lastName: null,
      uniqueReferralKey: null,
      status: 'tooManyAttempts',
    });
  });

  it('still names the inviter to another client while one client waits', async () => {
    const { data } = await stack.visitor('203.0.113.41').graphql<Check>(CHECK, { referralKey: 'GRACE123' });
    expect(data?.getValidReferralKey).toMatchObject({ firstName: 'Grace', lastName: 'Moreau', status: 'success' });
  });

  it('lets a client check a real code as often as she likes without using up her allowance', async () => {
    const invitee = stack.visitor('203.0.113.42');
    for (let n = 0; n < 25; n += 1) {
      const { data } = await invitee.graphql<Check>(CHECK, { referralKey: 'GRACE123' });
      expect(data?.getValidReferralKey.status).toBe('success');
    }
    const { data } = await invitee.graphql<Check>(CHECK, { referralKey: unknownCode(99) });
    expect(data?.getValidReferralKey.status).toBe('invalid');
  });
});
