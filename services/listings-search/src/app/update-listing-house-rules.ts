// Use case: the host sets step 3's house rules (updateListingHouseRules): those picked from the catalogue and her own.
import type { HostCaller } from '../domain/host';
import { HOUSE_RULE_TYPE_ID } from '../domain/list-settings';
import { checkHouseRules, type HouseRulesInput } from '../domain/listing-rules';
import { LISTING_TEXTS } from '../domain/texts';
import { findListSettings } from '../db/list-settings';
import { replacePicks, updateListing } from '../db/listings';
import { invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function updateListingHouseRules(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: HouseRulesInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkHouseRules(input, await findListSettings(trx, input.houseRuleIds ?? []));
    if (!checked.ok) return { refused: invalid(checked.errors, LISTING_TEXTS.nothingSaved) };
    await replacePicks(trx, listing.id, [HOUSE_RULE_TYPE_ID], checked.value.houseRuleIds);
    return { listing: await updateListing(trx, listing.id, { customHouseRules: checked.value.customHouseRules }) };
  });
}
