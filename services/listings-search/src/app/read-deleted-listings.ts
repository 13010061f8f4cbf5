// The deleted listings screen (/siteadmin/deleted-listings, Manage Listings): deleted listings, by a host or an
// admin, most recently deleted first, searched by title, city or number, a page at a time.
import type { ListingRecord } from '../domain/listing';
import { findDeletedListingIds } from '../db/deleted-listings';
import { findListingsByIds } from '../db/listings';
import type { ListingsDeps } from './deps';
import { ADMIN_PAGE_SIZE_MAX, type AdminPageResult } from './read-listings';

export async function deletedListingsPage(
  deps: ListingsDeps,
  args: { search?: string | null; page?: number | null; pageSize?: number | null },
): Promise<AdminPageResult> {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1) return { status: 'invalid', message: 'The page number starts at 1.' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ADMIN_PAGE_SIZE_MAX) {
    return { status: 'invalid', message: `A page holds 1 to ${ADMIN_PAGE_SIZE_MAX} listings.` };
  }
  const search = args.search?.trim().slice(0, 100) || null;
  const { ids, count } = await findDeletedListingIds(deps.db, {
    search,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const byId = new Map((await findListingsByIds(deps.db, ids)).map((listing) => [listing.id, listing]));
  const listings = ids.map((id) => byId.get(id)).filter((l): l is ListingRecord => l !== undefined);
  return { status: 'success', listings, count };
}
