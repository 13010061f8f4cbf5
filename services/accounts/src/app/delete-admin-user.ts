// Use case: an admin deletes another admin, whose sessions end (spec 000 §7 deleteAdminUser).
import type { AdminActor } from '@golightly/service-kit';
import { findAdmin, revokeAdminSessions, softDeleteAdmin } from '../db/admin-users';
import { ADMIN_MESSAGES, deletionRefusal, type ActingAdmin, type Refusal } from '../domain/admin-users';
import { logAdminAction } from './admin-log';
import { privilegeIdsOf } from './admin-privilege-ids';
import { isAdminId } from './admin-views';
import type { AccountsDeps } from './deps';

export type DeleteAdminUserOutcome = { status: 200 } | Refusal;

/** The target is locked and the rules (never herself, never beyond her own privileges) decided before any change. */
export async function deleteAdminUser(
  deps: Pick<AccountsDeps, 'db' | 'log'>,
  actor: AdminActor & ActingAdmin,
  id: string,
): Promise<DeleteAdminUserOutcome> {
  if (!isAdminId(id)) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };
  return deps.db.transaction(async (trx): Promise<DeleteAdminUserOutcome> => {
    const target = await findAdmin(trx, id, { lock: true });
    if (!target) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };
    const refusal = deletionRefusal(actor, { ...target, privilegeIds: await privilegeIdsOf(trx, target) });
    if (refusal) return refusal;
    await softDeleteAdmin(trx, target.id);
    const sessions = await revokeAdminSessions(trx, target.id);
    await logAdminAction(trx, actor, {
      action: 'admin_user.deleted',
      area: 'people',
      recordType: 'admin_user',
      recordId: target.id,
      summary: `Deleted an admin${sessions > 0 ? ` and ended ${sessions === 1 ? 'her session' : `her ${sessions} sessions`}` : ''}`,
    });
    deps.log.info({ adminId: target.id, by: actor.adminId, sessionsRevoked: sessions }, 'admin deleted');
    return { status: 200 };
  });
}
