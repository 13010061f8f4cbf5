// The one check that a caller is a signed-in member (issue 12 item 4), worded as spec 001 §8's text table says, and
// not held by an admin (decision 0032): a member on hold reaches only what she needs to read /warning and sign out.
import type { GraphQLError } from 'graphql';
import { publicError } from './errors';
import type { Identity } from './identity';

/** Spec 001 §8, verbatim: what a visitor is told when she reaches something for members. */
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged In. Please Login to continue!';

/** What a member on hold is told when she tries to act (spec 001 §4 "an account on hold is blocked"; no spec text). */
export const ON_HOLD_MESSAGE = 'Your membership is on hold. Please contact the club.';

export interface MemberGuardOptions {
  /** What she is trying to do, as a verb phrase ("send invitations"), for the refusal of an admin or a co-host. */
  to?: string;
  /** Only the account's owner: a co-host, who acts for her host, is refused. */
  ownerOnly?: boolean;
  /**
   * Let a member on hold through: only for what the /warning page, signing out and the status poll need (her own
   * account, the gates). Everything else refuses her with ON_HOLD_MESSAGE.
   */
  allowOnHold?: boolean;
}

/** The refusal of a caller who is not a signed-in member (or is on hold), or null when she may go on. */
export function memberRefusal(identity: Identity | null | undefined, options: MemberGuardOptions = {}) {
  if (!identity) return publicError(NOT_LOGGED_IN_MESSAGE, 'UNAUTHENTICATED');
  const to = options.to ?? 'do this';
  if (identity.admin) return publicError(`Admins cannot ${to}; please sign in as a member.`, 'FORBIDDEN');
  if (options.ownerOnly && identity.coHost)
    return publicError(`A co-host cannot ${to}; please ask the account's owner.`, 'FORBIDDEN');
  // A co-host's standing is her host's: a held host's co-hosts are held with her. An identity without a standing
  // (signed by a test, not the gateway) is not held.
  if (!options.allowOnHold && identity.standing?.memberStatus === 'on_hold')
    return publicError(ON_HOLD_MESSAGE, 'FORBIDDEN', { reason: 'onHold' });
  return null;
}

/**
 * The signed-in member's user id (her host's, for a co-host), or a thrown public error: UNAUTHENTICATED with the
 * spec's text for a visitor, FORBIDDEN for an admin session, for a member on hold (unless `allowOnHold`) and, with
 * `ownerOnly`, for a co-host.
 */
export function requireMember(identity: Identity | null | undefined, options: MemberGuardOptions = {}): string {
  const refusal: GraphQLError | null = memberRefusal(identity, options);
  if (refusal) throw refusal;
  return identity!.userId;
}
