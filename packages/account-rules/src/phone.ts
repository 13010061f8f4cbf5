// Phone rules both sides share: the phone-verification exemption (+971 in the Emirates, spec 000 §4, §9), the
// verification code's form (4 digits, spec 001 §5) and the texts a member reads about her number. Splitting a number
// into dial code and significant number needs the numbering plans and stays in the accounts service. Pure: no I/O.
import { messageOf, RULE_MESSAGES, ruleFailure, type RuleFailure } from './failures';

/** The service's answer to a number that belongs to no country (its phone.ts splits numbers). */
export const INVALID_PHONE_NUMBER = RULE_MESSAGES.phoneNumberInvalid;

/** Digits in a verification code. */
export const CODE_LENGTH = 4;

export const PHONE_MESSAGES = {
  required: RULE_MESSAGES.phoneNumberMissing,
  format: RULE_MESSAGES.phoneNumberFormat,
} as const;

/** The verification's outcomes as the service words them; only `malformed` is a rule on what she typed. */
export const PHONE_CODE_MESSAGES = {
  sent: 'We sent a 4-digit code to your phone. Enter it to verify your number.',
  tooManyRequests: 'You asked for too many codes. Please wait an hour and try again.',
  malformed: RULE_MESSAGES.codeMalformed,
  noCode: 'Please ask for a verification code first.',
  wrong: 'That code is not right. Please check it and try again.',
  expired: 'That code has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  alreadyVerified: 'This phone number is already verified.',
} as const;

/** The country codes that name the Emirates: its ISO code and the alias the spec uses (spec 000 §5, §9). */
const EMIRATES = new Set(['AE', 'UAE']);

/** Members on a +971 number in the Emirates are not sent to verify their phone (spec 000 §4, §9). */
export function isPhoneGateExempt(
  dialCode: string | null | undefined,
  countryCode: string | null | undefined,
): boolean {
  const dial = (dialCode ?? '').trim().replace(/^\+?/, '+');
  return dial === '+971' && EMIRATES.has((countryCode ?? '').trim().toUpperCase());
}

/** Four ASCII digits, after trimming; a code typed with spaces or dashes ("12 34") is accepted. */
export function normaliseCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The code field: null when the server will read it as a code, else the failure the server would answer. */
export function codeFailure(value: string): RuleFailure | null {
  return normaliseCode(value) === null ? ruleFailure('codeMalformed') : null;
}

export function codeProblem(value: string): string | null {
  return messageOf(codeFailure(value));
}

/**
 * The phone field of the verification dialog (spec 001 §5 "phone without dashes or spaces"): 4 to 15 digits.
 * The server is more lenient (it parses any written form of a valid number), so this only asks for the spec's form.
 */
export function phoneNumberFailure(value: string): RuleFailure | null {
  const phone = value.trim();
  if (phone === '') return ruleFailure('phoneNumberMissing');
  return /^[0-9]{4,15}$/.test(phone) ? null : ruleFailure('phoneNumberFormat');
}

export function phoneNumberProblem(value: string): string | null {
  return messageOf(phoneNumberFailure(value));
}
