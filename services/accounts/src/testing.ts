// Fixtures for tests elsewhere in the repository: members and admins as accounts stores them.
import type { Knex } from '@golightly/db';
import { createFieldCrypto } from './db/field-crypto';
import { hashPassword } from './domain/passwords';
import type { MemberStatus } from './domain/sign-in';

/** The personal-data cipher, for fixtures that store a member's phone, birth date or secondary e-mail as she would. */
export { createFieldCrypto };

export interface MemberFixture {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  gender?: 'male' | 'female';
  memberStatus?: MemberStatus;
  emailConfirmed?: boolean;
  /** Her own 8-character invitation code. */
  referralKey?: string;
  maxInvite?: number;
}

/** Inserts a member the way registration would leave her; returns her user id. */
export async function insertMember(db: Knex, dataKeyBase64: string, member: MemberFixture): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  const [row] = await db('users')
    .insert({
      first_name: member.firstName,
      last_name: member.lastName ?? 'Tester',
      email_hash: crypto.lookupHash(member.email),
      email_encrypted: crypto.encrypt(member.email.trim().toLowerCase()),
      password_hash: await hashPassword(member.password),
      gender: member.gender ?? 'female',
      member_status: member.memberStatus ?? 'standard',
      referral_key: member.referralKey ?? null,
      max_invite: member.maxInvite ?? 5,
    })
    .returning('id');
  await db('user_verifications').insert({ user_id: row.id, is_email_confirmed: member.emailConfirmed ?? true });
  return row.id;
}

/** Writes an invitation from `inviterId`, optionally addressed to one e-mail; returns its code. */
export async function insertInvitation(
  db: Knex,
  dataKeyBase64: string,
  invitation: {
    inviterId: string;
    code: string;
    email?: string;
    status?: 'pending' | 'accepted' | 'cancelled';
    expiresInDays?: number;
  },
): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  await db('invitations').insert({
    inviter_id: invitation.inviterId,
    unique_key: invitation.code,
    email_hash: invitation.email ? crypto.lookupHash(invitation.email) : null,
    status: invitation.status ?? 'pending',
    expires_at: new Date(Date.now() + (invitation.expiresInDays ?? 30) * 86_400_000),
  });
  return invitation.code;
}

/** Inserts an admin; a sub-admin may be given a role (see insertAdminRole). Returns her id. */
export async function insertAdmin(
  db: Knex,
  dataKeyBase64: string,
  admin: { email: string; password: string; isSuperAdmin?: boolean; roleId?: number },
): Promise<string> {
  const crypto = createFieldCrypto(Buffer.from(dataKeyBase64, 'base64'));
  const [row] = await db('admin_users')
    .insert({
      email_hash: crypto.lookupHash(admin.email),
      email_encrypted: crypto.encrypt(admin.email.trim().toLowerCase()),
      password_hash: await hashPassword(admin.password),
      is_super_admin: admin.isSuperAdmin ?? false,
      role_id: admin.roleId ?? null,
    })
    .returning('id');
  return row.id;
}

/** Inserts an admin role granting these privileges (ids of spec 000 §6's catalogue); returns its id. */
export async function insertAdminRole(
  db: Knex,
  role: { name: string; description?: string; privilegeIds: number[] },
): Promise<number> {
  const [row] = await db('admin_roles')
    .insert({ name: role.name, description: role.description ?? null })
    .returning('id');
  await db('admin_role_privileges').insert(
    role.privilegeIds.map((privilegeId) => ({ role_id: row.id, privilege_id: privilegeId })),
  );
  return row.id;
}
