// UserPurged (accounts): an admin's deletion of a host can no longer be undone (decision 0040 amended). The listings
// suspended on her UserDeleted are deleted as an admin's deletion of a listing deletes them (deletedBy admin, no admin
// named: the rule did it), each with ListingDeleted and its terms. A co-host's id finds no listing.
import { on } from '@golightly/events';
import { UserPurgedSchema } from '@golightly/proto';
import { deleteHostListings } from '../app/suspend-host-listings';

export const userPurged = on(UserPurgedSchema, async (event, trx) => {
  await deleteHostListings(trx, event.message.userId, 'admin');
});
