// Use case: the host duplicates her listing 1 to 50 times (duplicateListing), all or nothing. Each copy is a draft
// of hers with every field, pick and term of the original, named "<title> (copy k)"; photos are not copied (they are
// files of the original) and each copy needs its own approval.
import { checkDuplicateCount, copyTitle } from '../domain/duplicate';
import type { FieldError } from '../domain/fields';
import { hostRefusal, type HostCaller } from '../domain/host';
import { HOST_SUSPENSION_TEXTS, isHostSuspended } from '../domain/host-suspension';
import type { ListingRecord } from '../domain/listing';
import { SPEC_TEXTS } from '../domain/texts';
import { copyCalendarTerms } from '../db/listing-calendar';
import { copyPicks, findListing, insertListing, lockListing, type ListingChanges } from '../db/listings';
import type { ListingsDeps } from './deps';
import { publishTermsIfChanged } from './edit-listing';

export type DuplicateOutcome =
  | { status: 'success'; listings: ListingRecord[] }
  | { status: 'invalid' | 'notFound' | 'forbidden'; errorMessage: string; fieldErrors: FieldError[] };

/** The fields a copy starts with: the original's, as a fresh draft that nobody has reviewed. */
function copyFields(original: ListingRecord, k: number): ListingChanges {
  const { id: _id, hostId: _host, createdAt: _created, updatedAt: _updated, version: _version, ...fields } = original;
  return {
    ...fields,
    title: copyTitle(original.title, k),
    approvalStatus: 'draft',
    rejectionMessage: null,
    submittedAt: null,
    reviewedAt: null,
    createdByAdmin: null,
    isPublished: false,
    isListed: true,
    unlistedReason: null,
    deletedAt: null,
    deletedBy: null,
  };
}

export async function duplicateListing(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
  countText: string | null | undefined,
): Promise<DuplicateOutcome> {
  const refusal = hostRefusal(host.standing);
  if (refusal) return { status: 'forbidden', errorMessage: refusal, fieldErrors: [] };
  const count = checkDuplicateCount(countText);
  if (!count.ok) return { status: 'invalid', errorMessage: count.errors[0]!.message, fieldErrors: count.errors };
  return deps.db.transaction(async (trx): Promise<DuplicateOutcome> => {
    const original = await lockListing(trx, listId);
    if (!original || original.deletedAt !== null || original.hostId !== host.userId) {
      return { status: 'notFound', errorMessage: SPEC_TEXTS.listingUnavailable, fieldErrors: [] };
    }
    if (isHostSuspended(original)) {
      return { status: 'forbidden', errorMessage: HOST_SUSPENSION_TEXTS.editRefused, fieldErrors: [] };
    }
    const copies: ListingRecord[] = [];
    for (let k = 1; k <= count.value; k += 1) {
      const id = await insertListing(trx, original.hostId, copyFields(original, k));
      await copyPicks(trx, original.id, [id]);
      await copyCalendarTerms(trx, original.id, id);
      const copy = (await findListing(trx, id))!;
      await publishTermsIfChanged(trx, null, copy);
      copies.push(copy);
    }
    return { status: 'success', listings: copies };
  });
}
