// MemberApplied (accounts): an applicant's profile number, remembered for her public wish lists once she is a member
// (decision 0043).
import { on } from '@golightly/events';
import { MemberAppliedSchema } from '@golightly/proto';
import { rememberWishListOwner } from '../app/remember-wish-list-owner';

export const memberApplied = on(MemberAppliedSchema, (event, trx) =>
  rememberWishListOwner(trx, { userId: event.message.userId, profileId: event.message.profileId }),
);
