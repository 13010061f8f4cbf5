// What a cancelled stay gives back (issue 17 item 2, decision 0055): spec 001 §9's four policies read on the
// listing's clock, who cancels, and the lines she paid, answered as the guest's refund, the host's payout and what
// the club keeps, line by line in integer minor units that add up exactly to what was paid. The server applies it and
// the member app shows the server's answer; both import this one module.
import { addDays, toEpochDay, type LocalDate } from './local-date';
import { instantAt, localDaysBefore, startOfDay, type LocalTime } from './time-zone';

/** Spec 001 §9: full refund until 1 / 5 days before arrival; 50 % until 1 week / 30 days before. */
export const CANCELLATION_RULES = {
  flexible: { refundPercent: 100, daysBefore: 1 },
  moderate: { refundPercent: 100, daysBefore: 5 },
  strict: { refundPercent: 50, daysBefore: 7 },
  superStrict30: { refundPercent: 50, daysBefore: 30 },
} as const;
export type CancellationPolicyKey = keyof typeof CANCELLATION_RULES;
export const CANCELLATION_POLICY_KEYS = Object.keys(CANCELLATION_RULES) as CancellationPolicyKey[];
export const isCancellationPolicyKey = (value: string): value is CancellationPolicyKey =>
  Object.hasOwn(CANCELLATION_RULES, value);

/** What the guest paid, in minor units of the stay's currency. */
export interface PaidLines {
  /** The nights with extra guests and pet fee, less discounts: the host's stay. */
  stayMinor: number;
  cleaningMinor: number;
  taxMinor: number;
  /** The club's fee on the guest. */
  guestServiceFeeMinor: number;
  bookingProtectionMinor: number;
  /** A security deposit taken with the stay (0 when none was). */
  depositMinor: number;
  /** The club's fee on the host, taken out of the host's lines (stay, cleaning, tax). */
  hostServiceFeeMinor: number;
}

/** The refund's lines; `totalMinor` is their sum. */
export interface RefundLines {
  stayMinor: number;
  cleaningMinor: number;
  taxMinor: number;
  guestServiceFeeMinor: number;
  bookingProtectionMinor: number;
  depositMinor: number;
  totalMinor: number;
}

export type CancellationReason =
  /** The host cancelled: everything not yet spent comes back. */
  | 'hostCancelled'
  /** The guest cancelled before the policy's deadline: the policy's percentage of the stay. */
  | 'beforeDeadline'
  /** The guest cancelled after the deadline, before arriving: the stay is the host's, cleaning comes back. */
  | 'afterDeadline'
  /** The guest cancelled after her arrival time: nothing of the stay comes back. */
  | 'started';

export interface CancellationInput {
  policy: CancellationPolicyKey;
  /** The first night at the home. */
  checkIn: LocalDate;
  checkOut: LocalDate;
  /** The listing's check-in time; null (flexible) reads as the start of the day. */
  checkInTime: LocalTime | null;
  timeZone: string;
  /** The moment of cancelling (milliseconds). */
  now: number;
  cancelledBy: 'guest' | 'host';
  paid: PaidLines;
}

export interface CancellationOutcome {
  policy: CancellationPolicyKey;
  cancelledBy: 'guest' | 'host';
  reason: CancellationReason;
  /** The stay's percentage that comes back. */
  refundPercent: number;
  /** When the guest stops getting the policy's refund (the arrival time, that many local days before). */
  refundDeadline: number;
  /** When she was due: the listing's check-in time on the check-in day. */
  arrival: number;
  /** Whether the start day has begun on the listing's clock (the 'started'/'starting' wording). */
  startDayPassed: boolean;
  /** Nights whose check-in time had come when cancelling. */
  nightsSpent: number;
  nights: number;
  paidMinor: number;
  refund: RefundLines;
  /** The host's stay, cleaning and tax that stay hers, less the club's fee on them. */
  hostPayoutMinor: number;
  /** The club's fees that are not given back (guest fee, Booking Protection, the host fee on the payout). */
  keptFeesMinor: number;
}

/** a × numerator / denominator, rounded half up; 0 when the denominator is 0. */
const share = (amount: number, numerator: number, denominator: number): number =>
  denominator === 0 ? 0 : Math.round((amount * numerator) / denominator);

