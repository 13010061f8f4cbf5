// Use case: the host changes step 1, the basics, of her listing (updateListingBasics), all fields at once.
import type { HostCaller } from '../domain/host';
import { AMENITY_TYPE_IDS } from '../domain/list-settings';
import { basicsSettingIds, checkBasics, type BasicsInput } from '../domain/listing-basics';
import { LISTING_TEXTS } from '../domain/texts';
import { findListSettings } from '../db/list-settings';
import { replaceBedTypes, replacePicks, updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';
import { basicsChanges } from './listing-fields';

export async function updateListingBasics(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: BasicsInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkBasics(input, await findListSettings(trx, basicsSettingIds(input)));
    if (!checked.ok) return { refused: invalid(checked.errors, LISTING_TEXTS.nothingSaved) };
    // Fewer guests than extra guests are counted after would leave the extra guest fee meaningless.
    if (listing.extraGuestAfter !== null && listing.extraGuestAfter > checked.value.personCapacity) {
      return {
        refused: invalid(
          [{ field: 'personCapacity', message: LISTING_TEXTS.extraGuestAfterOverCapacity }],
          LISTING_TEXTS.nothingSaved,
        ),
      };
    }
    await replacePicks(trx, listing.id, AMENITY_TYPE_IDS, checked.value.amenityIds);
    await replaceBedTypes(trx, listing.id, checked.value.bedTypes);
    return { listing: await updateListing(trx, listing.id, basicsChanges(checked.value)) };
  });
}
