// A listing's terms for a stay (spec 001 §3): its calendar rules and its prices, as listings-search publishes them
// and bookings-payments keeps them. Field names follow the listing editor's (listings-search's step 3) so that the
// read-model maps one to one. Amounts are integer minor units of `currency` (@golightly/money).
import type { Minor } from '@golightly/money';
import type { LocalDate, Weekday } from './local-date';
import type { LocalTime } from './time-zone';

/** Spec 001 §9: booking window options 3, 6, 9, 12 months, or all future dates (null). */
export const BOOKING_WINDOW_MONTHS = [3, 6, 9, 12] as const;
export type BookingWindowMonths = (typeof BOOKING_WINDOW_MONTHS)[number] | null;
/** Advance notice options: same day (0), 1, 2, 3 or 7 days. */
export const ADVANCE_NOTICE_DAYS = [0, 1, 2, 3, 7] as const;
export type AdvanceNoticeDays = (typeof ADVANCE_NOTICE_DAYS)[number];
/** Spec 001 §9: a weekly discount from 7 nights, monthly (long-term) from 28, the long-term discount from 90. */
export const WEEKLY_NIGHTS = 7;
export const MONTHLY_NIGHTS = 28;
export const NINETY_PLUS_NIGHTS = 90;
/** Bounds of minimum and maximum nights (as listings-search's editor states them). */
export const MIN_NIGHTS_MAX = 365;
export const MAX_NIGHTS_MAX = 1095;
/** Spec 001 §5, §9: discounts and tax rate from 0 to 99 %. */
export const PERCENT_MAX = 99;

/** The calendar rules: which stays a listing takes. */
export interface CalendarTerms {
  /** IANA zone of the home: "today", advance notice and check-in times are read on its clock. */
  timeZone: string;
  minNight: number;
  /** null: no maximum. */
  maxNight: number | null;
  /** 0 is same day; then `sameDayCutOff` (if set) is the hour after which today can no longer be booked. */
  advanceNoticeDays: AdvanceNoticeDays;
  /** Listing-local wall-clock time after which a same-day booking is refused; null: until the day ends. */
  sameDayCutOff: LocalTime | null;
  bookingWindowMonths: BookingWindowMonths;
  /** Nights the host blocked on her calendar. */
  blockedDates: readonly LocalDate[];
  /** Weekdays on which nobody checks in (spec 001 §3 "check-in blocked weekdays (MON to SUN)"). */
  blockedCheckInDays: readonly Weekday[];
  /** Weekdays on which nobody checks out. */
  blockedCheckOutDays: readonly Weekday[];
  seasons: readonly Season[];
}

/**
 * A seasonal price (spec 001 §3): its nights from `from` to `to`, both included, take its prices instead of the
 * listing's; a stay that checks in within it keeps its minimum (and maximum) stay and its no-check-in days, a stay
 * that checks out within it keeps its no-check-out days.
 */
export interface Season {
  name: string;
  from: LocalDate;
  to: LocalDate;
  nightlyMinor: Minor;
  /** Friday and Saturday nights in the season; null: the season's nightly price. */
  weekendMinor: Minor | null;
  /** Per extra guest per night in the season; null: the listing's extra-guest fee. */
  extraGuestMinor: Minor | null;
  /** null: the listing's minimum nights. */
  minimumStay: number | null;
  /** null: the listing's maximum nights. */
  maximumStay: number | null;
  noCheckInDays: readonly Weekday[];
  noCheckOutDays: readonly Weekday[];
}

/** A last-minute discount: `percent` off when check-in is from `daysBeforeArrivalFrom` to `…To` days away (both included). */
export interface LastMinuteDiscount {
  percent: number;
  daysBeforeArrivalFrom: number;
  daysBeforeArrivalTo: number;
}

/**
 * A length-of-stay discount: `percent` off stays of `minimumNights` nights or more, optionally only when booked a
 * number of days before arrival (null bounds: any time).
 */
export interface LengthOfStayDiscount {
  minimumNights: number;
  percent: number;
  daysBeforeArrivalFrom: number | null;
  daysBeforeArrivalTo: number | null;
}

/** The price terms: what a stay costs. */
export interface PriceTerms {
  /** IANA zone of the home: the booking date that last-minute discounts count from is read on its clock. */
  timeZone: string;
  /** ISO 4217 code; every amount below is in its minor units. */
  currency: string;
  basePriceMinor: Minor;
  /** Friday and Saturday nights; null: the base price. */
  weekendPriceMinor: Minor | null;
  cleaningPriceMinor: Minor;
  /** Per guest beyond `extraGuestAfter`, per night. */
  extraGuestFeeMinor: Minor;
  /** Guests included in the price; null: no extra-guest fee. */
  extraGuestAfter: number | null;
  /** Once per stay when pets come. */
  petFeeMinor: Minor;
  /** Held, not charged: a separate line of the quote, outside its total. */
  securityDepositMinor: Minor;
  /** Percent (0-99, up to two decimals). */
  taxRate: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  /** The 90+ nights ("three month", long-term) discount. */
  threeMonthDiscount: number;
  lastMinuteDiscounts: readonly LastMinuteDiscount[];
  lengthOfStayDiscounts: readonly LengthOfStayDiscount[];
  seasons: readonly Season[];
  /** Most guests the home takes (infants not counted). */
  personCapacity: number;
}

/** Everything a listing publishes for booking. */
export type StayTerms = CalendarTerms & PriceTerms;

/** A stay someone asks about: check-in and check-out dates at the listing. */
export interface StayDates {
  checkIn: LocalDate;
  checkOut: LocalDate;
}
