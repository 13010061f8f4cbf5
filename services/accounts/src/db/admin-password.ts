// An admin's own password (changeAdminPassword, decision 0029): her sign-in credentials, and the new hash.
import type { Knex } from '@golightly/db';

/** A live admin's e-mail lookup hash (the key her guesses are counted under) and password hash. */
export async function findAdminCredentials(
  db: Knex,
  adminId: string,
): Promise<{ emailHash: Buffer; passwordHash: string } | undefined> {
  return db('admin_users')
    .where({ id: adminId })
    .whereNull('deleted_at')
    .first({ emailHash: 'email_hash', passwordHash: 'password_hash' });
}

export async function updateAdminPassword(trx: Knex.Transaction, adminId: string, passwordHash: string): Promise<void> {
  await trx('admin_users').where({ id: adminId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
}
