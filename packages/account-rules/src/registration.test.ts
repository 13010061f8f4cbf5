import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  REGISTRATION_MESSAGES,
  SUBMIT_CHECKS,
  SUBMIT_CHECK_MESSAGES,
  hasHiddenCharacters,
  isLeapYear,
  isValidEmail,
  meetsMinimumAgeByYear,
  parseDateOfBirth,
  registrationMessage,
  submitTimeChecks,
  validateLoginInput,
  validateNewPassword,
  validateRegistrationFields,
  type RegistrationInput,
} from './registration';

const today = new Date('2026-06-15T12:00:00Z');
const acceptAnyZip = { isPostalCodeValid: () => true };

const valid: RegistrationInput = {
  referralKey: 'AB12CD34',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  dateOfBirth: '12-1990-10',
  gender: 'female',
  intend: 'both',
  zipCode: '10001',
  countryCode: 'US',
  dialCode: '+1',
  phoneNumber: '2025550123',
};

function fieldErrors(change: Partial<RegistrationInput>, deps = acceptAnyZip) {
  return validateRegistrationFields({ ...valid, ...change }, deps);
}

function messageFor(change: Partial<RegistrationInput>, field: string) {
  return fieldErrors(change).find((error) => error.field === field)?.message;
}

function submitFailure(change: Partial<RegistrationInput>, on: Date = today) {
  return submitTimeChecks({ ...valid, ...change }, on)?.message ?? null;
}

describe('parseDateOfBirth', () => {
  it('reads the month, then the year, then the day', () => {
    expect(parseDateOfBirth('2-1990-31')).toEqual({ month: 2, year: 1990, day: 31, missing: [], malformed: [] });
  });

  it('allows leading zeros and spaces around each part', () => {
    expect(parseDateOfBirth(' 02 - 1990 -05')).toMatchObject({ month: 2, year: 1990, day: 5 });
  });

  it.each([
    ['2--31', ['year']],
    ['2-1990', ['day']],
    ['2-1990-', ['day']],
    ['-1990-', ['month', 'day']],
    ['2', ['year', 'day']],
    [' - - ', ['month', 'year', 'day']],
    ['', ['month', 'year', 'day']],
    [null, ['month', 'year', 'day']],
    [undefined, ['month', 'year', 'day']],
  ])('reports the parts missing from %j as %j', (text, missing) => {
    expect(parseDateOfBirth(text).missing).toEqual(missing);
  });

  it.each([
    ['Feb-1990-1', ['month']],
    ['2-19x0-31', ['year']],
    ['2-1990-31-4', ['day']],
    ['2-12345-1', ['year']],
    ['2-1990-+1', ['day']],
    ['2.0-1990-1', ['month']],
  ])('flags the parts of %j that are not whole numbers as malformed: %j', (text, malformed) => {
    expect(parseDateOfBirth(text).malformed).toEqual(malformed);
  });

  it('leaves range checks to the calendar step', () => {
    expect(parseDateOfBirth('13-1990-32')).toMatchObject({ month: 13, day: 32, missing: [], malformed: [] });
  });
});

