// Use cases: the host (or her co-host) adds, changes and deletes her listing's seasonal prices (issue 14 item 3,
// decision 0039), one season at a time, each checked against the others (no two on one night) with stay-rules'
// messages. Seasonal amounts are in the listing's currency, so the listing needs its prices first.
import { stayTermsOf, type CalendarParts } from '../domain/calendar-terms';
import type { HostCaller } from '../domain/host';
import type { ListingRecord } from '../domain/listing';
import { checkSeason, sameSeason, SEASONS_MAX, type SeasonInput } from '../domain/seasonal-prices';
import { LISTING_TEXTS as T } from '../domain/texts';
import { deleteSeason, findCalendarParts, insertSeason, updateSeason } from '../db/listing-calendar';
import { updateListing } from '../db/listings';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

const seasonNotFound = (): EditOutcome => ({ status: 'notFound', errorMessage: T.seasonNotFound });

/** The terms with every season but `leftOut`, for checking the one that takes its place. */
const termsWithout = (listing: ListingRecord, parts: CalendarParts, leftOut: number | null) =>
  stayTermsOf(listing, { ...parts, seasons: parts.seasons.filter((season) => season.id !== leftOut) });

export async function addListingSeason(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  input: SeasonInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    if (listing.currency === null || listing.basePriceMinor === null) return { refused: conflict(T.pricesFirst) };
    const parts = await findCalendarParts(trx, listing.id);
    if (parts.seasons.length >= SEASONS_MAX) return { refused: conflict(T.tooManySeasons(SEASONS_MAX)) };
    const checked = checkSeason(input, termsWithout(listing, parts, null));
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    await insertSeason(trx, listing.id, checked.value);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}

export async function updateListingSeason(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  seasonId: number,
  input: SeasonInput,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const parts = await findCalendarParts(trx, listing.id);
    const current = parts.seasons.find((season) => season.id === seasonId);
    if (!current) return { refused: seasonNotFound() };
    const checked = checkSeason(input, termsWithout(listing, parts, seasonId));
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    if (sameSeason(checked.value, current)) return { listing };
    await updateSeason(trx, listing.id, seasonId, checked.value);
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}

export async function deleteListingSeason(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  seasonId: number,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    if (!(await deleteSeason(trx, listing.id, seasonId))) return { refused: seasonNotFound() };
    return { listing: await updateListing(trx, listing.id, {}) };
  });
}
