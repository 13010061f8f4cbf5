// Fixtures for tests elsewhere in the repository: listings as listings-search stores them, written by its own db
// layer so a test never writes this service's tables itself.
import type { Knex } from '@golightly/db';
import { insertListing as storeListing } from './db/listings';

export interface ListingFixture {
  hostId: string;
  title: string;
  city?: string;
  state?: string;
  country?: string;
  personCapacity?: number;
  /** The host's own address fields; empty unless given. */
  street?: string;
  buildingName?: string;
  zipcode?: string;
  /** A draft (never submitted, unpublished) unless told otherwise; published means approved and live. */
  isPublished?: boolean;
}

/** Inserts a host's listing; returns its number. */
export async function insertListing(db: Knex, listing: ListingFixture): Promise<number> {
  return storeListing(db, listing.hostId, {
    title: listing.title,
    city: listing.city ?? '',
    state: listing.state ?? '',
    country: listing.country ?? '',
    personCapacity: listing.personCapacity ?? 1,
    ...(listing.street === undefined ? {} : { street: listing.street }),
    ...(listing.buildingName === undefined ? {} : { buildingName: listing.buildingName }),
    ...(listing.zipcode === undefined ? {} : { zipcode: listing.zipcode }),
    ...(listing.isPublished ? { approvalStatus: 'approved', isPublished: true } : {}),
  });
}
