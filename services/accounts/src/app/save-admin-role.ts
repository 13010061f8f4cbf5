// Use case: an admin adds or changes a role and its privileges, never beyond her own (spec 000 §6, decision 0008).
import type { AdminActor } from '@golightly/service-kit';
import {
  findRole,
  insertRole,
  isRoleNameTaken,
  isUniqueViolation,
  listPrivileges,
  lockRole,
  updateRole,
  type PrivilegeRow,
  type RoleRow,
} from '../db/admin-users';
import {
  ADMIN_MESSAGES,
  isRefusal,
  mayGrant,
  validateAdminRoleInput,
  type ActingAdmin,
  type AdminRoleChange,
  type AdminRoleInput,
  type Refusal,
} from '../domain/admin-users';
import { logAdminAction } from './admin-log';
import { adminRole, type RoleView } from './admin-views';
import type { AccountsDeps } from './deps';

export const ROLE_UNKNOWN = 'That admin role does not exist, or has been deleted.';

export type SaveAdminRoleOutcome = { status: 200; role: RoleView | null } | Refusal;

/** "Manage Users and Dashboard", naming privileges for the admin log. */
function privilegeNames(ids: readonly number[], catalogue: readonly PrivilegeRow[]): string {
  const names = ids.map((id) => catalogue.find((p) => p.id === id)?.name ?? `privilege ${id}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What a save changes of a role, in words; empty when it changes nothing. */
export function roleChanges(before: RoleRow, after: AdminRoleChange, catalogue: readonly PrivilegeRow[]): string[] {
  const added = after.privilegeIds.filter((id) => !before.privilegeIds.includes(id));
  const removed = before.privilegeIds.filter((id) => !after.privilegeIds.includes(id));
  return [
    ...(before.name !== after.name ? [`renamed it from ${before.name}`] : []),
    ...((before.description ?? null) !== after.description ? ['changed its description'] : []),
    ...(added.length > 0 ? [`added ${privilegeNames(added, catalogue)}`] : []),
    ...(removed.length > 0 ? [`removed ${privilegeNames(removed, catalogue)}`] : []),
  ];
}

/** `input.id` absent adds a role; given, changes that one. A save that changes nothing records nothing. */
export async function saveAdminRole(
  deps: Pick<AccountsDeps, 'db' | 'log'>,
  actor: AdminActor & ActingAdmin,
  input: AdminRoleInput & { id?: number | null },
): Promise<SaveAdminRoleOutcome> {
  const { db, log } = deps;
  const id = input.id ?? null;
  const catalogue = await listPrivileges(db);
  const change = validateAdminRoleInput(
    input,
    catalogue.map((p) => p.id),
  );
  if (isRefusal(change)) return change;
  if (!mayGrant(actor, change.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };

  const outcome = await db
    .transaction(async (trx): Promise<Refusal | { id: number }> => {
      if (await isRoleNameTaken(trx, change.name, id ?? undefined))
        return { status: 400, errorMessage: ADMIN_MESSAGES.roleNameTaken };
      if (id === null) {
        const added = await insertRole(trx, change);
        const count = change.privilegeIds.length;
        await logAdminAction(trx, actor, {
          action: 'admin_role.created',
          area: 'people',
          recordType: 'admin_role',
          recordId: String(added),
          summary: `Added the role ${change.name} (${added}) with ${count} privilege${count === 1 ? '' : 's'}`,
        });
        return { id: added };
      }
      const existing = (await lockRole(trx, id)) ? await findRole(trx, id) : undefined;
      if (!existing) return { status: 404, errorMessage: ROLE_UNKNOWN };
      // Taking privileges away from a role she could not have granted is as much beyond her as adding them.
      if (!mayGrant(actor, existing.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
      const changes = roleChanges(existing, change, catalogue);
      if (changes.length === 0) return { id };
      await updateRole(trx, id, change);
      await logAdminAction(trx, actor, {
        action: 'admin_role.updated',
        area: 'people',
        recordType: 'admin_role',
        recordId: String(id),
        summary: `Changed the role ${change.name} (${id}): ${changes.join('; ')}`,
      });
      return { id };
    })
    .catch((error: unknown): Refusal => {
      if (isUniqueViolation(error, 'admin_roles_name_key'))
        return { status: 400, errorMessage: ADMIN_MESSAGES.roleNameTaken };
      throw error;
    });
  if (isRefusal(outcome)) return outcome;
  log.info({ roleId: outcome.id, by: actor.adminId, privilegeIds: change.privilegeIds }, 'admin role saved');
  return { status: 200, role: await adminRole(deps, outcome.id) };
}
