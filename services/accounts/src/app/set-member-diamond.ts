// Use case: an admin grants or withdraws a member's Diamond flag (spec 000 §6 Manage Diamond Member).
import type { AdminActor } from '@golightly/service-kit';
import { lockMember, setDiamond } from '../db/membership';
import { diamondStatusChanged } from '../events/publish';
import { logAdminAction } from './admin-log';
import type { AccountsDeps } from './deps';
import { memberLabel, standing, type MemberChangeOutcome } from './change-member-status';

/** Publishes and logs only a real change, so setting the flag she already has tells nobody anything. */
export async function setMemberDiamond(
  deps: Pick<AccountsDeps, 'db'>,
  actor: AdminActor,
  request: { userId: string; isDiamond: boolean },
): Promise<MemberChangeOutcome> {
  const { userId, isDiamond } = request;
  return deps.db.transaction(async (trx): Promise<MemberChangeOutcome> => {
    const member = await lockMember(trx, userId);
    if (!member || member.coHostOf) return { status: 'notFound' };
    if (member.isDiamond !== isDiamond) {
      await setDiamond(trx, userId, isDiamond);
      await diamondStatusChanged(trx, { userId, isDiamond, adminId: actor.adminId });
      await logAdminAction(trx, actor, {
        action: isDiamond ? 'member.diamond_granted' : 'member.diamond_withdrawn',
        area: 'membership',
        recordType: 'user',
        recordId: userId,
        summary: isDiamond
          ? `Made ${memberLabel(member)} a Diamond member`
          : `Withdrew the Diamond membership of ${memberLabel(member)}`,
      });
    }
    return { status: 'success', member: standing({ ...member, isDiamond }) };
  });
}