describe('validateRegistrationFields', () => {
  it('accepts a complete, well-formed registration', () => {
    expect(validateRegistrationFields(valid, acceptAnyZip)).toEqual([]);
  });

  it('reports every missing field in the order of the form', () => {
    expect(validateRegistrationFields({}, acceptAnyZip)).toEqual([
      { field: 'referralKey', message: 'Invitation code is required.' },
      { field: 'firstName', message: 'First name is required.' },
      { field: 'lastName', message: 'Last name is required.' },
      { field: 'email', message: 'Email is required.' },
      { field: 'password', message: 'Password is required.' },
      { field: 'confirmPassword', message: 'Please confirm your password.' },
      { field: 'zipCode', message: 'Zip / Postal Code is required' },
      { field: 'phoneNumber', message: 'Phone number is required.' },
    ]);
  });

  it('treats fields of only spaces as missing', () => {
    const blanks = { referralKey: ' ', firstName: '  ', lastName: '\t', email: ' ', zipCode: ' ', phoneNumber: ' ' };
    expect(fieldErrors(blanks).map((error) => error.field)).toEqual([
      'referralKey',
      'firstName',
      'lastName',
      'email',
      'zipCode',
      'phoneNumber',
    ]);
  });

  describe('names', () => {
    it.each(['1234', '---', "' .", '42 7'])('refuses a first name with no letter: %j', (firstName) => {
      expect(messageFor({ firstName }, 'firstName')).toBe('First name must contain a letter.');
    });

    it.each(['Zoë', '李', "O'Brien", 'Jean-Luc', 'Ana 2'])('accepts a name with a letter in any script: %j', (name) => {
      expect(fieldErrors({ firstName: name, lastName: name })).toEqual([]);
    });

    it('allows 50 characters and refuses 51, counted after trimming', () => {
      expect(messageFor({ lastName: ` ${'a'.repeat(50)} ` }, 'lastName')).toBeUndefined();
      expect(messageFor({ lastName: 'a'.repeat(51) }, 'lastName')).toBe('Last name must be at most 50 characters.');
    });

    const HIDDEN = [
      ...Array.from({ length: 0x20 }, (_, code) => code),
      ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
      0x200e,
      0x200f,
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e,
      0x2066,
      0x2067,
      0x2068,
      0x2069,
    ].map((code) => String.fromCodePoint(code));

    it.each(HIDDEN.map((character) => [character.codePointAt(0)!.toString(16).padStart(4, '0'), character]))(
      "refuses U+%s inside a name with the field's message",
      (_code, character) => {
        expect(messageFor({ firstName: `Ma${character}ya` }, 'firstName')).toBe(
          'First name must not contain invisible control or text-direction characters.',
        );
        expect(messageFor({ lastName: `Ros${character}si` }, 'lastName')).toBe(
          'Last name must not contain invisible control or text-direction characters.',
        );
      },
    );

    it('refuses a name with a hidden character anywhere, and accepts any name without one', () => {
      const hidden = fc.constantFrom(...HIDDEN);
      const letter = fc.constantFrom('a', 'Z', 'é', '李', 'ß', 'ا');
      fc.assert(
        fc.property(
          fc.string({ maxLength: 20 }),
          hidden,
          fc.string({ maxLength: 20 }),
          letter,
          (before, character, after, l) => {
            // Letters at both ends: a tab or line break at an end is trimmed away like any space, not refused.
            expect(messageFor({ firstName: `${l}${before}${character}${after}${l}` }, 'firstName')).toBe(
              'First name must not contain invisible control or text-direction characters.',
            );
          },
        ),
      );
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), letter, (text, l) => {
          const name = `${l}${text}`;
          fc.pre(!hasHiddenCharacters(name));
          expect(messageFor({ firstName: name }, 'firstName') ?? '').not.toMatch(/invisible/);
        }),
      );
    });

    it('keeps right-to-left names, which need no direction characters', () => {
      expect(fieldErrors({ firstName: 'ليلى', lastName: 'כהן' })).toEqual([]);
    });

    it('counts code points, not UTF-16 units, towards the 50', () => {
      expect(messageFor({ firstName: 'é'.normalize('NFD').repeat(25) }, 'firstName')).toBeUndefined();
      expect(messageFor({ firstName: `A${'😀'.repeat(49)}` }, 'firstName')).toBeUndefined();
    });
  });

  describe('e-mail', () => {
    it.each([
      'ada@example.com',
      'ada.lovelace+club@mail.example.co.uk',
      "o'brien@example.ie",
      'a_b-c@sub-domain.example.org',
      'ADA@EXAMPLE.COM',
      'x@xn--80ak6aa92e.xn--p1ai',
    ])('accepts %j', (email) => {
      expect(messageFor({ email }, 'email')).toBeUndefined();
    });

    it.each([
      'plainaddress',
      '@example.com',
      'ada@',
      'ada@example',
      'ada@example.c',
      'ada@@example.com',
      'ada example@example.com',
      '.ada@example.com',
      'ada.@example.com',
      'ada..lovelace@example.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@example..com',
      'ada@example.com.',
      'ada@example.123',
      'ada@[127.0.0.1]',
      '"ada"@example.com',
      'adá@example.com',
      'ada@exämple.com',
    ])('refuses %j', (email) => {
      expect(messageFor({ email }, 'email')).toBe("Invalid Email. Please make sure it's typed in correctly.");
    });

    it('trims the surrounding spaces of an otherwise valid address', () => {
      expect(messageFor({ email: '  ada@example.com ' }, 'email')).toBeUndefined();
    });

    it('allows an address of 255 characters and refuses 256', () => {
      const addressOf = (lastLabel: number) =>
        `ada@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.com`;
      expect(addressOf(55)).toHaveLength(255);
      expect(messageFor({ email: addressOf(55) }, 'email')).toBeUndefined();
      expect(messageFor({ email: addressOf(56) }, 'email')).toBe('Email must be at most 255 characters.');
    });

    it('refuses a local part longer than 64 characters', () => {
      expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
      expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    });
  });

  describe('password', () => {
    it.each([
      ['Secre12', 'Password must be at least 8 characters.'],
      ['SecretPass', 'Password must contain at least one number.'],
      ['SECRET123', 'Password must contain at least one lowercase letter.'],
      ['secret123', 'Password must contain at least one uppercase letter.'],
      [`Aa1${'x'.repeat(98)}`, 'Password must be at most 100 characters.'],
    ])('refuses %j: %s', (password, message) => {
      expect(messageFor({ password, confirmPassword: password }, 'password')).toBe(message);
    });

    it('accepts exactly 8 and exactly 100 characters', () => {
      for (const password of ['Secret12', `Aa1${'x'.repeat(97)}`]) {
        expect(fieldErrors({ password, confirmPassword: password })).toEqual([]);
      }
    });

    it('applies the same strength rule to the confirmation, under its own name', () => {
      expect(messageFor({ password: 'secret', confirmPassword: 'secret' }, 'confirmPassword')).toBe(
        'Confirm password must be at least 8 characters.',
      );
    });

    it('refuses a strong confirmation that differs from the password', () => {
      expect(messageFor({ confirmPassword: 'Secret124' }, 'confirmPassword')).toBe(
        'Confirm Password does not match. Please try again.',
      );
    });

    it('does not trim passwords, so a trailing space makes a different password', () => {
      expect(messageFor({ confirmPassword: 'Secret123 ' }, 'confirmPassword')).toBe(
        'Confirm Password does not match. Please try again.',
      );
    });
  });

  describe('ZIP code', () => {
    it('asks the injected postal check about the trimmed code and the chosen country', () => {
      const isPostalCodeValid = vi.fn(() => true);
      validateRegistrationFields({ ...valid, zipCode: ' SW1A 1AA ', countryCode: 'GB' }, { isPostalCodeValid });
      expect(isPostalCodeValid).toHaveBeenCalledWith('GB', 'SW1A 1AA');
    });

    it('checks against the default country, US, when the payload names none', () => {
      const isPostalCodeValid = vi.fn(() => true);
      validateRegistrationFields({ ...valid, countryCode: ' ' }, { isPostalCodeValid });
      expect(isPostalCodeValid).toHaveBeenCalledWith('US', '10001');
    });

    it('reports a code the postal check refuses as invalid', () => {
      const errors = fieldErrors({ zipCode: 'ABC' }, { isPostalCodeValid: () => false });
      expect(errors).toEqual([{ field: 'zipCode', message: 'Zip / Postal Code is Invalid' }]);
    });

    it('reports a blank code as missing without asking the postal check', () => {
      const isPostalCodeValid = vi.fn(() => false);
      const errors = validateRegistrationFields({ ...valid, zipCode: '  ' }, { isPostalCodeValid });
      expect(errors).toEqual([{ field: 'zipCode', message: 'Zip / Postal Code is required' }]);
      expect(isPostalCodeValid).not.toHaveBeenCalled();
    });
  });
});

