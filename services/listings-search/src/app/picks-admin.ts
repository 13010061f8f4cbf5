// Use cases of the picks managers (issue 15 item 5, decision 0045): add a live listing by its number to the end of a
// list, remove one, move one a place up or down, or set the whole order. Each acts for the admin whose privilege opens
// that list's own page (actorFor throws the public FORBIDDEN otherwise, before anything is read), locks the list so
// changes to it take turns, and records a real change in the admin log in the same transaction.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import { findListing } from '../db/listings';
import { deletePick, insertPick, isPickable, lockPickList, pickOrder, savePickOrder } from '../db/picks';
import {
  isPermutation,
  isPickKind,
  moveOne,
  PICK_LISTS,
  PICK_TEXTS as T,
  PICKS_PER_LIST_MAX,
  type Direction,
  type PickKind,
} from '../domain/picks';
import { PRODUCER } from '../events/publish';
import type { ListingsDeps } from './deps';

/** The list's order after the change (or as it was, when nothing changed), or why nothing changed. */
export type PickOutcome =
  | { status: 'success'; kind: PickKind; order: number[] }
  | { status: 'invalid' | 'notFound' | 'conflict'; errorMessage: string };

/** The admin acting on the list `kind`: her privilege must open that list's own page (spec 000 §6). */
export type PickActorFor = (kind: PickKind) => AdminActionActor;

type Change = (trx: Knex.Transaction, order: number[], list: string) => Promise<PickOutcome | number[]>;

/** Checks the kind and the admin, locks the list, and runs `change` on its current order. */
async function changeList(deps: ListingsDeps, actorFor: PickActorFor, kind: string, change: Change) {
  if (!isPickKind(kind)) return { status: 'invalid', errorMessage: T.unknownKind(kind) } as const;
  actorFor(kind);
  return deps.db.transaction(async (trx): Promise<PickOutcome> => {
    await lockPickList(trx, kind);
    const answer = await change(trx, await pickOrder(trx, kind), PICK_LISTS[kind].name);
    return Array.isArray(answer) ? { status: 'success', kind, order: answer } : answer;
  });
}

async function log(
  trx: Knex.Transaction,
  actor: AdminActionActor,
  what: { action: string; recordType: string; recordId: string; summary: string },
) {
  await recordAdminAction(trx, PRODUCER, actor, { area: 'listings', ...what });
}

const listingName = (listing: { id: number; title: string }) => `listing ${listing.id} "${listing.title}"`;

export async function addPick(
  deps: ListingsDeps,
  actorFor: PickActorFor,
  kind: string,
  listId: number,
): Promise<PickOutcome> {
  if (!Number.isInteger(listId) || listId < 1) return { status: 'invalid', errorMessage: T.badListNumber };
  return changeList(deps, actorFor, kind, async (trx, order, list) => {
    const listing = await findListing(trx, listId);
    if (!listing || listing.deletedAt !== null) return { status: 'notFound', errorMessage: T.notFound(listId) };
    if (order.includes(listId)) return { status: 'conflict', errorMessage: T.alreadyPicked(listId, list) };
    if (!(await isPickable(trx, listId))) return { status: 'invalid', errorMessage: T.notLive(listId) };
    if (order.length >= PICKS_PER_LIST_MAX) return { status: 'conflict', errorMessage: T.full(list) };
    await insertPick(trx, kind as PickKind, listId, order.length + 1);
    await savePickOrder(trx, kind as PickKind, []);
    await log(trx, actorFor(kind as PickKind), {
      action: 'pick.added',
      recordType: 'listing',
      recordId: String(listId),
      summary: `Added ${listingName(listing)} to ${list} at position ${order.length + 1}`,
    });
    return [...order, listId];
  });
}

export async function removePick(
  deps: ListingsDeps,
  actorFor: PickActorFor,
  kind: string,
  listId: number,
): Promise<PickOutcome> {
  return changeList(deps, actorFor, kind, async (trx, order, list) => {
    if (!order.includes(listId)) return { status: 'notFound', errorMessage: T.notPicked(listId, list) };
    const rest = order.filter((id) => id !== listId);
    await deletePick(trx, kind as PickKind, listId);
    await savePickOrder(trx, kind as PickKind, rest);
    const listing = await findListing(trx, listId);
    await log(trx, actorFor(kind as PickKind), {
      action: 'pick.removed',
      recordType: 'listing',
      recordId: String(listId),
      summary: `Removed ${listing ? listingName(listing) : `listing ${listId}`} from ${list}`,
    });
    return rest;
  });
}

export async function movePick(
  deps: ListingsDeps,
  actorFor: PickActorFor,
  kind: string,
  listId: number,
  direction: string,
): Promise<PickOutcome> {
  if (direction !== 'up' && direction !== 'down') return { status: 'invalid', errorMessage: T.badDirection };
  return changeList(deps, actorFor, kind, async (trx, order, list) => {
    const moved = moveOne(order, listId, direction as Direction);
    if (!moved) return { status: 'notFound', errorMessage: T.notPicked(listId, list) };
    const to = moved.indexOf(listId) + 1;
    if (to === order.indexOf(listId) + 1) return order;
    await savePickOrder(trx, kind as PickKind, moved);
    await log(trx, actorFor(kind as PickKind), {
      action: 'pick.moved',
      recordType: 'listing',
      recordId: String(listId),
      summary: `Moved listing ${listId} ${direction} to position ${to} of ${list}`,
    });
    return moved;
  });
}

/** Sets the whole order; `listIds` must be the list's listings, each once (stale otherwise: nothing is saved). */
export async function reorderPicks(
  deps: ListingsDeps,
  actorFor: PickActorFor,
  kind: string,
  listIds: readonly number[],
): Promise<PickOutcome> {
  return changeList(deps, actorFor, kind, async (trx, order, list) => {
    if (!isPermutation(order, listIds)) return { status: 'conflict', errorMessage: T.stale };
    if (order.every((id, at) => listIds[at] === id)) return order;
    await savePickOrder(trx, kind as PickKind, listIds);
    await log(trx, actorFor(kind as PickKind), {
      action: 'pick_list.reordered',
      recordType: 'pick_list',
      recordId: kind,
      summary: `Reordered ${list}: ${listIds.join(', ')}`,
    });
    return [...listIds];
  });
}
