// The picks as they are read (decision 0045): each list with its live listings in order for the home page, and one
// list with every pick, live or not, for its manager's screen.
import { findListingsByIds } from '../db/listings';
import { livePicks, pickOrder } from '../db/picks';
import type { ListingRecord } from '../domain/listing';
import { PICK_KINDS, type PickKind } from '../domain/picks';
import type { ListingsDeps } from './deps';

export interface PickListView {
  kind: PickKind;
  listings: ListingRecord[];
}

/** Every list, in the home page's order, each with its live listings in the manager's order (an empty list too). */
export async function homePicks(deps: ListingsDeps): Promise<PickListView[]> {
  const picks = await livePicks(deps.db);
  const byId = await listingsById(
    deps,
    picks.map((pick) => pick.listingId),
  );
  return PICK_KINDS.map((kind) => ({
    kind,
    listings: picks.filter((pick) => pick.kind === kind).flatMap((pick) => byId.get(pick.listingId) ?? []),
  }));
}

/** The listings of `order`, in that order (a listing removed meanwhile is left out). */
export async function listingsInOrder(deps: ListingsDeps, order: readonly number[]): Promise<ListingRecord[]> {
  const byId = await listingsById(deps, order);
  return order.flatMap((id) => byId.get(id) ?? []);
}

/** One list as its manager sees it: every pick, live or not. */
export async function adminPickList(deps: ListingsDeps, kind: PickKind): Promise<ListingRecord[]> {
  return listingsInOrder(deps, await pickOrder(deps.db, kind));
}

async function listingsById(deps: ListingsDeps, ids: readonly number[]): Promise<Map<number, ListingRecord>> {
  return new Map((await findListingsByIds(deps.db, [...new Set(ids)])).map((listing) => [listing.id, listing]));
}
