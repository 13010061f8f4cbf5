// The listing page's address (spec 000 §9): /rooms/{slug}-{listId}, the slug being the title as the rule writes it
// (lower-cased, ', ' as two hyphens, each other space one), which the server gives as Listing.slug; /preview after it
// for the host's preview. Any slug (or none) reaches the listing: the number at the end is what counts, and the page
// then moves the address to the listing's own.

/** The largest listing number (GraphQL Int). */
const LIST_ID_MAX = 2_147_483_647;

/** The listing number at the end of the path segment ('tiled-apartment-in-alfama-1234567' or '1234567'), or null. */
export function listingIdOf(segment: string | undefined): number | null {
  const match = segment ? /(?:^|-)(\d{1,10})$/.exec(segment) : null;
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= LIST_ID_MAX ? id : null;
}

/** The listing's own address: its slug and number, encoded as a path segment. */
export function listingPath(listing: { id: number; slug: string }, preview = false): string {
  const segment = listing.slug ? `${listing.slug}-${listing.id}` : String(listing.id);
  return `/rooms/${encodeURIComponent(segment)}${preview ? '/preview' : ''}`;
}

/** A path as its reader sees it, so an address written with other escapes is not moved for nothing. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether `pathname` already is the listing's own address. */
export const isCanonicalPath = (pathname: string, canonical: string): boolean =>
  decoded(pathname.replace(/\/+$/, '')) === decoded(canonical);
