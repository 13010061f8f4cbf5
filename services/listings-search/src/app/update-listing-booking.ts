// Use case: the host sets step 3's booking settings (updateListingBookingSettings): nights, advance notice, booking
// window, check-in and check-out times in the listing's time zone, blocked check-in days, instant book, stay flags.
import type { HostCaller } from '../domain/host';
import { checkBookingSettings, type BookingInput } from '../domain/listing-booking';
import { LISTING_TEXTS } from '../domain/texts';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';
import { bookingChanges } from './listing-fields';

export async function updateListingBookingSettings(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: BookingInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkBookingSettings(input);
    if (!checked.ok) return { refused: invalid(checked.errors, LISTING_TEXTS.nothingSaved) };
    return { listing: await updateListing(trx, listing.id, bookingChanges(checked.value)) };
  });
}
