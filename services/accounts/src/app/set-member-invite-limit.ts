// Use case: an admin gives a member invitations beyond the five every member has (spec 000 §6 Manage Members).
import { lockMember, setAdminInviteLimit } from '../db/membership';
import type { AccountsDeps } from './deps';
import { standing, type MemberChangeOutcome } from './change-member-status';

export const MAX_ADMIN_INVITE_LIMIT = 1000;

export async function setMemberInviteLimit(
  deps: Pick<AccountsDeps, 'db'>,
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
    await setAdminInviteLimit(trx, userId, adminInviteLimit);
    return { status: 'success', member: standing(member) };
  });
}
