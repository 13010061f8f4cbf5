// UserDeleted: forget the member — her contact details, her in-app notifications and her newsletter subscription.
import { on } from '@golightly/events';
import { UserDeletedSchema } from '@golightly/proto';
import { forgetMember } from '../app/member-directory';

export const userDeleted = on(UserDeletedSchema, (event, trx) => forgetMember(trx, event.message));
