// Member status changes by admins, and accounts made for someone else. Pure: no I/O. The application's own rules are
// shared with the member app (@golightly/account-rules) and re-exported here.
import type { MemberStatus } from './sign-in';
import { validateRegistrationFields, type FieldError } from './registration';

export * from '@golightly/account-rules/membership-application';

export const REVIEW_NOTE_MAX_LENGTH = 1000;

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
