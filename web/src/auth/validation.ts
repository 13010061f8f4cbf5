// The accounts forms' client rules (spec 000 §5, §8; spec 001 §5), mirroring the accounts service's
// domain/registration.ts word for word so the member reads the same message before and after a round trip.
// The server checks everything again; these only spare a request. Choices: docs/decisions/0006 and 0012.
import { z } from 'zod';

export const MINIMUM_AGE = 21;
export const EARLIEST_BIRTH_YEAR = 1920;
const NAME_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 255;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 100;
const NEW_PASSWORD_MAX_LENGTH = 19;

/** Length in code points, as the server counts. */
const lengthOf = (value: string) => [...value].length;

// ---------------------------------------------------------------------------------------------------------------
// E-mail

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_LABEL}$`);

export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export const EMAIL_MESSAGES = {
  required: 'Email is required.',
  invalid: "Invalid Email. Please make sure it's typed in correctly.",
} as const;

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_MESSAGES.required;
  return isValidEmail(email) ? null : EMAIL_MESSAGES.invalid;
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords

export const PASSWORD_MISMATCH_MESSAGE = 'Confirm Password does not match. Please try again.';

type Rule = [test: (password: string) => boolean, message: (label: string) => string];

const REGISTRATION_PASSWORD_RULES: Rule[] = [
  [(p) => lengthOf(p) >= PASSWORD_MIN_LENGTH, (l) => `${l} must be at least ${PASSWORD_MIN_LENGTH} characters.`],
  [(p) => lengthOf(p) <= PASSWORD_MAX_LENGTH, (l) => `${l} must be at most ${PASSWORD_MAX_LENGTH} characters.`],
  [(p) => /[0-9]/.test(p), (l) => `${l} must contain at least one number.`],
  [(p) => /\p{Ll}/u.test(p), (l) => `${l} must contain at least one lowercase letter.`],
  [(p) => /\p{Lu}/u.test(p), (l) => `${l} must contain at least one uppercase letter.`],
];

const NEW_PASSWORD_RULES: Rule[] = [
  [
    (p) => lengthOf(p) >= PASSWORD_MIN_LENGTH && lengthOf(p) <= NEW_PASSWORD_MAX_LENGTH,
    (l) => `${l} must be at least ${PASSWORD_MIN_LENGTH} and fewer than 20 characters.`,
  ],
  [(p) => /\p{Lu}/u.test(p), (l) => `${l} must contain at least one upper case character.`],
  [(p) => /[0-9]/.test(p), (l) => `${l} must contain at least one number.`],
];

function firstBroken(rules: Rule[], password: string, label: string): string | null {
  const broken = rules.find(([test]) => !test(password));
  return broken ? broken[1](label) : null;
}

export function registrationPasswordProblem(password: string, label = 'Password'): string | null {
  if (password === '') return label === 'Password' ? 'Password is required.' : 'Please confirm your password.';
  return firstBroken(REGISTRATION_PASSWORD_RULES, password, label);
}

/** Reset and change (spec 001 §5): 8 to 19 characters, an upper-case letter and a number. */
export function newPasswordProblem(password: string, label = 'New password'): string | null {
  if (password === '') return `${label} is required.`;
  return firstBroken(NEW_PASSWORD_RULES, password, label);
}

// ---------------------------------------------------------------------------------------------------------------
// Zod schemas for react-hook-form: one message per field, its first broken rule.

/** A string field whose message comes from a problem function (null when fine). */
function checked(problem: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

function nameProblem(label: string) {
  return (value: string): string | null => {
    const name = value.trim();
    if (name === '') return `${label} is required.`;
    if (!/\p{L}/u.test(name)) return `${label} must contain a letter.`;
    if (lengthOf(name) > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
    return null;
  };
}

function required(message: string) {
  return (value: string) => (value.trim() === '' ? message : null);
}

/** Spec 000 §5 "Login": e-mail required and valid; password required, at least 8 characters. */
export const loginSchema = z.object({
  email: checked(emailProblem),
  password: checked((value) => {
    if (value === '') return 'Password is required.';
    return lengthOf(value) < PASSWORD_MIN_LENGTH
      ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`
      : null;
  }),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec 000 §5 "Forgot password": e-mail required and valid. */
