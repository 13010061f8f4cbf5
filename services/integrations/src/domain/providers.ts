// The eight channel managers (DESIGN §2), with their stored code, display name and the admin page of spec 000 §6
// whose privilege opens their connections.
import { isUrlAllowed, type Identity } from '@golightly/service-kit';
export const CHANNEL_PROVIDERS = [
  { provider: 'HOSTAWAY', code: 'hostaway', displayName: 'HostAway', adminUrl: '/siteadmin/hostAway/listings' },
  { provider: 'HOSTFULLY', code: 'hostfully', displayName: 'Hostfully', adminUrl: '/siteadmin/hostfully/listings' },
  { provider: 'INTERHOME', code: 'interhome', displayName: 'Interhome', adminUrl: '/siteadmin/interhome/listings' },
  { provider: 'NEXTPAX', code: 'nextpax', displayName: 'NextPax', adminUrl: '/siteadmin/nextPax/listings' },
  { provider: 'OWNERREZ', code: 'ownerrez', displayName: 'OwnerRez', adminUrl: '/siteadmin/ownerrez/listings' },
  {
    provider: 'RENTALS_UNITED',
    code: 'rentals_united',
    displayName: 'Rentals United',
    adminUrl: '/siteadmin/rentals-united/listings',
  },
  {
    provider: 'HAPPY_RENTALS',
    code: 'happy_rentals',
    displayName: 'HappyRentals',
    adminUrl: '/siteadmin/happyRentals/listings',
  },
  {
    provider: 'NATURAL_RETREATS',
    code: 'natural_retreats',
    displayName: 'Natural Retreats',
    adminUrl: '/siteadmin/naturalretreats/all',
  },
] as const;

export type ProviderCode = (typeof CHANNEL_PROVIDERS)[number]['code'];
export type ProviderName = (typeof CHANNEL_PROVIDERS)[number]['provider'];

/** The GraphQL enum value of a stored provider code. */
export function providerOfCode(code: string): ProviderName {
  const entry = CHANNEL_PROVIDERS.find((p) => p.code === code);
  if (!entry) throw new Error(`Unknown channel provider code: ${code}`);
  return entry.provider;
}

/** A host's connection is hers and, among admins, only theirs who hold its channel manager's privilege. */
export function mayViewConnection(
  identity: Identity | null,
  connection: { hostId: string; provider: string },
): boolean {
  if (!identity) return false;
  if (identity.admin) {
    const entry = CHANNEL_PROVIDERS.find((p) => p.code === connection.provider);
    return entry !== undefined && isUrlAllowed(identity.admin, entry.adminUrl);
  }
  return identity.userId === connection.hostId;
}

/** The spec's account fields (spec 000 §3) that name a member's account id at a channel manager. */
export const ACCOUNT_ID_FIELDS = {
  hostAwayId: 'hostaway',
  hostFullyAgencyId: 'hostfully',
  rentalsUnitedId: 'rentals_united',
  nextPaxId: 'nextpax',
  ownerRezId: 'ownerrez',
} as const satisfies Record<string, ProviderCode>;

/**
 * What a caller may see of a member's connections: all of them for herself (or her co-host), those of the channel
 * managers her privileges open for an admin, and null, a refusal, for anyone else.
 */
export function visibleConnections<C extends { hostId: string; provider: string }>(
  identity: Identity | null | undefined,
  memberId: string,
  connections: readonly C[],
): C[] | null {
  if (!identity || (!identity.admin && identity.userId !== memberId)) return null;
  return connections.filter((connection) => mayViewConnection(identity, connection));
}
