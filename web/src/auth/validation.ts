// The accounts forms' client rules (spec 000 §5, §8; spec 001 §5): the rules and texts are @golightly/account-rules,
// the module the accounts service enforces, so the member reads the same message before and after a round trip. This
// file only fits them to react-hook-form (zod schemas) and to the form's separate birthday selects. The server checks
// everything again; these only spare a request. Each schema words the rules' failures with the RuleText it is given
// (useRuleText() on a screen, so in her language; English by default). Choices: docs/decisions/0006 and 0012.
import {
  confirmPasswordFailure,
  EARLIEST_BIRTH_YEAR,
  emailFailure,
  isLoginSuccess,
  loginMessage as loginStatusMessage,
  loginPasswordFailure,
  nameFailure,
  newPasswordFailure,
  passwordFailure,
  REGISTRATION_MESSAGES,
  registrationMessage as registrationStatusMessage,
  requiredFailure,
  ruleFailure,
  SUBMIT_CHECK_CODES,
  submitTimeChecks,
  type RuleFailure,
  type SubmitCheck,
} from '@golightly/account-rules';
import { z } from 'zod';
import { inEnglish, type RuleText } from '../i18n/rule-texts';

export {
  EARLIEST_BIRTH_YEAR,
  emailFailure,
  isValidEmail,
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  REGISTRATION_MESSAGES,
  SUBMIT_CHECK_MESSAGES,
  type SubmitCheck,
} from '@golightly/account-rules';

// ---------------------------------------------------------------------------------------------------------------
// Zod schemas for react-hook-form: one message per field, its first broken rule.

/** A string field whose message is the failure a rule finds in it (none when fine), worded by `say`. */
export function checked(failureOf: (value: string) => RuleFailure | null, say: RuleText) {
  return z.string().superRefine((value, ctx) => {
    const failure = failureOf(value);
    if (failure) ctx.addIssue({ code: 'custom', message: say(failure) });
  });
}

/** Spec 000 §5 "Login": e-mail required and valid; password required, at least 8 characters. */
export function loginSchema(say: RuleText = inEnglish) {
  return z.object({ email: checked(emailFailure, say), password: checked(loginPasswordFailure, say) });
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/** Spec 000 §5 "Forgot password": e-mail required and valid. */
export function forgotPasswordSchema(say: RuleText = inEnglish) {
  return z.object({ email: checked(emailFailure, say) });
}
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchema>>;

/** The reset form: the new-password rule on both, then equal. */
export function resetPasswordSchema(say: RuleText = inEnglish) {
  return z
    .object({
      // Reset and change (spec 001 §5): 8 to 19 characters, an upper-case letter and a number.
      password: checked((password) => newPasswordFailure({ password }), say),
      confirmPassword: checked((value) => (value === '' ? ruleFailure('confirmPasswordRequired') : null), say),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: say(ruleFailure('passwordMismatch')),
    });
}
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

/**
 * Spec 000 §5 "Registration fields". The confirmation's equality is left to the first submit-time check, so the
 * member reads the spec's mismatch message in the spec's order. Gender, intent and birthday are not field rules:
 * the submit-time checks own them. The ZIP's postal format is checked by the server only (the formats stay there).
 */
export function registrationSchema(say: RuleText = inEnglish) {
  return z.object({
    referralKey: checked((value) => requiredFailure(value, 'referralKeyRequired'), say),
    firstName: checked((value) => nameFailure(value, 'firstName'), say),
    lastName: checked((value) => nameFailure(value, 'lastName'), say),
    email: checked(emailFailure, say),
    password: checked(passwordFailure, say),
    // Compared with itself: its strength here, its equality in the submit-time checks.
    confirmPassword: checked((value) => confirmPasswordFailure(value, value), say),
    countryCode: z.string(),
    zipCode: checked((value) => requiredFailure(value, 'zipRequired'), say),
    phoneNumber: checked((value) => requiredFailure(value, 'phoneNumberRequired'), say),
    gender: z.string(),
    intend: z.string(),
    month: z.string(),
    day: z.string(),
    year: z.string(),
  });
}
export type RegistrationValues = z.infer<ReturnType<typeof registrationSchema>>;

/** The registration form's fields, as the server's fieldErrors name them. */
export const REGISTRATION_FIELDS: ReadonlySet<string> = new Set(Object.keys(registrationSchema().shape));

// ---------------------------------------------------------------------------------------------------------------
// Submit-time checks (spec 000 §5, in order, word for word including "Invaild" and "intend to")

/** The payload's "month-year-day" text with a 1-based month (decision 0006). */
export function dateOfBirthText(values: Pick<RegistrationValues, 'month' | 'day' | 'year'>): string {
  return `${values.month}-${values.year}-${values.day}`;
}

type SubmitInput = Pick<
  RegistrationValues,
  'password' | 'confirmPassword' | 'gender' | 'intend' | 'month' | 'day' | 'year'
>;

/** The first failing check in the spec's order (which check, and its failure), or null: the server's own checks. */
export function firstSubmitProblem(values: SubmitInput, today: Date): (RuleFailure & { check: SubmitCheck }) | null {
  const failed = submitTimeChecks({ ...values, dateOfBirth: dateOfBirthText(values) }, today);
  return failed ? { ...ruleFailure(SUBMIT_CHECK_CODES[failed.check]), check: failed.check } : null;
}

/** The birthday selectors' years: the current year back to 1920 (spec 000 §2). */
export function birthYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= EARLIEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

// ---------------------------------------------------------------------------------------------------------------
// Server outcomes (spec 000 §8). The server's errorMessage wins when it sends one; these cover its absence.

export const INVALID_REFERRAL_CODE = REGISTRATION_MESSAGES.invalidReferralCode;

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
  return errorMessage || registrationStatusMessage(status);
}

/** Whether userLogin's status signed her in (member, admin or co-host): the one login-status model. */
export const isSignedInStatus = isLoginSuccess;

/** The form error for a failed sign-in: the server's own words first, else the model's text for the status. */
export function loginMessage(status: string, errorMessage?: string | null): string {
  return errorMessage || loginStatusMessage(status) || loginStatusMessage('other')!;
}
