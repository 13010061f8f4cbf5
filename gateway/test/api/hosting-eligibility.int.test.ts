// "May I list?" through the gateway (issue 14, decision 0032): hostingEligibility answers from the signed identity
// alone what every change of a listing would decide, before she fills any form: a verified woman may; a man, a
// member whose ID is not verified, a stranger and an admin are told why, with the reason the app words and links.
import { insertAdmin, insertMember, setVerification } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Eligible2024!';
const ELIGIBILITY = '{ hostingEligibility { mayList reason message } }';
const CREATE = `mutation Create($basics: ListingBasicsInput!) { createListing(basics: $basics) { status } }`;

describe('hostingEligibility through the gateway', () => {
  let stack: TestStack;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  async function member(firstName: string, extra: { gender?: 'male' | 'female'; idVerified: boolean }) {
    const email = `${firstName.toLowerCase()}@example.com`;
    const id = await insertMember(accountsDb(), KEY, { firstName, email, password: PASSWORD, gender: extra.gender });
    if (extra.idVerified) await setVerification(accountsDb(), id, { idVerified: true });
    return stack.signIn(email, PASSWORD);
  }

  const eligibility = async (browser: Member) =>
    (await browser.graphql<{ hostingEligibility: unknown }>(ELIGIBILITY)).data?.hostingEligibility;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('lets a woman whose ID is verified list', async () => {
    const host = await member('Ines', { gender: 'female', idVerified: true });
    expect(await eligibility(host)).toEqual({ mayList: true, reason: null, message: null });
  });

  it('tells a man, an unverified woman and a stranger why not, as a change of a listing would refuse them', async () => {
    const man = await member('Marc', { gender: 'male', idVerified: true });
    expect(await eligibility(man)).toEqual({
      mayList: false,
      reason: 'womenOnly',
      message: 'Only women members can list a home.',
    });
    const unverified = await member('Lea', { gender: 'female', idVerified: false });
    expect(await eligibility(unverified)).toEqual({
      mayList: false,
      reason: 'idNotVerified',
      message: 'ID verification is needed before you can list a home.',
    });
    // What the answer says is what the save would have said.
    const refused = await unverified.graphql(CREATE, { basics: {} });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'idNotVerified' } });

    expect(await eligibility(stack.visitor())).toEqual({
      mayList: false,
      reason: 'notLoggedIn',
      message: 'You are not logged In. Please Login to continue!',
    });
  });

  it('tells an admin to sign in as a member', async () => {
    await insertAdmin(accountsDb(), KEY, { email: 'desk@golightly.test', password: PASSWORD, isSuperAdmin: true });
    const admin = await stack.signIn('desk@golightly.test', PASSWORD);
    expect(await eligibility(admin)).toMatchObject({ mayList: false, reason: 'admin' });
  });
});
