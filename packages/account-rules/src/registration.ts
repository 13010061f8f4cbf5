// Registration, sign-in form and password rules: spec 000 §5, §8, §9 and spec 001 §5, §8. The accounts service
// enforces them and the member app shows them, both from this module. Pure: no I/O and no clock (the caller passes
// `today`). Choices the spec leaves open are recorded in
// docs/decisions/0006-registration-validation.md. Each rule answers a failure (a code and its values, see
// failures.ts); the functions that answer English text or FieldErrors are those failures' English.
import {
  fieldErrorsOf,
  fillTemplate,
  messageOf,
  onField,
  RULE_MESSAGES,
  ruleFailure,
  type FieldFailure,
  type RuleCode,
  type RuleFailure,
  type RuleLabel,
} from './failures';

/** One problem with one input field, worded for the member. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec 000 §2, §5, §9)

export const MINIMUM_AGE = 21;
export const EARLIEST_BIRTH_YEAR = 1920;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 255;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
/** Change and reset: "8 to under 20 characters". */
export const NEW_PASSWORD_MAX_LENGTH = 19;
/** The registration screen's default country (spec 000 §9), used when the payload names none. */
export const DEFAULT_COUNTRY_CODE = 'US';
export const GENDERS = ['male', 'female'] as const;
export const INTENTS = ['host', 'travel', 'both'] as const;

export type Gender = (typeof GENDERS)[number];
export type Intent = (typeof INTENTS)[number];

/**
 * The registration payload of spec 000 §3 as it arrives (every field untrusted, possibly absent), plus the
 * confirmation the form collects. An absent `confirmPassword` is "not confirmed", never "confirmed".
 */
export interface RegistrationInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  /** "month-year-day" text, month 1-based, e.g. "2-1990-31"; see `parseDateOfBirth`. */
  dateOfBirth?: string | null;
  /** The invitation code. */
  referralKey?: string | null;
  loginKey?: string | null;
  gender?: string | null;
  intend?: string | null;
  zipCode?: string | null;
  phoneNumber?: string | null;
  countryCode?: string | null;
  dialCode?: string | null;
  socialMediaUrl?: string | null;
  linkedinUrl?: string | null;
  identityAppId?: string | null;
  identityStatus?: string | null;
  accept?: boolean | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Small helpers

type Text = string | null | undefined;

function trimmed(value: Text): string {
  return (value ?? '').trim();
}

function isBlank(value: Text): boolean {
  return trimmed(value) === '';
}

/** Length in Unicode code points, so "Zoë" is 3 and an emoji is 1. */
function lengthOf(value: string): number {
  return [...value].length;
}

