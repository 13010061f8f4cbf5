// Use case: an admin rejects a listing awaiting approval with a message for the host (rejectListing,
// /siteadmin/listingapproval); she may change it and resubmit. The admin log records it with the message.
import type { AdminActionActor } from '@golightly/events';
import { reject } from '../domain/approval';
import { checkText, Refusals } from '../domain/fields';
import { LISTING_TEXTS } from '../domain/texts';
import { updateListing } from '../db/listings';
import { listingRejected } from '../events/publish';
import { conflict, invalid, type EditOutcome, type ListingsDeps } from './deps';
import { adminEditListing, logName } from './admin-edit';

export const REJECTION_MESSAGE_MAX = 1000;

export async function rejectListing(
  deps: ListingsDeps,
  actor: AdminActionActor,
  listId: number,
  message: string | null | undefined,
): Promise<EditOutcome> {
  const refusals = new Refusals();
  const text = checkText(refusals, 'message', message, {
    max: REJECTION_MESSAGE_MAX,
    required: LISTING_TEXTS.rejectionMessageRequired,
  });
  if (refusals.errors.length > 0) return invalid(refusals.errors);
  return adminEditListing(deps, actor, listId, async (trx, listing) => {
    const step = reject(listing, text);
    if (!step.ok) return { refused: conflict(step.message) };
    const updated = await updateListing(trx, listing.id, {
      approvalStatus: 'rejected',
      isPublished: false,
      rejectionMessage: text,
      reviewedAt: new Date(),
      reviewedBy: actor.adminId,
    });
    await listingRejected(trx, updated, actor.adminId, text);
    return { listing: updated, log: { action: 'listing.rejected', summary: `Rejected ${logName(updated)}: ${text}` } };
  });
}
