// The listing a listings-search event names (ListingSummary), as the hosting e-mails take it.
import type { ListingSummary } from '@golightly/proto';
import type { ListingFact } from '../app/hosting-emails';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function listingFactOf(message: { listingId: string; listing?: ListingSummary | undefined }): ListingFact {
  const listing = message.listing;
  // Thrown, so the event ends in the dead-letter topic for a person to look at: nobody could be told of it.
  if (!listing || !UUID.test(listing.hostUserId)) {
    throw new Error(`listing event ${message.listingId} names no host (user id '${listing?.hostUserId ?? ''}')`);
  }
  return {
    listId: listing.listId || Number(message.listingId),
    hostUserId: listing.hostUserId,
    title: listing.title,
    city: listing.city,
    state: listing.state,
    country: listing.country,
  };
}
