// Queries of the listings table.
import type { Knex } from '@golightly/db';
import type { ListingRecord } from '../domain/listing';

const columns = {
  id: 'id',
  hostId: 'host_id',
  title: 'title',
  city: 'city',
  state: 'state',
  country: 'country',
  personCapacity: 'person_capacity',
  isPublished: 'is_published',
};

export async function findListing(db: Knex, id: number): Promise<ListingRecord | undefined> {
  return db('listings').select(columns).where({ id }).first();
}

export async function findPublishedListingsByHost(db: Knex, hostId: string): Promise<ListingRecord[]> {
  return db('listings').select(columns).where({ host_id: hostId, is_published: true }).orderBy('id', 'desc');
}

/** Stores a host's listing; returns its id. */
export async function insertListing(db: Knex, listing: Omit<ListingRecord, 'id'>): Promise<number> {
  const [row] = await db('listings')
    .insert({
      host_id: listing.hostId,
      title: listing.title,
      city: listing.city,
      state: listing.state,
      country: listing.country,
      person_capacity: listing.personCapacity,
      is_published: listing.isPublished,
    })
    .returning('id');
  return row.id;
}
