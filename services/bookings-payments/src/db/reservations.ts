// Queries of the reservations table.
import type { Knex } from '@golightly/db';
import type { ReservationRecord } from '../domain/reservation';

const columns = {
  id: 'id',
  listingId: 'listing_id',
  hostId: 'host_id',
  guestId: 'guest_id',
  confirmationCode: 'confirmation_code',
  checkIn: 'check_in',
  checkOut: 'check_out',
  reservationState: 'reservation_state',
  totalMinor: 'total_minor',
  currency: 'currency',
};

export async function findReservation(db: Knex, id: number): Promise<ReservationRecord | undefined> {
  const row = await db('reservations')
    .select({
      ...columns,
      checkIn: db.raw("to_char(check_in, 'YYYY-MM-DD')"),
      checkOut: db.raw("to_char(check_out, 'YYYY-MM-DD')"),
    })
    .where({ id })
    .first();
  return row;
}

/** Stores a reservation as the booking flow leaves it; returns its id. */
export async function insertReservation(db: Knex, reservation: Omit<ReservationRecord, 'id'>): Promise<number> {
  const [row] = await db('reservations')
    .insert({
      listing_id: reservation.listingId,
      host_id: reservation.hostId,
      guest_id: reservation.guestId,
      confirmation_code: reservation.confirmationCode,
      check_in: reservation.checkIn,
      check_out: reservation.checkOut,
      reservation_state: reservation.reservationState,
      total_minor: reservation.totalMinor,
      currency: reservation.currency,
    })
    .returning('id');
  return row.id;
}

