// The membership application's rules (/become-a-member, spec 001 §3-4): registration's rules for the fields both
// forms share, then gender and how she heard of the club. The accounts service enforces them and the member app's
// form shows them, both from this module. Pure: no I/O.
import { fieldErrorsOf, fillTemplate, onField, RULE_MESSAGES, ruleFailure, type FieldFailure } from './failures';
import { registrationFieldFailures, type FieldError } from './registration';

export const APPLICATION_SOURCES = ['referral', 'press', 'social', 'other'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const SOURCE_DETAIL_MAX_LENGTH = 255;

export const APPLICATION_MESSAGES = {
  gender: RULE_MESSAGES.genderMissing,
  source: RULE_MESSAGES.sourceMissing,
  referrer: RULE_MESSAGES.referrerMissing,
  detailTooLong: fillTemplate(RULE_MESSAGES.sourceDetailTooLong, { max: SOURCE_DETAIL_MAX_LENGTH }),
} as const;

/** The spec's answer to a man applying to a club for women (spec 001 §8 "Membership declined"). */
export const DECLINED_MESSAGE = 'Unfortunately we cannot process your request at this time';

export interface ApplicationInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  phoneNumber?: string | null;
  countryCode?: string | null;
  gender?: string | null;
  /** How she heard of the club: referral, press, social or other. */
  source?: string | null;
  /** Who referred her, which publication, which network, or anything else. */
  sourceDetail?: string | null;
}

export type ApplicationField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'phoneNumber'
  | 'gender'
  | 'source'
  | 'sourceDetail';

const SHARED_FIELDS: ReadonlySet<string> = new Set([
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phoneNumber',
]);

/**
 * The application's field rules: names, e-mail, password strength and confirmation and phone as at registration
 * (spec 000 §5), then gender and the source. At most one failure per field, in the form's order.
 */
export function applicationFailures(input: ApplicationInput): FieldFailure<ApplicationField>[] {
  // Registration's rules for the fields both forms share; the code and ZIP are not part of an application.
  const shared = registrationFieldFailures(
    { ...input, confirmPassword: input.confirmPassword ?? input.password, referralKey: 'n/a', zipCode: 'n/a' },
    { isPostalCodeValid: () => true },
  ).filter((problem) => SHARED_FIELDS.has(problem.field)) as FieldFailure<ApplicationField>[];
  const detail = (input.sourceDetail ?? '').trim();
  const detailTooLong = [...detail].length > SOURCE_DETAIL_MAX_LENGTH;
  return [
    ...shared,
    ...onField('gender', input.gender !== 'female' && input.gender !== 'male' ? ruleFailure('genderMissing') : null),
    ...onField(
      'source',
      (APPLICATION_SOURCES as readonly string[]).includes(input.source ?? '') ? null : ruleFailure('sourceMissing'),
    ),
    ...onField(
      'sourceDetail',
      detailTooLong
        ? ruleFailure('sourceDetailTooLong', { max: SOURCE_DETAIL_MAX_LENGTH })
        : input.source === 'referral' && detail === ''
          ? ruleFailure('referrerMissing')
          : null,
    ),
  ];
}

/** The application's field rules in English, as the server answers them. */
export function validateApplication(input: ApplicationInput): FieldError<ApplicationField>[] {
  return fieldErrorsOf(applicationFailures(input));
}