describe('submitTimeChecks', () => {
  it('passes a registration that meets every check', () => {
    expect(submitTimeChecks(valid, today)).toBeNull();
  });

  it('lists the checks in the order of the spec', () => {
    expect(SUBMIT_CHECKS).toEqual([
      'passwordsMatch',
      'genderChosen',
      'dateOfBirthGiven',
      'minimumAge',
      'validCalendarDate',
      'intentChosen',
    ]);
  });

  it.each<[string, Partial<RegistrationInput>, string]>([
    ['passwords differ', { confirmPassword: 'Secret124' }, 'Confirm Password does not match. Please try again.'],
    ['no gender', { gender: null }, 'Please indicate Gender.'],
    ['no day', { dateOfBirth: '12-1990-' }, 'Please enter your date of birth to continue.'],
    ['born 2010', { dateOfBirth: '12-2010-10' }, 'Sorry. You must be 21 or older to join.'],
    ['31 February', { dateOfBirth: '2-1990-31' }, 'Invaild birthday. Please fill in the correct date.'],
    ['no intent', { intend: '' }, 'Please indicate your intend to.'],
  ])('when %s, says the spec’s words', (_, change, message) => {
    expect(submitFailure(change)).toBe(message);
  });

  it('reports the failure and its check name together', () => {
    expect(submitTimeChecks({ ...valid, gender: undefined }, today)).toEqual({
      check: 'genderChosen',
      message: SUBMIT_CHECK_MESSAGES.genderChosen,
    });
  });

  it('reports only the earliest failure when several checks fail', () => {
    const everythingWrong = { confirmPassword: 'x', gender: '', dateOfBirth: '2-2020-31', intend: '' };
    expect(submitFailure(everythingWrong)).toBe('Confirm Password does not match. Please try again.');
    expect(submitFailure({ ...everythingWrong, confirmPassword: valid.password })).toBe('Please indicate Gender.');
    expect(submitFailure({ dateOfBirth: '2-2020-31', intend: '' })).toBe('Sorry. You must be 21 or older to join.');
  });

  it('treats an absent confirmation as a mismatch, not as a confirmation', () => {
    expect(submitFailure({ confirmPassword: undefined })).toBe(SUBMIT_CHECK_MESSAGES.passwordsMatch);
  });

  it.each(['Male', 'FEMALE', ' female', 'other', 'f'])(
    'accepts only "male" or "female" as gender, not %j',
    (gender) => {
      expect(submitFailure({ gender })).toBe('Please indicate Gender.');
    },
  );

  it('leaves refusing male registrants to the gender gate', () => {
    expect(submitFailure({ gender: 'male' })).toBeNull();
  });

  it.each(['host', 'travel', 'both'])('accepts the intent %j', (intend) => {
    expect(submitFailure({ intend })).toBeNull();
  });

  it.each(['Host', 'stay', 'host,travel'])('refuses the intent %j', (intend) => {
    expect(submitFailure({ intend })).toBe('Please indicate your intend to.');
  });

  describe('age by year difference', () => {
    it('lets in someone born 21 calendar years ago who turns 21 only later this year', () => {
      expect(submitFailure({ dateOfBirth: '12-2005-31' }, new Date('2026-01-01T00:00:00Z'))).toBeNull();
    });

    it('turns away someone born 20 calendar years ago even on the last day of the year', () => {
      expect(submitFailure({ dateOfBirth: '1-2006-1' }, new Date('2026-12-31T23:59:59Z'))).toBe(
        'Sorry. You must be 21 or older to join.',
      );
    });

    it('turns away a birth year in the future', () => {
      expect(submitFailure({ dateOfBirth: '1-2030-1' })).toBe('Sorry. You must be 21 or older to join.');
    });

    it('reads the current year in UTC', () => {
      const newYearsEveInUtc = new Date('2026-01-01T00:30:00+01:00');
      expect(meetsMinimumAgeByYear(2005, newYearsEveInUtc)).toBe(false);
      expect(meetsMinimumAgeByYear(2004, newYearsEveInUtc)).toBe(true);
    });

    it('checks the age before the calendar date', () => {
      expect(submitFailure({ dateOfBirth: '2-2010-31' })).toBe('Sorry. You must be 21 or older to join.');
    });

    it('refuses an invalid clock rather than guessing the year', () => {
      expect(() => submitTimeChecks(valid, new Date('nonsense'))).toThrow(TypeError);
    });
  });

  describe('calendar date', () => {
    it('knows the Gregorian leap years', () => {
      expect([1996, 2000, 2001, 1900, 2100].map(isLeapYear)).toEqual([true, true, false, false, false]);
    });

    it.each(['2-1990-28', '2-2000-29', '2-1996-29', '4-1990-30', '12-1990-31', '1-1920-1', '12-2005-31'])(
      'accepts %j',
      (dateOfBirth) => {
        expect(submitFailure({ dateOfBirth })).toBeNull();
      },
    );

    it.each([
      ['2-1990-31', '31 February'],
      ['2-1990-30', '30 February'],
      ['2-2001-29', '29 February in a common year'],
      ['4-1990-31', '31 April'],
      ['0-1990-10', 'month 0'],
      ['13-1990-10', 'month 13'],
      ['6-1990-0', 'day 0'],
      ['6-1990-32', 'day 32'],
      ['6-1919-10', 'a year before 1920'],
      ['6-0-10', 'year 0'],
      ['6-19x0-10', 'a year that is not a number'],
      ['June-1990-10', 'a month that is not a number'],
    ])('refuses %j (%s)', (dateOfBirth) => {
      expect(submitFailure({ dateOfBirth })).toBe('Invaild birthday. Please fill in the correct date.');
    });
  });
});

