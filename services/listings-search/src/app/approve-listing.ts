// Use case: an admin approves a listing awaiting approval (approveListing, /siteadmin/listingapproval): it goes
// live, the host is told, and the admin log records it.
import type { AdminActionActor } from '@golightly/events';
import { approve } from '../domain/approval';
import { updateListing } from '../db/listings';
import { listingApproved } from '../events/publish';
import { conflict, type EditOutcome, type ListingsDeps } from './deps';
import { adminEditListing, logName } from './admin-edit';

export async function approveListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  listId: number,
): Promise<EditOutcome> {
  return adminEditListing(deps, actor, listId, async (trx, listing) => {
    const step = approve(listing);
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, {
      approvalStatus: 'approved',
      isPublished: step.next.isPublished,
      rejectionMessage: null,
      reviewedAt: new Date(),
      reviewedBy: actor.adminId,
    });
    await listingApproved(trx, updated, actor.adminId);
    return { listing: updated, log: { action: 'listing.approved', summary: `Approved ${logName(updated)}` } };
  });
}
