// The one reserved system account of spec 000 §6: a fixed id, seeded once, with the limits of domain/roles.ts.
import type { Knex } from '@golightly/db';
import { loadAccountsConfig } from '../config';
import { hashPassword } from '../domain/passwords';
import { RESERVED_ACCOUNT_EMAIL, RESERVED_ACCOUNT_ID } from '../domain/roles';
import { createFieldCrypto } from './field-crypto';

export interface ReservedAccountOptions {
  /** Where it signs in; default RESERVED_ACCOUNT_EMAIL. */
  email?: string;
  /** Its password; without one it cannot sign in until someone uses "forgot password" on its address. */
  password?: string;
}

/**
 * Creates the reserved account if it is missing (idempotent: an existing one, even changed, is left alone).
 * Returns 1 when it was created, 0 otherwise. It is a complete, verified profile, so only its own limits apply.
 */
export async function seedReservedAccount(
  db: Knex,
  env: Record<string, string | undefined>,
  options: ReservedAccountOptions = {},
): Promise<number> {
  const crypto = createFieldCrypto(loadAccountsConfig(env).dataKey);
  const email = (options.email ?? RESERVED_ACCOUNT_EMAIL).trim().toLowerCase();
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  return db.transaction(async (trx) => {
    const inserted = await trx('users')
      .insert({
        id: RESERVED_ACCOUNT_ID,
        first_name: 'Golightly',
        last_name: '',
        email_hash: crypto.lookupHash(email),
        email_encrypted: crypto.encrypt(email),
        password_hash: passwordHash,
        gender: 'female',
        user_type: 'inviteForm',
        member_status: 'standard',
        is_member_verified: true,
        // It invites no one (spec 000 §6: no invite link).
        max_invite: 0,
        step1: 'completed',
        step2: 'completed',
        step3: 'completed',
        step4: 'completed',
        is_profile_updated: true,
      })
      .onConflict('id')
      .ignore()
      .returning('id');
    if (inserted.length === 0) return 0;
    await trx('user_verifications')
      .insert({ user_id: RESERVED_ACCOUNT_ID, is_email_confirmed: true, is_phone_verified: true })
      .onConflict('user_id')
      .ignore();
    return 1;
  });
}
