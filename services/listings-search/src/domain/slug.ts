// The listing URL slug and the query encoding of spec 000 §9 / 001 §5 ("display conditions"), exactly as worded.

/** Lower-cased; a comma followed by a space becomes two hyphens; each remaining space one hyphen. */
export function listingSlug(title: string): string {
  return title.toLowerCase().replaceAll(', ', '--').replaceAll(' ', '-');
}

/** Query encoding in a path: '?' becomes three hyphens, '&' two, '=' four. */
export function encodeQueryInPath(query: string): string {
  return query.replaceAll('?', '---').replaceAll('&', '--').replaceAll('=', '----');
}

/** The reverse of encodeQueryInPath: the longest runs first, so '----' is '=' and not two '&'. */
export function decodeQueryInPath(path: string): string {
  return path.replaceAll('----', '=').replaceAll('---', '?').replaceAll('--', '&');
}
