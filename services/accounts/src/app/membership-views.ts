// Reads of membership (no change, no event): role limits, applications to review, role accounts, co-hosts, invitations.
import {
  findRoleFacts,
  listAccountsWithRole,
  listCoHosts,
  listInvitations,
  listPendingApplications,
  lockInviter,
} from '../db/membership';
import { invitationDisplayStatus, inviteLimit, invitesLeft } from '../domain/invitation-list';
import { RESERVED_ACCOUNT_ID, roleLimits, type RoleLimits } from '../domain/roles';
import type { AccountRole } from './add-role-account';
import { decryptOrNull, iso, type AccountsDeps } from './deps';

/** Who asks for her role limits: nobody, an admin, or a member (as herself or as a co-host of `userId`). */
export type RoleLimitsCaller =
  { kind: 'visitor' } | { kind: 'admin' } | { kind: 'member'; userId: string; coHost: boolean };

export async function roleLimitsOf(
  deps: Pick<AccountsDeps, 'db'>,
  caller: RoleLimitsCaller,
): Promise<Omit<RoleLimits, 'role'> & { role: RoleLimits['role'] | 'visitor' | 'admin' }> {
  const none = { coHost: false, pressUser: false, propertyManager: false, reserved: false };
  if (caller.kind !== 'member') return { ...roleLimits(none), role: caller.kind };
  const facts = await findRoleFacts(deps.db, caller.userId);
  return roleLimits({
    coHost: caller.coHost,
    pressUser: Boolean(facts?.isPressUser),
    propertyManager: Boolean(facts?.isPropertyManager),
    reserved: caller.userId === RESERVED_ACCOUNT_ID,
  });
}

export interface PendingApplication {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  dialCode: string | null;
  countryCode: string | null;
  source: string | null;
  sourceDetail: string | null;
  appliedAt: string;
}

/** Applications waiting for review, oldest first, with their contact details decrypted for the admin. */
export async function pendingApplications(deps: Pick<AccountsDeps, 'db' | 'crypto'>): Promise<PendingApplication[]> {
  const rows = await listPendingApplications(deps.db);
  return rows.map((r) => ({
    userId: r.userId,
    profileId: r.profileId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: decryptOrNull(deps.crypto, r.emailEncrypted),
    phoneNumber: decryptOrNull(deps.crypto, r.phoneEncrypted),
    dialCode: r.dialCode,
    countryCode: r.countryCode,
    source: r.source,
    sourceDetail: r.sourceDetail,
    appliedAt: iso(r.appliedAt),
  }));
}

export interface RoleAccountView {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
}

/** The press users or the property managers, newest first. */
export async function roleAccounts(
  deps: Pick<AccountsDeps, 'db' | 'crypto'>,
  role: AccountRole,
): Promise<RoleAccountView[]> {
  const rows = await listAccountsWithRole(deps.db, role);
  return rows.map((r) => ({
    userId: r.userId,
    profileId: r.profileId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: decryptOrNull(deps.crypto, r.emailEncrypted),
    createdAt: iso(r.createdAt),
  }));
}

export interface CoHostView {
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  createdAt: string;
  passwordSet: boolean;
}

/** The host's live co-hosts, oldest first; passwordSet tells whether each has followed her link yet. */
export async function coHostsOf(deps: Pick<AccountsDeps, 'db' | 'crypto'>, hostId: string): Promise<CoHostView[]> {
  const rows = await listCoHosts(deps.db, hostId);
  return rows.map((r) => ({
    userId: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: decryptOrNull(deps.crypto, r.emailEncrypted),
    createdAt: iso(r.createdAt),
    passwordSet: Boolean(r.hasPassword),
  }));
}

export interface InvitationsView {
  invitations: { id: number; email: string; status: string; createdAt: string; expiresAt: string }[];
  inviteLimit: number;
  invitesLeft: number;
}

/** Her invitations, newest first, with her limit and the places left; null when her account is gone. */
export async function invitationsOf(
  deps: Pick<AccountsDeps, 'db' | 'crypto'>,
  inviterId: string,
): Promise<InvitationsView | null> {
  // Counted under the same lock as sendInvitations, so the places left agree with what a send would allow.
  const allowance = await deps.db.transaction((trx) => lockInviter(trx, inviterId));
  if (!allowance) return null;
  const rows = await listInvitations(deps.db, inviterId);
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      email: decryptOrNull(deps.crypto, r.emailEncrypted) ?? '',
      status: invitationDisplayStatus(r.status, r.expired),
      createdAt: iso(r.createdAt),
      expiresAt: iso(r.expiresAt),
    })),
    inviteLimit: inviteLimit(allowance),
    invitesLeft: invitesLeft(allowance),
  };
}
