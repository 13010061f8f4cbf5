// The profile screens' client rules (spec 001 §5): the rules and texts are @golightly/account-rules, the module the
// accounts service enforces, so the member reads the same message before and after a round trip. This file fits them
// to the forms (zod schemas, a picked file, the characters-left counter); each answers the rules' failures, worded by
// the RuleText a screen gives (useRuleText(), her language; English by default). The server stays authoritative
// (decisions 0009 and 0012).
import {
  checkImageStart,
  IMAGE_HEAD_BYTES,
  IMAGE_MAX_BYTES,
  imageFailure,
  lengthOf,
  newPasswordFailure,
  profileEditFailures,
  ruleFailure,
  type ProfileField,
  type RuleFailure,
} from '@golightly/account-rules';
import { z } from 'zod';
import { inEnglish, type RuleText } from '../../i18n/rule-texts';

export {
  codeFailure,
  DESCRIPTION_MAX_LENGTH,
  FIELD_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageFailure,
  isPhoneGateExempt,
  PHONE_MESSAGES,
  phoneNumberFailure,
  PROFILE_MESSAGES,
} from '@golightly/account-rules';

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

export type ProfileFormField = keyof ProfileFormValues & ProfileField;

/**
 * Every field's first broken rule: the server's rules on the same values (a blank field clears, as it does
 * there). The phone rule is not a field's: the page asks for the verification itself.
 */
export function profileProblems(
  values: ProfileFormValues,
  primaryEmail: string | null | undefined,
  say: RuleText = inEnglish,
): Partial<Record<ProfileFormField, string>> {
  const problems: Partial<Record<ProfileFormField, string>> = {};
  for (const failure of profileEditFailures(values, { primaryEmail: primaryEmail ?? null })) {
    problems[failure.field as ProfileFormField] ??= say(failure);
  }
  return problems;
}

/** The zod schema react-hook-form uses: the rules above, one message per field, worded by `say`. */
export function profileSchema(primaryEmail: string | null | undefined, say: RuleText = inEnglish) {
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
      for (const [field, message] of Object.entries(profileProblems(values, primaryEmail, say))) {
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
// Pictures and ID documents: PNG or JPG under 1 MB, judged by the file's size and first bytes as the server judges.

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

/**
 * Null when the file may be uploaded; otherwise the server's refusal, worded by `say`. Its first bytes are read only
 * when its size passes.
 */
export async function imageFileProblem(
  file: Blob | null | undefined,
  say: RuleText = inEnglish,
): Promise<string | null> {
  const size = file?.size ?? 0;
  const readable = file && size > 0 && size < IMAGE_MAX_BYTES;
  const head = readable ? await readBytes(file.slice(0, IMAGE_HEAD_BYTES)) : new Uint8Array();
  const check = checkImageStart(size, head);
  return check.ok ? null : say(imageFailure(check.reason));
}

// ---------------------------------------------------------------------------------------------------------------
// Change password (spec 001 §5): current password, 8 to under 20 with an upper-case letter and a number, differs
// from the old one, equals its confirmation.

export function changePasswordSchema(say: RuleText = inEnglish) {
  return z
    .object({ oldPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const issue = (path: string, failure: RuleFailure) =>
        ctx.addIssue({ code: 'custom', path: [path], message: say(failure) });
      if (values.oldPassword === '') issue('oldPassword', ruleFailure('oldPasswordRequired'));
      const weak = newPasswordFailure({ password: values.password, oldPassword: values.oldPassword });
      if (weak) issue('password', weak);
      if (values.confirmPassword === '') issue('confirmPassword', ruleFailure('confirmPasswordRequired'));
      else if (values.confirmPassword !== values.password) issue('confirmPassword', ruleFailure('passwordMismatch'));
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
