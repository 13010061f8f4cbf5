// ListingTermsChanged (listings-search): the listing's place, arrival times, host, price and whether it is live, kept
// for the booking e-mails and the declined request's suggestions.
import { on } from '@golightly/events';
import { ListingApprovalStatus, ListingTermsChangedSchema } from '@golightly/proto';
import { upsertStayListing } from '../db/stay-listings';
import { isLiveListing } from '../domain/booking-mail';

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
    hostUserId: terms.hostUserId || listing.hostUserId,
    title: listing.title.trim(),
    country: listing.country.trim().toUpperCase(),
    live: isLiveListing({
      approved: terms.approvalStatus === ListingApprovalStatus.APPROVED,
      published: terms.published,
      listed: terms.listed,
      deleted: terms.deleted,
      bookable: terms.bookable,
    }),
    nightlyPriceMinor: Number(terms.basePriceMinor),
    currency: terms.currency.trim().toUpperCase(),
    personCapacity: terms.personCapacity,
    womensOnly: terms.womensOnly,
  });
});
