// Demo admin roles and a sub-admin for a first `npm start` (decision 0008); running it again changes nothing.
import { DEMO_PASSWORD } from '@golightly/config';
import type { Knex } from '@golightly/db';
import { loadAccountsConfig } from '../config';
import { hashPassword } from '../domain/passwords';
import { createFieldCrypto } from './field-crypto';

/** Two roles that show what a sub-admin sees: content editing, and the membership desk. */
export const DEMO_ADMIN_ROLES = [
  {
    name: 'Content editor',
    description: 'Site pages, home page, blog and events, Go Host and how-to-host content.',
    // Dashboard, Home Page Banners, Go Host, CMS Pages, Blog Content Management, Main Host Management
    privilegeIds: [1, 29, 32, 33, 34, 35],
  },
  {
    name: 'Membership desk',
    description: 'Members, applications, press users, Diamond members and subscriptions.',
    // Dashboard, Manage Press Users, Manage Members, Pending Member, Manage Membership, Manage Diamond Member
    privilegeIds: [1, 4, 6, 40, 46, 47],
  },
] as const;

/** A sub-admin with the content-editor role; she signs in with the demo password. */
export const DEMO_SUB_ADMIN = { email: 'editor@golightly.test', role: 'Content editor' } as const;

/** Inserts the demo roles and the demo sub-admin; returns how many rows it added. */
export async function seedAdminRoles(db: Knex, env: Record<string, string | undefined>): Promise<number> {
  const crypto = createFieldCrypto(loadAccountsConfig(env).dataKey);
  return db.transaction(async (trx) => {
    let added = 0;
    for (const role of DEMO_ADMIN_ROLES) {
      // The unique index on the role name makes a second run a no-op.
      const [row] = await trx('admin_roles')
        .insert({ name: role.name, description: role.description })
        .onConflict()
        .ignore()
        .returning('id');
      if (!row) continue;
      await trx('admin_role_privileges').insert(
        role.privilegeIds.map((privilegeId) => ({ role_id: row.id, privilege_id: privilegeId })),
      );
      added += 1;
    }
    const role = await trx('admin_roles').where({ name: DEMO_SUB_ADMIN.role }).first('id');
    const admins = await trx('admin_users')
      .insert({
        email_hash: crypto.lookupHash(DEMO_SUB_ADMIN.email),
        email_encrypted: crypto.encrypt(DEMO_SUB_ADMIN.email),
        password_hash: await hashPassword(DEMO_PASSWORD),
        role_id: role.id,
      })
      // Inserted without a role by an earlier seed (e.g. from DEMO_ADMINS): she gets hers; a role she has stays.
      .onConflict('email_hash')
      .merge({ role_id: role.id })
      .where('admin_users.role_id', null)
      .where('admin_users.is_super_admin', false)
      .returning('id');
    return added + admins.length;
  });
}