/** A reservation with everything its state machine and its screens read. */
export interface ReservationDetails extends ReservationRecord {
  quoteId: string | null;
  bookingType: 'request' | 'instant' | 'inquiry';
  guests: { women: number; men: number; children: number; others: number; infants: number };
  pets: number;
  timeZone: string;
  listingTitle: string;
  checkOutAt: Date | null;
  expiresAt: Date | null;
  specialPriceMinor: number | null;
  counterOfferMinor: number | null;
  message: string | null;
  declineReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

const detailColumns = {
  ...columns,
  quoteId: 'quote_id',
  bookingType: 'booking_type',
  pets: 'pets',
  timeZone: 'time_zone',
  listingTitle: 'listing_title',
  checkOutAt: 'check_out_at',
  expiresAt: 'expires_at',
  specialPriceMinor: 'special_price_minor',
  counterOfferMinor: 'counter_offer_minor',
  message: 'message',
  declineReason: 'decline_reason',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  version: 'version',
  guestWomen: 'guest_women',
  guestMen: 'guest_men',
  guestChildren: 'guest_children',
  guestOthers: 'guest_others',
  guestInfants: 'guest_infants',
};

type DetailRow = Omit<ReservationDetails, 'guests' | 'totalMinor' | 'specialPriceMinor' | 'counterOfferMinor'> & {
  totalMinor: string | number;
  specialPriceMinor: string | number | null;
  counterOfferMinor: string | number | null;
  guestWomen: number;
  guestMen: number;
  guestChildren: number;
  guestOthers: number;
  guestInfants: number;
};

function toDetails(row: DetailRow): ReservationDetails {
  const { guestWomen, guestMen, guestChildren, guestOthers, guestInfants, ...rest } = row;
  return {
    ...rest,
    totalMinor: Number(row.totalMinor),
    specialPriceMinor: row.specialPriceMinor === null ? null : Number(row.specialPriceMinor),
    counterOfferMinor: row.counterOfferMinor === null ? null : Number(row.counterOfferMinor),
    guests: { women: guestWomen, men: guestMen, children: guestChildren, others: guestOthers, infants: guestInfants },
  };
}

const selectDetails = (db: Knex) =>
  db('reservations').select({
    ...detailColumns,
    checkIn: db.raw("to_char(check_in, 'YYYY-MM-DD')"),
    checkOut: db.raw("to_char(check_out, 'YYYY-MM-DD')"),
  });

export async function findReservationDetails(db: Knex, id: number): Promise<ReservationDetails | undefined> {
  const row = await selectDetails(db).where({ id }).first();
  return row ? toDetails(row) : undefined;
}

/** The reservation, locked until the transaction ends: its next transition is decided on what no one else can change. */
export async function lockReservation(trx: Knex.Transaction, id: number): Promise<ReservationDetails | undefined> {
  const row = await selectDetails(trx).where({ id }).forUpdate().first();
  return row ? toDetails(row) : undefined;
}

export type NewReservation = Omit<ReservationDetails, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/**
 * Stores a new reservation. When its status holds nights and another reservation holds one of them, Postgres refuses
 * it (the exclusion constraint, SQLSTATE 23P01): see isNightsTaken.
 */
export async function insertReservationDetails(trx: Knex.Transaction, reservation: NewReservation): Promise<number> {
  const [row] = await trx('reservations')
    .insert({
      listing_id: reservation.listingId,
      host_id: reservation.hostId,
      guest_id: reservation.guestId,
      confirmation_code: reservation.confirmationCode,
      check_in: reservation.checkIn,
      check_out: reservation.checkOut,
      reservation_state: reservation.reservationState,
      total_minor: reservation.totalMinor,
      currency: reservation.currency,
      quote_id: reservation.quoteId,
      booking_type: reservation.bookingType,
      guest_women: reservation.guests.women,
      guest_men: reservation.guests.men,
      guest_children: reservation.guests.children,
      guest_others: reservation.guests.others,
      guest_infants: reservation.guests.infants,
      pets: reservation.pets,
      time_zone: reservation.timeZone,
      listing_title: reservation.listingTitle,
      check_out_at: reservation.checkOutAt,
      expires_at: reservation.expiresAt,
      special_price_minor: reservation.specialPriceMinor,
      counter_offer_minor: reservation.counterOfferMinor,
      message: reservation.message,
      decline_reason: reservation.declineReason,
    })
    .returning('id');
  return row.id;
}

export interface StatusChange {
  status: string;
  expiresAt: Date | null;
  actorRole: string;
  actorId: string | null;
  specialPriceMinor?: number | null;
  counterOfferMinor?: number | null;
  totalMinor?: number;
  declineReason?: string | null;
}

/** Moves a locked reservation to its next status (a holding one may meet the exclusion constraint too). */
export async function updateReservationStatus(trx: Knex.Transaction, id: number, change: StatusChange): Promise<void> {
  await trx('reservations')
    .where({ id })
    .update({
      reservation_state: change.status,
      expires_at: change.expiresAt,
      last_actor_role: change.actorRole,
      last_actor_id: change.actorId,
      ...(change.specialPriceMinor !== undefined ? { special_price_minor: change.specialPriceMinor } : {}),
      ...(change.counterOfferMinor !== undefined ? { counter_offer_minor: change.counterOfferMinor } : {}),
      ...(change.totalMinor !== undefined ? { total_minor: change.totalMinor } : {}),
      ...(change.declineReason !== undefined ? { decline_reason: change.declineReason } : {}),
      updated_at: trx.fn.now(),
      version: trx.raw('version + 1'),
    });
}

export interface TransitionRecord {
  reservationId: number;
  fromStatus: string | null;
  action: string;
  toStatus: string;
  actorRole: string;
  actorId: string | null;
  reason: string | null;
}

export async function insertTransition(trx: Knex.Transaction, record: TransitionRecord): Promise<void> {
  await trx('reservation_transitions').insert({
    reservation_id: record.reservationId,
    from_status: record.fromStatus,
    action: record.action,
    to_status: record.toStatus,
    actor_role: record.actorRole,
    actor_id: record.actorId,
    reason: record.reason,
  });
}

export async function findTransitions(db: Knex, reservationId: number): Promise<TransitionRecord[]> {
  return db('reservation_transitions').where({ reservation_id: reservationId }).orderBy('id').select({
    reservationId: 'reservation_id',
    fromStatus: 'from_status',
    action: 'action',
    toStatus: 'to_status',
    actorRole: 'actor_role',
    actorId: 'actor_id',
    reason: 'reason',
  });
}

/** Postgres refused a hold because another holds one of its nights (the exclusion constraint). */
export const isNightsTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';

/** Postgres ended this transaction to break a deadlock (SQLSTATE 40P01): it may be tried again. */
export const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '40P01';

/**
 * Reservations whose window has passed, locked and skipped by any other sweeper already holding them, oldest first.
 */
export async function claimExpired(trx: Knex.Transaction, now: Date, limit: number): Promise<number[]> {
  const rows: { id: number }[] = await trx('reservations')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id');
  return rows.map((row) => row.id);
}

/** Confirmed stays whose check-out has passed at the home, claimed as claimExpired does. */
export async function claimCompleted(trx: Knex.Transaction, now: Date, limit: number): Promise<number[]> {
  const rows: { id: number }[] = await trx('reservations')
    .where({ reservation_state: 'confirmed' })
    .andWhere('check_out_at', '<=', now)
    .orderBy('check_out_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id');
  return rows.map((row) => row.id);
}

/**
 * Reservations whose payment order has moved on without them, for a minute or more (the pairs paymentStep acts on,
 * in SQL): a wait for the card whose order is authorised or ended, an approved or instant booking whose order is
 * authorised, captured or ended, a request whose order ended, and a stay given up whose card still holds money.
 */
export async function findUnsettledReservations(db: Knex, limit: number): Promise<number[]> {
  const rows: { id: number }[] = await db('reservations as r')
    .join('payment_orders as o', function () {
      this.on('o.requested_by', '=', db.raw('?', ['bookings-payments'])).andOn(
        'o.reference',
        '=',
        db.raw("'reservation-' || r.id"),
      );
    })
    .where('o.updated_at', '<', db.raw("now() - interval '1 minute'"))
    .andWhere((q) =>
      q
        .where((w) =>
          w
            .where('r.reservation_state', 'pending')
            .whereIn('o.status', ['authorised', 'captured', 'failed', 'cancelled', 'expired']),
        )
        .orWhere((w) =>
          w
            .whereIn('r.reservation_state', ['approved', 'intantBooking'])
            .whereIn('o.status', ['authorised', 'captured', 'failed', 'cancelled', 'expired']),
        )
        .orWhere((w) =>
          w.where('r.reservation_state', 'requestToBook').whereIn('o.status', ['failed', 'cancelled', 'expired']),
        )
        .orWhere((w) =>
          w
            .whereIn('r.reservation_state', ['declined', 'expired', 'cancelled'])
            .where((o) =>
              o
                .whereIn('o.status', ['requires_payment', 'requires_action', 'processing', 'authorised'])
                .orWhere((c) => c.where('o.status', 'captured').where('o.refunded_minor', 0)),
            ),
        ),
    )
    .orderBy('r.id')
    .limit(limit)
    .select('r.id');
  return rows.map((row) => row.id);
}

export type TripsType = 'current' | 'upcoming' | 'previous';

/**
 * A member's reservations as guest or as host, by type against today's date at each home (its own time zone, so a
 * stay in Auckland is current there while it is still yesterday in Lisbon): current stays have begun and not ended,
 * upcoming ones begin later, previous ones have ended or will never happen (declined, expired, cancelled).
 */
export async function listReservations(
  db: Knex,
  side: 'guest' | 'host',
  userId: string,
  type: TripsType,
  now: Date,
  ended: readonly string[],
): Promise<ReservationDetails[]> {
  const query = selectDetails(db).where(side === 'guest' ? { guest_id: userId } : { host_id: userId });
  const localToday = '(?::timestamptz at time zone time_zone)::date';
  if (type === 'previous') {
    query.andWhere((q) => q.whereRaw(`check_out <= ${localToday}`, [now]).orWhereIn('reservation_state', ended));
    query.orderBy('check_in', 'desc');
  } else {
    query.andWhereRaw(`check_out > ${localToday}`, [now]).whereNotIn('reservation_state', ended);
    if (type === 'current') query.andWhereRaw(`check_in <= ${localToday}`, [now]);
    else query.andWhereRaw(`check_in > ${localToday}`, [now]);
    query.orderBy('check_in', 'asc');
  }
  const rows: DetailRow[] = await query.orderBy('id').limit(200);
  return rows.map(toDetails);
}

/** A stored quote with what booking it needs of its listing's terms (migration 0005). */
export interface BookableQuoteRow {
  id: string;
  listingId: number;
  hostId: string;
  guestId: string;
  checkIn: string;
  checkOut: string;
  guests: { women: number; men: number; children: number; others: number; infants: number };
  pets: number;
  bookingProtection: boolean | null;
  totalMinor: number;
  currency: string;
  expiresAt: Date;
  bookable: boolean;
  instantBook: boolean;
  timeZone: string;
  /** The listing's title as the terms read-model last heard it (migration 0008); empty until it has one. */
  listingTitle: string;
  terms: Record<string, unknown> | null;
}

export async function findBookableQuote(db: Knex, quoteId: string): Promise<BookableQuoteRow | undefined> {
  const row = await db('quotes as q')
    .leftJoin('listing_terms as t', 't.list_id', 'q.list_id')
    .where('q.id', quoteId)
    .first({
      id: 'q.id',
      listingId: 'q.list_id',
      hostId: 'q.host_id',
      guestId: 'q.guest_id',
      checkIn: db.raw("to_char(q.check_in, 'YYYY-MM-DD')"),
      checkOut: db.raw("to_char(q.check_out, 'YYYY-MM-DD')"),
      women: 'q.women',
      men: 'q.men',
      children: 'q.children',
      others: 'q.others',
      infants: 'q.infants',
      pets: 'q.pets',
      bookingProtection: 'q.booking_protection',
      totalMinor: 'q.total_minor',
      currency: 'q.currency',
      expiresAt: 'q.expires_at',
      bookable: db.raw('coalesce(t.bookable and not t.deleted, false)'),
      instantBook: db.raw('coalesce(t.instant_book, false)'),
      timeZone: db.raw("coalesce(t.time_zone, 'UTC')"),
      listingTitle: db.raw("coalesce(t.title, '')"),
      terms: 't.terms',
    });
  if (!row) return undefined;
  const { women, men, children, others, infants, ...rest } = row;
  return { ...rest, totalMinor: Number(row.totalMinor), guests: { women, men, children, others, infants } };
}

/** The newest reservations, optionally of one status. */
export async function listAllReservations(
  db: Knex,
  status: string | null,
  limit: number,
): Promise<ReservationDetails[]> {
  const query = selectDetails(db).orderBy('id', 'desc').limit(limit);
  if (status !== null) query.where({ reservation_state: status });
  const rows: DetailRow[] = await query;
  return rows.map(toDetails);
}
