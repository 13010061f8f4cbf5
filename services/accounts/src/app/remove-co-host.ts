// Use case: a member removes one of her co-hosts, whose account and sessions then end (spec 000 §6, decision 0010).
import type { Knex } from '@golightly/db';
import { deleteCoHostAccount, lockCoHostOf, revokeSessionsOf } from '../db/membership';

export type RemoveCoHostOutcome = 'removed' | 'notFound';

/**
 * Ownership before effect, in one transaction: nothing changes unless `coHostId` is a live co-host of `hostId`, so
 * another member's id (or anyone else's) is answered notFound and her account and sessions are left alone.
 */
export async function removeCoHost(db: Knex, hostId: string, coHostId: string): Promise<RemoveCoHostOutcome> {
  return db.transaction(async (trx) => {
    const coHost = await lockCoHostOf(trx, hostId, coHostId);
    if (!coHost) return 'notFound';
    await deleteCoHostAccount(trx, coHost.id);
    await revokeSessionsOf(trx, coHost.id);
    return 'removed';
  });
}
