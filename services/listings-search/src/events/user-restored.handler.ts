// UserRestored (accounts): an admin brought back a member's account; her suspended listings come back as they were
// (decision 0040).
import { on } from '@golightly/events';
import { UserRestoredSchema } from '@golightly/proto';
import { restoreHostListings } from '../app/restore-host-listings';

export const userRestored = on(UserRestoredSchema, async (event, trx) => {
  await restoreHostListings(trx, event.message.userId);
});
