// An admin's own sign-in address (changeAdminEmail, decision 0031): the new lookup hash and encrypted address.
import type { Knex } from '@golightly/db';

/** Sets a live admin's address; false when she is gone (deleted since). */
export async function updateAdminEmail(
  trx: Knex.Transaction,
  adminId: string,
  email: { emailHash: Buffer; emailEncrypted: string },
): Promise<boolean> {
  const updated = await trx('admin_users')
    .where({ id: adminId })
    .whereNull('deleted_at')
    .update({ email_hash: email.emailHash, email_encrypted: email.emailEncrypted, updated_at: trx.fn.now() });
  return updated > 0;
}
