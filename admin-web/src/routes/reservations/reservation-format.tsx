// How the reservation screens show a reservation: its number (id + 1000) linking to its page, the members, the dates,
// the status label and the total, and the columns the reservations and inquiries lists share.
import { Link } from 'react-router';
import type { AdminReservationRowFragment } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { formatDay } from '../../ui/dates';

export type ReservationRow = AdminReservationRowFragment;

/** The longest search the lists send: a number or a 10-character code, with room to spare. */
export const RESERVATION_SEARCH_MAX = 40;

export function memberName(member: { firstName: string; lastName: string } | null | undefined): string {
  return member ? `${member.firstName} ${member.lastName}`.trim() || '—' : '—';
}

export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

export function stayDates(row: Pick<ReservationRow, 'checkIn' | 'checkOut'>): string {
  return ADMIN_TEXTS.reservationDatesRange(formatDay(row.checkIn), formatDay(row.checkOut));
}

export const RESERVATION_COLUMNS: Column<ReservationRow>[] = [
  {
    header: ADMIN_TEXTS.reservationNumber,
    align: 'end',
    rowHeader: true,
    cell: (row) => <Link to={`/viewreservation/${row.id}`}>{row.number}</Link>,
  },
  { header: ADMIN_TEXTS.reservationCode, cell: (row) => row.confirmationCode },
  { header: ADMIN_TEXTS.reservationListing, cell: (row) => row.listingTitle || '—' },
  { header: ADMIN_TEXTS.reservationGuest, cell: (row) => memberName(row.guest) },
  { header: ADMIN_TEXTS.reservationHost, cell: (row) => memberName(row.host) },
  { header: ADMIN_TEXTS.reservationDates, cell: stayDates },
  { header: ADMIN_TEXTS.reservationStatus, cell: (row) => row.statusLabel || row.status },
  { header: ADMIN_TEXTS.reservationTotal, align: 'end', cell: (row) => formatAmount(row.total, row.currency) },
];