describe('registration outcomes', () => {
  it('words each status as the spec does', () => {
    expect(REGISTRATION_MESSAGES).toMatchObject({
      email: 'That email address is already registered',
      loggedIn: 'You are already logged in',
      adminLoggedIn: "You are logged in as admin, you can't perform this action!",
      invalidReferralEmail: 'Please use the email address where you received your invitation to join',
      invalidReferral: 'Your invite code has expired, contact the provider for a new one',
      other: 'Something went wrong. Please try again',
      invalidReferralCode: 'Invalid Referral code',
    });
  });

  it('reads any status the spec does not name as the generic error', () => {
    expect(registrationMessage('email')).toBe('That email address is already registered');
    expect(registrationMessage('teapot')).toBe('Something went wrong. Please try again');
    expect(registrationMessage('toString')).toBe('Something went wrong. Please try again');
  });
});

describe('validateLoginInput', () => {
  it('accepts an e-mail and a password of at least 8 characters', () => {
    expect(validateLoginInput('ada@example.com', 'anything')).toEqual([]);
  });

  it('does not apply the registration strength rule at sign-in', () => {
    expect(validateLoginInput('ada@example.com', 'lowercase only')).toEqual([]);
  });

  it('requires both fields', () => {
    expect(validateLoginInput('', null)).toEqual([
      { field: 'email', message: 'Email is required.' },
      { field: 'password', message: 'Password is required.' },
    ]);
  });

  it('refuses a malformed e-mail and a short password', () => {
    expect(validateLoginInput('ada@example', 'Short1')).toEqual([
      { field: 'email', message: "Invalid Email. Please make sure it's typed in correctly." },
      { field: 'password', message: 'Password must be at least 8 characters.' },
    ]);
  });
});

