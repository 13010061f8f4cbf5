// Reservations: who may see one, and how it reads.
import { isUrlAllowed, type Identity } from '@golightly/service-kit';

export interface ReservationRecord {
  id: number;
  listingId: number;
  hostId: string;
  guestId: string;
  confirmationCode: string;
  checkIn: string;
  checkOut: string;
  reservationState: string;
  totalMinor: number;
  currency: string;
}

const DAY_MS = 86_400_000;

/** Whole nights between two YYYY-MM-DD dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/** The admin pages of spec 000 §6 that open any reservation (Manage Reservations); the SDL marks name the same. */
export const RESERVATION_ADMIN_URLS = ['/siteadmin/reservations', '/siteadmin/viewreservation/{id}'] as const;

/** Only the guest, the host and admins with Manage Reservations see a reservation. */
export function canView(reservation: ReservationRecord, identity: Identity | null): boolean {
  if (!identity) return false;
  if (identity.admin) return RESERVATION_ADMIN_URLS.some((url) => isUrlAllowed(identity.admin, url));
  return identity.userId === reservation.guestId || identity.userId === reservation.hostId;
}

/** Minor units to a decimal amount (currencies here have 2 decimals). */
export const fromMinor = (minor: number) => minor / 100;

export function toGraph(reservation: ReservationRecord) {
  return {
    id: reservation.id,
    confirmationCode: reservation.confirmationCode,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: nightsBetween(reservation.checkIn, reservation.checkOut),
    reservationState: reservation.reservationState,
    total: fromMinor(reservation.totalMinor),
    currency: reservation.currency,
    listing: { id: reservation.listingId },
    guest: { id: reservation.guestId },
    host: { id: reservation.hostId },
  };
}
