// Use case: the host writes step 2's words, the title, description and neighbourhood (updateListingScene).
import type { HostCaller } from '../domain/host';
import { checkScene, type SceneInput } from '../domain/listing-scene';
import { LISTING_TEXTS } from '../domain/texts';
import { updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function updateListingScene(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: SceneInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkScene(input);
    if (!checked.ok) return { refused: invalid(checked.errors, LISTING_TEXTS.nothingSaved) };
    return { listing: await updateListing(trx, listing.id, checked.value) };
  });
}
