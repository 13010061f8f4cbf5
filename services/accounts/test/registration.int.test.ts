// Checking an invitation code and joining the club with one (spec 000 §4-5, §8), as use cases on one real database.
import { EmailConfirmationRequestedSchema, UserRegisteredSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOwnAccount } from '../src/app/load-account';
import { checkInvitationCode, registerMember } from '../src/app/registration';
import type { RegistrationInput } from '../src/domain/registration';
import { findActiveSession } from '../src/db/sessions';
import { testbed, visitor, type Testbed } from './support/testbed';
import { registrant } from '../src/testing';

const unknownCode = (n: number) => `NOPE${String(n).padStart(4, '0')}`;

describe('checking an invitation code', () => {
  let bed: Testbed;
  let graceId: string;
  const check = (code: string, clientAddress = '198.51.100.1', email?: string) =>
    checkInvitationCode(bed.deps, { code, email, clientAddress });

  beforeAll(async () => {
    bed = await testbed('accounts_code_check');
    graceId = await bed.member('Grace', { lastName: 'Moreau', referralKey: 'GRACE123' });
    await bed.member('Full', { referralKey: 'FULLUP00', maxInvite: 0 });
    await bed.invitation({ inviterId: graceId, code: 'TOLUCIA1', email: 'lucia@example.com' });
    await bed.invitation({ inviterId: graceId, code: 'OLDCODE1', expiresInDays: -1 });
    await bed.invitation({ inviterId: graceId, code: 'CANCEL01', status: 'cancelled' });
  }, 120_000);
  afterAll(() => bed?.close());

  it("names the inviter of a member's own code", async () => {
    expect(await check(' GRACE123 ')).toEqual({
      status: 'success',
      code: 'GRACE123',
      inviter: expect.objectContaining({
        userId: graceId,
        profileId: expect.any(Number),
        firstName: 'Grace',
        lastName: 'Moreau',
      }),
    });
  });

  it.each([
    ['NOSUCH99', 'invalid'],
    ['bad key!', 'invalid'],
    ['FULLUP00', 'limitExpired'],
    ['OLDCODE1', 'expired'],
    ['CANCEL01', 'cancelled'],
  ])('reports code %s as %s without naming an inviter', async (code, status) => {
    expect(await check(code, '198.51.100.2')).toEqual({ status, code });
  });

  it('reports an invitation sent to one address as meant for another when checked with a different one', async () => {
    expect(await check('TOLUCIA1', '198.51.100.3', 'someone@example.com')).toEqual({
      status: 'invalidReferralEmail',
      code: 'TOLUCIA1',
    });
    expect(await check('TOLUCIA1', '198.51.100.3', 'Lucia@Example.com')).toMatchObject({ status: 'success' });
  });

  it('answers at most twenty unknown codes from one client in fifteen minutes, however many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => check(unknownCode(n), '203.0.113.40')));
    expect(answers.filter((answer) => answer.status === 'invalid')).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 'tooManyAttempts')).toHaveLength(10);
    // While she waits, even a real code tells her nothing about its member.
    expect(await check('GRACE123', '203.0.113.40')).toEqual({ status: 'tooManyAttempts', code: 'GRACE123' });
    expect(await check('GRACE123', '203.0.113.41')).toMatchObject({
      status: 'success',
      inviter: { firstName: 'Grace' },
    });
  });

  it('lets a client check a real code as often as she likes without using up her allowance', async () => {
    for (let n = 0; n < 25; n += 1) expect((await check('GRACE123', '203.0.113.42')).status).toBe('success');
    expect((await check(unknownCode(99), '203.0.113.42')).status).toBe('invalid');
  });

  it('does not count a malformed code against the client at all', async () => {
    for (let n = 0; n < 25; n += 1) expect((await check(`bad ${n}!`, '203.0.113.43')).status).toBe('invalid');
    expect((await check(unknownCode(1), '203.0.113.43')).status).toBe('invalid');
  });
});

