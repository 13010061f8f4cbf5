// Which booking e-mails of spec 001 §4 a reservation's move sends, and to whom (issue 16 item 6; decision 0048's
// table). Pure: the use case (app/booking-emails.ts) writes each e-mail's data from the event and the directories.

/** Who reads an e-mail: the guest, the host (her co-hosts answer in the same thread) or the admins' address. */
export type BookingReader = 'guest' | 'host' | 'admin';

/** The e-mails of the booking flow, by catalogue type, grouped by the data each is written from. */
export type StayEmail =
  | 'bookingRequestToHost'
  | 'bookingRequestToGuest'
  | 'bookingConfirmedToGuest'
  | 'bookingConfirmedToHost'
  | 'instantBookingToGuest'
  | 'instantBookingToHost'
  | 'insufficientFundsToGuest'
  | 'insufficientFundsToHost'
  | 'insufficientFundsToAdmin'
  | 'requestDeclinedToGuest'
  | 'requestExpiredToGuest'
  | 'requestExpiredToHost';

export type OfferEmail =
  | 'inquiryToHost'
  | 'specialPriceRequestToHost'
  | 'inquiryPreApprovedToGuest'
  | 'inquiryDeclinedToGuest'
  | 'specialPriceApprovedToGuest'
  | 'specialPriceDeclinedToGuest'
  | 'counterOfferToGuest'
  | 'counterOfferAcceptedToHost'
  | 'counterOfferDeclinedToHost'
  | 'declinedOfferToAdmin';

export type BookingEmail =
  | { kind: 'stay'; type: StayEmail; to: BookingReader }
  /** `sender` is whose move it was (the host pre-approves, the guest asks); `price` the amount the e-mail names. */
  | {
      kind: 'offer';
      type: OfferEmail;
      to: BookingReader;
      sender: 'guest' | 'host';
      price: 'special' | 'counter' | 'none';
    };

/** What of a ReservationStatusChanged decides its e-mails. */
export interface StatusChange {
  fromStatus: string;
  toStatus: string;
  reason: string;
  tellAdmin: boolean;
}

/** A request (or instant booking) that held nights: its end is told as a request's end, not an inquiry's. */
const BOOKING_STATUSES = new Set(['pending', 'requestToBook', 'approved', 'intantBooking']);

export const INSUFFICIENT_FUNDS_REASON = 'insufficientFunds';

const stay = (type: StayEmail, to: BookingReader): BookingEmail => ({ kind: 'stay', type, to });
const offer = (
  type: OfferEmail,
  to: BookingReader,
  sender: 'guest' | 'host',
  price: 'special' | 'counter' | 'none',
): BookingEmail => ({ kind: 'offer', type, to, sender, price });

/**
 * The e-mails one move sends. Moves with no e-mail of their own send none: a card still processing (pending), the
 * host's yes while the money is taken (approved: the capture's confirmed or cancelled is what the guest hears),
 * an instant booking until it is paid, an inquiry or offer that lapses (nobody waits on it), completion and the
 * cancellations of the next issue.
 */
export function bookingEmailsFor(change: StatusChange): BookingEmail[] {
  const { fromStatus: from, toStatus: to } = change;
  switch (to) {
    case 'requestToBook':
      return [stay('bookingRequestToHost', 'host'), stay('bookingRequestToGuest', 'guest')];
    case 'confirmed':
      return from === 'intantBooking'
        ? [stay('instantBookingToGuest', 'guest'), stay('instantBookingToHost', 'host')]
        : [stay('bookingConfirmedToGuest', 'guest'), stay('bookingConfirmedToHost', 'host')];
    case 'declined':
      return BOOKING_STATUSES.has(from)
        ? [stay('requestDeclinedToGuest', 'guest')]
        : [offer('inquiryDeclinedToGuest', 'guest', 'host', 'none')];
    case 'expired':
      return BOOKING_STATUSES.has(from)
        ? [stay('requestExpiredToGuest', 'guest'), stay('requestExpiredToHost', 'host')]
        : [];
    case 'cancelled':
      if (change.reason !== INSUFFICIENT_FUNDS_REASON) return [];
      return [
        stay('insufficientFundsToGuest', 'guest'),
        // Her e-mail thanks her for accepting: she hears it only when her accept was what failed.
        ...(from === 'approved' ? [stay('insufficientFundsToHost', 'host')] : []),
        ...(change.tellAdmin ? [stay('insufficientFundsToAdmin', 'admin')] : []),
      ];
    case 'inquiry':
      return [offer('inquiryToHost', 'host', 'guest', 'none')];
    case 'specialPriceInquiry':
      return [offer('specialPriceRequestToHost', 'host', 'guest', 'special')];
    case 'preApproved':
      return [offer('inquiryPreApprovedToGuest', 'guest', 'host', 'none')];
    case 'specialPriceHostAccepted':
      return [offer('specialPriceApprovedToGuest', 'guest', 'host', 'special')];
    case 'specialPriceHostDeclined':
      return [
        offer('specialPriceDeclinedToGuest', 'guest', 'host', 'special'),
        ...(change.tellAdmin ? [offer('declinedOfferToAdmin', 'admin', 'host', 'special')] : []),
      ];
    case 'specialPriceHostRequest':
      return [offer('counterOfferToGuest', 'guest', 'host', 'counter')];
    case 'specialPriceGuestAccepted':
      return [offer('counterOfferAcceptedToHost', 'host', 'guest', 'counter')];
    case 'specialPriceGuestDeclined':
      return [
        offer('counterOfferDeclinedToHost', 'host', 'guest', 'counter'),
        ...(change.tellAdmin ? [offer('declinedOfferToAdmin', 'admin', 'guest', 'counter')] : []),
      ];
    default:
      return [];
  }
}

/** An amount in minor units as the e-mails take it: a decimal of the currency (JPY 0 places, EUR 2, BHD 3). */
export function fromMinor(minor: number | bigint, currency: string): number {
  let places = 2;
  try {
    places = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code: the e-mail still shows the amount, with two places.
  }
  return Number(minor) / 10 ** places;
}

/** A listing's 'HH:MM' as the e-mails' decimal hour (15:30 is 15.5); null for flexible or unreadable. */
export function decimalHour(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours + minutes / 60 : null;
}

/** An amount the event may not carry (an older event, a price no quote made): null when absent, never 0. */
export function knownFromMinor(minor: number | bigint | null | undefined, currency: string): number | null {
  return minor === null || minor === undefined ? null : fromMinor(minor, currency);
}

/** A listing's state as ListingTermsChanged tells it. */
export interface ListingState {
  approved: boolean;
  published: boolean;
  listed: boolean;
  deleted: boolean;
  /** Priced, with a cancellation policy, and the rest of the above: members may request it. */
  bookable: boolean;
}

/**
 * Whether a declined guest may be sent to the listing: members find it in search and may book it now. An unlisted
 * home is booked only by those given its link, so it is never suggested.
 */
export function isLiveListing(state: ListingState): boolean {
  return state.approved && state.published && state.listed && !state.deleted && state.bookable;
}