export const paidTotal = (paid: PaidLines): number =>
  paid.stayMinor +
  paid.cleaningMinor +
  paid.taxMinor +
  paid.guestServiceFeeMinor +
  paid.bookingProtectionMinor +
  paid.depositMinor;

const checkPaid = (paid: PaidLines) => {
  for (const [name, value] of Object.entries(paid))
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole minor units`);
  if (paid.hostServiceFeeMinor > paid.stayMinor + paid.cleaningMinor + paid.taxMinor)
    throw new RangeError('the host fee cannot exceed the host lines');
};

/** The refund, payout and kept fees of cancelling this stay now (decision 0055). */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const { paid, timeZone } = input;
  checkPaid(paid);
  const rule = CANCELLATION_RULES[input.policy];
  const startTime = input.checkInTime ?? ('00:00' as LocalTime);
  const arrival = instantAt(input.checkIn, startTime, timeZone);
  const refundDeadline = localDaysBefore(input.checkIn, startTime, rule.daysBefore, timeZone);
  const nights = Math.max(0, toEpochDay(input.checkOut) - toEpochDay(input.checkIn));
  let nightsSpent = 0;
  while (nightsSpent < nights && instantAt(addDays(input.checkIn, nightsSpent), startTime, timeZone) <= input.now)
    nightsSpent++;
  const started = nightsSpent > 0;

  // [the stay's share that comes back as numerator/denominator, cleaning back, the fees' share back]
  let reason: CancellationReason;
  let stayShare: [number, number];
  let cleaningBack: boolean;
  let feesShare: [number, number];
  if (input.cancelledBy === 'host') {
    reason = 'hostCancelled';
    stayShare = [nights - nightsSpent, nights];
    cleaningBack = !started;
    feesShare = stayShare;
  } else if (started) {
    reason = 'started';
    stayShare = [0, 1];
    cleaningBack = false;
    feesShare = [0, 1];
  } else if (input.now < refundDeadline) {
    reason = 'beforeDeadline';
    stayShare = [rule.refundPercent, 100];
    cleaningBack = true;
    feesShare = rule.refundPercent === 100 ? [1, 1] : [0, 1];
  } else {
    reason = 'afterDeadline';
    stayShare = [0, 1];
    cleaningBack = true;
    feesShare = [0, 1];
  }

  const stay = share(paid.stayMinor, ...stayShare);
  const cleaning = cleaningBack ? paid.cleaningMinor : 0;
  const taxable = paid.stayMinor + paid.cleaningMinor;
  const tax = share(paid.taxMinor, stay + cleaning, taxable);
  const guestServiceFee = share(paid.guestServiceFeeMinor, ...feesShare);
  const bookingProtection = share(paid.bookingProtectionMinor, ...feesShare);
  const refund: RefundLines = {
    stayMinor: stay,
    cleaningMinor: cleaning,
    taxMinor: tax,
    guestServiceFeeMinor: guestServiceFee,
    bookingProtectionMinor: bookingProtection,
    depositMinor: paid.depositMinor,
    totalMinor: stay + cleaning + tax + guestServiceFee + bookingProtection + paid.depositMinor,
  };
  const hostLines = paid.stayMinor + paid.cleaningMinor + paid.taxMinor;
  const hostKeeps = hostLines - stay - cleaning - tax;
  const hostFee = share(paid.hostServiceFeeMinor, hostKeeps, hostLines);
  const hostPayoutMinor = hostKeeps - hostFee;
  const keptFeesMinor =
    paid.guestServiceFeeMinor - guestServiceFee + (paid.bookingProtectionMinor - bookingProtection) + hostFee;
  return {
    policy: input.policy,
    cancelledBy: input.cancelledBy,
    reason,
    refundPercent: Math.round((stayShare[0] * 100) / Math.max(1, stayShare[1])),
    refundDeadline,
    arrival,
    startDayPassed: input.now >= startOfDay(input.checkIn, timeZone),
    nightsSpent,
    nights,
    paidMinor: paidTotal(paid),
    refund,
    hostPayoutMinor,
    keptFeesMinor,
  };
}
