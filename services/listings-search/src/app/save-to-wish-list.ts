// CreateWishList (spec 000 §4, §7): saves a live home in one of her groups (eventKey true) or takes it out (false).
// Her lock makes the count and the save one step, so concurrent saves, or aliases in one request, never pass the limit.
import { findListing } from '../db/listings';
import { countItems, deleteItem, insertItem, lockMemberWishLists, touchGroup } from '../db/wish-lists';
import { isLive } from '../domain/listing';
import { SPEC_TEXTS } from '../domain/texts';
import { MAX_ITEMS_PER_MEMBER, WISH_LIST_TEXTS } from '../domain/wish-list';
import type { ListingsDeps } from './deps';
import { groupNotFound, lockOwnGroup, type WishListOutcome } from './wish-list-groups';

export async function saveToWishList(
  deps: ListingsDeps,
  userId: string,
  input: { listId: number; wishListGroupId: string; eventKey: boolean },
): Promise<WishListOutcome> {
  return deps.db.transaction(async (trx) => {
    await lockMemberWishLists(trx, userId);
    const group = await lockOwnGroup(trx, userId, input.wishListGroupId);
    if (!group) return groupNotFound();
    if (!input.eventKey) {
      if (await deleteItem(trx, group.id, input.listId)) await touchGroup(trx, group.id);
      return { status: 'success', id: group.id };
    }
    // Only a home members may book now can be saved; one saved earlier and no longer live stays, hidden.
    const listing = await findListing(trx, input.listId);
    if (!listing || !isLive(listing)) return { status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable };
    if ((await countItems(trx, userId)) >= MAX_ITEMS_PER_MEMBER) {
      return { status: 'invalid', errorMessage: WISH_LIST_TEXTS.tooManyItems };
    }
    if (await insertItem(trx, { groupId: group.id, listId: listing.id, userId })) await touchGroup(trx, group.id);
    return { status: 'success', id: group.id };
  });
}
