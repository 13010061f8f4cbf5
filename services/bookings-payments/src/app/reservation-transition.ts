// The one way a reservation changes status: the table decides, the row and its history are written, and every event
// the transition owes (its status change, the nights it holds or frees, the admin log) goes to the outbox, all in the
// caller's transaction.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Knex } from '@golightly/db';
import { recordAdminAction, publish, type AdminActionActor } from '@golightly/events';
import { NightsHeldSchema, NightsReleasedSchema, ReservationStatusChangedSchema } from '@golightly/proto';
import { addDays, startOfDay } from '@golightly/stay-rules';
import {
  insertTransition,
  lockReservation,
  updateReservationStatus,
  type ReservationDetails,
  type StatusChange,
} from '../db/reservations';
import { findQuote } from '../db/quotes';
import { linesTotal } from '../domain/quote';
import {
  decide,
  statusLabel,
  windowEnd,
  type ActorRole,
  type ReservationAction,
  type ReservationStatus,
  type Transition,
} from '../domain/reservation-states';
import { PRODUCER } from '../events/publish';
import { planStaySteps } from './stay-steps';

export interface Actor {
  role: ActorRole;
  /** The member's or admin's id; null for the system. */
  id: string | null;
  /** Set for an admin: what the admin log records. */
  adminLog?: AdminActionActor;
}

export const SYSTEM_ACTOR: Actor = { role: 'system', id: null };

export interface TransitionInput {
  specialPriceMinor?: number | null;
  counterOfferMinor?: number | null;
  totalMinor?: number;
  reason?: string | null;
  /** A cancellation's refund and the host's payout after it (decision 0055), carried on its status change. */
  cancellationAmounts?: CancellationAmounts;
}

export interface CancellationAmounts {
  guestRefundMinor: number;
  hostPayoutMinor: number;
  policy: string;
}

export type TransitionResult =
  { ok: true; reservation: ReservationDetails; transition: Transition } | { ok: false; message: string };

/** The instant the check-in day ends on the listing's clock: no answer window runs past it. */
export const checkInDayEnds = (reservation: Pick<ReservationDetails, 'checkIn' | 'timeZone'>): number =>
  startOfDay(addDays(reservation.checkIn as never, 1), reservation.timeZone);

/** Moves a locked reservation by `action`, or says why the table refuses. */
export async function transition(
  trx: Knex.Transaction,
  reservation: ReservationDetails,
  action: ReservationAction,
  actor: Actor,
  now: number,
  input: TransitionInput = {},
): Promise<TransitionResult> {
  const from = reservation.reservationState as ReservationStatus;
  const decision = decide(from, action, actor.role);
  if (!decision.allowed) return { ok: false, message: decision.message };
  const row = decision.transition;
  const change: StatusChange = {
    status: row.to,
    expiresAt: windowEnd(row.effects, now, checkInDayEnds(reservation), reservation.expiresAt),
    actorRole: actor.role,
    actorId: actor.id,
    ...(input.specialPriceMinor !== undefined ? { specialPriceMinor: input.specialPriceMinor } : {}),
    ...(input.counterOfferMinor !== undefined ? { counterOfferMinor: input.counterOfferMinor } : {}),
    ...(input.totalMinor !== undefined ? { totalMinor: input.totalMinor } : {}),
    ...(input.reason !== undefined ? { declineReason: input.reason } : {}),
  };
  await updateReservationStatus(trx, reservation.id, change);
  const after = (await lockReservation(trx, reservation.id))!;
  await recordTransition(trx, after, from, row, actor, input.reason ?? null, input.cancellationAmounts);
  // a confirmed stay's reminders, check-in notice and review prompt; cancelled with it (decision 0058)
  await planStaySteps(trx, after, from, row, now);
  return { ok: true, reservation: after, transition: row };
}

/**
 * The stay's guest service fee, host service fee and host payout from the stored quote it was made from, for the
 * booking e-mails; none when the quote no longer prices the total (an approved special price or an accepted
 * counter-offer replaced it), so no e-mail shows an amount nobody decided.
 */
