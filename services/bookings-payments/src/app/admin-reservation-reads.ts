// Use cases: what the admin screens read of reservations (issue 16 item 5): a page of them by status and by the number
// admins are shown (id + 1000) or the confirmation code, the inquiries, one reservation with its steps, its receipt.
// The fields' @adminPrivilege marks check the admin's privileges before any of these runs (decision 0008).
import type { Knex } from '@golightly/db';
import { findQuote } from '../db/quotes';
import { findReservationDetails, type ReservationDetails } from '../db/reservations';
import type { StoredQuote } from '../domain/quote';
import { decide, isReservationStatus, statusLabel } from '../domain/reservation-states';

/** The booking type of an inquiry or special-price request (Manage Inquiry's list). */
const INQUIRY_TYPE = 'inquiry';
/** Admins are shown the reservation id + 1000 (spec 001 §3). */
const NUMBER_OFFSET = 1000;
const MAX_PAGE_SIZE = 100;

export interface AdminReservationFilter {
  status?: string | null;
  search?: string | null;
  page?: number | null;
  pageSize?: number | null;
  inquiriesOnly?: boolean;
}

export interface AdminReservationPage {
  count: number;
  results: ReservationDetails[];
}

export interface TransitionStep {
  fromStatus: string | null;
  fromStatusLabel: string;
  action: string;
  toStatus: string;
  toStatusLabel: string;
  actorRole: string;
  reason: string | null;
  occurredAt: string;
}

/**
 * Which reservations a search names: a number is the admins' number (id + 1000) and the id too, anything else a
 * confirmation code (case-insensitive). Blank names every reservation; undefined names none (no such status).
 */
function matching(db: Knex, filter: AdminReservationFilter): Knex.QueryBuilder | undefined {
  const query = db('reservations');
  const status = filter.status?.trim();
  if (status) {
    if (!isReservationStatus(status)) return undefined;
    query.where({ reservation_state: status });
  }
  if (filter.inquiriesOnly) query.where({ booking_type: INQUIRY_TYPE });
  const search = filter.search?.trim() ?? '';
  if (search) {
    const number = /^\d{1,9}$/.test(search) ? Number(search) : null;
    query.where((where) => {
      where.whereRaw('upper(confirmation_code) = ?', [search.toUpperCase()]);
      if (number !== null) where.orWhere({ id: number - NUMBER_OFFSET });
    });
  }
  return query;
}

export async function listReservationsForAdmin(
  db: Knex,
  filter: AdminReservationFilter,
): Promise<AdminReservationPage> {
  const query = matching(db, filter);
  if (!query) return { count: 0, results: [] };
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), MAX_PAGE_SIZE);
  const page = Math.max(filter.page ?? 1, 1);
  const counted = await query.clone().count<{ count: string }[]>({ count: '*' });
  const ids: number[] = await query
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .pluck('id');
  const rows = await Promise.all(ids.map((id) => findReservationDetails(db, id)));
  return {
    count: Number(counted[0]?.count ?? 0),
    results: rows.filter((row): row is ReservationDetails => row !== undefined),
  };
}

export async function readReservationForAdmin(
  db: Knex,
  id: number,
): Promise<{ reservation: ReservationDetails; transitions: TransitionStep[]; canDecline: boolean } | null> {
  const reservation = await findReservationDetails(db, id);
  if (!reservation) return null;
  const rows: {
    from_status: string | null;
    action: string;
    to_status: string;
    actor_role: string;
    reason: string | null;
    occurred_at: Date;
  }[] = await db('reservation_transitions')
    .where({ reservation_id: id })
    .orderBy('id')
    .select('from_status', 'action', 'to_status', 'actor_role', 'reason', 'occurred_at');
  const status = reservation.reservationState;
  return {
    reservation,
    transitions: rows.map((row) => ({
      fromStatus: row.from_status,
      fromStatusLabel: row.from_status ? statusLabel(row.from_status) : '',
      action: row.action,
      toStatus: row.to_status,
      toStatusLabel: statusLabel(row.to_status),
      actorRole: row.actor_role,
      reason: row.reason,
      occurredAt: row.occurred_at.toISOString(),
    })),
    canDecline: isReservationStatus(status) && decide(status, 'decline', 'admin').allowed,
  };
}

export async function readReceiptForAdmin(
  db: Knex,
  reservationId: number,
): Promise<{ reservation: ReservationDetails; quote: StoredQuote | null } | null> {
  const reservation = await findReservationDetails(db, reservationId);
  if (!reservation) return null;
  const quote = reservation.quoteId ? await findQuote(db, reservation.quoteId) : undefined;
  return { reservation, quote: quote ?? null };
}
