// Use case: ShowUserProfile (spec 001 §7), a member's profile as the caller may see it.
import { findMemberStatus, findProfileRow, type ProfileRow } from '../db/profile';
import { isPublicAccount, type ProfileAccount } from '../domain/profile-visibility';
import { toProfileView, type ProfileView } from './profile-view';
import type { Caller, DataDeps } from './caller';

export interface ShowUserProfileInput {
  /** The profile number asked for; none (or isUser) means her own. */
  profileId?: number | null;
  isUser?: boolean | null;
}

export type ShowUserProfileResult =
  | { status: 'shown'; profile: ProfileView }
  /** No such member to show this caller: unknown, or not in good standing. */
  | { status: 'none' }
  /** Her own account is gone while her session lives on. */
  | { status: 'accountGone' }
  /** An applicant (or an account on hold) asking for someone else's profile. */
  | { status: 'notApproved' }
  /** Nobody is signed in: profiles are for members. */
  | { status: 'signInRequired' };

const profileAccount = (row: ProfileRow): ProfileAccount => ({
  userId: row.id,
  memberStatus: row.member_status,
  gender: row.gender,
  coHostOf: row.co_host_of,
});

export async function showUserProfile(
  deps: DataDeps,
  caller: Caller,
  input: ShowUserProfileInput,
): Promise<ShowUserProfileResult> {
  const { db, crypto } = deps;
  const shown = (row: ProfileRow, viewer: 'own' | 'admin' | 'member') =>
    ({ status: 'shown', profile: toProfileView(row, viewer, crypto) }) as const;
  const askedForOwn = input.isUser || input.profileId === null || input.profileId === undefined;

  if (caller.kind === 'visitor') return { status: 'signInRequired' };
  // An admin (with Manage Users, the field's mark) sees any account by number; she has no profile of her own.
  if (caller.kind === 'admin') {
    if (askedForOwn) return { status: 'none' };
    const row = await findProfileRow(db, { profileId: input.profileId! });
    return row ? shown(row, 'admin') : { status: 'none' };
  }
  // A co-host acts for her host, but sees the host's profile as any member would (spec 000 §6).
  const ownViewer = caller.coHost ? 'member' : 'own';
  if (askedForOwn) {
    const row = await findProfileRow(db, { userId: caller.userId });
    return row ? shown(row, ownViewer) : { status: 'accountGone' };
  }
  const row = await findProfileRow(db, { profileId: input.profileId! });
  if (!row) return { status: 'none' };
  if (row.id === caller.userId) return shown(row, ownViewer);
  if ((await findMemberStatus(db, caller.userId)) !== 'standard') return { status: 'notApproved' };
  // Only members in good standing are shown to others: not applicants, accounts on hold, refused sign-ups, co-host
  // accounts or the reserved account.
  if (!isPublicAccount(profileAccount(row))) return { status: 'none' };
  return shown(row, 'member');
}
