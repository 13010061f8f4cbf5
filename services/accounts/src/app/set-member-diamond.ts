// Use case: an admin grants or withdraws a member's Diamond flag (spec 000 §6 Manage Diamond Member).
import { lockMember, setDiamond } from '../db/membership';
import { diamondStatusChanged } from '../events/publish';
import type { AccountsDeps } from './deps';
import { standing, type MemberChangeOutcome } from './change-member-status';

/** Publishes only a real change, so setting the flag she already has tells nobody anything. */
export async function setMemberDiamond(
  deps: Pick<AccountsDeps, 'db'>,
  adminId: string,
  request: { userId: string; isDiamond: boolean },
): Promise<MemberChangeOutcome> {
  const { userId, isDiamond } = request;
  return deps.db.transaction(async (trx): Promise<MemberChangeOutcome> => {
    const member = await lockMember(trx, userId);
    if (!member || member.coHostOf) return { status: 'notFound' };
    if (member.isDiamond !== isDiamond) {
      await setDiamond(trx, userId, isDiamond);
      await diamondStatusChanged(trx, { userId, isDiamond, adminId });
    }
    return { status: 'success', member: standing({ ...member, isDiamond }) };
  });
}
