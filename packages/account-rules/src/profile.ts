// A member's profile: what she may change and within which limits (spec 001 §5, §9), and what completes each of the
// four profile steps (spec 000 §4). The accounts service enforces these and the member app's profile form shows them,
// both from this module. Pure: no I/O. Decisions are recorded in docs/decisions/0009-profile-and-verification.md.
import {
  fieldErrorsOf,
  fillTemplate,
  RULE_LABELS,
  RULE_MESSAGES,
  ruleFailure,
  type FieldFailure,
  type RuleFailure,
} from './failures';
import { EMAIL_MAX_LENGTH, hasHiddenCharacters, hiddenCharactersMessage, isValidEmail } from './registration';

// ---------------------------------------------------------------------------------------------------------------
// Limits

/** "Descriptions at most 300 characters" (spec 001 §5, §9). */
export const DESCRIPTION_MAX_LENGTH = 300;
/** "Some fields at most 50" (spec 001 §5, §9). */
export const FIELD_MAX_LENGTH = 50;
/** Links: the generic 255-character limit (spec 001 §5). */
export const URL_MAX_LENGTH = 255;

/** The locales the product is translated into (spec 000 §9), with the short forms a browser may send. */
export const PREFERRED_LANGUAGES = ['en-US', 'cs-CZ', 'es', 'it-IT', 'fr-FR', 'pt-PT'] as const;
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];
const LANGUAGE_ALIASES: Readonly<Record<string, PreferredLanguage>> = {
  en: 'en-US',
  'en-us': 'en-US',
  cs: 'cs-CZ',
  'cs-cz': 'cs-CZ',
  es: 'es',
  it: 'it-IT',
  'it-it': 'it-IT',
  fr: 'fr-FR',
  'fr-fr': 'fr-FR',
  pt: 'pt-PT',
  'pt-pt': 'pt-PT',
};

const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

// ---------------------------------------------------------------------------------------------------------------
// The edit

/** The fields of the profile edit form. Absent (undefined) leaves a field as it is; null or blank clears it. */
export interface ProfileEditInput {
  firstName?: string | null;
  lastName?: string | null;
  preferredLanguage?: string | null;
  preferredCurrency?: string | null;
  location?: string | null;
  /** "About me". */
  info?: string | null;
  /** A professional summary (e.g. from LinkedIn). */
  summary?: string | null;
  currentPosition?: string | null;
  education?: string | null;
  universityId?: number | null;
  otherUniversity?: string | null;
  companyName?: string | null;
  industry?: string | null;
  secondaryEmail?: string | null;
  linkedinUrl?: string | null;
  socialMediaUrl?: string | null;
  facebookUrl?: string | null;
  instagramUrl?: string | null;
  websiteUrl?: string | null;
}

export type ProfileField = keyof ProfileEditInput;

/** A checked edit: each field given, normalised (trimmed; blank becomes null). */
export type ProfileChanges = { [F in ProfileField]?: F extends 'universityId' ? number | null : string | null };

export interface ProfileFieldError {
  field: ProfileField;
  message: string;
}

export interface ProfileEditFacts {
  /** The member's primary e-mail address (decrypted). */
  primaryEmail: string | null;
  /** Her phone is verified, or exempt from verification (+971 in the Emirates, spec 000 §4, §9). */
  phoneVerified: boolean;
}

export type ProfileEditDecision =
  | { status: 'success'; changes: ProfileChanges }
  | { status: 'invalid'; errors: ProfileFieldError[] }
  | { status: 'phoneNotVerified'; errors: ProfileFieldError[] };

const SUPPORTED_LANGUAGES_TEXT = PREFERRED_LANGUAGES.join(', ');

export const PROFILE_MESSAGES = {
  /** Not a field's failure but the save's outcome (spec 001 §8 "phone verification needed to save profile"). */
  phoneNotVerified: 'Please verify your phone number before saving your profile.',
  /** The service's answer to an edit that names no field. */
  nothingToSave: 'There is nothing to save: no profile field was sent.',
  secondaryEmailSame: RULE_MESSAGES.secondaryEmailSame,
  secondaryEmailInvalid: RULE_MESSAGES.emailInvalid,
  nameRequired: (label: string) => fillTemplate(RULE_MESSAGES.nameRequired, { label }),
  nameNeedsLetter: (label: string) => fillTemplate(RULE_MESSAGES.nameNeedsLetter, { label }),
  nameHiddenCharacters: hiddenCharactersMessage,
  tooLong: (label: string, max: number) => fillTemplate(RULE_MESSAGES.tooLong, { label, max }),
  invalidUrl: (label: string) => fillTemplate(RULE_MESSAGES.urlInvalid, { label }),
  wrongSite: (label: string, site: string) => fillTemplate(RULE_MESSAGES.urlWrongSite, { label, site }),
  language: fillTemplate(RULE_MESSAGES.languageUnsupported, { languages: SUPPORTED_LANGUAGES_TEXT }),
  currency: RULE_MESSAGES.currencyInvalid,
  university: RULE_MESSAGES.universityInvalid,
} as const;

