// The one way an admin changes a listing: one transaction that locks the listing's row, refuses a missing or deleted
// one, makes the change, records it in the admin log (AdminActionRecorded through the outbox, decision 0028) and
// publishes the booking terms when they changed. A refusal writes nothing, not even a log entry.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor, type AdminActionWhat } from '@golightly/events';
import type { ListingRecord } from '../domain/listing';
import { lockListing } from '../db/listings';
import { PRODUCER } from '../events/publish';
import { notFound, type EditOutcome, type ListingsDeps } from './deps';
import { publishTermsIfChanged, Refused, termsBefore } from './edit-listing';

/** What an admin's change did: refused, or the listing after it and what the log says about it. */
export type AdminStep =
  { refused: EditOutcome } | { listing: ListingRecord; log: Pick<AdminActionWhat, 'action' | 'summary'> };

/** How the log names a listing: its number, title and place. */
export const logName = (listing: ListingRecord): string =>
  `listing ${listing.id} "${listing.title || 'Untitled'}"${listing.city ? ` in ${listing.city}` : ''}`;

export async function recordListingAction(
  trx: Knex.Transaction,
  actor: AdminActionActor,
  listing: ListingRecord,
  log: Pick<AdminActionWhat, 'action' | 'summary'>,
): Promise<void> {
  await recordAdminAction(trx, PRODUCER, actor, {
    ...log,
    area: 'listings',
    recordType: 'listing',
    recordId: String(listing.id),
  });
}

export async function adminEditListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  listId: number,
  change: (trx: Knex.Transaction, listing: ListingRecord) => Promise<AdminStep>,
): Promise<EditOutcome> {
  try {
    return await deps.db.transaction(async (trx): Promise<EditOutcome> => {
      const listing = await lockListing(trx, listId);
      if (!listing || listing.deletedAt !== null) return notFound();
      const before = await termsBefore(trx, listing);
      const step = await change(trx, listing);
      if ('refused' in step) throw new Refused(step.refused);
      await recordListingAction(trx, actor, step.listing, step.log);
      await publishTermsIfChanged(trx, before, step.listing);
      return { status: 'success', listing: step.listing };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}
