// The accounts forms' client rules (spec 000 §5, §8; spec 001 §5): the rules and texts are @golightly/account-rules,
// the module the accounts service enforces, so the member reads the same message before and after a round trip. This
// file only fits them to react-hook-form (zod schemas) and to the form's separate birthday selects. The server checks
// everything again; these only spare a request. Choices: docs/decisions/0006 and 0012.
import {
  confirmPasswordProblem,
  EARLIEST_BIRTH_YEAR,
  emailProblem,
  FIELD_MESSAGES,
  isLoginSuccess,
  loginMessage as loginStatusMessage,
  loginPasswordProblem,
  nameProblem,
  newPasswordProblem as newPasswordRuleProblem,
  PASSWORD_MESSAGES,
  PASSWORD_MISMATCH_MESSAGE,
  passwordProblem,
  REGISTRATION_MESSAGES,
  registrationMessage as registrationStatusMessage,
  requiredProblem,
  submitTimeChecks,
  ZIP_MESSAGES,
  type SubmitCheckFailure,
} from '@golightly/account-rules';
import { z } from 'zod';

export {
  EARLIEST_BIRTH_YEAR,
  emailProblem,
  isValidEmail,
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  REGISTRATION_MESSAGES,
  SUBMIT_CHECK_MESSAGES,
  type SubmitCheck,
} from '@golightly/account-rules';

/** Reset and change (spec 001 §5): 8 to 19 characters, an upper-case letter and a number. */
export function newPasswordProblem(password: string): string | null {
  return newPasswordRuleProblem({ password });
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

/** Spec 000 §5 "Login": e-mail required and valid; password required, at least 8 characters. */
export const loginSchema = z.object({ email: checked(emailProblem), password: checked(loginPasswordProblem) });
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec 000 §5 "Forgot password": e-mail required and valid. */
export const forgotPasswordSchema = z.object({ email: checked(emailProblem) });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The reset form: the new-password rule on both, then equal. */
export const resetPasswordSchema = z
  .object({
    password: checked(newPasswordProblem),
    confirmPassword: checked((value) => (value === '' ? PASSWORD_MESSAGES.confirmRequired : null)),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/**
 * Spec 000 §5 "Registration fields". The confirmation's equality is left to the first submit-time check, so the
 * member reads the spec's mismatch message in the spec's order. Gender, intent and birthday are not field rules:
 * the submit-time checks own them. The ZIP's postal format is checked by the server only (the formats stay there).
 */
export const registrationSchema = z.object({
  referralKey: checked((value) => requiredProblem(value, FIELD_MESSAGES.referralKeyRequired)),
  firstName: checked((value) => nameProblem(value, 'First name')),
  lastName: checked((value) => nameProblem(value, 'Last name')),
  email: checked(emailProblem),
  password: checked(passwordProblem),
  // Compared with itself: its strength here, its equality in the submit-time checks.
  confirmPassword: checked((value) => confirmPasswordProblem(value, value)),
  countryCode: z.string(),
  zipCode: checked((value) => requiredProblem(value, ZIP_MESSAGES.required)),
  phoneNumber: checked((value) => requiredProblem(value, FIELD_MESSAGES.phoneNumberRequired)),
  gender: z.string(),
  intend: z.string(),
  month: z.string(),
  day: z.string(),
  year: z.string(),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;

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

/** The first failing check in the spec's order, or null: the server's own checks, on the form's values. */
export function firstSubmitProblem(values: SubmitInput, today: Date): SubmitCheckFailure | null {
  return submitTimeChecks({ ...values, dateOfBirth: dateOfBirthText(values) }, today);
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
