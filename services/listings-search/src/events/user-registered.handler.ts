// UserRegistered (accounts): remember the new member's profile number for her public wish lists (decision 0043).
import { on } from '@golightly/events';
import { UserRegisteredSchema } from '@golightly/proto';
import { rememberWishListOwner } from '../app/remember-wish-list-owner';

export const userRegistered = on(UserRegisteredSchema, (event, trx) =>
  rememberWishListOwner(trx, { userId: event.message.userId, profileId: event.message.profileId }),
);
