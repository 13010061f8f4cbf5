// Recording accounts' own admin actions in the admin log (DESIGN §8, decision 0028). accounts owns the log, so its
// use cases append the entry straight into their own transaction; every other service publishes AdminActionRecorded
// (recordAdminAction of @golightly/events) and accounts' consumer appends it.
import type { Knex } from '@golightly/db';
import { checkAdminAction, clipAdminSummary, type AdminActionWhat } from '@golightly/events';
import type { AdminActor } from '@golightly/service-kit';
import { appendAdminLog } from '../db/admin-log';

export const ACCOUNTS_PRODUCER = 'accounts';

export type AdminLogWhat = AdminActionWhat;

/** Appends the entry in `trx`, the transaction of the action: both are saved, or neither. Call only on a change. */
export async function logAdminAction(trx: Knex.Transaction, actor: AdminActor, what: AdminLogWhat): Promise<void> {
  checkAdminAction(actor, what);
  await appendAdminLog(trx, {
    eventId: null,
    producer: ACCOUNTS_PRODUCER,
    adminId: actor.adminId,
    privilegeId: actor.privilegeId,
    privilegeName: actor.privilegeName,
    action: what.action,
    area: what.area,
    recordType: what.recordType,
    recordId: what.recordId,
    summary: clipAdminSummary(what.summary),
    clientAddress: actor.clientAddress,
  });
}
