// The eight channel managers (DESIGN §2), with their stored code and display name.
export const CHANNEL_PROVIDERS = [
  { provider: 'HOSTAWAY', code: 'hostaway', displayName: 'HostAway' },
  { provider: 'HOSTFULLY', code: 'hostfully', displayName: 'Hostfully' },
  { provider: 'INTERHOME', code: 'interhome', displayName: 'Interhome' },
  { provider: 'NEXTPAX', code: 'nextpax', displayName: 'NextPax' },
  { provider: 'OWNERREZ', code: 'ownerrez', displayName: 'OwnerRez' },
  { provider: 'RENTALS_UNITED', code: 'rentals_united', displayName: 'Rentals United' },
  { provider: 'HAPPY_RENTALS', code: 'happy_rentals', displayName: 'HappyRentals' },
  { provider: 'NATURAL_RETREATS', code: 'natural_retreats', displayName: 'Natural Retreats' },
] as const;

export type ProviderCode = (typeof CHANNEL_PROVIDERS)[number]['code'];

/** The GraphQL enum value of a stored provider code. */
export function providerOfCode(code: string): string {
  const entry = CHANNEL_PROVIDERS.find((p) => p.code === code);
  if (!entry) throw new Error(`Unknown channel provider code: ${code}`);
  return entry.provider;
}
