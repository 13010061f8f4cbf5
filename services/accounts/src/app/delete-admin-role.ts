// Use case: an admin deletes a role no admin holds, if she could have granted it (spec 000 §6).
import type { AdminActor } from '@golightly/service-kit';
import { deleteRole, findRole, lockRole } from '../db/admin-users';
import { ADMIN_MESSAGES, mayGrant, type ActingAdmin, type Refusal } from '../domain/admin-users';
import { logAdminAction } from './admin-log';
import type { AccountsDeps } from './deps';
import { ROLE_UNKNOWN } from './save-admin-role';

export type DeleteAdminRoleOutcome = { status: 200 } | Refusal;

/** The role is locked first, so no admin is given it while it is being deleted. */
export async function deleteAdminRole(
  deps: Pick<AccountsDeps, 'db' | 'log'>,
  actor: AdminActor & ActingAdmin,
  id: number,
): Promise<DeleteAdminRoleOutcome> {
  return deps.db.transaction(async (trx): Promise<DeleteAdminRoleOutcome> => {
    if (!(await lockRole(trx, id))) return { status: 404, errorMessage: ROLE_UNKNOWN };
    const role = await findRole(trx, id);
    if (!role) return { status: 404, errorMessage: ROLE_UNKNOWN };
    if (role.adminCount > 0) return { status: 400, errorMessage: ADMIN_MESSAGES.roleInUse(role.adminCount) };
    if (!mayGrant(actor, role.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
    await deleteRole(trx, id);
    await logAdminAction(trx, actor, {
      action: 'admin_role.deleted',
      area: 'people',
      recordType: 'admin_role',
      recordId: String(id),
      summary: `Deleted the role ${role.name} (${id})`,
    });
    deps.log.info({ roleId: id, by: actor.adminId }, 'admin role deleted');
    return { status: 200 };
  });
}
