// The profile screens' client rules (spec 001 §5), mirroring the accounts service's domain/profile.ts,
// domain/images.ts and domain/phone-codes.ts word for word, so the member reads the same message before and after a
// round trip. The server checks everything again and stays authoritative (decisions 0009 and 0012).
import { z } from 'zod';
import { isValidEmail, newPasswordProblem, PASSWORD_MISMATCH_MESSAGE } from '../../auth/validation';

/** "Descriptions at most 300 characters". */
export const DESCRIPTION_MAX_LENGTH = 300;
/** "Some fields at most 50". */
export const FIELD_MAX_LENGTH = 50;
export const URL_MAX_LENGTH = 255;

/** Length in code points, as the server counts ("Zoë" is 3, an emoji is 1). */
export const lengthOf = (value: string) => [...value].length;

export const PROFILE_MESSAGES = {
  phoneNotVerified: 'Please verify your phone number before saving your profile.',
  secondaryEmailSame: 'Your secondary email must be different from your primary email.',
  secondaryEmailInvalid: "Invalid Email. Please make sure it's typed in correctly.",
  nameRequired: (label: string) => `${label} is required.`,
  nameNeedsLetter: (label: string) => `${label} must contain a letter.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidUrl: (label: string) => `Please enter a valid ${label} URL, starting with https://.`,
  wrongSite: (label: string, site: string) => `Please enter a valid ${label} URL, on ${site}.`,
} as const;

