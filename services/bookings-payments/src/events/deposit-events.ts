// The security deposit's events (decision 0056, proto bookings/v1/deposit_events.proto), written to the outbox in the
// transaction of the claim or the settlement.
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import { SecurityDepositClaimedSchema, SecurityDepositSettledSchema } from '@golightly/proto';
import type { ReservationDetails } from '../db/reservations';
import type { SecurityDeposit } from '../domain/security-deposit';
import { PRODUCER } from './publish';

const stayOf = (reservation: ReservationDetails, deposit: SecurityDeposit) => ({
  reservationId: String(reservation.id),
  confirmationCode: reservation.confirmationCode,
  listId: reservation.listingId,
  listingTitle: reservation.listingTitle,
  hostUserId: reservation.hostId,
  guestUserId: reservation.guestId,
  checkIn: reservation.checkIn,
  checkOut: reservation.checkOut,
  depositMinor: BigInt(deposit.amountMinor),
  currency: deposit.currency,
  totalMinor: BigInt(reservation.totalMinor),
  guestWomen: reservation.guests.women,
  guestMen: reservation.guests.men,
  guestChildren: reservation.guests.children,
  guestOthers: reservation.guests.others,
  guestInfants: reservation.guests.infants,
  pets: reservation.pets,
});

export const depositClaimed = (
  trx: Knex.Transaction,
  reservation: ReservationDetails,
  deposit: SecurityDeposit,
  claim: { claimedMinor: number; reason: string; claimedBy: string },
) =>
  publish(trx, {
    producer: PRODUCER,
    schema: SecurityDepositClaimedSchema,
    data: {
      reservationId: String(reservation.id),
      stay: stayOf(reservation, deposit),
      claimedMinor: BigInt(claim.claimedMinor),
      reason: claim.reason,
      claimedByUserId: claim.claimedBy,
    },
  });

export const depositSettled = (
  trx: Knex.Transaction,
  reservation: ReservationDetails,
  deposit: SecurityDeposit,
  settlement: { outcome: 'approved' | 'refused' | 'released'; refundedMinor: number; hostPayoutMinor: number },
) =>
  publish(trx, {
    producer: PRODUCER,
    schema: SecurityDepositSettledSchema,
    data: {
      reservationId: String(reservation.id),
      stay: stayOf(reservation, deposit),
      outcome: settlement.outcome,
      refundedMinor: BigInt(settlement.refundedMinor),
      hostPayoutMinor: BigInt(settlement.hostPayoutMinor),
      claimedMinor: BigInt(deposit.claimedMinor ?? 0),
    },
  });
