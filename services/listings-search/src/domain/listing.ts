// A listing as the rest of the club sees it.
export interface ListingRecord {
  id: number;
  hostId: string;
  title: string;
  city: string;
  state: string;
  country: string;
  personCapacity: number;
  isPublished: boolean;
}

/** The host's own unpublished homes stay private; everyone else sees only published ones. */
export function isVisibleTo(listing: ListingRecord, viewerId: string | undefined): boolean {
  return listing.isPublished || listing.hostId === viewerId;
}

export function toGraph(listing: ListingRecord) {
  return { ...listing, host: { id: listing.hostId } };
}

/** A listing as its resolvers return it: the record, with its host as a reference to accounts' member. */
export type ListingGraph = ReturnType<typeof toGraph>;
