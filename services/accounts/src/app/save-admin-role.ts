// Use case: an admin adds or changes a role and its privileges, never beyond her own (spec 000 §6, decision 0008).
import {
  findRole,
  insertRole,
  isRoleNameTaken,
  isUniqueViolation,
  listPrivileges,
  updateRole,
} from '../db/admin-users';
import {
  ADMIN_MESSAGES,
  isRefusal,
  mayGrant,
  validateAdminRoleInput,
  type ActingAdmin,
  type AdminRoleInput,
  type Refusal,
} from '../domain/admin-users';
import { adminRole, type RoleView } from './admin-views';
import type { AccountsDeps } from './deps';

export const ROLE_UNKNOWN = 'That admin role does not exist, or has been deleted.';

export type SaveAdminRoleOutcome = { status: 200; role: RoleView | null } | Refusal;

/** `input.id` absent adds a role; given, changes that one. */
export async function saveAdminRole(
  deps: Pick<AccountsDeps, 'db' | 'log'>,
  actor: ActingAdmin,
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
      if (id === null) return { id: await insertRole(trx, change) };
      const existing = await findRole(trx, id);
      if (!existing) return { status: 404, errorMessage: ROLE_UNKNOWN };
      // Taking privileges away from a role she could not have granted is as much beyond her as adding them.
      if (!mayGrant(actor, existing.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
      await updateRole(trx, id, change);
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
