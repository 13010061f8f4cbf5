// Creating, renaming, making public or private, and deleting a member's wish-list groups (spec 000 §4, §7
// CreateWishListGroup; decision 0043). Each change proves the group is hers under her lock before it touches anything.
import type { Knex } from '@golightly/db';
import { countGroups, deleteGroup, insertGroup, lockGroup, lockMemberWishLists, updateGroup } from '../db/wish-lists';
import { MAX_GROUPS_PER_MEMBER, WISH_LIST_TEXTS, wishListName, type WishListGroupRecord } from '../domain/wish-list';
import type { ListingsDeps } from './deps';

/** What a wish-list change answers: done (with the group's id), or why nothing changed. */
export type WishListOutcome =
  { status: 'success'; id: string } | { status: 'invalid' | 'notFound'; errorMessage: string };

export const groupNotFound = (): WishListOutcome => ({
  status: 'notFound',
  errorMessage: WISH_LIST_TEXTS.groupNotFound,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A group id as given by a client: a uuid, or nothing to look for (a malformed id reads like a missing group). */
export const groupIdOf = (raw: string): string | null => (UUID.test(raw) ? raw.toLowerCase() : null);

/** The group `rawId` locked for a change by `userId`, or undefined when it is missing or not hers (alike). */
export async function lockOwnGroup(
  trx: Knex.Transaction,
  userId: string,
  rawId: string,
): Promise<WishListGroupRecord | undefined> {
  const id = groupIdOf(rawId);
  if (!id) return undefined;
  const group = await lockGroup(trx, id);
  return group?.userId === userId ? group : undefined;
}

export async function createWishListGroup(
  deps: ListingsDeps,
  userId: string,
  input: { name: string; isPublic: boolean },
): Promise<WishListOutcome> {
  const named = wishListName(input.name);
  if ('error' in named) return { status: 'invalid', errorMessage: named.error };
  return deps.db.transaction(async (trx) => {
    await lockMemberWishLists(trx, userId);
    if ((await countGroups(trx, userId)) >= MAX_GROUPS_PER_MEMBER) {
      return { status: 'invalid', errorMessage: WISH_LIST_TEXTS.tooManyGroups };
    }
    const id = await insertGroup(trx, { userId, name: named.name, isPublic: input.isPublic });
    return { status: 'success', id };
  });
}

/** Renames a group and/or makes it public or private; what is not given stays. */
export async function updateWishListGroup(
  deps: ListingsDeps,
  userId: string,
  rawId: string,
  input: { name?: string | null; isPublic?: boolean | null },
): Promise<WishListOutcome> {
  let name: string | undefined;
  if (input.name !== undefined && input.name !== null) {
    const named = wishListName(input.name);
    if ('error' in named) return { status: 'invalid', errorMessage: named.error };
    name = named.name;
  }
  return deps.db.transaction(async (trx) => {
    const group = await lockOwnGroup(trx, userId, rawId);
    if (!group) return groupNotFound();
    await updateGroup(trx, group.id, { name, isPublic: input.isPublic ?? undefined });
    return { status: 'success', id: group.id };
  });
}

/** Deletes a group and the homes saved in it (the homes themselves stay, of course). */
export async function deleteWishListGroup(deps: ListingsDeps, userId: string, rawId: string): Promise<WishListOutcome> {
  return deps.db.transaction(async (trx) => {
    await lockMemberWishLists(trx, userId);
    const group = await lockOwnGroup(trx, userId, rawId);
    if (!group) return groupNotFound();
    await deleteGroup(trx, group.id);
    return { status: 'success', id: group.id };
  });
}
