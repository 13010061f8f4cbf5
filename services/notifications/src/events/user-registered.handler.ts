// UserRegistered: remember how to reach the new member, and greet her in the app.
import { on } from '@golightly/events';
import { UserRegisteredSchema } from '@golightly/proto';
import { insertNotification, upsertMemberContact } from '../db/member-contacts';
import { welcomeNotification } from '../domain/welcome';

export const userRegistered = on(UserRegisteredSchema, async (event, trx) => {
  const member = event.message;
  await upsertMemberContact(trx, {
    userId: member.userId,
    profileId: member.profileId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    gender: member.gender || null,
    registeredAt: event.occurredAt,
  });
  const welcome = welcomeNotification(member.firstName);
  await insertNotification(trx, member.userId, welcome.kind, welcome.body);
});
