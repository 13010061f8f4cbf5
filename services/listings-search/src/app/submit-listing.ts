// Use case: the host submits her listing for approval (submitListingForApproval), or resubmits it after a rejection:
// steps 1 to 3 must be complete. It awaits an admin; she is told it was received, the admins that it waits for them.
import { submit } from '../domain/approval';
import type { HostCaller } from '../domain/host';
import { incompleteSteps } from '../domain/listing';
import { updateListing } from '../db/listings';
import { listingSubmitted } from '../events/publish';
import { conflict, type EditOutcome, type ListingsDeps } from './deps';
import { editOwnListing } from './edit-listing';

export async function submitListingForApproval(
  deps: ListingsDeps,
  host: HostCaller,
  listId: number,
): Promise<EditOutcome> {
  return editOwnListing(deps, host, listId, async (trx, listing) => {
    const step = submit(listing, incompleteSteps(listing));
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, {
      approvalStatus: step.next.approvalStatus,
      isPublished: step.next.isPublished,
      rejectionMessage: null,
      submittedAt: new Date(),
    });
    await listingSubmitted(trx, updated, listing.approvalStatus === 'rejected');
    return { listing: updated };
  });
}
