// How the hosting e-mails name a listing and its host: from what a listings event carries and what notifications'
// member directory knows of the host (DESIGN §8: it never asks accounts).
import type { ListingData } from './emails/catalogue/hosting';

/** The listing as every listings event names it (ListingSummary). */
export interface ListingFact {
  listId: number;
  hostUserId: string;
  /** Empty until step 2 of the editor is done. */
  title: string;
  city: string;
  state: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What the member directory knows of the host. */
export interface HostContact {
  email: string;
  firstName: string;
  profileId: number;
}

/** How an admin notice names a host notifications has not heard of. */
export const UNKNOWN_HOST_NAME = 'A host';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A listing's name in an e-mail: its title, or its number while it has none (a draft transferred by an admin). */
export function listingTitle(title: string, listId: number): string {
  return title.trim() || `Listing ${listId}`;
}

/** The country in English ("PT" reads "Portugal"); anything that is not a region code is shown as it is. */
export function countryName(code: string): string {
  const trimmed = code.trim();
  if (!/^[A-Za-z]{2}$/.test(trimmed)) return trimmed;
  try {
    return regionNames.of(trimmed.toUpperCase()) ?? trimmed;
  } catch {
    return trimmed;
  }
}

/** The data every hosting e-mail shows; `host` is undefined when the directory does not know her. */
export function listingData(listing: ListingFact, host: Omit<HostContact, 'email'> | undefined): ListingData {
  return {
    listId: listing.listId,
    listTitle: listingTitle(listing.title, listing.listId),
    city: listing.city.trim(),
    state: listing.state.trim() || null,
    country: countryName(listing.country),
    hostName: host ? host.firstName.trim() || UNKNOWN_HOST_NAME : UNKNOWN_HOST_NAME,
    hostProfileId: host ? host.profileId : null,
  };
}