describe('joining the club with an invitation code', () => {
  let bed: Testbed;
  let graceId: string;
  const register = (fields: RegistrationInput, caller = visitor, now?: Date) =>
    registerMember(bed.deps, { caller, fields, now });
  const userCount = async () => Number((await bed.db('users').count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    bed = await testbed('accounts_registration');
    graceId = await bed.member('Grace', { lastName: 'Moreau', referralKey: 'GRACE123' });
    await bed.member('Full', { referralKey: 'FULLUP00', maxInvite: 0 });
    await bed.invitation({ inviterId: graceId, code: 'TOLUCIA1', email: 'lucia@example.com' });
    await bed.invitation({ inviterId: graceId, code: 'OLDCODE1', expiresInDays: -1 });
    await bed.invitation({ inviterId: graceId, code: 'CANCEL01', status: 'cancelled' });
    await bed.admin('admin@golightly.test', 'AdminPass2024!');
  }, 120_000);
  afterAll(() => bed?.close());

  it('stores a new member with her personal data encrypted, tells the club, mails her a link and signs her in', async () => {
    const result = await register(registrant());
    expect(result).toEqual({
      status: 'success',
      userId: expect.any(String),
      unsuccessful: false,
      session: { token: expect.any(String), sessionId: expect.any(String), maxAgeSeconds: 30 * 86_400 },
    });
    if (result.status !== 'success') return;
    expect(await findActiveSession(bed.db, result.session.token)).toMatchObject({ userId: result.userId });

    const stored = await bed.db('users').where({ id: result.userId }).first();
    expect(JSON.stringify(stored)).not.toMatch(/maya@example\.com|5125550142|1990/);
    expect(stored).toMatchObject({
      dial_code: '+1',
      country_code: 'US',
      zip_code: '78704',
      gender: 'female',
      intend: 'both',
      invited_by: graceId,
    });
    const caller = await bed.signedIn(result.userId);
    const loaded = await loadOwnAccount(bed.deps, caller);
    expect(loaded).toMatchObject({
      kind: 'loaded',
      account: {
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
        picture: null,
        verification: expect.objectContaining({ isEmailConfirmed: false }),
      },
    });
    expect(await bed.eventTypes()).toEqual([UserRegisteredSchema.typeName, EmailConfirmationRequestedSchema.typeName]);
    expect(await bed.events(UserRegisteredSchema)).toEqual([
      expect.objectContaining({
        userId: result.userId,
        email: 'maya@example.com',
        firstName: 'Maya',
        gender: 'female',
      }),
    ]);
    expect(await bed.events(EmailConfirmationRequestedSchema)).toEqual([
      expect.objectContaining({
        userId: result.userId,
        email: 'maya@example.com',
        confirmationToken: expect.any(String),
      }),
    ]);
  });

  it("counts her place against the inviter's five, with a pending invitation holding one too", async () => {
    const grace = await loadOwnAccount(bed.deps, await bed.signedIn(graceId));
    expect(grace).toMatchObject({ kind: 'loaded', account: { totalInvites: 1, stillInvite: 3 } });
  });

  it('refuses a second account for the same e-mail, whatever its case, and an admin’s address', async () => {
    expect(await register(registrant({ email: 'MAYA@Example.com', phoneNumber: '+1 512 555 0143' }))).toEqual({
      status: 'email',
      errorMessage: 'That email address is already registered',
      fieldErrors: [],
    });
    expect(await register(registrant({ email: 'admin@golightly.test' }))).toMatchObject({ status: 'email' });
  });

  it('refuses whoever is already signed in, member or admin', async () => {
    const maya = await bed.signedIn(await bed.member('Signed'));
    expect(await register(registrant({ email: 'other@example.com' }), maya)).toEqual({
      status: 'loggedIn',
      errorMessage: 'You are already logged in',
      fieldErrors: [],
    });
    expect(
      await register(registrant({ email: 'other@example.com' }), { kind: 'admin', sessionId: maya.sessionId }),
    ).toEqual({
      status: 'adminLoggedIn',
      errorMessage: "You are logged in as admin, you can't perform this action!",
      fieldErrors: [],
    });
  });

  it('admits with an invitation only at the address it was sent to, and only once', async () => {
    expect(await register(registrant({ email: 'notlucia@example.com', referralKey: 'TOLUCIA1' }))).toEqual({
      status: 'invalidReferralEmail',
      errorMessage: 'Please use the email address where you received your invitation to join',
      fieldErrors: [],
    });
    expect(await register(registrant({ email: 'lucia@example.com', referralKey: 'TOLUCIA1' }))).toMatchObject({
      status: 'success',
    });
    expect(await register(registrant({ email: 'lucia2@example.com', referralKey: 'TOLUCIA1' }))).toEqual({
      status: 'invalidReferral',
      errorMessage: 'Your invite code has expired, contact the provider for a new one',
      fieldErrors: [],
    });
  });

  it.each(['OLDCODE1', 'CANCEL01', 'NOSUCH99', 'FULLUP00'])(
    'refuses code %s as invalidReferral and creates nobody',
    async (referralKey) => {
      const before = await userCount();
      expect(await register(registrant({ email: `${referralKey.toLowerCase()}@example.com`, referralKey }))).toEqual({
        status: 'invalidReferral',
        errorMessage: 'Your invite code has expired, contact the provider for a new one',
        fieldErrors: [],
      });
      expect(await userCount()).toBe(before);
    },
  );

  it('takes the code from loginKey when one is given', async () => {
    const result = await register(
      registrant({
        email: 'lk@example.com',
        referralKey: 'NOSUCH99',
        loginKey: 'GRACE123',
        phoneNumber: '+1 512 555 0150',
      }),
    );
    expect(result).toMatchObject({ status: 'success' });
  });

  it.each([
    [{ gender: null }, 'Please indicate Gender.'],
    [{ dateOfBirth: '6--15' }, 'Please enter your date of birth to continue.'],
    [{ dateOfBirth: `6-${new Date().getFullYear() - 20}-15` }, 'Sorry. You must be 21 or older to join.'],
    [{ dateOfBirth: '2-1990-31' }, 'Invaild birthday. Please fill in the correct date.'],
    [{ intend: null }, 'Please indicate your intend to.'],
  ])('answers submit-time problem %j with the spec message', async (overrides, message) => {
    expect(await register(registrant({ email: 'late@example.com', ...overrides }))).toMatchObject({
      status: 'other',
      errorMessage: message,
    });
  });

  it('judges her age by year difference from the year she registers in, as the spec says', async () => {
    const bornIn2000 = registrant({
      email: 'birthday@example.com',
      dateOfBirth: '12-2000-31',
      phoneNumber: '+1 512 555 0151',
    });
    expect(await register(bornIn2000, visitor, new Date('2020-12-31T12:00:00Z'))).toMatchObject({
      status: 'other',
      errorMessage: 'Sorry. You must be 21 or older to join.',
    });
    expect(await register(bornIn2000, visitor, new Date('2021-01-01T12:00:00Z'))).toMatchObject({ status: 'success' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ password: 'weakpass' }, 'password'],
    [{ password: 'Wander2024x', confirmPassword: 'Wander2024y' }, 'confirmPassword'],
    [{ zipCode: 'ABCDE' }, 'zipCode'],
    [{ countryCode: 'GB', zipCode: '12345' }, 'zipCode'],
    [{ firstName: '1234' }, 'firstName'],
    [{ referralKey: '' }, 'referralKey'],
  ])('names the field of bad input %j, with its message as the answer’s', async (overrides, field) => {
    const result = await register(registrant({ email: 'bad@example.com', ...overrides }));
    expect(result.status).toBe('other');
    if (result.status === 'success') return;
    expect(result.fieldErrors.map((error) => error.field)).toContain(field);
    expect(result.errorMessage).toBe(result.fieldErrors[0]!.message);
  });

  it.each([
    ['a NUL byte', { firstName: 'Ma\u0000ya' }, 'firstName', 'First name'],
    ['a right-to-left override', { lastName: 'Ros\u202Eis' }, 'lastName', 'Last name'],
    ['a first-strong isolate', { firstName: '\u2068Maya' }, 'firstName', 'First name'],
    ['a right-to-left mark', { firstName: 'Maya\u200F' }, 'firstName', 'First name'],
    ['a line break inside', { lastName: 'Ros\nsi' }, 'lastName', 'Last name'],
    ['a C1 control', { firstName: 'Ma\u009Bya' }, 'firstName', 'First name'],
    ['DEL', { lastName: 'Ros\u007Fsi' }, 'lastName', 'Last name'],
  ])("refuses %s in a name with the field's message and creates nobody", async (_what, overrides, field, label) => {
    const before = await userCount();
    const result = await register(registrant({ email: 'hidden@example.com', ...overrides }));
    expect(result).toMatchObject({ status: 'other' });
    if (result.status === 'success') return;
    expect(result.fieldErrors).toContainEqual({
      field,
      message: `${label} must not contain invisible control or text-direction characters.`,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an invalid phone number with a clear message on the field', async () => {
    expect(await register(registrant({ email: 'phone@example.com', phoneNumber: '12' }))).toEqual({
      status: 'other',
      errorMessage: 'Please enter a valid phone number.',
      fieldErrors: [{ field: 'phoneNumber', message: 'Please enter a valid phone number.' }],
    });
  });

  it('registers a man but admits him nowhere: the answer sends him to /unsuccessful', async () => {
    expect(await register(registrant({ email: 'sam@example.com', firstName: 'Sam', gender: 'male' }))).toMatchObject({
      status: 'success',
      unsuccessful: true,
    });
  });

  it("gives the inviter's last place to one of two registrations arriving at once", async () => {
    await bed.member('Lastplace', { referralKey: 'LASTONE1', maxInvite: 1 });
    const results = await Promise.all(
      ['first', 'second'].map((name, n) =>
        register(
          registrant({ email: `${name}@example.com`, referralKey: 'LASTONE1', phoneNumber: `+1 512 555 016${n}` }),
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['invalidReferral', 'success']);
    const joined = await bed
      .db('users')
      .join('users as inviter', 'inviter.id', 'users.invited_by')
      .where('inviter.referral_key', 'LASTONE1')
      .count({ n: '*' });
    expect(Number(joined[0]!.n)).toBe(1);
  });

  it('gives a single-use invitation to one of two registrations arriving at once', async () => {
    await bed.invitation({ inviterId: graceId, code: 'ONCEONLY' });
    const results = await Promise.all(
      ['third', 'fourth'].map((name, n) =>
        register(
          registrant({ email: `${name}@example.com`, referralKey: 'ONCEONLY', phoneNumber: `+1 512 555 017${n}` }),
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['invalidReferral', 'success']);
    expect(await bed.db('invitations').where({ unique_key: 'ONCEONLY' }).first('status')).toEqual({
      status: 'accepted',
    });
  });
});
