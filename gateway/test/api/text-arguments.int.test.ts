// Free-text arguments with a NUL byte (which Postgres refuses in text) get a clear BAD_USER_INPUT answer, never a 500.
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const LOGIN =
  'query Login($email: String!, $password: String!) { userLogin(email: $email, password: $password) { status } }';

type Case = [what: string, query: string, variables: Record<string, unknown>, argument: string, message: string];

const refusal = (label: string) => `${label} must not contain invisible control or text-direction characters.`;

const VISITOR_CASES: Case[] = [
  ['a sign-in e-mail', LOGIN, { email: 'ada@example.com\u0000', password: 'Travel2024!' }, 'email', refusal('Email')],
  [
    'a password-reset e-mail',
    'mutation Forgot($email: String!) { sendForgotPassword(email: $email) { status } }',
    { email: '\u0000ada@example.com' },
    'email',
    refusal('Email'),
  ],
  [
    'an invitation code',
    'query Check($referralKey: String!) { getValidReferralKey(referralKey: $referralKey) { status } }',
    { referralKey: 'GRACE\u0000123' },
    'referralKey',
    refusal('Referral key'),
  ],
];

const MEMBER_CASES: Case[] = [
  [
    'the about-me text of a profile edit',
    'mutation Edit($profile: EditProfileInput!) { editProfile(profile: $profile) { status } }',
    { profile: { info: 'I love\u0000 travelling', location: 'Lisbon' } },
    'profile.info',
    refusal('Info'),
  ],
  [
    'the city of a profile edit',
    'mutation Edit($profile: EditProfileInput!) { editProfile(profile: $profile) { status } }',
    { profile: { location: 'Lis\u0000bon' } },
    'profile.location',
    refusal('Location'),
  ],
  [
    "a co-host's name",
    'mutation CoHost($firstName: String, $lastName: String, $email: String) { createCoHost(firstName: $firstName, lastName: $lastName, email: $email) { status } }',
    { firstName: 'Co\u0000ra', lastName: 'Hale', email: 'cora@example.com' },
    'firstName',
    refusal('First name'),
  ],
  [
    "an invitation's personal message",
    'mutation Send($emails: String!, $personalMessage: String) { sendInvitations(emails: $emails, personalMessage: $personalMessage) { status } }',
    { emails: 'friend@example.com', personalMessage: 'Come\u0000 along' },
    'personalMessage',
    refusal('Personal message'),
  ],
  [
    'a notification id',
    'mutation Read($ids: [ID!]) { markNotificationsRead(ids: $ids) { status } }',
    { ids: ['1\u0000'] },
    'ids.0',
    refusal('Ids'),
  ],
];

describe('a NUL byte in a text argument', () => {
  let stack: TestStack;
  let ada: Member;

  beforeAll(async () => {
    stack = await startStack();
    await insertMember(stack.subgraphs.services.accounts.database.db, KEY, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
      referralKey: 'ADAINV01',
    });
    ada = await stack.signIn('ada@example.com', 'Travel2024!', '198.51.100.31');
  });
  afterAll(() => stack?.stop());

  const expectRefused = (response: Awaited<ReturnType<Member['graphql']>>, argument: string, message: string) => {
    expect(response.status).toBe(200);
    expect(response.data ?? null).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument }) }),
    ]);
  };

  it.each(VISITOR_CASES)(
    'in %s is refused as bad input, naming the argument',
    async (_what, query, variables, argument, message) => {
      expectRefused(await stack.visitor('198.51.100.32').graphql(query, variables), argument, message);
    },
  );

  it.each(MEMBER_CASES)(
    'in %s is refused as bad input, naming the argument',
    async (_what, query, variables, argument, message) => {
      expectRefused(await ada.graphql(query, variables), argument, message);
    },
  );

  it('is refused when written into the operation itself rather than sent as a variable', async () => {
    const response = await ada.graphql('mutation { editProfile(profile: { info: "a\\u0000b" }) { status } }');
    expectRefused(response, 'profile.info', refusal('Info'));
  });
});