function isOneOf<T extends string>(allowed: readonly T[], value: Text): value is T {
  return (allowed as readonly string[]).includes(value ?? '');
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_LABEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_LABEL}$`);

/**
 * A dot-atom local part (at most 64 characters) at a domain of at least two labels whose last label is
 * alphabetic or punycode. No quoted local parts, IP literals or Unicode domains. The value is taken as given:
 * callers trim first.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return localPart.length <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

const EMAIL_FAILURES = {
  required: ruleFailure('emailRequired'),
  tooLong: ruleFailure('tooLong', { label: 'email', max: EMAIL_MAX_LENGTH }),
  invalid: ruleFailure('emailInvalid'),
} as const;

export const EMAIL_MESSAGES = {
  required: EMAIL_FAILURES.required.message,
  tooLong: EMAIL_FAILURES.tooLong.message,
  invalid: EMAIL_FAILURES.invalid.message,
} as const;

/** Required, at most 255 characters, a valid address (trimmed first). */
export function emailFailure(email: Text): RuleFailure | null {
  const value = trimmed(email);
  if (value === '') return EMAIL_FAILURES.required;
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_FAILURES.tooLong;
  return isValidEmail(value) ? null : EMAIL_FAILURES.invalid;
}

export function emailProblem(email: Text): string | null {
  return messageOf(emailFailure(email));
}

// ---------------------------------------------------------------------------------------------------------------
// Date of birth

export type DatePart = 'month' | 'year' | 'day';

export interface ParsedDateOfBirth {
  month: number | null;
  year: number | null;
  day: number | null;
  /** Parts that are absent or blank, in text order. */
  missing: DatePart[];
  /** Parts that are present but not a whole number of 1 to 4 digits, in text order. */
  malformed: DatePart[];
}

const DATE_PART_DIGITS = /^\d{1,4}$/;

/** Splits at the first two hyphens: "2-1990-31" → ["2", "1990", "31"]; anything after them stays in the day. */
function splitDateText(text: string): [string, string, string] {
  const first = text.indexOf('-');
  if (first < 0) return [text, '', ''];
  const second = text.indexOf('-', first + 1);
  if (second < 0) return [text.slice(0, first), text.slice(first + 1), ''];
  return [text.slice(0, first), text.slice(first + 1, second), text.slice(second + 1)];
}

/**
 * Reads the payload's "month-year-day" text (month 1-based, e.g. "2-1990-31"; leading zeros and spaces around a
 * part are allowed). A part left empty ("2--31", "2-1990") is missing; a part that is not digits ("2-19x0-31",
 * "2-1990-31-4") is malformed. Ranges are not checked here: that is the calendar step.
 */
export function parseDateOfBirth(text: string | null | undefined): ParsedDateOfBirth {
  const [month, year, day] = splitDateText(text ?? '');
  const parsed: ParsedDateOfBirth = { month: null, year: null, day: null, missing: [], malformed: [] };
  const parts: [DatePart, string][] = [
    ['month', month],
    ['year', year],
    ['day', day],
  ];
  for (const [part, raw] of parts) {
    const value = raw.trim();
    if (value === '') parsed.missing.push(part);
    else if (!DATE_PART_DIGITS.test(value)) parsed.malformed.push(part);
    else parsed[part] = Number(value);
  }
  return parsed;
}

/** The calendar year of `today`, read in UTC so that the server's answer does not depend on its time zone. */
export function currentYear(today: Date): number {
  if (Number.isNaN(today.getTime())) throw new TypeError('today is not a valid date');
  return today.getUTCFullYear();
}

/**
 * Spec 000 §5: "age at least 21 by year difference". Only the years count, so someone born on 31 December
 * 2005 passes on 1 January 2026 although she is 20: the spec's rule, kept as written.
 */
export function meetsMinimumAgeByYear(birthYear: number, today: Date): boolean {
  return currentYear(today) - birthYear >= MINIMUM_AGE;
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real date whose year the registration screen offers: 1920 up to the current year. */
export function isValidBirthDate(year: number, month: number, day: number, today: Date): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= EARLIEST_BIRTH_YEAR &&
    year <= currentYear(today) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords

type PasswordLabel = Extract<RuleLabel, 'password' | 'confirmPassword'>;

interface PasswordRule {
  test: (password: string) => boolean;
  failure: (label: PasswordLabel) => RuleFailure;
}

function tooShort(label: PasswordLabel): RuleFailure {
  return ruleFailure('passwordTooShort', { label, min: PASSWORD_MIN_LENGTH });
}

const REGISTRATION_PASSWORD_RULES: readonly PasswordRule[] = [
  { test: (p) => lengthOf(p) >= PASSWORD_MIN_LENGTH, failure: tooShort },
  {
    test: (p) => lengthOf(p) <= PASSWORD_MAX_LENGTH,
    failure: (label) => ruleFailure('tooLong', { label, max: PASSWORD_MAX_LENGTH }),
  },
  { test: (p) => /[0-9]/.test(p), failure: (label) => ruleFailure('passwordNeedsNumber', { label }) },
  { test: (p) => /\p{Ll}/u.test(p), failure: (label) => ruleFailure('passwordNeedsLowercase', { label }) },
  { test: (p) => /\p{Lu}/u.test(p), failure: (label) => ruleFailure('passwordNeedsUppercase', { label }) },
];

const NEW_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    test: (p) => lengthOf(p) >= PASSWORD_MIN_LENGTH && lengthOf(p) <= NEW_PASSWORD_MAX_LENGTH,
    failure: (label) =>
      ruleFailure('newPasswordLength', { label, min: PASSWORD_MIN_LENGTH, limit: NEW_PASSWORD_MAX_LENGTH + 1 }),
  },
  { test: (p) => /\p{Lu}/u.test(p), failure: (label) => ruleFailure('newPasswordNeedsUppercase', { label }) },
  { test: (p) => /[0-9]/.test(p), failure: (label) => ruleFailure('passwordNeedsNumber', { label }) },
];

function firstBrokenRule(rules: readonly PasswordRule[], password: string, label: PasswordLabel): RuleFailure | null {
  const broken = rules.find((rule) => !rule.test(password));
  return broken ? broken.failure(label) : null;
}

/** The mismatch text of spec 000 §5, used wherever a confirmation differs from its password. */
export const PASSWORD_MISMATCH_MESSAGE = RULE_MESSAGES.passwordMismatch;

export const PASSWORD_MESSAGES = {
  required: RULE_MESSAGES.passwordRequired,
  confirmRequired: RULE_MESSAGES.confirmPasswordRequired,
  sameAsOld: RULE_MESSAGES.passwordSameAsOld,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Registration fields (spec 000 §5 "Registration fields")

export type RegistrationField =
  'referralKey' | 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'zipCode' | 'phoneNumber';

/** Whether `zip` fits the postal format of `countryCode`; owned by the postal-code module and injected here. */
export type PostalCodeCheck = (countryCode: string, zip: string) => boolean;

export interface RegistrationFieldDeps {
  isPostalCodeValid: PostalCodeCheck;
}

const HAS_LETTER = /\p{L}/u;
/** C0 controls (NUL included), DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;
/** Bidi embeddings, overrides, isolates and the two direction marks: they make a name read differently than it is. */
const DIRECTION_CHARACTER = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether a one-line name holds a character a reader cannot see or that reorders what she sees. */
export function hasHiddenCharacters(name: string): boolean {
  return CONTROL_CHARACTER.test(name) || DIRECTION_CHARACTER.test(name);
}

/** The name fields' message for such a character (the gateway's NUL guard in service-kit words it the same way). */
export const hiddenCharactersMessage = (label: string) => fillTemplate(RULE_MESSAGES.nameHiddenCharacters, { label });

/**
 * Spec 000 §5 "First and last name": required, must contain a letter, at most 50 characters, and (ours) no control
 * or text-direction characters. Shared by the profile edit and the accounts admins and hosts create.
 */
export function nameFailure(value: Text, label: RuleLabel): RuleFailure | null {
  const name = trimmed(value);
  if (name === '') return ruleFailure('nameRequired', { label });
  if (hasHiddenCharacters(name)) return ruleFailure('nameHiddenCharacters', { label });
  if (!HAS_LETTER.test(name)) return ruleFailure('nameNeedsLetter', { label });
  if (lengthOf(name) > NAME_MAX_LENGTH) return ruleFailure('tooLong', { label, max: NAME_MAX_LENGTH });
  return null;
}

export function nameProblem(value: Text, label: RuleLabel): string | null {
  return messageOf(nameFailure(value, label));
}

/** The codes of the fields that are only required: a blank value fails with the code's (value-free) text. */
export type RequiredCode = Extract<RuleCode, 'referralKeyRequired' | 'phoneNumberRequired' | 'zipRequired'>;

export function requiredFailure(value: Text, code: RequiredCode): RuleFailure | null {
  return isBlank(value) ? ruleFailure(code) : null;
}

export function requiredProblem(value: Text, message: string): string | null {
  return isBlank(value) ? message : null;
}

/** Registration's password strength (spec 000 §5), or "Password is required." */
export function passwordFailure(password: Text): RuleFailure | null {
  if (!password) return ruleFailure('passwordRequired');
  return firstBrokenRule(REGISTRATION_PASSWORD_RULES, password, 'password');
}

export function passwordProblem(password: Text): string | null {
  return messageOf(passwordFailure(password));
}

/** The confirmation: required, the same strength, then equal to the password. */
export function confirmPasswordFailure(confirmPassword: Text, password: Text): RuleFailure | null {
  if (!confirmPassword) return ruleFailure('confirmPasswordRequired');
  const weak = firstBrokenRule(REGISTRATION_PASSWORD_RULES, confirmPassword, 'confirmPassword');
  if (weak) return weak;
  return confirmPassword === password ? null : ruleFailure('passwordMismatch');
}

export function confirmPasswordProblem(confirmPassword: Text, password: Text): string | null {
  return messageOf(confirmPasswordFailure(confirmPassword, password));
}

/** The two required fields that have no other rule here. */
export const FIELD_MESSAGES = {
  referralKeyRequired: RULE_MESSAGES.referralKeyRequired,
  phoneNumberRequired: RULE_MESSAGES.phoneNumberRequired,
} as const;

export const ZIP_MESSAGES = {
  required: RULE_MESSAGES.zipRequired,
  invalid: RULE_MESSAGES.zipInvalid,
} as const;

/** Required, and in the postal format of the chosen country (US when none is chosen). */
export function zipFailure(
  input: Pick<RegistrationInput, 'zipCode' | 'countryCode'>,
  isPostalCodeValid: PostalCodeCheck,
): RuleFailure | null {
  const zip = trimmed(input.zipCode);
  if (zip === '') return ruleFailure('zipRequired');
  const country = trimmed(input.countryCode) || DEFAULT_COUNTRY_CODE;
  return isPostalCodeValid(country, zip) ? null : ruleFailure('zipInvalid');
}

export function zipProblem(
  input: Pick<RegistrationInput, 'zipCode' | 'countryCode'>,
  isPostalCodeValid: PostalCodeCheck,
): string | null {
  return messageOf(zipFailure(input, isPostalCodeValid));
}

/**
 * The field rules of spec 000 §5, at most one failure per field (its first broken rule), in the form's order.
 * An empty list means every field is acceptable; the submit-time checks are separate (`submitTimeChecks`).
 */
export function registrationFieldFailures(
  input: RegistrationInput,
  deps: RegistrationFieldDeps,
): FieldFailure<RegistrationField>[] {
  return [
    ...onField('referralKey', requiredFailure(input.referralKey, 'referralKeyRequired')),
    ...onField('firstName', nameFailure(input.firstName, 'firstName')),
    ...onField('lastName', nameFailure(input.lastName, 'lastName')),
    ...onField('email', emailFailure(input.email)),
    ...onField('password', passwordFailure(input.password)),
    ...onField('confirmPassword', confirmPasswordFailure(input.confirmPassword, input.password)),
    ...onField('zipCode', zipFailure(input, deps.isPostalCodeValid)),
    ...onField('phoneNumber', requiredFailure(input.phoneNumber, 'phoneNumberRequired')),
  ];
}

/** The field rules' English, as the server answers them: at most one message per field, in the form's order. */
export function validateRegistrationFields(
  input: RegistrationInput,
  deps: RegistrationFieldDeps,
): FieldError<RegistrationField>[] {
  return fieldErrorsOf(registrationFieldFailures(input, deps));
}

// ---------------------------------------------------------------------------------------------------------------
// Submit-time checks (spec 000 §5 "Submit-time checks, in order")

/** The checks in the spec's order; `submitTimeChecks` reports the first that fails. */
export const SUBMIT_CHECKS = [
  'passwordsMatch',
  'genderChosen',
  'dateOfBirthGiven',
  'minimumAge',
  'validCalendarDate',
  'intentChosen',
] as const;

export type SubmitCheck = (typeof SUBMIT_CHECKS)[number];

/** Each check's failure code; its text is word for word from the spec ("Invaild", "intend to"). */
export const SUBMIT_CHECK_CODES = {
  passwordsMatch: 'passwordMismatch',
  genderChosen: 'genderMissing',
  dateOfBirthGiven: 'dateOfBirthMissing',
  minimumAge: 'tooYoung',
  validCalendarDate: 'invalidBirthday',
  intentChosen: 'intentMissing',
} as const satisfies Record<SubmitCheck, RuleCode>;

/** Word for word from the spec, including its spelling ("Invaild", "intend to"). */
export const SUBMIT_CHECK_MESSAGES: Readonly<Record<SubmitCheck, string>> = {
  passwordsMatch: RULE_MESSAGES[SUBMIT_CHECK_CODES.passwordsMatch],
  genderChosen: RULE_MESSAGES[SUBMIT_CHECK_CODES.genderChosen],
  dateOfBirthGiven: RULE_MESSAGES[SUBMIT_CHECK_CODES.dateOfBirthGiven],
  minimumAge: RULE_MESSAGES[SUBMIT_CHECK_CODES.minimumAge],
  validCalendarDate: RULE_MESSAGES[SUBMIT_CHECK_CODES.validCalendarDate],
  intentChosen: RULE_MESSAGES[SUBMIT_CHECK_CODES.intentChosen],
};

export interface SubmitCheckFailure {
  check: SubmitCheck;
  message: string;
}

interface CheckContext {
  input: RegistrationInput;
  birth: ParsedDateOfBirth;
  today: Date;
}

function hasCalendarDate({ birth, today }: CheckContext): boolean {
  const { year, month, day } = birth;
  return year !== null && month !== null && day !== null && isValidBirthDate(year, month, day, today);
}

const CHECK_PASSES: Readonly<Record<SubmitCheck, (context: CheckContext) => boolean>> = {
  passwordsMatch: ({ input }) => (input.password ?? '') === (input.confirmPassword ?? ''),
  genderChosen: ({ input }) => isOneOf(GENDERS, input.gender),
  dateOfBirthGiven: ({ birth }) => birth.missing.length === 0,
  // A year that is not a number cannot be judged by age; the calendar step rejects it.
  minimumAge: ({ birth, today }) => birth.year === null || meetsMinimumAgeByYear(birth.year, today),
  validCalendarDate: hasCalendarDate,
  intentChosen: ({ input }) => isOneOf(INTENTS, input.intend),
};

/**
 * Runs the submit-time checks in the spec's order and returns the first failure (the screen shows one message
 * at a time), or null when all pass. Gender must be exactly "male" or "female" and intent "host", "travel" or
 * "both". The invitation-code check with the server, and refusing signed-in users, come after and are not here.
 */
export function submitTimeChecks(input: RegistrationInput, today: Date): SubmitCheckFailure | null {
  const context: CheckContext = { input, birth: parseDateOfBirth(input.dateOfBirth), today };
  const failed = SUBMIT_CHECKS.find((check) => !CHECK_PASSES[check](context));
  return failed === undefined ? null : { check: failed, message: SUBMIT_CHECK_MESSAGES[failed] };
}

/** The first submit-time check that fails, as a failure (its code is the check's in SUBMIT_CHECK_CODES), or null. */
export function submitTimeFailure(input: RegistrationInput, today: Date): RuleFailure | null {
  const failed = submitTimeChecks(input, today);
  return failed ? ruleFailure(SUBMIT_CHECK_CODES[failed.check]) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Registration outcomes (spec 000 §4, §8)

export const REGISTRATION_STATUSES = [
  'success',
  'email',
  'loggedIn',
  'adminLoggedIn',
  'invalidReferralEmail',
  'invalidReferral',
  'other',
] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * The member-facing text of each registration status, plus `invalidReferralCode` for an invitation code the
 * check does not find, finds cancelled, or finds without identifiers. The spec gives no text for success.
 */
export const REGISTRATION_MESSAGES: Readonly<Record<RegistrationStatus | 'invalidReferralCode', string>> = {
  success: 'Welcome! Your account has been created.',
  email: 'That email address is already registered',
  loggedIn: 'You are already logged in',
  adminLoggedIn: "You are logged in as admin, you can't perform this action!",
  invalidReferralEmail: 'Please use the email address where you received your invitation to join',
  invalidReferral: 'Your invite code has expired, contact the provider for a new one',
  other: 'Something went wrong. Please try again',
  invalidReferralCode: 'Invalid Referral code',
};

/** The text for a status; any status the spec does not name reads as `other` ("any other status"). */
export function registrationMessage(status: string): string {
  return isRegistrationMessageKey(status) ? REGISTRATION_MESSAGES[status] : REGISTRATION_MESSAGES.other;
}

function isRegistrationMessageKey(status: string): status is keyof typeof REGISTRATION_MESSAGES {
  return Object.hasOwn(REGISTRATION_MESSAGES, status);
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in form (spec 000 §5 "Login"); the statuses and their messages are login-status.ts

/** Spec 000 §5 "Login": e-mail required and valid; password required, at least 8 characters. */
export function validateLoginInput(email: Text, password: Text): FieldError<'email' | 'password'>[] {
  return fieldErrorsOf<'email' | 'password'>([
    ...onField('email', emailFailure(email)),
    ...onField('password', loginPasswordFailure(password)),
  ]);
}

/** Spec 000 §5 "Login": required, at least 8 characters, whatever its strength. */
export function loginPasswordFailure(password: Text): RuleFailure | null {
  if (!password) return ruleFailure('passwordRequired');
  return lengthOf(password) >= PASSWORD_MIN_LENGTH ? null : tooShort('password');
}

export function loginPasswordProblem(password: Text): string | null {
  return messageOf(loginPasswordFailure(password));
}

// ---------------------------------------------------------------------------------------------------------------
// Password change and reset (spec 001 §5 "Profile and password")

export interface NewPasswordInput {
  password?: string | null;
  confirmPassword?: string | null;
  /** The current password when the member typed it (change); absent on reset. */
  oldPassword?: string | null;
}

/**
 * 8 to under 20 characters, an upper-case letter and a number, different from the old password (when given),
 * equal to its confirmation. At most one message per field.
 */
export function validateNewPassword(input: NewPasswordInput): FieldError<'password' | 'confirmPassword'>[] {
  return fieldErrorsOf(newPasswordFailures(input));
}

/** The change and reset rules as failures, at most one per field. */
export function newPasswordFailures(input: NewPasswordInput): FieldFailure<'password' | 'confirmPassword'>[] {
  return [
    ...onField('password', newPasswordFailure(input)),
    ...onField('confirmPassword', newPasswordConfirmationFailure(input)),
  ];
}

/** Change and reset: 8 to under 20 characters, an upper-case letter and a number, not the old password. */
export function newPasswordFailure({ password, oldPassword }: NewPasswordInput): RuleFailure | null {
  if (!password) return ruleFailure('passwordRequired');
  const weak = firstBrokenRule(NEW_PASSWORD_RULES, password, 'password');
  if (weak) return weak;
  return oldPassword && password === oldPassword ? ruleFailure('passwordSameAsOld') : null;
}

export function newPasswordProblem(input: NewPasswordInput): string | null {
  return messageOf(newPasswordFailure(input));
}

/** The confirmation of a new password: given, and equal to it. */
export function newPasswordConfirmationFailure({ password, confirmPassword }: NewPasswordInput): RuleFailure | null {
  if (!confirmPassword) return ruleFailure('confirmPasswordRequired');
  return confirmPassword === password ? null : ruleFailure('passwordMismatch');
}
