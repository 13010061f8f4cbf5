// The one way a host (or her co-host) changes her listing: her standing checked first, then one transaction that
// locks the listing's row, checks it is hers and not deleted, makes the change, and publishes the full booking terms
// whenever they differ from before, so bookings-payments never misses a change and never gets an empty one.
import type { Knex } from '@golightly/db';
import { hostRefusal, type HostCaller } from '../domain/host';
import { HOST_SUSPENSION_TEXTS, isHostSuspended } from '../domain/host-suspension';
import type { CalendarParts } from '../domain/calendar-terms';
import type { ListingRecord } from '../domain/listing';
import { findCalendarParts } from '../db/listing-calendar';
import { findPicks, lockListing } from '../db/listings';
import { listingTermsChanged, termsOf } from '../events/publish';
import { forbidden, notFound, type EditOutcome, type ListingsDeps } from './deps';

/** What a change did: refused (nothing written) or the listing after it. */
export type EditStep = { refused: EditOutcome } | { listing: ListingRecord };

/** What the terms were made of before a change: the listing, its house rules and its calendar parts. */
export interface TermsBefore {
  listing: ListingRecord;
  houseRuleIds: readonly number[];
  parts: CalendarParts;
}

export const termsBefore = async (trx: Knex.Transaction, listing: ListingRecord): Promise<TermsBefore> => ({
  listing,
  houseRuleIds: (await findPicks(trx, listing.id)).houseRuleIds,
  parts: await findCalendarParts(trx, listing.id),
});

/** Publishes the terms when they differ between `before` and `after` (the version aside). */
export async function publishTermsIfChanged(
  trx: Knex.Transaction,
  before: TermsBefore | null,
  after: ListingRecord,
): Promise<void> {
  const afterRules = (await findPicks(trx, after.id)).houseRuleIds;
  const afterParts = await findCalendarParts(trx, after.id);
  const comparable = (listing: ListingRecord, rules: readonly number[], parts: CalendarParts) =>
    JSON.stringify({ ...termsOf(listing, rules, parts), version: 0 }, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
  if (
    before &&
    comparable(before.listing, before.houseRuleIds, before.parts) === comparable(after, afterRules, afterParts)
  ) {
    return;
  }
  await listingTermsChanged(trx, after, afterRules, afterParts);
}

/**
 * Runs `change` on the host's own listing `listId` in one transaction; a listing that is missing, deleted or
 * someone else's reads as notFound, one suspended with her account is refused (decision 0040). Her standing (a woman,
 * ID verified, approved) is checked before anything is read.
 */
export async function editOwnListing(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  change: (trx: Knex.Transaction, listing: ListingRecord) => Promise<EditStep>,
): Promise<EditOutcome> {
  const refusal = hostRefusal(host.standing);
  if (refusal) return forbidden(refusal);
  try {
    return await deps.db.transaction(async (trx): Promise<EditOutcome> => {
      const listing = await lockListing(trx, listId);
      if (!listing || listing.deletedAt !== null || listing.hostId !== host.userId) return notFound();
      if (isHostSuspended(listing)) return forbidden(HOST_SUSPENSION_TEXTS.editRefused);
      const before = await termsBefore(trx, listing);
      const step = await change(trx, listing);
      // A refusal rolls back whatever the change may have begun: never half a change.
      if ('refused' in step) throw new Refused(step.refused);
      await publishTermsIfChanged(trx, before, step.listing);
      return { status: 'success', listing: step.listing };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Carries a refusal out of the transaction it rolls back. */
export class Refused extends Error {
  constructor(readonly outcome: EditOutcome) {
    super(`refused: ${outcome.status}`);
  }
}
