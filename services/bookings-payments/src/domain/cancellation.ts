// A reservation's cancellation as this service applies stay-rules' policies (decision 0055): the lines the guest paid,
// read from the stored quote the stay was priced by, and every sentence the cancellation flow says.
import type { PaidLines } from '@golightly/stay-rules';
import type { QuoteLine } from './quote';

/** The part of a quote a cancellation reads. */
export interface PaidQuote {
  lines: readonly QuoteLine[];
  totalMinor: number;
  currency: string;
  hostServiceFeeMinor: number;
}

const STAY_KINDS = new Set(['nights', 'extra-guests', 'pet-fee']);

/**
 * What the guest paid, line by line. When no stored quote prices the reservation's total (an approved special price
 * or an accepted counter-offer replaced it) the whole total is read as the stay, with no club fees: the host agreed it.
 * The deposit is 0: it is not taken with the stay's payment (decision 0047).
 */
export function paidLinesOf(
  reservation: { totalMinor: number; currency: string },
  quote: PaidQuote | undefined,
): PaidLines {
  if (!quote || quote.totalMinor !== reservation.totalMinor || quote.currency !== reservation.currency) {
    return {
      stayMinor: reservation.totalMinor,
      cleaningMinor: 0,
      taxMinor: 0,
      guestServiceFeeMinor: 0,
      bookingProtectionMinor: 0,
      depositMinor: 0,
      hostServiceFeeMinor: 0,
    };
  }
  const sum = (keep: (line: QuoteLine) => boolean) =>
    quote.lines.filter(keep).reduce((total, line) => total + (line.deducted ? -line.amountMinor : line.amountMinor), 0);
  return {
    stayMinor: sum((line) => STAY_KINDS.has(line.kind) || line.kind.endsWith('-discount')),
    cleaningMinor: sum((line) => line.kind === 'cleaning'),
    taxMinor: sum((line) => line.kind === 'tax'),
    guestServiceFeeMinor: sum((line) => line.kind === 'service-fee'),
    bookingProtectionMinor: sum((line) => line.kind === 'booking-protection'),
    depositMinor: 0,
    hostServiceFeeMinor: quote.hostServiceFeeMinor,
  };
}

export const CANCELLATION_TEXTS = {
  stale:
    'The refund has changed since you looked at it. Please check the new amounts and confirm the cancellation again.',
  ended: 'This stay has ended and can no longer be cancelled.',
  notCancellable: 'Only a confirmed stay can be cancelled.',
  notRequested: 'No cancellation was requested for this reservation.',
  adminOnly: 'Only an admin can confirm or refuse a requested cancellation.',
  notWithdrawable: 'Only a request or an inquiry the host has not answered yet can be withdrawn.',
  messageTooLong: 'Please keep the message to 1,000 characters.',
  noPolicy: 'This stay has no cancellation policy. Please contact us to cancel it.',
} as const;
