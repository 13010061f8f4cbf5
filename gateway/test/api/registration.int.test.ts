// userRegister through the gateway: the session it opens reaches the browser as a cookie, the browser's signed
// identity reaches accounts, and bad text is refused before any resolver. Registration's own rules (code statuses,
// field messages, places, encryption, events) are accounts' use-case tests (services/accounts/test/registration).
import { insertMember, registrant as validRegistration } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

/** A valid registration as the operation's variables. */
const registrant = (overrides: Parameters<typeof validRegistration>[0] = {}): Record<string, unknown> => ({
  ...validRegistration(overrides),
});

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const REGISTER = `mutation Register(
  $firstName: String, $lastName: String, $email: String, $password: String, $dateOfBirth: String, $referralKey: String,
  $loginKey: String, $gender: String, $intend: String, $zipCode: String, $phoneNumber: String, $countryCode: String, $dialCode: String
) {
  userRegister(firstName: $firstName, lastName: $lastName, email: $email, password: $password, dateOfBirth: $dateOfBirth,
    referralKey: $referralKey, loginKey: $loginKey, gender: $gender, intend: $intend, zipCode: $zipCode,
    phoneNumber: $phoneNumber, countryCode: $countryCode, dialCode: $dialCode) {
    emailToken status errorMessage fieldErrors { field message } userId unsuccessful
  }
}`;
const STATUS = '{ getCheckUserStatus { status userExistStatus } }';

describe('joining the club through the gateway', () => {
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

  it('signs the new member in with an HttpOnly session cookie, so her next request is hers', async () => {
    const maya = stack.visitor();
    const { data, setCookie } = await maya.graphql(REGISTER, registrant());
    expect(data).toEqual({
      userRegister: {
        emailToken: null,
        status: 'success',
        errorMessage: null,
        fieldErrors: [],
        userId: expect.any(String),
        unsuccessful: false,
      },
    });
    expect(setCookie).toMatch(/^golightly_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await maya.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'success', userExistStatus: true },
    });
    expect((await maya.graphql('{ userAccount { firstName email } }')).data).toEqual({
      userAccount: { firstName: 'Maya', email: 'maya@example.com' },
    });
  });

  it("tells a browser that is already signed in so, from the gateway's signed identity, and sets no cookie", async () => {
    const maya = await stack.signIn('maya@example.com', 'Wander2024x');
    const { data, setCookie } = await maya.graphql(REGISTER, registrant({ email: 'other@example.com' }));
    expect(data).toMatchObject({ userRegister: { status: 'loggedIn', errorMessage: 'You are already logged in' } });
    expect(setCookie).toBeUndefined();
  });

  it("answers a visitor's userAccount with the spec's text to log in", async () => {
    const response = await stack.visitor().graphql('{ userAccount { email } }');
    expect(response.errors?.[0]).toMatchObject({
      message: 'You are not logged In. Please Login to continue!',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("refuses a NUL byte in a name with the field's message, not an internal error, and creates nobody", async () => {
    const db = stack.subgraphs.services.accounts.database.db;
    const before = await db('users').count({ n: '*' });
    const { errors, data } = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'nul@example.com', firstName: 'Ma\u0000ya' }));
    expect(data).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'First name must not contain invisible control or text-direction characters.',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'firstName' }),
      }),
    ]);
    expect(await db('users').count({ n: '*' })).toEqual(before);
  });
});
