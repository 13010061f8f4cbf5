// The membership application's rules (/become-a-member, spec 001 §3-4): registration's rules for the fields both
// forms share, then gender and how she heard of the club. The accounts service enforces them and the member app's
// form shows them, both from this module. Pure: no I/O.
import { validateRegistrationFields, type FieldError } from './registration';

export const APPLICATION_SOURCES = ['referral', 'press', 'social', 'other'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const SOURCE_DETAIL_MAX_LENGTH = 255;

export const APPLICATION_MESSAGES = {
  gender: 'Please indicate Gender.',
  source: 'Please tell us how you heard about us: referral, press, social or other.',
  referrer: 'Please tell us who referred you.',
  detailTooLong: `Please keep this to ${SOURCE_DETAIL_MAX_LENGTH} characters.`,
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
 * (spec 000 §5), then gender and the source. At most one message per field, in the form's order.
 */
export function validateApplication(input: ApplicationInput): FieldError<ApplicationField>[] {
  // Registration's rules for the fields both forms share; the code and ZIP are not part of an application.
  const shared = validateRegistrationFields(
    { ...input, confirmPassword: input.confirmPassword ?? input.password, referralKey: 'n/a', zipCode: 'n/a' },
    { isPostalCodeValid: () => true },
  ).filter((problem) => SHARED_FIELDS.has(problem.field)) as FieldError<ApplicationField>[];
  const more: FieldError<ApplicationField>[] = [];
  if (input.gender !== 'female' && input.gender !== 'male')
    more.push({ field: 'gender', message: APPLICATION_MESSAGES.gender });
  if (!(APPLICATION_SOURCES as readonly string[]).includes(input.source ?? '')) {
    more.push({ field: 'source', message: APPLICATION_MESSAGES.source });
  }
  const detail = (input.sourceDetail ?? '').trim();
  if ([...detail].length > SOURCE_DETAIL_MAX_LENGTH) {
    more.push({ field: 'sourceDetail', message: APPLICATION_MESSAGES.detailTooLong });
  } else if (input.source === 'referral' && detail === '') {
    more.push({ field: 'sourceDetail', message: APPLICATION_MESSAGES.referrer });
  }
  return [...shared, ...more];
}
