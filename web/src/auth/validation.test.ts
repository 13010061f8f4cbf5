// The accounts forms' client rules read as the spec and the server word them (spec 000 §5, §8; spec 001 §5).
import { describe, expect, it } from 'vitest';
import {
  birthYears,
  dateOfBirthText,
  firstSubmitProblem,
  forgotPasswordSchema,
  INVALID_REFERRAL_CODE,
  loginMessage,
  loginSchema,
  referralCheckProblem,
  registrationMessage,
  registrationSchema,
  resetPasswordSchema,
  type RegistrationValues,
} from './validation';
import { safeReturnPath } from './return-path';

const TODAY = new Date('2026-11-22T12:00:00Z');

const GOOD: RegistrationValues = {
  referralKey: 'ADAINV01',
  firstName: 'Zoë',
  lastName: 'Okafor',
  email: 'zoe@example.com',
  password: 'Travel2024',
  confirmPassword: 'Travel2024',
  countryCode: 'US',
  zipCode: '10001',
  phoneNumber: '212 555 0199',
  gender: 'female',
  intend: 'travel',
  month: '2',
  day: '29',
  year: '2000',
};

function fieldMessages(schemaResult: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((schemaResult.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('login form rules', () => {
  it('accepts a valid e-mail with a password of 8 characters, whatever its strength', () => {
    expect(loginSchema().safeParse({ email: 'ada@golightly.test', password: 'abcdefgh' }).success).toBe(true);
  });

  it('asks for both fields, a well-formed e-mail and at least 8 characters', () => {
    expect(fieldMessages(loginSchema().safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(fieldMessages(loginSchema().safeParse({ email: 'ada@golightly', password: 'short' }))).toEqual({
      email: "Invalid Email. Please make sure it's typed in correctly.",
      password: 'Password must be at least 8 characters.',
    });
  });

  it('forgot password wants a valid e-mail only', () => {
    expect(forgotPasswordSchema().safeParse({ email: ' ada@golightly.test ' }).success).toBe(true);
    expect(fieldMessages(forgotPasswordSchema().safeParse({ email: 'not an email' }))).toEqual({
      email: "Invalid Email. Please make sure it's typed in correctly.",
    });
  });

  it("shows the server's message first, then the spec's text for the status, then the generic error", () => {
    expect(loginMessage('password', 'Too many sign-in attempts.')).toBe('Too many sign-in attempts.');
    expect(loginMessage('email')).toBe('No account exists for this email');
    expect(loginMessage('adminLoggedIn')).toBe("You are logged in as admin, you can't perform this action!");
    expect(loginMessage('somethingNew')).toBe('Something went wrong. Please try again');
  });
});

describe('registration field rules', () => {
  it('accepts a complete registration', () => {
    expect(registrationSchema().safeParse(GOOD).success).toBe(true);
  });

  it('reports one message per field, its first broken rule', () => {
    const result = registrationSchema().safeParse({
      ...GOOD,
      referralKey: ' ',
      firstName: '1234',
      lastName: '',
      email: 'zoe@',
      password: 'travel2024',
      confirmPassword: 'Travel',
      zipCode: '',
      phoneNumber: '',
    });
    expect(fieldMessages(result)).toEqual({
      referralKey: 'Invitation code is required.',
      firstName: 'First name must contain a letter.',
      lastName: 'Last name is required.',
      email: "Invalid Email. Please make sure it's typed in correctly.",
      password: 'Password must contain at least one uppercase letter.',
      confirmPassword: 'Confirm password must be at least 8 characters.',
      zipCode: 'Zip / Postal Code is required',
      phoneNumber: 'Phone number is required.',
    });
  });

  it('wants a digit, a lowercase and an uppercase letter in the password', () => {
    const message = (password: string) => fieldMessages(registrationSchema().safeParse({ ...GOOD, password })).password;
    expect(message('')).toBe('Password is required.');
    expect(message('Travelling')).toBe('Password must contain at least one number.');
    expect(message('TRAVEL2024')).toBe('Password must contain at least one lowercase letter.');
    expect(message('Travel2024')).toBeUndefined();
  });

  it('leaves a mismatched confirmation to the submit-time checks', () => {
    expect(registrationSchema().safeParse({ ...GOOD, confirmPassword: 'Other2024x' }).success).toBe(true);
  });
});

describe('submit-time checks, in the spec order', () => {
  it('passes a complete registration', () => {
    expect(firstSubmitProblem(GOOD, TODAY)).toBeNull();
  });

  it('reports the first failing check with its exact message', () => {
    const everythingWrong = { ...GOOD, confirmPassword: 'x', gender: '', month: '', intend: '' };
    expect(firstSubmitProblem(everythingWrong, TODAY)?.message).toBe(
      'Confirm Password does not match. Please try again.',
    );
    expect(firstSubmitProblem({ ...everythingWrong, confirmPassword: GOOD.password }, TODAY)?.message).toBe(
      'Please indicate Gender.',
    );
    expect(firstSubmitProblem({ ...GOOD, month: '', intend: '' }, TODAY)?.message).toBe(
      'Please enter your date of birth to continue.',
    );
    expect(firstSubmitProblem({ ...GOOD, year: '2010', day: '31', intend: '' }, TODAY)?.message).toBe(
      'Sorry. You must be 21 or older to join.',
    );
    expect(firstSubmitProblem({ ...GOOD, month: '2', day: '30', intend: '' }, TODAY)?.message).toBe(
      'Invaild birthday. Please fill in the correct date.',
    );
    expect(firstSubmitProblem({ ...GOOD, intend: '' }, TODAY)?.message).toBe('Please indicate your intend to.');
  });

  it('judges age by the year difference alone, as the spec says', () => {
    expect(firstSubmitProblem({ ...GOOD, year: '2005', month: '12', day: '31' }, TODAY)).toBeNull();
    expect(firstSubmitProblem({ ...GOOD, year: '2006', month: '1', day: '1' }, TODAY)?.check).toBe('minimumAge');
  });

  it('knows leap years: 29 February 2000 is a birthday, 29 February 2001 is not', () => {
    expect(firstSubmitProblem({ ...GOOD, year: '2000', month: '2', day: '29' }, TODAY)).toBeNull();
    expect(firstSubmitProblem({ ...GOOD, year: '2001', month: '2', day: '29' }, TODAY)?.check).toBe(
      'validCalendarDate',
    );
    expect(firstSubmitProblem({ ...GOOD, year: '1990', month: '4', day: '31' }, TODAY)?.check).toBe(
      'validCalendarDate',
    );
  });

  it('sends the birthday as month-year-day and offers the years from now back to 1920', () => {
    expect(dateOfBirthText({ month: '2', day: '29', year: '2000' })).toBe('2-2000-29');
    const years = birthYears(TODAY);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(107);
  });
});

describe('invitation code check and registration outcomes', () => {
  it('lets a valid code through and names each refusal', () => {
    expect(referralCheckProblem({ status: 'success', userId: 'u1' })).toBeNull();
    expect(referralCheckProblem({ status: 'success', userId: null })).toBe(INVALID_REFERRAL_CODE);
    expect(referralCheckProblem({ status: 'invalid' })).toBe('Invalid Referral code');
    expect(referralCheckProblem({ status: 'cancelled' })).toBe('Invalid Referral code');
    expect(referralCheckProblem(null)).toBe('Invalid Referral code');
    expect(referralCheckProblem({ status: 'expired' })).toBe(
      'Your invite code has expired, contact the provider for a new one',
    );
    expect(referralCheckProblem({ status: 'invalidReferralEmail' })).toBe(
      'Please use the email address where you received your invitation to join',
    );
  });

  it("reads each registration status with the spec's message, the server's own message first", () => {
    expect(registrationMessage('email')).toBe('That email address is already registered');
    expect(registrationMessage('loggedIn')).toBe('You are already logged in');
    expect(registrationMessage('other', 'Zip / Postal Code is Invalid')).toBe('Zip / Postal Code is Invalid');
    expect(registrationMessage('unheardOf')).toBe('Something went wrong. Please try again');
  });
});

describe('reset password rules', () => {
  it('wants 8 to 19 characters with an upper-case letter and a number, confirmed, in the server words', () => {
    const messages = (password: string, confirmPassword = password) =>
      fieldMessages(resetPasswordSchema().safeParse({ password, confirmPassword }));
    expect(messages('Newpass2026')).toEqual({});
    expect(messages('Short1A')).toEqual({ password: 'Password must be at least 8 and fewer than 20 characters.' });
    expect(messages('A1234567890123456789')).toEqual({
      password: 'Password must be at least 8 and fewer than 20 characters.',
    });
    expect(messages('newpass2026')).toEqual({
      password: 'Password must contain at least one upper case character.',
    });
    expect(messages('Newpassword')).toEqual({ password: 'Password must contain at least one number.' });
    expect(messages('Newpass2026', 'Newpass2027')).toEqual({
      confirmPassword: 'Confirm Password does not match. Please try again.',
    });
  });
});

describe('return path', () => {
  it('keeps paths on this site and drops anything else', () => {
    expect(safeReturnPath('/users/show/12')).toBe('/users/show/12');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
