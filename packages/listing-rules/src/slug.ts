// A listing's URL slug (spec 000 §9, spec 001 §5 "display conditions"), exactly as worded: the site's Listing.slug,
// the links of e-mails and the member app's listing paths all write it with this one function.

/** Lower-cased; a comma followed by a space becomes two hyphens; each remaining space one hyphen. */
export function listingSlug(title: string): string {
  return title.toLowerCase().replaceAll(', ', '--').replaceAll(' ', '-');
}
