// Demo members and an admin for a first `npm start`; running it again changes nothing.
import { DEMO_ADMINS, DEMO_MEMBERS, DEMO_PASSWORD } from '@golightly/config';
import type { Knex } from '@golightly/db';
import { loadAccountsConfig } from '../config';
import { hashPassword } from '../domain/passwords';
import { createFieldCrypto } from './field-crypto';
import { seedAdminRoles } from './admin-seed';
import { seedReservedAccount } from './reserved-account';

export async function seedDemo(db: Knex, env: Record<string, string | undefined>): Promise<number> {
  const crypto = createFieldCrypto(loadAccountsConfig(env).dataKey);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = Object.values(DEMO_MEMBERS).map((m) => ({
    id: m.id,
    profile_id: m.profileId,
    first_name: m.firstName,
    last_name: m.lastName,
    email_hash: crypto.lookupHash(m.email),
    email_encrypted: crypto.encrypt(m.email),
    password_hash: passwordHash,
    gender: 'female',
    date_of_birth_encrypted: crypto.encrypt('1988-04-12'),
    phone_encrypted: crypto.encrypt('5125550100'),
    dial_code: '+1',
    country_code: 'US',
    zip_code: '78704',
    intend: 'both',
    referral_key: m.referralKey,
    member_status: m.role === 'pending member' ? 'pending' : 'standard',
    user_type: m.role === 'pending member' ? 'memberForm' : 'inviteForm',
    is_member_verified: m.role !== 'pending member',
    is_diamond: m.role === 'Diamond member',
    co_host_of: 'coHostOf' in m ? DEMO_MEMBERS[m.coHostOf].id : null,
    is_press_user: m.role === 'press user',
    is_property_manager: m.role === 'property manager',
    step1: 'completed',
    step2: 'completed',
    step3: 'completed',
    step4: 'completed',
    is_profile_updated: true,
    social_enable: true,
  }));
  const inserted = await db('users').insert(members).onConflict('id').ignore().returning('id');
  const renumbered = await giveDemoMembersTheirProfileNumbers(db);
  await db('user_verifications')
    .insert(members.map((m) => ({ user_id: m.id, is_email_confirmed: true, is_phone_verified: true })))
    .onConflict('user_id')
    .ignore();
  const admins = await db('admin_users')
    .insert(
      Object.values(DEMO_ADMINS).map((a) => ({
        email_hash: crypto.lookupHash(a.email),
        email_encrypted: crypto.encrypt(a.email),
        password_hash: passwordHash,
        is_super_admin: a.isSuperAdmin,
      })),
    )
    .onConflict('email_hash')
    .ignore()
    .returning('id');
  const reserved = await seedReservedAccount(db, env);
  const roles = await seedAdminRoles(db, env);
  return inserted.length + renumbered + admins.length + reserved + roles;
}

/**
 * Demo members seeded before their numbers were fixed drew random ones; they take the fixture's number, which
 * listings-search also knows (decision 0043), so a link to a demo member's profile finds her public wish lists.
 */
async function giveDemoMembersTheirProfileNumbers(db: Knex): Promise<number> {
  let changed = 0;
  for (const member of Object.values(DEMO_MEMBERS)) {
    changed += await db('users')
      .where({ id: member.id })
      .whereNot({ profile_id: member.profileId })
      .update({ profile_id: member.profileId });
  }
  return changed;
}