export const forgotPasswordSchema = z.object({ email: checked(emailProblem) });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The reset form: the new-password rule on both, then equal. */
export const resetPasswordSchema = z
  .object({
    password: checked((value) => newPasswordProblem(value)),
    confirmPassword: checked((value) => (value === '' ? 'Please confirm your password.' : null)),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/**
 * Spec 000 §5 "Registration fields". The confirmation's equality is left to the first submit-time check, so the
 * member reads the spec's mismatch message in the spec's order. Gender, intent and birthday are not field rules:
 * the submit-time checks own them.
 */
export const registrationSchema = z.object({
  referralKey: checked(required('Invitation code is required.')),
  firstName: checked(nameProblem('First name')),
  lastName: checked(nameProblem('Last name')),
  email: checked(emailProblem),
  password: checked((value) => registrationPasswordProblem(value)),
  confirmPassword: checked((value) => registrationPasswordProblem(value, 'Confirm password')),
  countryCode: z.string(),
  zipCode: checked(required('Zip / Postal Code is required')),
  phoneNumber: checked(required('Phone number is required.')),
  gender: z.string(),
  intend: z.string(),
  month: z.string(),
  day: z.string(),
  year: z.string(),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Submit-time checks (spec 000 §5, in order, word for word including "Invaild" and "intend to")

export const SUBMIT_CHECK_MESSAGES = {
  passwordsMatch: PASSWORD_MISMATCH_MESSAGE,
  genderChosen: 'Please indicate Gender.',
  dateOfBirthGiven: 'Please enter your date of birth to continue.',
  minimumAge: 'Sorry. You must be 21 or older to join.',
  validCalendarDate: 'Invaild birthday. Please fill in the correct date.',
  intentChosen: 'Please indicate your intend to.',
} as const;

export type SubmitCheck = keyof typeof SUBMIT_CHECK_MESSAGES;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

type SubmitInput = Pick<
  RegistrationValues,
  'password' | 'confirmPassword' | 'gender' | 'intend' | 'month' | 'day' | 'year'
>;

/** The first failing check in the spec's order, or null. The year is read in UTC, as the server does. */
export function firstSubmitProblem(values: SubmitInput, today: Date): { check: SubmitCheck; message: string } | null {
  const month = Number(values.month);
  const day = Number(values.day);
  const year = Number(values.year);
  const currentYear = today.getUTCFullYear();
  const passes: Record<SubmitCheck, () => boolean> = {
    passwordsMatch: () => values.password === values.confirmPassword,
    genderChosen: () => values.gender === 'male' || values.gender === 'female',
    dateOfBirthGiven: () => values.month !== '' && values.day !== '' && values.year !== '',
    minimumAge: () => currentYear - year >= MINIMUM_AGE,
    validCalendarDate: () =>
      Number.isInteger(year) &&
      Number.isInteger(month) &&
      Number.isInteger(day) &&
      year >= EARLIEST_BIRTH_YEAR &&
      year <= currentYear &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= daysInMonth(year, month),
    intentChosen: () => ['host', 'travel', 'both'].includes(values.intend),
  };
  const failed = (Object.keys(SUBMIT_CHECK_MESSAGES) as SubmitCheck[]).find((check) => !passes[check]());
  return failed ? { check: failed, message: SUBMIT_CHECK_MESSAGES[failed] } : null;
}

/** The payload's "month-year-day" text with a 1-based month (decision 0006). */
export function dateOfBirthText(values: Pick<RegistrationValues, 'month' | 'day' | 'year'>): string {
  return `${values.month}-${values.year}-${values.day}`;
}

/** The birthday selectors' years: the current year back to 1920 (spec 000 §2). */
export function birthYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= EARLIEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

// ---------------------------------------------------------------------------------------------------------------
// Server outcomes (spec 000 §8). The server's errorMessage wins when it sends one; these cover its absence.

export const REGISTRATION_MESSAGES = {
  email: 'That email address is already registered',
  loggedIn: 'You are already logged in',
  adminLoggedIn: "You are logged in as admin, you can't perform this action!",
  invalidReferralEmail: 'Please use the email address where you received your invitation to join',
  invalidReferral: 'Your invite code has expired, contact the provider for a new one',
  other: 'Something went wrong. Please try again',
} as const;

export const INVALID_REFERRAL_CODE = 'Invalid Referral code';

/**
 * What the invitation-code check means before submitting: null when the code may be used. A missing, invalid or
 * cancelled code reads "Invalid Referral code" (§8); an expired or used-up one the invalidReferral text; an
 * invitation sent to another address the invalidReferralEmail text.
 */
export function referralCheckProblem(
  check: { status: string; userId?: string | null } | null | undefined,
): string | null {
  if (!check) return INVALID_REFERRAL_CODE;
  if (check.status === 'success') return check.userId ? null : INVALID_REFERRAL_CODE;
  if (check.status === 'limitExpired' || check.status === 'expired') return REGISTRATION_MESSAGES.invalidReferral;
  if (check.status === 'invalidReferralEmail') return REGISTRATION_MESSAGES.invalidReferralEmail;
  return INVALID_REFERRAL_CODE;
}

export function registrationMessage(status: string, errorMessage?: string | null): string {
  const known: Record<string, string | undefined> = REGISTRATION_MESSAGES;
  return errorMessage || known[status] || REGISTRATION_MESSAGES.other;
}

export const LOGIN_MESSAGES = {
  email: 'No account exists for this email',
  password: 'Wrong password. Please try again or reset your password.',
  loggedIn: 'You are already logged in',
  adminLoggedIn: "You are logged in as admin, you can't perform this action!",
  memberNotVerified: "We're sorry, your membership has not been verified yet. We will email you once it is approved.",
  other: 'Something went wrong. Please try again',
} as const;

export const LOGIN_SUCCESS_STATUSES = ['success', 'admin', 'secondary'];

export function loginMessage(status: string, errorMessage?: string | null): string {
  const known: Record<string, string | undefined> = LOGIN_MESSAGES;
  return errorMessage || known[status] || LOGIN_MESSAGES.other;
}
