// Use case: an admin approves, rejects, holds or releases a member (spec 000 §6 Pending Member, Manage Members).
import { hasProfilePicture, lockMember, setMemberStatus, type MemberForReview } from '../db/membership';
import { revokeSessionsActingFor } from '../db/sessions';
import type { AdminActor } from '@golightly/service-kit';
import { decideStatusChange, REVIEW_NOTE_MAX_LENGTH, type MemberAction } from '../domain/membership';
import { memberApproved, memberRejected, memberStatusChanged } from '../events/publish';
import { logAdminAction } from './admin-log';
import { decryptOrNull, type AccountsDeps } from './deps';

/** Where a member stands after an admin's change. */
export interface MemberStanding {
  userId: string;
  memberStatus: string;
  isMemberVerified: boolean;
  isDiamond: boolean;
}

export type MemberChangeOutcome =
  | { status: 'success'; member: MemberStanding }
  | { status: 'notFound' }
  | { status: 'invalid'; message: string; member: MemberStanding | null };

/** "Ada Lovelace (profile 1234)", as the admin log names a member. */
export const memberLabel = (m: Pick<MemberForReview, 'firstName' | 'lastName' | 'profileId'>): string =>
  `${`${m.firstName} ${m.lastName}`.trim() || 'a member'} (profile ${m.profileId})`;

/** How the admin log records each change; the area is the admin app's for /member-pending and /members. */
const LOGGED: Record<MemberAction, { action: string; area: string; summary: (member: string) => string }> = {
  approve: {
    action: 'member.approved',
    area: 'people',
    summary: (m) => `Approved the membership application of ${m}`,
  },
  reject: {
    action: 'member.rejected',
    area: 'people',
    summary: (m) => `Declined the membership application of ${m}`,
  },
  hold: { action: 'member.held', area: 'people', summary: (m) => `Put ${m} on hold` },
  release: { action: 'member.released', area: 'people', summary: (m) => `Took ${m} off hold` },
};

export const standing = (m: MemberForReview): MemberStanding => ({
  userId: m.userId,
  memberStatus: m.memberStatus,
  isMemberVerified: m.isMemberVerified,
  isDiamond: m.isDiamond,
});

export interface StatusChangeRequest {
  userId: string;
  action: MemberAction;
  /** The admin's note, kept in the member's records (and sent with a rejection). */
  reason?: string | null;
}

/** The status, its record and its event change together, under a lock on the member, or not at all. */
export async function changeMemberStatus(
  deps: Pick<AccountsDeps, 'db' | 'crypto' | 'log'>,
  actor: AdminActor,
  request: StatusChangeRequest,
): Promise<MemberChangeOutcome> {
  const { db, crypto, log } = deps;
  const { userId, action } = request;
  const { adminId } = actor;
  const note = request.reason?.trim() || null;
  if (note && [...note].length > REVIEW_NOTE_MAX_LENGTH)
    return {
      status: 'invalid',
      message: `Please keep the note to ${REVIEW_NOTE_MAX_LENGTH} characters.`,
      member: null,
    };
  return db.transaction(async (trx): Promise<MemberChangeOutcome> => {
    const member = await lockMember(trx, userId);
    // A co-host is not a member of her own: there is nothing of hers to review.
    if (!member || member.coHostOf) return { status: 'notFound' };
    const change = decideStatusChange(member.memberStatus, action);
    if (!change.ok) return { status: 'invalid', message: change.message, member: standing(member) };
    await setMemberStatus(trx, {
      userId,
      from: change.from,
      to: change.to,
      verifies: change.verifies,
      adminId,
      reason: note,
    });
    // On hold she can no longer act: every session acting for her ends now; signing in again leads to /warning.
    if (change.to === 'on_hold') await revokeSessionsActingFor(trx, userId);
    const contact = { userId, email: decryptOrNull(crypto, member.emailEncrypted) ?? '', firstName: member.firstName };
    if (action === 'approve')
      await memberApproved(trx, { ...contact, hasProfilePicture: await hasProfilePicture(trx, userId) }, adminId);
    else if (action === 'reject') await memberRejected(trx, contact, adminId, note ?? '');
    else await memberStatusChanged(trx, { ...contact, previousStatus: change.from, status: change.to, adminId });
    const logged = LOGGED[action];
    await logAdminAction(trx, actor, {
      action: logged.action,
      area: logged.area,
      recordType: 'user',
      recordId: userId,
      summary: `${logged.summary(memberLabel(member))}${note ? `: ${note}` : ''}`,
    });
    log.info({ userId, adminId, from: change.from, to: change.to }, 'member status changed');
    const after = { ...member, memberStatus: change.to, isMemberVerified: member.isMemberVerified || change.verifies };
    return { status: 'success', member: standing(after) };
  });
}
