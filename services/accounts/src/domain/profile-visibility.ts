// Whose profile a caller may see (decision 0023): public accounts to members, any account to its owner and to
// admins with Manage Users, nothing to visitors. Pure: no I/O.
import { isUrlAllowed, type Identity } from '@golightly/service-kit';
import { RESERVED_ACCOUNT_ID } from './roles';
import type { MemberStatus } from './sign-in';

/** The Manage Users page of spec 000 §6: the privilege that opens any account's profile to an admin. */
export const MANAGE_USERS_URL = '/siteadmin/users';

export interface ProfileAccount {
  userId: string;
  memberStatus: MemberStatus;
  gender: string | null;
  /** The host a co-host account acts for; co-hosts have no profile of their own. */
  coHostOf: string | null;
}

/**
 * A member in good standing whom other members may see: a standard (approved) woman's own account. Applicants,
 * refused sign-ups, accounts on hold, co-host accounts and the reserved system account are not public. Deleted
 * accounts never reach this rule.
 */
export function isPublicAccount(account: ProfileAccount): boolean {
  return (
    account.memberStatus === 'standard' &&
    account.gender === 'female' &&
    account.coHostOf === null &&
    account.userId !== RESERVED_ACCOUNT_ID
  );
}

/** Whether `viewer` may see `account`'s profile at all. */
export function mayViewProfile(viewer: Identity | null, account: ProfileAccount): boolean {
  if (!viewer) return false;
  if (viewer.admin) return isUrlAllowed(viewer.admin, MANAGE_USERS_URL);
  if (viewer.userId === account.userId && !viewer.coHost) return true;
  return isPublicAccount(account);
}
