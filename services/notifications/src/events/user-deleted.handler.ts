// UserDeleted: forget the member — her contact details, her in-app notifications and her newsletter subscription.
import { on } from '@golightly/events';
import { UserDeletedSchema } from '@golightly/proto';
import { eraseMemberContact } from '../db/member-contacts';

export const userDeleted = on(UserDeletedSchema, async (event, trx) => {
  await eraseMemberContact(trx, event.message.userId, event.message.email);
});
