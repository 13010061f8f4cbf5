// The privileges an admin holds through her role, as the rules on touching another admin compare them.
import type { Knex } from '@golightly/db';
import { findRole, type AdminRow } from '../db/admin-users';

/** Her role's privilege ids; none without a role (a super admin's are all, which the rules know by the flag). */
export async function privilegeIdsOf(db: Knex, admin: AdminRow): Promise<number[]> {
  return admin.roleId === null ? [] : ((await findRole(db, admin.roleId))?.privilegeIds ?? []);
}