describe('validateNewPassword', () => {
  it('accepts 8 to 19 characters with an upper-case letter and a number', () => {
    for (const password of ['Abcdefg1', `A1${'b'.repeat(17)}`, 'ABCDEFG1']) {
      expect(validateNewPassword({ password, confirmPassword: password, oldPassword: 'Old12345' })).toEqual([]);
    }
  });

  it.each([
    ['Abcdef1', 'Password must be at least 8 and fewer than 20 characters.'],
    [`A1${'b'.repeat(18)}`, 'Password must be at least 8 and fewer than 20 characters.'],
    ['abcdefg1', 'Password must contain at least one upper case character.'],
    ['Abcdefgh', 'Password must contain at least one number.'],
  ])('refuses %j: %s', (password, message) => {
    expect(validateNewPassword({ password, confirmPassword: password })).toEqual([{ field: 'password', message }]);
  });

  it('refuses the old password as the new one', () => {
    expect(validateNewPassword({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1', oldPassword: 'Abcdefg1' })).toEqual(
      [{ field: 'password', message: 'New password must be different from the old password.' }],
    );
  });

  it('does not compare with an old password when none is given, as on a reset', () => {
    expect(validateNewPassword({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual([]);
  });

  it('refuses a confirmation that differs, or is missing', () => {
    expect(validateNewPassword({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual([
      { field: 'confirmPassword', message: 'Confirm Password does not match. Please try again.' },
    ]);
    expect(validateNewPassword({ password: 'Abcdefg1' })).toEqual([
      { field: 'confirmPassword', message: 'Please confirm your password.' },
    ]);
  });

  it('requires the new password', () => {
    expect(validateNewPassword({})).toEqual([
      { field: 'password', message: 'Password is required.' },
      { field: 'confirmPassword', message: 'Please confirm your password.' },
    ]);
  });
});