async function quotedAmounts(trx: Knex.Transaction, reservation: ReservationDetails) {
  const quote = reservation.quoteId ? await findQuote(trx, reservation.quoteId) : undefined;
  if (!quote || quote.totalMinor !== reservation.totalMinor || quote.currency !== reservation.currency) return {};
  const serviceFees = quote.lines.filter((line) => line.kind === 'service-fee');
  return {
    guestServiceFeeMinor: BigInt(linesTotal(serviceFees, (line) => line.amountMinor)),
    hostServiceFeeMinor: BigInt(quote.hostServiceFeeMinor),
    hostPayoutMinor: BigInt(quote.hostPayoutMinor),
  };
}

/** Writes the history row and publishes what the transition owes; also used when a transition creates the row. */
export async function recordTransition(
  trx: Knex.Transaction,
  reservation: ReservationDetails,
  from: ReservationStatus | null,
  row: Transition,
  actor: Actor,
  reason: string | null,
  cancellationAmounts?: CancellationAmounts,
): Promise<void> {
  await insertTransition(trx, {
    reservationId: reservation.id,
    fromStatus: from,
    action: row.action,
    toStatus: row.to,
    actorRole: actor.role,
    actorId: actor.id,
    reason,
  });
  const reservationId = String(reservation.id);
  await publish(trx, {
    producer: PRODUCER,
    schema: ReservationStatusChangedSchema,
    data: {
      reservationId,
      confirmationCode: reservation.confirmationCode,
      fromStatus: from ?? '',
      toStatus: row.to,
      statusLabel: statusLabel(row.to),
      action: row.action,
      actorRole: actor.role,
      listId: reservation.listingId,
      listingTitle: reservation.listingTitle,
      hostUserId: reservation.hostId,
      guestUserId: reservation.guestId,
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
      timeZone: reservation.timeZone,
      totalMinor: BigInt(reservation.totalMinor),
      currency: reservation.currency,
      specialPriceMinor: BigInt(reservation.specialPriceMinor ?? 0),
      counterOfferMinor: BigInt(reservation.counterOfferMinor ?? 0),
      ...(reservation.expiresAt ? { expiresAt: timestampFromDate(reservation.expiresAt) } : {}),
      reason: reason ?? '',
      tellAdmin: row.effects.tellAdmin ?? false,
      guestWomen: reservation.guests.women,
      guestMen: reservation.guests.men,
      guestChildren: reservation.guests.children,
      guestOthers: reservation.guests.others,
      guestInfants: reservation.guests.infants,
      pets: reservation.pets,
      guestMessage: reservation.message ?? '',
      ...(await quotedAmounts(trx, reservation)),
      ...(cancellationAmounts
        ? {
            guestRefundMinor: BigInt(cancellationAmounts.guestRefundMinor),
            hostPayoutMinor: BigInt(cancellationAmounts.hostPayoutMinor),
            cancellationPolicy: cancellationAmounts.policy,
          }
        : {}),
    },
  });
  if (row.effects.nights === 'hold') {
    await publish(trx, {
      producer: PRODUCER,
      schema: NightsHeldSchema,
      data: {
        reservationId,
        listId: reservation.listingId,
        checkIn: reservation.checkIn,
        checkOut: reservation.checkOut,
        hostUserId: reservation.hostId,
        guestUserId: reservation.guestId,
      },
    });
  } else if (row.effects.nights === 'release') {
    await publish(trx, {
      producer: PRODUCER,
      schema: NightsReleasedSchema,
      data: { reservationId, listId: reservation.listingId },
    });
  }
  if (actor.adminLog) {
    await recordAdminAction(trx, PRODUCER, actor.adminLog, {
      action: `reservation.${row.to.toLowerCase()}`,
      area: 'reservations',
      recordType: 'reservation',
      recordId: reservationId,
      summary: `Reservation ${reservation.id + 1000} (${reservation.confirmationCode}): ${statusLabel(from ?? '') || 'new'} → ${statusLabel(row.to)}${reason ? `: ${reason}` : ''}`,
    });
  }
}
