// Keeps which member a profile number is, as accounts tells it, so getAllWishListGroup(profileId) finds her public
// groups (decision 0043: a read-model fed by events, never a call to accounts).
import type { Knex } from '@golightly/db';
import { upsertOwner } from '../db/wish-lists';

export async function rememberWishListOwner(
  trx: Knex.Transaction,
  member: { userId: string; profileId: number },
): Promise<void> {
  if (member.profileId > 0) await upsertOwner(trx, member.userId, member.profileId);
}
