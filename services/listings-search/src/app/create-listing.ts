// Use case: a host starts a listing with step 1, the basics (createListing). Only an approved woman member whose ID
// is verified may list; a co-host creates it for her host. The listing starts as a draft nobody else sees.
import type { Knex } from '@golightly/db';
import { hostRefusal, type HostCaller } from '../domain/host';
import { AMENITY_TYPE_IDS } from '../domain/list-settings';
import { basicsSettingIds, checkBasics, type Basics, type BasicsInput } from '../domain/listing-basics';
import { findListSettings } from '../db/list-settings';
import { findListing, insertListing, replaceBedTypes, replacePicks, type ListingChanges } from '../db/listings';
import { forbidden, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { publishTermsIfChanged } from './edit-listing';
import { basicsChanges } from './listing-fields';
import { LISTING_TEXTS } from '../domain/texts';

/** Stores a new listing of `hostId` with its basics and its picks; returns its number. */
export async function storeNewListing(
  trx: Knex.Transaction,
  hostId: string,
  basics: Basics,
  more: ListingChanges = {},
): Promise<number> {
  const id = await insertListing(trx, hostId, { ...basicsChanges(basics), ...more });
  await replacePicks(trx, id, AMENITY_TYPE_IDS, basics.amenityIds);
  await replaceBedTypes(trx, id, basics.bedTypes);
  return id;
}

export async function createListing(deps: ListingsDeps, host: HostCaller, input: BasicsInput): Promise<EditOutcome> {
  const refusal = hostRefusal(host.standing);
  if (refusal) return forbidden(refusal);
  const checked = checkBasics(input, await findListSettings(deps.db, basicsSettingIds(input)));
  if (!checked.ok) return invalid(checked.errors, LISTING_TEXTS.nothingSaved);
  return deps.db.transaction(async (trx): Promise<EditOutcome> => {
    const id = await storeNewListing(trx, host.userId, checked.value);
    const listing = (await findListing(trx, id))!;
    await publishTermsIfChanged(trx, null, listing);
    return { status: 'success', listing };
  });
}
