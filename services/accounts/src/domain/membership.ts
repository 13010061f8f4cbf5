// Membership applications (/become-a-member, spec 001 §3-4) and member status changes by admins. Pure: no I/O.
import type { MemberStatus } from './sign-in';
import { validateRegistrationFields, type FieldError } from './registration';

export const APPLICATION_SOURCES = ['referral', 'press', 'social', 'other'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
export const SOURCE_DETAIL_MAX_LENGTH = 255;
export const REVIEW_NOTE_MAX_LENGTH = 1000;

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
    more.push({ field: 'gender', message: 'Please indicate Gender.' });
  if (!(APPLICATION_SOURCES as readonly string[]).includes(input.source ?? '')) {
    more.push({ field: 'source', message: 'Please tell us how you heard about us: referral, press, social or other.' });
  }
  const detail = (input.sourceDetail ?? '').trim();
  if ([...detail].length > SOURCE_DETAIL_MAX_LENGTH) {
    more.push({ field: 'sourceDetail', message: `Please keep this to ${SOURCE_DETAIL_MAX_LENGTH} characters.` });
  } else if (input.source === 'referral' && detail === '') {
    more.push({ field: 'sourceDetail', message: 'Please tell us who referred you.' });
  }
  return [...shared, ...more];
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes by admins

export type MemberAction = 'approve' | 'reject' | 'hold' | 'release';

const TARGET: Readonly<Record<MemberAction, MemberStatus>> = {
  approve: 'standard',
  reject: 'rejected',
  hold: 'on_hold',
  release: 'standard',
};

/** Which statuses each action starts from. An admin may reconsider a rejection; a pending application is reviewed, not held. */
const ALLOWED_FROM: Readonly<Record<MemberAction, readonly MemberStatus[]>> = {
  approve: ['pending', 'rejected'],
  reject: ['pending'],
  hold: ['standard'],
  release: ['on_hold'],
};

const REFUSALS: Readonly<Record<MemberAction, string>> = {
  approve: 'Only a pending or rejected application can be approved.',
  reject: 'Only a pending application can be rejected.',
  hold: 'Only an active member can be put on hold.',
  release: 'Only a member on hold can be taken off hold.',
};

export type StatusChange =
  { ok: true; from: MemberStatus; to: MemberStatus; verifies: boolean } | { ok: false; message: string };

/** What `action` does to a member in `current` status; approving also marks the application verified. */
export function decideStatusChange(current: MemberStatus, action: MemberAction): StatusChange {
  if (!ALLOWED_FROM[action].includes(current)) return { ok: false, message: REFUSALS[action] };
  return { ok: true, from: current, to: TARGET[action], verifies: action === 'approve' };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts made for someone else (co-hosts, press users, property managers)

export interface NewAccountInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const ACCOUNT_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'email']);

/** Name and e-mail by the registration rules; the password is chosen later by the account's owner. */
export function validateNewAccount(input: NewAccountInput): FieldError<'firstName' | 'lastName' | 'email'>[] {
  return validateRegistrationFields(
    {
      ...input,
      referralKey: 'n/a',
      zipCode: 'n/a',
      password: 'Placeholder1',
      confirmPassword: 'Placeholder1',
      phoneNumber: 'n/a',
    },
    { isPostalCodeValid: () => true },
  ).filter((problem) => ACCOUNT_FIELDS.has(problem.field)) as FieldError<'firstName' | 'lastName' | 'email'>[];
}
