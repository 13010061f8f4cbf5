// The gateway's signed identity as listings' use cases see the caller: a viewer (who may see which listing), a host
// (whose standing decides whether she may list), and who may read the host editor's listing check.
import { adminAccessError, requireHost, requireMember, type Identity } from '@golightly/service-kit';
import type { HostCaller } from '../domain/host';
import type { Viewer } from '../domain/listing';

/** The admin pages whose privileges open any listing: Manage Listings and Approved Listings (spec 000 §6). */
export const LISTING_ADMIN_URLS = ['/siteadmin/listings', '/siteadmin/listingapproval'] as const;

/**
 * Who is looking. An admin sees listings not yet live only with Manage Listings or Approved Listings; with
 * `adminAsVisitor` (fields that carry no privilege mark) she sees what a visitor sees.
 */
export function viewerOf(identity: Identity | null, options: { adminAsVisitor?: boolean } = {}): Viewer {
  if (!identity) return { kind: 'visitor' };
  if (identity.admin) {
    if (options.adminAsVisitor) return { kind: 'visitor' };
    return { kind: 'admin', mayManageListings: adminAccessError(identity, LISTING_ADMIN_URLS) === null };
  }
  return { kind: 'member', userId: identity.userId };
}

/**
 * The host editor's caller: an approved woman member whose ID is verified (service-kit's requireHost throws the
 * refusal otherwise), with the standing the use cases check again. A co-host acts for her host.
 */
export function hostOf(identity: Identity | null, to = 'list a home'): HostCaller {
  const userId = requireHost(identity, { to });
  const standing = identity!.standing!;
  return {
    userId,
    coHost: Boolean(identity!.coHost),
    standing: {
      female: standing.gender === 'female',
      idVerified: standing.idVerified,
      approvedMember: standing.memberStatus === 'standard',
    },
  };
}

/** A signed-in member's user id (her host's, for a co-host) for reading her own listings; admins are refused. */
export const memberOf = (identity: Identity | null): string => requireMember(identity, { to: 'manage listings' });
