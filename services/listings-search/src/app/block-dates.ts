// Use cases: the host (or her co-host) blocks or unblocks nights on her listing's calendar (issue 14 item 3, decision
// 0039): ranges of listing-local dates, all or nothing, idempotent. Nights already past at the home are not blocked;
// a night bookings-payments holds is not blocked either (the hold wins, DESIGN §8) and the host is told which.
import { addDays, reservedNights, todayAt } from '@golightly/stay-rules';
import { checkDateRanges, nightsText, type DateRangeInput } from '../domain/blocked-dates';
import type { HostCaller } from '../domain/host';
import { LISTING_TEXTS as T } from '../domain/texts';
import { blockNights, findReservedStays, forgetBlockedNightsBefore, unblockNights } from '../db/listing-calendar';
import { updateListing } from '../db/listings';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function blockListingDates(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  ranges: readonly DateRangeInput[],
  now = Date.now(),
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkDateRanges(ranges);
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    const today = todayAt(listing.timeZone, now);
    const nights = checked.value.filter((night) => night >= today);
    const first = nights[0];
    const last = nights.at(-1);
    if (first === undefined || last === undefined) {
      return { refused: invalid([{ field: 'ranges', message: T.pastNights }], T.pastNights) };
    }
    const end = addDays(last, 1);
    const asked = new Set(nights);
    const taken = reservedNights(await findReservedStays(trx, listing.id, first, last), first, end).filter((night) =>
      asked.has(night),
    );
    if (taken.length > 0) return { refused: conflict(T.nightsReserved(nightsText(taken))) };
    const changed =
      (await forgetBlockedNightsBefore(trx, listing.id, today)) + (await blockNights(trx, listing.id, nights));
    // Blocking what is blocked already changes nothing: no new version, no terms event.
    return { listing: changed > 0 ? await updateListing(trx, listing.id, {}) : listing };
  });
}

export async function unblockListingDates(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  ranges: readonly DateRangeInput[],
  now = Date.now(),
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const checked = checkDateRanges(ranges);
    if (!checked.ok) return { refused: invalid(checked.errors, T.nothingSaved) };
    const today = todayAt(listing.timeZone, now);
    const changed =
      (await forgetBlockedNightsBefore(trx, listing.id, today)) + (await unblockNights(trx, listing.id, checked.value));
    return { listing: changed > 0 ? await updateListing(trx, listing.id, {}) : listing };
  });
}
