// Security deposits (decision 0056): when a host may claim, what a claim may ask, what the guest gets back, and where
// a deposit's money should stand for its stay. Pure rules; the use cases in src/app/security-deposits.ts apply them.
import { parseMinor, type Minor } from '@golightly/money';
import { addDays, localDate, startOfDay } from '@golightly/stay-rules';

/** Spec 001 §9: a damage claim within 7 days after check-out. */
export const CLAIM_WINDOW_DAYS = 7;
/** The admin text limit of spec 001 §5 (1000-character variant). */
export const CLAIM_REASON_MAX = 1000;

export const DEPOSIT_TEXTS = {
  notFound: 'Reservation not found.',
  notHost: 'Only the host of this stay can claim its security deposit.',
  noDeposit: 'No security deposit was held for this stay, so there is nothing to claim.',
  notCompleted: 'You can claim the security deposit once the stay is completed.',
  windowClosed: `The security deposit can only be claimed within ${CLAIM_WINDOW_DAYS} days after check-out.`,
  alreadyClaimed: 'The security deposit of this stay has already been claimed.',
  amountInvalid: 'Please enter the amount you claim as a number.',
  amountZero: 'The amount you claim must be greater than zero.',
  amountOverDeposit: 'The amount you claim cannot be more than the security deposit.',
  reasonRequired: 'Please tell us why you claim the security deposit.',
  reasonTooLong: `The reason can be at most ${CLAIM_REASON_MAX} characters.`,
  noClaimToDecide: 'There is no claim waiting for a decision on this reservation.',
  alreadyDecided: 'This claim has already been decided.',
} as const;

/** Spec 001 §4's claim and refund statuses, as the reservation row names them. */
export type ClaimStatus = 'noClaim' | 'claimed';
export type RefundStatus = 'pending' | 'completed';
export type ClaimDecision = 'approved' | 'refused';

export interface SecurityDeposit {
  reservationId: number;
  amountMinor: Minor;
  currency: string;
  paymentOrderId: string | null;
  claimStatus: ClaimStatus;
  claimedMinor: Minor | null;
  claimReason: string | null;
  claimedAt: Date | null;
  claimDecision: ClaimDecision | null;
  refundStatus: RefundStatus;
  refundedMinor: Minor;
  hostPayoutMinor: Minor;
  settledAt: Date | null;
}

/**
 * The instants between which the host may claim: from check-out day on (a completed stay) until the end of the 7th
 * day after the check-out date, on the listing's clock.
 */
export function claimWindowEnd(checkOut: string, timeZone: string): number {
  return startOfDay(addDays(localDate(checkOut), CLAIM_WINDOW_DAYS + 1), timeZone);
}

export const isWithinClaimWindow = (checkOut: string, timeZone: string, now: number): boolean =>
  now < claimWindowEnd(checkOut, timeZone);

export type ClaimInputCheck = { ok: true; claimedMinor: Minor; reason: string } | { ok: false; message: string };

/** The host's claim as typed (the amount as decimal text in the stay's currency) checked against the deposit. */
export function checkClaimInput(
  deposit: Pick<SecurityDeposit, 'amountMinor' | 'currency'>,
  claimedFee: string,
  reason: string,
): ClaimInputCheck {
  const parsed = parseMinor(claimedFee, deposit.currency);
  if (!parsed.ok) return { ok: false, message: DEPOSIT_TEXTS.amountInvalid };
  if (parsed.minor <= 0) return { ok: false, message: DEPOSIT_TEXTS.amountZero };
  if (parsed.minor > deposit.amountMinor) return { ok: false, message: DEPOSIT_TEXTS.amountOverDeposit };
  const trimmed = reason.trim();
  if (!trimmed) return { ok: false, message: DEPOSIT_TEXTS.reasonRequired };
  if (trimmed.length > CLAIM_REASON_MAX) return { ok: false, message: DEPOSIT_TEXTS.reasonTooLong };
  return { ok: true, claimedMinor: parsed.minor, reason: trimmed };
}

/** How a settled deposit divides: what the guest gets back and what the host keeps. */
export function settlementOf(
  deposit: Pick<SecurityDeposit, 'amountMinor' | 'claimedMinor'>,
  decision: ClaimDecision | 'released',
): { refundMinor: Minor; hostPayoutMinor: Minor } {
  const kept = decision === 'approved' ? Math.min(deposit.claimedMinor ?? 0, deposit.amountMinor) : 0;
  return { refundMinor: deposit.amountMinor - kept, hostPayoutMinor: kept };
}

/** Reservation statuses whose stay is given up: its deposit goes back whole at once. */
const GIVEN_UP = new Set(['declined', 'expired', 'cancelled', 'cancelledByHost', 'cancelledByGuest']);
/** Reservation statuses of a stay that will happen or happened: its deposit is taken and kept until settled. */
const BOOKED = new Set(['confirmed', 'completed', 'cancellationRequested']);

/** What the deposit sweeper does with a deposit still pending, given its stay and the hold on the card. */
export type DepositSweep = 'capture' | 'release' | 'none';

export function depositSweep(
  deposit: Pick<SecurityDeposit, 'claimStatus' | 'refundStatus'>,
  stay: { reservationState: string; checkOut: string; timeZone: string },
  orderStatus: string | null,
  now: number,
): DepositSweep {
  if (deposit.refundStatus === 'completed' || orderStatus === null) return 'none';
  if (GIVEN_UP.has(stay.reservationState)) return 'release';
  if (!BOOKED.has(stay.reservationState)) return 'none';
  if (orderStatus === 'authorised') return 'capture';
  if (
    deposit.claimStatus === 'noClaim' &&
    stay.reservationState === 'completed' &&
    !isWithinClaimWindow(stay.checkOut, stay.timeZone, now)
  )
    return 'release';
  return 'none';
}