/** What each field is called in messages. */
export const PROFILE_LABELS: Readonly<Record<ProfileField, string>> = {
  firstName: RULE_LABELS.firstName,
  lastName: RULE_LABELS.lastName,
  preferredLanguage: RULE_LABELS.preferredLanguage,
  preferredCurrency: RULE_LABELS.preferredCurrency,
  location: RULE_LABELS.location,
  info: RULE_LABELS.info,
  summary: RULE_LABELS.summary,
  currentPosition: RULE_LABELS.currentPosition,
  education: RULE_LABELS.education,
  universityId: RULE_LABELS.universityId,
  otherUniversity: RULE_LABELS.otherUniversity,
  companyName: RULE_LABELS.companyName,
  industry: RULE_LABELS.industry,
  secondaryEmail: RULE_LABELS.secondaryEmail,
  linkedinUrl: RULE_LABELS.linkedinUrl,
  socialMediaUrl: RULE_LABELS.socialMediaUrl,
  facebookUrl: RULE_LABELS.facebookUrl,
  instagramUrl: RULE_LABELS.instagramUrl,
  websiteUrl: RULE_LABELS.websiteUrl,
};

/** Free-text fields in the form's order, with their limits: descriptions 300, the others 50. */
export const PROFILE_TEXT_LIMITS: ReadonlyArray<readonly [ProfileField, number]> = [
  ['location', FIELD_MAX_LENGTH],
  ['info', DESCRIPTION_MAX_LENGTH],
  ['summary', DESCRIPTION_MAX_LENGTH],
  ['currentPosition', FIELD_MAX_LENGTH],
  ['education', FIELD_MAX_LENGTH],
  ['otherUniversity', FIELD_MAX_LENGTH],
  ['companyName', FIELD_MAX_LENGTH],
  ['industry', FIELD_MAX_LENGTH],
];
/** Links and the sites they must be on (none: any public web address). */
export const PROFILE_LINK_SITES: ReadonlyArray<readonly [ProfileField, readonly string[]]> = [
  ['linkedinUrl', ['linkedin.com']],
  ['facebookUrl', ['facebook.com', 'fb.com']],
  ['instagramUrl', ['instagram.com']],
  ['socialMediaUrl', []],
  ['websiteUrl', []],
];

/** Length in Unicode code points, so "Zoë" is 3 and an emoji is 1 (as Postgres's char_length counts). */
export function lengthOf(value: string): number {
  return [...value].length;
}

function normalisedText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** A public http(s) address: a host with a dot, no credentials, not an IP literal or localhost. */
export function parsePublicUrl(value: string): URL | null {
  if (/\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!host.includes('.') || host.endsWith('.') || /^[0-9.]+$/.test(host) || host.startsWith('[')) return null;
  if (
    !/^[a-z0-9.-]+$/.test(host) ||
    host.split('.').some((label) => label === '' || label.startsWith('-') || label.endsWith('-'))
  ) {
    return null;
  }
  return url;
}

function isOnSite(url: URL, sites: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return sites.some((site) => host === site || host.endsWith(`.${site}`));
}

/** A supported locale in its stored form ('fr' and 'FR-fr' are 'fr-FR'), or undefined. */
export function normaliseLanguage(value: string): PreferredLanguage | undefined {
  return LANGUAGE_ALIASES[value.trim().toLowerCase()];
}

