// ListingTermsChanged (listings-search): the listing's city and arrival times, kept for the booking e-mails.
import { on } from '@golightly/events';
import { ListingTermsChangedSchema } from '@golightly/proto';
import { upsertStayListing } from '../db/stay-listings';

export const listingTermsChanged = on(ListingTermsChangedSchema, async (event, trx) => {
  const { listing, terms } = event.message;
  const listId = listing?.listId || Number(event.message.listingId);
  // Nothing to keep: the terms without a listing number name no listing a reservation could be of.
  if (!listing || !terms || !Number.isSafeInteger(listId) || listId <= 0) return;
  await upsertStayListing(trx, {
    listId,
    city: listing.city.trim(),
    checkInStart: terms.checkInStart.trim() || null,
    checkOutTime: terms.checkOutTime.trim() || null,
    version: terms.version,
  });
});
