// Listing.hostSuspended (decision 0040): whether the listing waits for its host's account to be restored; the field's
// @adminPrivilege keeps it to the admins who manage listings.
import { isHostSuspended } from '../../domain/host-suspension';
import type { Resolvers } from '../gen/resolver-types';

export const hostSuspensionResolvers: Resolvers = {
  Listing: {
    hostSuspended: (listing) => isHostSuspended(listing.record),
  },
};
