// The one check that a caller is a signed-in member (issue 12 item 4), worded as spec 001 §8's text table says.
import type { GraphQLError } from 'graphql';
import { publicError } from './errors';
import type { Identity } from './identity';

/** Spec 001 §8, verbatim: what a visitor is told when she reaches something for members. */
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged In. Please Login to continue!';

export interface MemberGuardOptions {
  /** What she is trying to do, as a verb phrase ("send invitations"), for the refusal of an admin or a co-host. */
  to?: string;
  /** Only the account's owner: a co-host, who acts for her host, is refused. */
  ownerOnly?: boolean;
}

/** The refusal of a caller who is not a signed-in member, or null when she is one. */
export function memberRefusal(identity: Identity | null | undefined, options: MemberGuardOptions = {}) {
  if (!identity) return publicError(NOT_LOGGED_IN_MESSAGE, 'UNAUTHENTICATED');
  const to = options.to ?? 'do this';
  if (identity.admin) return publicError(`Admins cannot ${to}; please sign in as a member.`, 'FORBIDDEN');
  if (options.ownerOnly && identity.coHost)
    return publicError(`A co-host cannot ${to}; please ask the account's owner.`, 'FORBIDDEN');
  return null;
}

/**
 * The signed-in member's user id (her host's, for a co-host), or a thrown public error: UNAUTHENTICATED with the
 * spec's text for a visitor, FORBIDDEN for an admin session and, with `ownerOnly`, for a co-host.
 */
export function requireMember(identity: Identity | null | undefined, options: MemberGuardOptions = {}): string {
  const refusal: GraphQLError | null = memberRefusal(identity, options);
  if (refusal) throw refusal;
  return identity!.userId;
}
