// Every way an account rule can refuse a value, as a stable code with the values its wording needs, and the one
// English wording of each (the server sends it; the member app words the code in her language, web/src/i18n/areas/
// rules.ts). A rule module words nothing itself: it returns `ruleFailure(code, values)`. Pure: no I/O.

/**
 * The English of each failure, with `{placeholders}` for its values (ICU's simple-argument syntax, so the member
 * app can use these very texts as its English). Texts the spec quotes (spec 000 §5, spec 001 §8) are word for word.
 */
export const RULE_MESSAGES = {
  // E-mail
  emailRequired: 'Email is required.',
  emailInvalid: "Invalid Email. Please make sure it's typed in correctly.",
  // Any text field: names, e-mail, password, the profile's free texts
  tooLong: '{label} must be at most {max} characters.',
  // Names
  nameRequired: '{label} is required.',
  nameHiddenCharacters: '{label} must not contain invisible control or text-direction characters.',
  nameNeedsLetter: '{label} must contain a letter.',
  // Passwords: registration and sign-in (spec 000 §5), change and reset (spec 001 §5)
  passwordRequired: 'Password is required.',
  confirmPasswordRequired: 'Please confirm your password.',
  oldPasswordRequired: 'Please enter your current password.',
  passwordTooShort: '{label} must be at least {min} characters.',
  passwordNeedsNumber: '{label} must contain at least one number.',
  passwordNeedsLowercase: '{label} must contain at least one lowercase letter.',
  passwordNeedsUppercase: '{label} must contain at least one uppercase letter.',
  newPasswordLength: '{label} must be at least {min} and fewer than {limit} characters.',
  newPasswordNeedsUppercase: '{label} must contain at least one upper case character.',
  passwordSameAsOld: 'New password must be different from the old password.',
  passwordMismatch: 'Confirm Password does not match. Please try again.',
  // Other registration fields
  referralKeyRequired: 'Invitation code is required.',
  phoneNumberRequired: 'Phone number is required.',
  zipRequired: 'Zip / Postal Code is required',
  zipInvalid: 'Zip / Postal Code is Invalid',
  // Registration's submit-time checks (spec 000 §5, word for word including "Invaild" and "intend to")
  genderMissing: 'Please indicate Gender.',
  dateOfBirthMissing: 'Please enter your date of birth to continue.',
  tooYoung: 'Sorry. You must be 21 or older to join.',
  invalidBirthday: 'Invaild birthday. Please fill in the correct date.',
  intentMissing: 'Please indicate your intend to.',
  // Profile (spec 001 §5)
  urlTooLong: 'The {label} URL must be at most {max} characters.',
  urlInvalid: 'Please enter a valid {label} URL, starting with https://.',
  urlWrongSite: 'Please enter a valid {label} URL, on {site}.',
  languageUnsupported: 'Please choose one of the supported languages: {languages}.',
  currencyInvalid: 'Please choose a currency by its three-letter code, such as USD or EUR.',
  universityInvalid: 'Please choose a university from the list.',
  secondaryEmailSame: 'Your secondary email must be different from your primary email.',
  // Images (spec 001 §5, §9)
  imageEmpty: 'Please choose an image to upload.',
  imageTooLarge: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
  imageWrongType: 'Only PNG and JPG images can be uploaded.',
  // Phone and its verification code
  phoneNumberInvalid: 'Please enter a valid phone number.',
  phoneNumberMissing: 'Please enter your phone number.',
  phoneNumberFormat: 'Please enter your phone number using digits only, without dashes or spaces.',
  codeMalformed: 'Please enter the 4-digit code we sent to your phone.',
  // The membership application (spec 001 §3)
  sourceMissing: 'Please tell us how you heard about us: referral, press, social or other.',
  referrerMissing: 'Please tell us who referred you.',
  sourceDetailTooLong: 'Please keep this to {max} characters.',
} as const;

/** What each field is called inside a message ("{label} is required."); a failure carries the key, not the words. */
export const RULE_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  preferredLanguage: 'Preferred language',
  preferredCurrency: 'Preferred currency',
  location: 'Location',
  info: 'About me',
  summary: 'Summary',
  currentPosition: 'Current position',
  education: 'Education',
  universityId: 'University',
  otherUniversity: 'University name',
  companyName: 'Company name',
  industry: 'Industry',
  secondaryEmail: 'Secondary email',
  linkedinUrl: 'LinkedIn',
  socialMediaUrl: 'social media',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  websiteUrl: 'website',
} as const;

export type RuleCode = keyof typeof RULE_MESSAGES;
export type RuleLabel = keyof typeof RULE_LABELS;

/** Every code, for the checks that each one is worded wherever failures are shown. */
export const RULE_CODES = Object.keys(RULE_MESSAGES) as RuleCode[];

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a code's wording needs: `label` is a field's key in RULE_LABELS, the others numbers or plain text. */
export type RuleValues<C extends RuleCode> = {
  readonly [Name in Placeholders<(typeof RULE_MESSAGES)[C]>]: Name extends 'label' ? RuleLabel : string | number;
};

/** One refused value: the code and its values for whoever words it, and the English the server sends. */
export type RuleFailure = {
  [C in RuleCode]: { readonly code: C; readonly values: RuleValues<C>; readonly message: string };
}[RuleCode];

/** A failure on one field of a form. */
export type FieldFailure<F extends string = string> = RuleFailure & { readonly field: F };

type ValuesArgument<C extends RuleCode> = [keyof RuleValues<C>] extends [never] ? [] : [values: RuleValues<C>];

/** Replaces each `{name}` of an English template with its value, as ICU formats a simple argument. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** The English of a failure; a label key reads as the field's English name. */
export function ruleMessage<C extends RuleCode>(code: C, ...[values]: ValuesArgument<C>): string {
  const given: Readonly<Record<string, string | number>> = values ?? {};
  const label = given.label as RuleLabel | undefined;
  return fillTemplate(RULE_MESSAGES[code], label === undefined ? given : { ...given, label: RULE_LABELS[label] });
}

/** The failure of `code` with its values, worded in English. */
export function ruleFailure<C extends RuleCode>(code: C, ...args: ValuesArgument<C>): RuleFailure {
  const values = (args[0] ?? {}) as RuleValues<C>;
  return { code, values, message: ruleMessage(code, ...args) } as RuleFailure;
}

/** The English of a failure, or null when there is none: what the string-returning rules answer. */
export function messageOf(failure: RuleFailure | null | undefined): string | null {
  return failure ? failure.message : null;
}

/** A failure on `field`, or nothing when the value passed. */
export function onField<F extends string>(field: F, failure: RuleFailure | null): FieldFailure<F>[] {
  return failure ? [{ ...failure, field }] : [];
}

/** The field failures as the server's FieldError ({ field, message }), exactly as it has always sent them. */
export function fieldErrorsOf<F extends string>(failures: readonly FieldFailure<F>[]): { field: F; message: string }[] {
  return failures.map(({ field, message }) => ({ field, message }));
}
