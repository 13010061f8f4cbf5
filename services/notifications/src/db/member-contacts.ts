// The read-model of members notifications writes to, and their in-app notifications.
import type { Knex } from '@golightly/db';
import { eraseMemberCounts } from './counts';

export interface MemberContact {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  registeredAt: Date;
}

/** Records (or refreshes) a member's contact details; safe to apply twice. */
export async function upsertMemberContact(trx: Knex.Transaction, contact: MemberContact): Promise<void> {
  const details = {
    profile_id: contact.profileId,
    email: contact.email,
    first_name: contact.firstName,
    last_name: contact.lastName,
    gender: contact.gender,
  };
  await trx('member_contacts')
    .insert({ user_id: contact.userId, registered_at: contact.registeredAt, ...details })
    .onConflict('user_id')
    .merge({ ...details, updated_at: trx.fn.now() });
}

export async function insertNotification(
  trx: Knex.Transaction,
  recipientId: string,
  kind: string,
  body: string,
): Promise<void> {
  await trx('notifications').insert({ recipient_id: recipientId, kind, body });
}

/** A member's first name, for a line about something she did; undefined when notifications has not heard of her. */
export async function firstNameOf(db: Knex | Knex.Transaction, userId: string): Promise<string | undefined> {
  const row = await db('member_contacts')
    .select('first_name')
    .where({ user_id: userId })
    .first<{ first_name: string } | undefined>();
  return row?.first_name;
}

/** A member's gender as she registered it; undefined when unknown here or not said. */
export async function genderOf(db: Knex | Knex.Transaction, userId: string): Promise<string | undefined> {
  const row = await db('member_contacts')
    .where({ user_id: userId })
    .first<{ gender: string | null } | undefined>('gender');
  return row?.gender ?? undefined;
}

/** How notifications knows a member, or undefined when it has not heard of her. */
export async function findMemberContact(
  db: Knex | Knex.Transaction,
  userId: string,
): Promise<Omit<MemberContact, 'registeredAt'> | undefined> {
  return db('member_contacts').where({ user_id: userId }).first<Omit<MemberContact, 'registeredAt'> | undefined>({
    userId: 'user_id',
    profileId: 'profile_id',
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    gender: 'gender',
  });
}

/** Erases what notifications holds about a member. E-mails already queued to her address are dropped too. */
export async function eraseMemberContact(trx: Knex.Transaction, userId: string, email: string): Promise<void> {
  await trx('member_contacts').where({ user_id: userId }).delete();
  await trx('notifications').where({ recipient_id: userId }).delete();
  await trx('unsent_emails').where({ user_id: userId }).delete();
  await eraseMemberCounts(trx, userId);
  if (email) {
    await trx('newsletter_subscribers').where({ email: email.toLowerCase() }).delete();
    await trx('newsletter_confirmations').where({ email: email.toLowerCase() }).delete();
    await trx('email_messages').where({ recipient: email.toLowerCase(), status: 'queued' }).delete();
  }
}
