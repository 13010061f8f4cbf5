// Use case: an admin gives a member invitations beyond the five every member has (spec 000 §6 Manage Members).
import type { AdminActor } from '@golightly/service-kit';
import { adminInviteLimitOf, lockMember, setAdminInviteLimit } from '../db/membership';
import { logAdminAction } from './admin-log';
import type { AccountsDeps } from './deps';
import { memberLabel, standing, type MemberChangeOutcome } from './change-member-status';

export const MAX_ADMIN_INVITE_LIMIT = 1000;

/** Logs only a real change: setting the limit she already has records nothing. */
export async function setMemberInviteLimit(
  deps: Pick<AccountsDeps, 'db'>,
  actor: AdminActor,
  request: { userId: string; adminInviteLimit: number },
): Promise<MemberChangeOutcome> {
  const { userId, adminInviteLimit } = request;
  if (!Number.isInteger(adminInviteLimit) || adminInviteLimit < 0 || adminInviteLimit > MAX_ADMIN_INVITE_LIMIT)
    return {
      status: 'invalid',
      message: `The extra invite limit must be a whole number from 0 to ${MAX_ADMIN_INVITE_LIMIT}.`,
      member: null,
    };
  return deps.db.transaction(async (trx): Promise<MemberChangeOutcome> => {
    const member = await lockMember(trx, userId);
    if (!member || member.coHostOf) return { status: 'notFound' };
    const before = await adminInviteLimitOf(trx, userId);
    if (before !== adminInviteLimit) {
      await setAdminInviteLimit(trx, userId, adminInviteLimit);
      await logAdminAction(trx, actor, {
        action: 'member.invite_limit_set',
        area: 'people',
        recordType: 'user',
        recordId: userId,
        summary: `Set the extra invitations of ${memberLabel(member)} from ${before} to ${adminInviteLimit}`,
      });
    }
    return { status: 'success', member: standing(member) };
  });
}