/** The profile form's fields, each as the server's EditProfileInput names it. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  location: string;
  info: string;
  summary: string;
  currentPosition: string;
  education: string;
  otherUniversity: string;
  companyName: string;
  industry: string;
  preferredLanguage: string;
  preferredCurrency: string;
  secondaryEmail: string;
  linkedinUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  websiteUrl: string;
  socialMediaUrl: string;
}

export type ProfileFormField = keyof ProfileFormValues;

export const PROFILE_LABELS: Record<ProfileFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  location: 'Location',
  info: 'About me',
  summary: 'Summary',
  currentPosition: 'Current position',
  education: 'Education',
  otherUniversity: 'University name',
  companyName: 'Company name',
  industry: 'Industry',
  preferredLanguage: 'Preferred language',
  preferredCurrency: 'Preferred currency',
  secondaryEmail: 'Secondary email',
  linkedinUrl: 'LinkedIn',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  websiteUrl: 'website',
  socialMediaUrl: 'social media',
};

/** Free-text fields and their limits: the two descriptions 300, the others 50. */
export const TEXT_LIMITS: ReadonlyArray<readonly [ProfileFormField, number]> = [
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
const LINK_SITES: ReadonlyArray<readonly [ProfileFormField, readonly string[]]> = [
  ['linkedinUrl', ['linkedin.com']],
  ['facebookUrl', ['facebook.com', 'fb.com']],
  ['instagramUrl', ['instagram.com']],
  ['socialMediaUrl', []],
  ['websiteUrl', []],
];

/** A public http(s) address: a host with a dot, no credentials, not an IP literal or localhost (as the server). */
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

export function nameProblem(field: 'firstName' | 'lastName', value: string): string | null {
  const label = PROFILE_LABELS[field];
  const name = value.trim();
  if (name === '') return PROFILE_MESSAGES.nameRequired(label);
  if (!/\p{L}/u.test(name)) return PROFILE_MESSAGES.nameNeedsLetter(label);
  if (lengthOf(name) > FIELD_MAX_LENGTH) return PROFILE_MESSAGES.tooLong(label, FIELD_MAX_LENGTH);
  return null;
}

export function linkProblem(field: ProfileFormField, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const label = PROFILE_LABELS[field];
  const sites = LINK_SITES.find(([name]) => name === field)?.[1] ?? [];
  if (lengthOf(text) > URL_MAX_LENGTH) return PROFILE_MESSAGES.tooLong(`The ${label} URL`, URL_MAX_LENGTH);
  const url = parsePublicUrl(text);
  if (url === null) return PROFILE_MESSAGES.invalidUrl(label);
  const host = url.hostname.toLowerCase();
  if (sites.length > 0 && !sites.some((site) => host === site || host.endsWith(`.${site}`))) {
    return PROFILE_MESSAGES.wrongSite(label, sites[0]!);
  }
  return null;
}

export function secondaryEmailProblem(value: string, primaryEmail: string | null | undefined): string | null {
  const email = value.trim().toLowerCase();
  if (email === '') return null;
  if (!isValidEmail(email)) return PROFILE_MESSAGES.secondaryEmailInvalid;
  if (primaryEmail && email === primaryEmail.trim().toLowerCase()) return PROFILE_MESSAGES.secondaryEmailSame;
  return null;
}

/** Every field's first broken rule, in the form's order (the server reports them all, too). */
export function profileProblems(
  values: ProfileFormValues,
  primaryEmail: string | null | undefined,
): Partial<Record<ProfileFormField, string>> {
  const problems: Partial<Record<ProfileFormField, string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  for (const [field, max] of TEXT_LIMITS) {
    if (lengthOf(values[field].trim()) > max) problems[field] = PROFILE_MESSAGES.tooLong(PROFILE_LABELS[field], max);
  }
  const emailProblem = secondaryEmailProblem(values.secondaryEmail, primaryEmail);
  if (emailProblem) problems.secondaryEmail = emailProblem;
  for (const [field] of LINK_SITES) {
    const problem = linkProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The zod schema react-hook-form uses: the rules above, one message per field. */
export function profileSchema(primaryEmail: string | null | undefined) {
  const text = z.string();
  return z
    .object({
      firstName: text,
      lastName: text,
      location: text,
      info: text,
      summary: text,
      currentPosition: text,
      education: text,
      otherUniversity: text,
      companyName: text,
      industry: text,
      preferredLanguage: text,
      preferredCurrency: text,
      secondaryEmail: text,
      linkedinUrl: text,
      facebookUrl: text,
      instagramUrl: text,
      websiteUrl: text,
      socialMediaUrl: text,
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(profileProblems(values, primaryEmail))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** What the counter under a description says: characters left, or how many too many. */
export function charactersLeft(value: string, max: number): { left: number; text: string; over: boolean } {
  const left = max - lengthOf(value.trim());
  if (left >= 0) return { left, text: `${left} of ${max} characters left`, over: false };
  const over = -left;
  return { left, text: `${over} ${over === 1 ? 'character' : 'characters'} too many (at most ${max})`, over: true };
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures and ID documents: PNG or JPG under 1 MB, judged by the file's first bytes as the server does.

/** "Under 1Mb": strictly less than 1 MiB. */
export const IMAGE_MAX_BYTES = 1_048_576;

export const IMAGE_MESSAGES = {
  empty: 'Please choose an image to upload.',
  tooLarge: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
  wrongType: 'Only PNG and JPG images can be uploaded.',
} as const;

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

export function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes.length >= PNG_START.length && PNG_START.every((byte, index) => bytes[index] === byte)) return 'png';
  const isJpeg =
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3] !== 0x00 &&
    bytes[3] !== 0xff;
  return isJpeg ? 'jpg' : null;
}

/** A blob's bytes; FileReader where Blob#arrayBuffer is missing (older browsers, jsdom). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Null when the file may be uploaded; otherwise the server's message. Size first: a huge file is refused unread. */
export async function imageFileProblem(file: Blob | null | undefined): Promise<string | null> {
  if (!file || file.size === 0) return IMAGE_MESSAGES.empty;
  if (file.size >= IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  const head = await readBytes(file.slice(0, 16));
  return imageKind(head) ? null : IMAGE_MESSAGES.wrongType;
}

// ---------------------------------------------------------------------------------------------------------------
// Phone verification (spec 001 §5: "phone verification code 4 digits; phone without dashes or spaces")

export const PHONE_MESSAGES = {
  required: 'Please enter your phone number.',
  format: 'Please enter your phone number using digits only, without dashes or spaces.',
  code: 'Please enter the 4-digit code we sent to your phone.',
} as const;

export function phoneNumberProblem(value: string): string | null {
  const phone = value.trim();
  if (phone === '') return PHONE_MESSAGES.required;
  return /^[0-9]{4,15}$/.test(phone) ? null : PHONE_MESSAGES.format;
}

export function codeProblem(value: string): string | null {
  return /^[0-9]{4}$/.test(value.trim()) ? null : PHONE_MESSAGES.code;
}

// ---------------------------------------------------------------------------------------------------------------
// Change password (spec 001 §5): current password, 8 to under 20 with an upper-case letter and a number, differs
// from the old one, equals its confirmation.

export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordRequired: 'Please enter your current password.',
  sameAsOld: 'New password must be different from the old password.',
  confirmRequired: 'Please confirm your password.',
  mismatch: PASSWORD_MISMATCH_MESSAGE,
} as const;

export const changePasswordSchema = z
  .object({ oldPassword: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.oldPassword === '') issue('oldPassword', CHANGE_PASSWORD_MESSAGES.oldPasswordRequired);
    const weak = newPasswordProblem(values.password, 'Password');
    if (weak) issue('password', weak);
    else if (values.oldPassword !== '' && values.password === values.oldPassword) {
      issue('password', CHANGE_PASSWORD_MESSAGES.sameAsOld);
    }
    if (values.confirmPassword === '') issue('confirmPassword', CHANGE_PASSWORD_MESSAGES.confirmRequired);
    else if (values.confirmPassword !== values.password) issue('confirmPassword', CHANGE_PASSWORD_MESSAGES.mismatch);
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
