// Who the caller is to a reservation: its guest, its host (or her co-host), an admin with Manage Reservations, or no
// one (answered as a missing reservation). Every check runs inside the caller's transaction, before any write.
import {
  adminAccessError,
  adminActorOf,
  GUEST_RULE,
  requireStanding,
  standingRefusal,
  type StandingRule,
} from '@golightly/service-kit';
import type { ReservationDetails } from '../db/reservations';
import { RESERVATION_ADMIN_URLS } from '../domain/reservation';
import type { ReservationCaller } from './reservation-deps';
import type { Actor } from './reservation-transition';

/** Spec 001 §6 and the profile gate: an approved woman member, ID verified, profile complete; never a co-host. */
export const BOOKING_RULE: StandingRule = { ...GUEST_RULE, profileComplete: true, ownerOnly: true };

/** The guest's user id when she may book; otherwise throws the standing's refusal (FORBIDDEN / UNAUTHENTICATED). */
export const requireBookingGuest = (caller: ReservationCaller): string =>
  requireStanding(caller.identity, BOOKING_RULE);

/** The caller's part in this reservation, or null for a stranger. */
export function actorOf(caller: ReservationCaller, reservation: ReservationDetails): Actor | null {
  const identity = caller.identity;
  if (!identity) return null;
  if (identity.admin) {
    // An admin without Manage Reservations is a stranger here.
    if (adminAccessError(identity, RESERVATION_ADMIN_URLS)) return null;
    const admin = adminActorOf({ identity, ip: caller.clientIp }, RESERVATION_ADMIN_URLS);
    return { role: 'admin', id: admin.adminId, adminLog: admin };
  }
  if (identity.userId === reservation.hostId) return { role: identity.coHost ? 'coHost' : 'host', id: identity.userId };
  // A co-host acts for her host's hosting only, never as a guest.
  if (identity.userId === reservation.guestId && !identity.coHost) return { role: 'guest', id: identity.userId };
  return null;
}

/** A guest who books or takes an offer must still meet the booking rule when she does; null when she does. */
export const guestStandingRefusal = (caller: ReservationCaller): string | null =>
  standingRefusal(caller.identity, BOOKING_RULE)?.message ?? null;
