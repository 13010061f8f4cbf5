// Reads of wish lists (spec 000 §3, §7 getAllWishListGroup; decision 0043): a member's groups as the caller may see
// them, one group with its live homes, and the hearts of a page of listings.
import { findListingsByIds } from '../db/listings';
import { findGroup, findGroupsOf, findUserIdOfProfile, type WishListGroupRow } from '../db/wish-lists';
import { wishListedIds } from '../db/wish-list-status';
import type { ListingRecord } from '../domain/listing';
import { mayReadGroup, seesPrivateGroups } from '../domain/wish-list';
import type { ListingsDeps } from './deps';
import { groupIdOf } from './wish-list-groups';

/**
 * The groups of the member whose profile number is `profileId` (the caller's own when it is null): all of hers for
 * herself, only the public ones for anyone else. An unknown number reads like a member without public groups.
 */
export async function wishListGroupsOf(
  deps: ListingsDeps,
  callerId: string,
  profileId: number | null,
): Promise<WishListGroupRow[]> {
  const ownerId = profileId === null ? callerId : await findUserIdOfProfile(deps.db, profileId);
  if (!ownerId) return [];
  return findGroupsOf(deps.db, ownerId, seesPrivateGroups(ownerId, callerId));
}

/** One group if the caller may read it (public, or hers); a missing and a private one read alike. */
export async function readWishListGroup(
  deps: ListingsDeps,
  callerId: string,
  rawId: string,
): Promise<WishListGroupRow | null> {
  const id = groupIdOf(rawId);
  const group = id ? await findGroup(deps.db, id) : undefined;
  return group && mayReadGroup(group, callerId) ? group : null;
}

/** The live homes of a group already read, in the order they were saved (most recent first). */
export async function groupListings(deps: ListingsDeps, group: WishListGroupRow): Promise<ListingRecord[]> {
  const byId = new Map((await findListingsByIds(deps.db, group.listIds)).map((listing) => [listing.id, listing]));
  return group.listIds.flatMap((id) => byId.get(id) ?? []);
}

/** Which of `listIds` the member saved: the hearts of a listing page or a page of results. */
export const savedListings = (deps: ListingsDeps, userId: string, listIds: readonly number[]): Promise<Set<number>> =>
  wishListedIds(deps.db, userId, listIds);
