// Fixtures for tests elsewhere in the repository: what notifications knows of a member and her in-app
// notifications, written by its own db layer so a test never writes this service's tables itself. Where a test can
// instead have the producer publish the event notifications consumes (accounts' MemberRegistered), prefer that. And a
// client of its live socket and an SMTP listener, for the tests here and the gateway's.
import type { Knex } from '@golightly/db';
import { insertNotification as storeNotification, upsertMemberContact } from './db/member-contacts';

export { LiveClient, type Refusal } from './testing-live-client';
export { startSmtpListener, type SmtpListener } from './testing-smtp-listener';

export interface MemberContactFixture {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName?: string;
  gender?: 'male' | 'female' | null;
  registeredAt?: Date;
}

/** Records a member's contact details as notifications keeps them after her registration event. */
export async function insertMemberContact(db: Knex, contact: MemberContactFixture): Promise<void> {
  await db.transaction((trx) =>
    upsertMemberContact(trx, {
      userId: contact.userId,
      profileId: contact.profileId,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName ?? 'Tester',
      gender: contact.gender ?? 'female',
      registeredAt: contact.registeredAt ?? new Date(),
    }),
  );
}

/** Gives a member an unread in-app notification. */
export async function insertNotification(
  db: Knex,
  notification: { recipientId: string; kind: string; body: string },
): Promise<void> {
  await db.transaction((trx) => storeNotification(trx, notification.recipientId, notification.kind, notification.body));
}