/** Checks each given field of an edit: the changes it makes and every field's failure, in the form's order. */
function judgeProfileEdit(
  input: ProfileEditInput,
  primaryEmail: string | null,
): { changes: ProfileChanges; failures: FieldFailure<ProfileField>[] } {
  const failures: FieldFailure<ProfileField>[] = [];
  const changes: ProfileChanges = {};
  const fail = (field: ProfileField, failure: RuleFailure) => failures.push({ ...failure, field });
  const given = (field: ProfileField) => input[field] !== undefined;

  for (const field of ['firstName', 'lastName'] as const) {
    if (!given(field)) continue;
    const value = normalisedText(input[field]);
    const label = field;
    if (value === null) fail(field, ruleFailure('nameRequired', { label }));
    else if (hasHiddenCharacters(value)) fail(field, ruleFailure('nameHiddenCharacters', { label }));
    else if (!/\p{L}/u.test(value)) fail(field, ruleFailure('nameNeedsLetter', { label }));
    else if (lengthOf(value) > FIELD_MAX_LENGTH) fail(field, ruleFailure('tooLong', { label, max: FIELD_MAX_LENGTH }));
    else changes[field] = value;
  }

  if (given('preferredLanguage')) {
    const value = normalisedText(input.preferredLanguage);
    const language = value === null ? null : normaliseLanguage(value);
    if (language === undefined)
      fail('preferredLanguage', ruleFailure('languageUnsupported', { languages: SUPPORTED_LANGUAGES_TEXT }));
    else changes.preferredLanguage = language;
  }

  if (given('preferredCurrency')) {
    const value = normalisedText(input.preferredCurrency)?.toUpperCase() ?? null;
    if (value !== null && (!/^[A-Z]{3}$/.test(value) || !ISO_CURRENCIES.has(value)))
      fail('preferredCurrency', ruleFailure('currencyInvalid'));
    else changes.preferredCurrency = value;
  }

  for (const [field, max] of PROFILE_TEXT_LIMITS) {
    if (!given(field)) continue;
    const value = normalisedText(input[field] as string | null);
    if (value !== null && lengthOf(value) > max) fail(field, ruleFailure('tooLong', { label: field, max }));
    else (changes as Record<string, string | null>)[field] = value;
  }

  if (given('universityId')) {
    const id = input.universityId ?? null;
    if (id !== null && (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647))
      fail('universityId', ruleFailure('universityInvalid'));
    else changes.universityId = id;
  }

  if (given('secondaryEmail')) {
    const value = normalisedText(input.secondaryEmail)?.toLowerCase() ?? null;
    if (value === null) changes.secondaryEmail = null;
    else if (value.length > EMAIL_MAX_LENGTH || !isValidEmail(value))
      fail('secondaryEmail', ruleFailure('emailInvalid'));
    else if (primaryEmail !== null && value === primaryEmail.trim().toLowerCase()) {
      fail('secondaryEmail', ruleFailure('secondaryEmailSame'));
    } else changes.secondaryEmail = value;
  }

  for (const [field, sites] of PROFILE_LINK_SITES) {
    if (!given(field)) continue;
    const value = normalisedText(input[field] as string | null);
    if (value === null) {
      (changes as Record<string, null>)[field] = null;
      continue;
    }
    const url = parsePublicUrl(value);
    if (lengthOf(value) > URL_MAX_LENGTH) fail(field, ruleFailure('urlTooLong', { label: field, max: URL_MAX_LENGTH }));
    else if (url === null) fail(field, ruleFailure('urlInvalid', { label: field }));
    else if (sites.length > 0 && !isOnSite(url, sites))
      fail(field, ruleFailure('urlWrongSite', { label: field, site: sites[0]! }));
    else (changes as Record<string, string>)[field] = value;
  }

  return { changes, failures };
}

/** Every field's failure in a profile edit, in the form's order (the phone rule is the save's, not a field's). */
export function profileEditFailures(
  input: ProfileEditInput,
  facts: Pick<ProfileEditFacts, 'primaryEmail'>,
): FieldFailure<ProfileField>[] {
  return judgeProfileEdit(input, facts.primaryEmail).failures;
}

/**
 * Checks a profile edit. Every problem is reported (so the form can mark each field), in the form's order; the phone
 * rule comes last: a member whose phone is not verified cannot save (spec 001 §5, §8) even a valid form.
 */
export function decideProfileEdit(input: ProfileEditInput, facts: ProfileEditFacts): ProfileEditDecision {
  const { changes, failures } = judgeProfileEdit(input, facts.primaryEmail);
  if (failures.length > 0) return { status: 'invalid', errors: fieldErrorsOf(failures) };
  if (!facts.phoneVerified) return { status: 'phoneNotVerified', errors: [] };
  return { status: 'success', changes };
}

// ---------------------------------------------------------------------------------------------------------------
// Profile steps 1-4 (spec 000 §4: the gate needs all four 'completed')

export interface ProfileStepFacts {
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  location: string | null;
  picture: string | null;
  /** Verified, or exempt (+971 in the Emirates). */
  phoneVerified: boolean;
  info: string | null;
  currentPosition: string | null;
}

export interface ProfileSteps {
  /** Basic information: first and last name, gender and location (the birth date was checked at registration). */
  step1: boolean;
  /** A profile picture. */
  step2: boolean;
  /** A verified phone number. */
  step3: boolean;
  /** About you: a description and a current position. */
  step4: boolean;
}

const present = (value: string | null | undefined) => (value ?? '').trim() !== '';

export function profileSteps(facts: ProfileStepFacts): ProfileSteps {
  return {
    step1: present(facts.firstName) && present(facts.lastName) && present(facts.gender) && present(facts.location),
    step2: present(facts.picture),
    step3: facts.phoneVerified,
    step4: present(facts.info) && present(facts.currentPosition),
  };
}

export const isProfileComplete = (steps: ProfileSteps) => steps.step1 && steps.step2 && steps.step3 && steps.step4;

// ---------------------------------------------------------------------------------------------------------------
// Gender (spec 000 §4: /confirm-gender sets it once, when unset)

export const GENDER_MESSAGES = {
  invalid: RULE_MESSAGES.genderMissing,
  /** Not a failure of her choice but of the request: the gender is set once. */
  alreadySet: 'Your gender is already confirmed and cannot be changed here.',
} as const;

export type GenderDecision =
  { status: 'success'; gender: 'male' | 'female' } | { status: 'invalid' | 'alreadySet'; message: string };

export function decideGenderConfirmation(current: string | null, given: string | null | undefined): GenderDecision {
  if (current !== null) return { status: 'alreadySet', message: GENDER_MESSAGES.alreadySet };
  const gender = (given ?? '').trim().toLowerCase();
  if (gender !== 'male' && gender !== 'female') return { status: 'invalid', message: GENDER_MESSAGES.invalid };
  return { status: 'success', gender };
}
