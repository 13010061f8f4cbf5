import { insertInvitation, insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const CHECK = `query Check($referralKey: String!, $email: String) {
  getValidReferralKey(referralKey: $referralKey, email: $email) { userId profileId firstName lastName referralKey uniqueReferralKey status }
}`;
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
const GATE = 'query Gate($path: String!) { userGate(path: $path) { decision redirectTo socialAccess canInvite } }';

const registrant = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Rossi',
  email: 'maya@example.com',
  password: 'Wander2024x',
  dateOfBirth: '6-1990-15',
  referralKey: 'GRACE123',
  gender: 'female',
  intend: 'both',
  zipCode: '78704',
  phoneNumber: '+1 512 555 0142',
  countryCode: 'US',
  dialCode: '+1',
  ...overrides,
});

describe('joining the club with an invitation code', () => {
  let stack: TestStack;
  let graceId: string;

  beforeAll(async () => {
    stack = await startStack();
    const db = stack.subgraphs.services.accounts.database.db;
    graceId = await insertMember(db, KEY, {
      firstName: 'Grace',
      lastName: 'Moreau',
      email: 'grace@example.com',
      password: 'Hosting2024!',
      referralKey: 'GRACE123',
    });
    const fullId = await insertMember(db, KEY, {
      firstName: 'Full',
      email: 'full@example.com',
      password: 'Hosting2024!',
      referralKey: 'FULLUP00',
      maxInvite: 0,
    });
    await insertInvitation(db, KEY, { inviterId: graceId, code: 'TOLUCIA1', email: 'lucia@example.com' });
    await insertInvitation(db, KEY, { inviterId: graceId, code: 'OLDCODE1', expiresInDays: -1 });
    await insertInvitation(db, KEY, { inviterId: graceId, code: 'CANCEL01', status: 'cancelled' });
    expect(fullId).toBeTruthy();
  });
  afterAll(() => stack?.stop());

  it("checks a member's code and names the inviter", async () => {
    const { data } = await stack.visitor().graphql(CHECK, { referralKey: 'GRACE123' });
    expect(data).toEqual({
      getValidReferralKey: {
        userId: graceId,
        profileId: expect.any(Number),
        firstName: 'Grace',
        lastName: 'Moreau',
        referralKey: 'GRACE123',
        uniqueReferralKey: 'GRACE123',
        status: 'success',
      },
    });
  });

  it.each([
    ['NOSUCH99', 'invalid'],
    ['bad key!', 'invalid'],
    ['FULLUP00', 'limitExpired'],
    ['OLDCODE1', 'expired'],
    ['CANCEL01', 'cancelled'],
  ])('reports code %s as %s with no inviter details', async (referralKey, status) => {
    const { data } = await stack
      .visitor()
      .graphql<{ getValidReferralKey: Record<string, unknown> }>(CHECK, { referralKey });
    expect(data?.getValidReferralKey).toMatchObject({ status, userId: null, uniqueReferralKey: null });
  });

  it("registers a member, signs her in, and uses up one of the inviter's invitations", async () => {
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
    expect(setCookie).toContain('HttpOnly');
    expect((await maya.graphql(STATUS)).data).toEqual({
      getCheckUserStatus: { status: 'success', userExistStatus: true },
    });

    const account =
      await maya.graphql(`{ userAccount { firstName email phoneNumber dialCode countryCode zipCode dateOfBirth gender intend
      userType referralKey stillInvite verification { isEmailConfirmed } } getUserAvatar { picture } }`);
    expect(account.data).toEqual({
      userAccount: {
        firstName: 'Maya',
        email: 'maya@example.com',
        phoneNumber: '5125550142',
        dialCode: '+1',
        countryCode: 'US',
        zipCode: '78704',
        dateOfBirth: '6-1990-15',
        gender: 'female',
        intend: 'both',
        userType: 'inviteForm',
        referralKey: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
        stillInvite: 5,
        verification: { isEmailConfirmed: false },
      },
      getUserAvatar: { picture: null },
    });

    const db = stack.subgraphs.services.accounts.database.db;
    const stored = await db('users').where({ first_name: 'Maya' }).first();
    // Personal data is not readable in the database.
    expect(JSON.stringify(stored)).not.toMatch(/maya@example\.com|5125550142|1990/);
    expect(stored).toMatchObject({
      dial_code: '+1',
      country_code: 'US',
      zip_code: '78704',
      gender: 'female',
      intend: 'both',
      invited_by: graceId,
    });
    const outbox = await db('outbox').orderBy('id').select('event_type');
    expect(outbox.map((row: { event_type: string }) => row.event_type)).toEqual([
      'golightly.accounts.v1.UserRegistered',
      'golightly.accounts.v1.EmailConfirmationRequested',
    ]);
  });

  it("counts the invitation against the inviter's five", async () => {
    const grace = stack.visitor('198.51.100.60');
    await grace.graphql('query { userLogin(email: "grace@example.com", password: "Hosting2024!") { status } }');
    // Maya joined with her key (accepted); the invitation to Lucia is still pending and holds a place too.
    expect((await grace.graphql('{ userAccount { totalInvites stillInvite } }')).data).toEqual({
      userAccount: { totalInvites: 1, stillInvite: 3 },
    });
  });

  it('shows no account to a visitor', async () => {
    const response = await stack.visitor().graphql('{ userAccount { email } }');
    expect(response.errors?.[0]).toMatchObject({
      message: 'Please log in to see your account.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'MAYA@Example.com', phoneNumber: '+1 512 555 0143' }));
    expect(data).toMatchObject({
      userRegister: { status: 'email', errorMessage: 'That email address is already registered' },
    });
  });

  it('refuses registration while signed in', async () => {
    const maya = stack.visitor();
    await maya.graphql('query { userLogin(email: "maya@example.com", password: "Wander2024x") { status } }');
    const { data } = await maya.graphql(REGISTER, registrant({ email: 'other@example.com' }));
    expect(data).toMatchObject({ userRegister: { status: 'loggedIn', errorMessage: 'You are already logged in' } });
  });

  it('admits with an invitation only at the address it was sent to, and only once', async () => {
    const wrong = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'notlucia@example.com', referralKey: 'TOLUCIA1' }));
    expect(wrong.data).toMatchObject({
      userRegister: {
        status: 'invalidReferralEmail',
        errorMessage: 'Please use the email address where you received your invitation to join',
      },
    });
    const lucia = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'lucia@example.com', referralKey: 'TOLUCIA1' }));
    expect(lucia.data).toMatchObject({ userRegister: { status: 'success' } });
    const again = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'lucia2@example.com', referralKey: 'TOLUCIA1' }));
    expect(again.data).toMatchObject({
      userRegister: {
        status: 'invalidReferral',
        errorMessage: 'Your invite code has expired, contact the provider for a new one',
      },
    });
  });

  it.each([
    [{ referralKey: 'OLDCODE1' }, 'invalidReferral'],
    [{ referralKey: 'CANCEL01' }, 'invalidReferral'],
    [{ referralKey: 'NOSUCH99' }, 'invalidReferral'],
    [{ referralKey: 'FULLUP00' }, 'invalidReferral'],
  ])('refuses code %j as %s', async (overrides, status) => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: `x${Math.random()}@example.com`.replace('0.', ''), ...overrides }));
    expect(data).toMatchObject({ userRegister: { status } });
  });

  it.each([
    [{ gender: null }, 'Please indicate Gender.'],
    [{ dateOfBirth: '6--15' }, 'Please enter your date of birth to continue.'],
    [{ dateOfBirth: `6-${new Date().getFullYear() - 20}-15` }, 'Sorry. You must be 21 or older to join.'],
    [{ dateOfBirth: '2-1990-31' }, 'Invaild birthday. Please fill in the correct date.'],
    [{ intend: null }, 'Please indicate your intend to.'],
  ])('answers submit-time problem %j with the spec message', async (overrides, message) => {
    const { data } = await stack.visitor().graphql(REGISTER, registrant({ email: 'late@example.com', ...overrides }));
    expect(data).toMatchObject({ userRegister: { status: 'other', errorMessage: message } });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ password: 'weakpass' }, 'password'],
    [{ zipCode: 'ABCDE' }, 'zipCode'],
    [{ countryCode: 'GB', zipCode: '12345' }, 'zipCode'],
    [{ firstName: '1234' }, 'firstName'],
    [{ referralKey: '' }, 'referralKey'],
  ])('names the field of bad input %j', async (overrides, field) => {
    const { data } = await stack
      .visitor()
      .graphql<{ userRegister: { status: string; fieldErrors: { field: string }[] } }>(
        REGISTER,
        registrant({ email: 'bad@example.com', ...overrides }),
      );
    expect(data?.userRegister.status).toBe('other');
    expect(data?.userRegister.fieldErrors.map((e) => e.field)).toContain(field);
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

  it.each([
    ['a right-to-left override', { lastName: 'Ros\u202Eis' }, 'lastName', 'Last name'],
    ['a first-strong isolate', { firstName: '\u2068Maya' }, 'firstName', 'First name'],
    ['a right-to-left mark', { firstName: 'Maya\u200F' }, 'firstName', 'First name'],
    ['a line break inside', { lastName: 'Ros\nsi' }, 'lastName', 'Last name'],
    ['a C1 control', { firstName: 'Ma\u009Bya' }, 'firstName', 'First name'],
    ['DEL', { lastName: 'Ros\u007Fsi' }, 'lastName', 'Last name'],
  ])("refuses %s in a name with the field's message", async (_what, overrides, field, label) => {
    const { data } = await stack
      .visitor()
      .graphql<{ userRegister: { status: string; fieldErrors: { field: string; message: string }[] } }>(
        REGISTER,
        registrant({ email: 'hidden@example.com', ...overrides }),
      );
    expect(data?.userRegister.status).toBe('other');
    expect(data?.userRegister.fieldErrors).toContainEqual({
      field,
      message: `${label} must not contain invisible control or text-direction characters.`,
    });
  });

  it('refuses an invalid phone number with a clear message', async () => {
    const { data } = await stack
      .visitor()
      .graphql(REGISTER, registrant({ email: 'phone@example.com', phoneNumber: '12' }));
    expect(data).toMatchObject({
      userRegister: { status: 'other', errorMessage: 'Please enter a valid phone number.' },
    });
  });

  it('creates nothing when registration fails', async () => {
    const db = stack.subgraphs.services.accounts.database.db;
    const before = await db('users').count({ n: '*' });
    await stack.visitor().graphql(REGISTER, registrant({ email: 'nothing@example.com', referralKey: 'NOSUCH99' }));
    expect(await db('users').count({ n: '*' })).toEqual(before);
  });

  it('admits a man to no part of the club: he is told so, and every page sends him to /unsuccessful', async () => {
    const sam = stack.visitor();
    const { data } = await sam.graphql(
      REGISTER,
      registrant({ email: 'sam@example.com', firstName: 'Sam', gender: 'male' }),
    );
    expect(data).toMatchObject({ userRegister: { status: 'success', unsuccessful: true } });
    expect((await sam.graphql(GATE, { path: '/rooms' })).data).toEqual({
      userGate: { decision: 'redirect', redirectTo: '/unsuccessful', socialAccess: 'closed', canInvite: true },
    });
  });

  it('sends a new member to finish her profile before the rest of the club, but lets her confirm her e-mail', async () => {
    const maya = stack.visitor();
    await maya.graphql('query { userLogin(email: "maya@example.com", password: "Wander2024x") { status } }');
    expect((await maya.graphql(GATE, { path: '/dashboard' })).data).toEqual({
      userGate: { decision: 'redirect', redirectTo: '/user/edit', socialAccess: 'closed', canInvite: true },
    });
    expect((await maya.graphql(GATE, { path: '/confirm-email' })).data).toMatchObject({
      userGate: { decision: 'allow' },
    });
    expect((await maya.graphql(GATE, { path: '/confirm-gender' })).data).toMatchObject({
      userGate: { decision: 'notFound' },
    });
    expect((await maya.graphql(GATE, { path: 'javascript:alert(1)' })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
