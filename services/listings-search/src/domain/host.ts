// Who may list a home (spec 001 §6, DESIGN §8): an approved woman member whose ID is verified, decided on the
// standing the gateway signed into her identity. A co-host acts for her host and carries her host's standing.

/** The host editor's caller as the use cases see her: the account she acts for and its standing. */
export interface HostCaller {
  /** The host's user id (for a co-host, the host she acts for). */
  userId: string;
  coHost: boolean;
  standing: HostStanding;
}

export interface HostStanding {
  female: boolean;
  idVerified: boolean;
  /** An approved membership (standard), not pending or declined. */
  approvedMember: boolean;
}

/** The sentences of the refusals; the same words as service-kit's standing guard (decision 0032). */
export const HOST_REFUSALS = {
  notApproved: 'Your membership application is still being reviewed; you can list a home once it is approved.',
  womenOnly: 'Only women members can list a home.',
  idNotVerified: 'ID verification is needed before you can list a home.',
} as const;

/** Why she may not list, or null when she may. */
export function hostRefusal(standing: HostStanding): string | null {
  if (!standing.approvedMember) return HOST_REFUSALS.notApproved;
  if (!standing.female) return HOST_REFUSALS.womenOnly;
  if (!standing.idVerified) return HOST_REFUSALS.idNotVerified;
  return null;
}
