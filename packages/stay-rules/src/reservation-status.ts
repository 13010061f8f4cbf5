// A reservation's status codes and their labels (spec 001 §4), shown by bookings-payments, the member app and the
// back office alike: one list, imported by each.

/** Spec 001 §4's 18 codes (intantBooking spelt so), then the two the texts name for the next issue's cancellations. */
export const RESERVATION_STATUS_LABELS = {
  inquiry: 'Inquiry',
  preApproved: 'Pre Approved',
  declined: 'Declined',
  approved: 'Approved',
  pending: 'Pending',
  cancelledByHost: 'Cancelled by host',
  cancelledByGuest: 'Cancelled by guest',
  intantBooking: 'Instant Book',
  confirmed: 'Booking Confirmed',
  expired: 'Expired',
  requestToBook: 'Request to book',
  completed: 'Completed',
  specialPriceInquiry: 'Special price request',
  specialPriceHostAccepted: 'Special price request approved',
  specialPriceHostDeclined: 'Special price request declined',
  specialPriceHostRequest: 'counter-offer',
  specialPriceGuestDeclined: 'counter-offer declined',
  specialPriceGuestAccepted: 'counter-offer accepted',
  cancellationRequested: 'Cancellation requested',
  cancelled: 'Cancelled',
} as const;

export type ReservationStatusCode = keyof typeof RESERVATION_STATUS_LABELS;
