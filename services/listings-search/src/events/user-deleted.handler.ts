// UserDeleted (accounts): a member's account ended. Her listings are suspended when an admin deleted her (restorable)
// and deleted when she deleted herself (decision 0040). A co-host hosts nothing of her own: her id finds no listing.
import { on } from '@golightly/events';
import { DeletionReason, UserDeletedSchema } from '@golightly/proto';
import { closeHostListings } from '../app/suspend-host-listings';

export const userDeleted = on(UserDeletedSchema, async (event, trx) => {
  await closeHostListings(trx, {
    hostId: event.message.userId,
    restorable: event.message.reason === DeletionReason.ADMIN,
    deletedAt: event.occurredAt,
  });
});
