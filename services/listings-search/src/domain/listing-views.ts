// Views of a listing page (spec 001 §9 "views counted over the past week"; decision 0037): who counts, and as whom.
// A member counts by her id, a visitor by her address, which is only ever stored as a salted hash. Pure: no I/O.
import { isIP } from 'node:net';
import { isLive, isOwnedBy, type ListingRecord, type Viewer } from './listing';

/** The past week: today and the six days before (UTC days). */
export const VIEW_WINDOW_DAYS = 7;

/** Who a view is counted for, before a visitor's address is hashed; null: this view is not counted. */
export type ViewCounter = { kind: 'member'; userId: string } | { kind: 'visitor'; address: string } | null;

/**
 * A live listing's page counts members and visitors; not its host (nor her co-host, who signs in as her) looking at
 * her own, not an admin at work, and not a draft or an unpublished listing, which only its host and admins see.
 */
export function viewCounter(listing: ListingRecord, viewer: Viewer, clientAddress: string): ViewCounter {
  if (!isLive(listing) || isOwnedBy(listing, viewer)) return null;
  if (viewer.kind === 'member') return { kind: 'member', userId: viewer.userId };
  if (viewer.kind !== 'visitor') return null;
  const address = visitorAddress(clientAddress);
  return address ? { kind: 'visitor', address } : null;
}

/**
 * One visitor, one address: an IPv4 address as it is (also when written as IPv4-mapped IPv6), an IPv6 address by its
 * /64 network, which a home or a phone keeps while its privacy extensions change the rest every few hours. Null when
 * the text is not an address (nothing to count by).
 */
export function visitorAddress(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  const kind = isIP(trimmed);
  if (kind === 4) return trimmed;
  if (kind !== 6) return null;
  return `${expandIpv6(trimmed).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (a zone index dropped; an embedded IPv4 tail kept whole). */
function expandIpv6(address: string): string[] {
  const bare = address.split('%', 1)[0]!;
  const [head = '', tail] = bare.split('::', 2) as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : group.replace(/^0+(?=.)/, ''),
  );
}
