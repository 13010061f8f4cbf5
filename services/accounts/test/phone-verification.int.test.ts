// Phone codes as use cases on one real database: sending within the hourly limit, judging guesses, verifying.
import { PhoneVerificationRequestedSchema, PhoneVerifiedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPhoneCode, type PhoneCodeRequest } from '../src/app/send-phone-code';
import { verifyPhone } from '../src/app/verify-phone';
import { profileTestbed, SETUP_MS, type ProfileTestbed } from './support/profile-fixtures';

describe('verifying a phone with a code', () => {
  let bed: ProfileTestbed;
  const ids = {} as Record<'ada' | 'cara' | 'dee' | 'fay' | 'gia', string>;
  const deps = () => ({ db: bed.db, crypto: bed.crypto, hashCode: bed.hashCode });
  const send = (userId: string, request: PhoneCodeRequest) => sendPhoneCode(deps(), userId, request);
  const verify = (userId: string, code: string, now?: Date) => verifyPhone(deps(), userId, { code, now });
  /** Sends a code to `phoneNumber` and reads it from the outbox, as notifications would. */
  const codeSentTo = async (userId: string, phoneNumber: string) => {
    expect(await send(userId, { phoneNumber, countryCode: 'US' })).toMatchObject({ status: 'success' });
    return (await bed.latestEvent(PhoneVerificationRequestedSchema))!.code;
  };
  const otherThan = (code: string, by = 1) => String((Number(code) + by) % 10_000).padStart(4, '0');
  const latestStoredCode = (userId: string) =>
    bed.db('phone_verification_codes').where({ user_id: userId }).orderBy('id', 'desc').first();

  beforeAll(async () => {
    bed = await profileTestbed('accounts_phone_verification');
    for (const name of ['ada', 'cara', 'dee', 'fay', 'gia'] as const) {
      ids[name] = await bed.member(name[0]!.toUpperCase() + name.slice(1));
    }
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('asks for a number when she has none on file, and refuses one that is not a phone number', async () => {
    expect(await send(ids.ada, {})).toEqual({ status: 'invalidPhone', message: 'Please enter your phone number.' });
    expect(await send(ids.ada, { phoneNumber: '12', countryCode: 'US' })).toEqual({
      status: 'invalidPhone',
      message: 'Please enter a valid phone number.',
    });
  });

  it('sends a 4-digit code for notifications to deliver, refuses a wrong one, and verifies the number with the right one', async () => {
    expect(await send(ids.ada, { phoneNumber: '(512) 555-0199', countryCode: 'US' })).toMatchObject({
      status: 'success',
      dialCode: '+1',
      phoneNumber: '5125550199',
      attemptsLeft: 5,
    });
    const event = (await bed.latestEvent(PhoneVerificationRequestedSchema))!;
    expect(event).toMatchObject({
      userId: ids.ada,
      phoneNumber: '+15125550199',
      dialCode: '+1',
      countryCode: 'US',
      email: 'ada@example.com',
      firstName: 'Ada',
    });
    expect(event.code).toMatch(/^[0-9]{4}$/);
    // Only a keyed hash of the code is stored.
    expect(Buffer.from((await latestStoredCode(ids.ada)).code_hash).toString('utf8')).not.toContain(event.code);

    expect(await verify(ids.ada, otherThan(event.code))).toEqual({
      status: 'wrong',
      message: 'That code is not right. Please check it and try again.',
      attemptsLeft: 4,
    });
    expect(await verify(ids.ada, event.code)).toEqual({
      status: 'success',
      message: 'Your phone number is verified.',
      dialCode: '+1',
      phoneNumber: '5125550199',
      attemptsLeft: 4,
    });
    expect(await bed.latestEvent(PhoneVerifiedSchema)).toMatchObject({
      userId: ids.ada,
      dialCode: '+1',
      countryCode: 'US',
    });
    expect(await bed.db('users').where({ id: ids.ada }).first('step3')).toEqual({ step3: 'completed' });
    // The code is used up, and the verified number needs no new code.
    expect(await verify(ids.ada, event.code)).toMatchObject({ status: 'noCode' });
    expect(await send(ids.ada, {})).toMatchObject({ status: 'alreadyVerified', dialCode: '+1' });
  });

  it('refuses a code that is not four digits without counting it as a guess', async () => {
    await codeSentTo(ids.cara, '+1 512 555 0142');
    expect(await verify(ids.cara, '12a4')).toEqual({
      status: 'malformed',
      message: 'Please enter the 4-digit code we sent to your phone.',
    });
    expect((await latestStoredCode(ids.cara)).failed_attempts).toBe(0);
  });

  it('refuses an expired code, even the right one', async () => {
    const code = await codeSentTo(ids.cara, '+1 512 555 0142');
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(await verify(ids.cara, code, inAnHour)).toMatchObject({
      status: 'expired',
      message: 'That code has expired. Please ask for a new one.',
    });
    expect(await bed.db('user_verifications').where({ user_id: ids.cara }).first('is_phone_verified')).toEqual({
      is_phone_verified: false,
    });
  });

  it('voids older codes when a new one is sent', async () => {
    const first = await codeSentTo(ids.fay, '+1 512 555 0143');
    const second = await codeSentTo(ids.fay, '+1 512 555 0143');
    if (first !== second) expect(await verify(ids.fay, first)).toMatchObject({ status: 'wrong' });
    expect(await verify(ids.fay, second)).toMatchObject({ status: 'success' });
  });

  it('stops a code after five wrong guesses, even the right one', async () => {
    const code = await codeSentTo(ids.cara, '+1 512 555 0142');
    const statuses: string[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await verify(ids.cara, otherThan(code, 5000))).status);
    expect(statuses).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'tooManyAttempts', 'tooManyAttempts']);
    expect(await verify(ids.cara, code)).toEqual({
      status: 'tooManyAttempts',
      message: 'Too many wrong codes. Please ask for a new one.',
      attemptsLeft: 0,
    });
  });

  it('counts ten wrong guesses made at once one after another, so only five are judged', async () => {
    const code = await codeSentTo(ids.gia, '+1 512 555 0144');
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(ids.gia, otherThan(code, 5000))));
    expect(answers.filter((answer) => answer.status === 'wrong')).toHaveLength(4);
    expect((await latestStoredCode(ids.gia)).failed_attempts).toBe(5);
  });

  it('sends at most five codes an hour, even when asked for ten at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(ids.dee, { phoneNumber: '+44 20 7946 0958' })),
    );
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(5);
    expect(answers.find((answer) => answer.status !== 'success')).toEqual({
      status: 'tooManyRequests',
      message: 'You asked for too many codes. Please wait an hour and try again.',
    });
  });
});
