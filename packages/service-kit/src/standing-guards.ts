// What the marketplace asks of a member before she acts, decided on the standing the gateway signed (DESIGN §8,
// decision 0032): never a call to accounts, never a copy of her.
//
//   // listings: "only a woman member whose ID is verified may list"
//   const hostId = requireHost(ctx.identity, { to: 'list a home' });
//
//   // bookings: women only, ID verified before booking (spec 001 §6)
//   const guestId = requireGuest(ctx.identity, { to: 'request a booking' });
//
//   // any other rule: the member guard, an approved membership, then the facts asked for, in this order
//   const memberId = requireStanding(ctx.identity, {
//     to: 'post in the social area',
//     female: true,
//     phoneVerified: true,
//     profileComplete: true,
//   });
//
//   // deciding without throwing (e.g. whether to offer a button): null when she may
//   const canBook = standingRefusal(ctx.identity, GUEST_RULE) === null;
//
// Each refusal is FORBIDDEN (UNAUTHENTICATED for a visitor) with a sentence for her and `extensions.reason`, so an
// app can word it in her language or send her where she can fix it (reason idNotVerified → /id-verification).
import type { GraphQLError } from 'graphql';
import { publicError } from './errors';
import type { Identity, Standing } from './identity';
import { memberRefusal, type MemberGuardOptions } from './member-guard';

/** What a rule may ask beyond a signed-in, approved member who is not on hold. */
export interface StandingRule extends Omit<MemberGuardOptions, 'allowOnHold'> {
  /** A woman (spec 001 §6, women only); a member who has not confirmed her gender is asked to first. */
  female?: boolean;
  idVerified?: boolean;
  phoneVerified?: boolean;
  /** Spec 000 §4's profile-completion gate (isCompleted); a property manager always passes. */
  profileComplete?: boolean;
  diamond?: boolean;
}

/** Why a member did not meet a rule, as `extensions.reason`. */
export type StandingReason =
  | 'pending'
  | 'rejected'
  | 'genderUnconfirmed'
  | 'womenOnly'
  | 'idNotVerified'
  | 'phoneNotVerified'
  | 'profileIncomplete'
  | 'notDiamond';

/** The sentences of the refusals; `to` is what she tried, as a verb phrase. The spec words none of them. */
export const STANDING_MESSAGES: Record<StandingReason, (to: string) => string> = {
  pending: (to) => `Your membership application is still being reviewed; you can ${to} once it is approved.`,
  rejected: (to) => `Your membership application was not approved, so you cannot ${to}.`,
  genderUnconfirmed: (to) => `Please confirm your gender before you ${to}.`,
  womenOnly: (to) => `Only women members can ${to}.`,
  // Spec 001 §6: "ID verification is needed before booking or listing."
  idNotVerified: (to) => `ID verification is needed before you can ${to}.`,
  phoneNotVerified: (to) => `Please verify your phone number before you ${to}.`,
  profileIncomplete: (to) => `Please complete your profile before you ${to}.`,
  notDiamond: (to) => `Only Diamond members can ${to}.`,
};

/** Listing a home (spec 001 §6): an approved woman member whose ID is verified. */
export const HOST_RULE: StandingRule = { to: 'list a home', female: true, idVerified: true };
/** Booking a stay (spec 001 §6: bookings only by women; ID verification before booking). */
export const GUEST_RULE: StandingRule = { to: 'book a stay', female: true, idVerified: true };

function unmet(standing: Standing, rule: StandingRule): StandingReason | null {
  if (standing.memberStatus === 'pending' || standing.memberStatus === 'rejected') return standing.memberStatus;
  if (rule.female && standing.gender === null) return 'genderUnconfirmed';
  if (rule.female && standing.gender !== 'female') return 'womenOnly';
  if (rule.idVerified && !standing.idVerified) return 'idNotVerified';
  if (rule.phoneVerified && !standing.phoneVerified) return 'phoneNotVerified';
  if (rule.profileComplete && !standing.profileComplete) return 'profileIncomplete';
  if (rule.diamond && !standing.isDiamond) return 'notDiamond';
  return null;
}

/**
 * The refusal of a caller who does not meet `rule`, or null when she does: first the member guard (visitor, admin,
 * co-host when `ownerOnly`, on hold), then an approved membership, then the rule's facts in the order of StandingRule.
 */
export function standingRefusal(identity: Identity | null | undefined, rule: StandingRule = {}): GraphQLError | null {
  const refusal = memberRefusal(identity, rule);
  if (refusal) return refusal;
  const standing = identity!.standing;
  // The gateway signs a standing into every member's identity: one missing is a fault, never a reason to let her on.
  if (!standing) throw new Error('a member identity without a standing reached a standing guard');
  const reason = unmet(standing, rule);
  return reason ? publicError(STANDING_MESSAGES[reason](rule.to ?? 'do this'), 'FORBIDDEN', { reason }) : null;
}

/** The member's user id (her host's, for a co-host) when she meets `rule`; otherwise throws its refusal. */
export function requireStanding(identity: Identity | null | undefined, rule: StandingRule = {}): string {
  const refusal = standingRefusal(identity, rule);
  if (refusal) throw refusal;
  return identity!.userId;
}

type NamedRuleOptions = Omit<MemberGuardOptions, 'allowOnHold'>;

/** An approved woman member whose ID is verified, to list a home; `to` and `ownerOnly` as for requireMember. */
export const requireHost = (identity: Identity | null | undefined, options: NamedRuleOptions = {}): string =>
  requireStanding(identity, { ...HOST_RULE, ...options, to: options.to ?? HOST_RULE.to });

/** An approved woman member whose ID is verified, to book a stay; `to` and `ownerOnly` as for requireMember. */
export const requireGuest = (identity: Identity | null | undefined, options: NamedRuleOptions = {}): string =>
  requireStanding(identity, { ...GUEST_RULE, ...options, to: options.to ?? GUEST_RULE.to });
