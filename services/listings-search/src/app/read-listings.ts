// Reads of listings (spec 000 §7 UserListing, getStepTwo, getListingData, ManageListings; the admin lists): each
// answers only what the caller may see, and a listing she may not see reads exactly like one that does not exist.
import { isOwnedBy, maySee, type ListingRecord, type Viewer } from '../domain/listing';
import { APPROVAL_STATUSES } from '../domain/approval';
import { isHostSuspended } from '../domain/host-suspension';
import { SPEC_TEXTS } from '../domain/texts';
import { findHostListings, findListing, findListingsForAdmin, findLiveListingsByHost } from '../db/listings';
import type { ListingsDeps } from './deps';

/** The listing page: what the viewer may see of it, or null. */
export async function readListing(deps: ListingsDeps, viewer: Viewer, listId: number): Promise<ListingRecord | null> {
  const listing = await findListing(deps.db, listId);
  return listing && maySee(listing, viewer) ? listing : null;
}

/** The host editor's own listing (step 2 and the others): hers, not deleted, not suspended with her account, or null. */
export async function readOwnListing(
  deps: ListingsDeps,
  viewer: Viewer,
  listId: number,
): Promise<ListingRecord | null> {
  const listing = await findListing(deps.db, listId);
  return listing && listing.deletedAt === null && !isHostSuspended(listing) && isOwnedBy(listing, viewer)
    ? listing
    : null;
}

/** getListingData: 200 for her own listing, 400 alike for a missing, deleted or someone else's (spec 000 §7). */
export async function listingDataFor(
  deps: ListingsDeps,
  hostId: string,
  listId: number,
): Promise<{ status: 200; listing: ListingRecord } | { status: 400; errorMessage: string }> {
  const listing = await readOwnListing(deps, { kind: 'member', userId: hostId }, listId);
  return listing ? { status: 200, listing } : { status: 400, errorMessage: SPEC_TEXTS.listingUnavailable };
}

/** A listing another subgraph holds a reference to (a reservation's), live or not, deleted or not. */
export const readListingByReference = async (deps: ListingsDeps, listId: number): Promise<ListingRecord | null> =>
  (await findListing(deps.db, listId)) ?? null;

/** A host's live listings, newest first (her profile's listings). */
export const hostsLiveListings = (deps: ListingsDeps, hostId: string): Promise<ListingRecord[]> =>
  findLiveListingsByHost(deps.db, hostId);

/** ManageListings: the host's listings, last changed first. */
export const manageListings = (deps: ListingsDeps, hostId: string): Promise<ListingRecord[]> =>
  findHostListings(deps.db, hostId);

export const ADMIN_PAGE_SIZE_MAX = 100;

export type AdminPageResult =
  | { status: 'success'; listings: ListingRecord[]; count: number }
  | {
      status: 'invalid';
      message: string;
    };

/** A page of listings for the admin screens, optionally of one approval status and matching a search. */
export async function adminListingsPage(
  deps: ListingsDeps,
  args: { approvalStatus?: string | null; search?: string | null; page?: number | null; pageSize?: number | null },
): Promise<AdminPageResult> {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1) return { status: 'invalid', message: 'The page number starts at 1.' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ADMIN_PAGE_SIZE_MAX) {
    return { status: 'invalid', message: `A page holds 1 to ${ADMIN_PAGE_SIZE_MAX} listings.` };
  }
  const status = args.approvalStatus?.trim() || null;
  if (status && !(APPROVAL_STATUSES as readonly string[]).includes(status)) {
    return { status: 'invalid', message: `Approval status is one of ${APPROVAL_STATUSES.join(', ')}.` };
  }
  const search = args.search?.trim().slice(0, 100) || null;
  const { listings, count } = await findListingsForAdmin(deps.db, {
    approvalStatus: status,
    search,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { status: 'success', listings, count };
}
