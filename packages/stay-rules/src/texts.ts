// Every sentence the stay rules say to a guest or a host. Spec 001 §8 quotes "Property is not available for selected
// dates" and §5 "Name is required" and "From value must be below the to value"; the rules it names without wording
// (numbers only, the deposit's maximum with its advice, 0-99 %, minimum ≤ maximum nights, "minimum stay in nights")
// read as listings-search's editor words them, so a host sees one sentence for one rule wherever it is checked.
import type { LocalDate, Weekday } from './local-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_NAMES: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

/** A date as spec 000 §9 writes dates for people: 'MMM DD, YYYY' ("Mar 31, 2024"). */
export function formatLocalDate(date: LocalDate): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(8, 10)}, ${date.slice(0, 4)}`;
}

const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;
const during = (season: string | null) => (season === null ? '' : ` during ${season}`);

/** Spec texts, verbatim. */
export const SPEC_TEXTS = {
  /** Spec 001 §8. */
  notAvailable: 'Property is not available for selected dates',
  /** Spec 001 §5, required-field messages. */
  nameRequired: 'Name is required',
  /** Spec 001 §5. */
  fromNotBelowTo: 'From value must be below the to value.',
} as const;

/** Why a stay cannot be booked, for the guest. */
export const AVAILABILITY_TEXTS = {
  datesInvalid: 'Check-out must be at least one day after check-in.',
  inThePast: 'Check-in cannot be in the past.',
  advanceNotice: (days: number, earliest: LocalDate) =>
    `This home needs ${days} ${days === 1 ? "day's" : "days'"} notice: the earliest check-in is ${formatLocalDate(earliest)}.`,
  sameDayCutOff: (cutOff: string) => `Same-day check-in can be booked until ${cutOff}, local time at the home.`,
  bookingWindow: (lastNight: LocalDate) => `This home can be booked up to the night of ${formatLocalDate(lastNight)}.`,
  checkInDay: (weekday: Weekday, season: string | null) =>
    `Check-in is not possible on a ${DAY_NAMES[weekday]}${during(season)}.`,
  checkOutDay: (weekday: Weekday, season: string | null) =>
    `Check-out is not possible on a ${DAY_NAMES[weekday]}${during(season)}.`,
  /** Spec 001 §8 names "minimum stay in nights". */
  minimumStay: (minimum: number, season: string | null) => `Minimum stay is ${nights(minimum)}${during(season)}.`,
  maximumStay: (maximum: number, season: string | null) => `Maximum stay is ${nights(maximum)}${during(season)}.`,
  notAvailable: SPEC_TEXTS.notAvailable,
} as const;

/** Why a quote cannot be made, for the guest. */
export const QUOTE_TEXTS = {
  datesInvalid: AVAILABILITY_TEXTS.datesInvalid,
  guestsRequired: 'Please say how many guests are coming.',
  tooManyGuests: (capacity: number) => `This home takes at most ${capacity} ${capacity === 1 ? 'guest' : 'guests'}.`,
  petsInvalid: 'The number of pets must be a whole number, 0 or more.',
} as const;

/** Why a listing's terms are refused, for the host. */
export const TERMS_TEXTS = {
  ...SPEC_TEXTS,
  timeZoneInvalid: 'Please choose a time zone from the list.',
  currencyInvalid: 'Please choose a currency from the list.',
  numbersOnly: (label: string) => `${label}: only numbers are allowed.`,
  mustBeAboveZero: (label: string) => `${label} must be greater than zero.`,
  /** Spec 001 §5: the security deposit's maximum, shown in the message with advice to add more to the house rules. */
  securityDepositTooHigh: (max: string) =>
    `The security deposit can be at most ${max}. If you need more cover, please add it to your house rules.`,
  /** Spec 001 §5, §9: discount and tax rate 0-99 %. */
  discountRange: 'Discount must be a number from 0 to 99 %.',
  taxRateRange: 'Tax rate must be a number from 0 to 99 %.',
  minNightsRange: 'Minimum nights must be from 1 to 365.',
  maxNightsRange: 'Maximum nights must be from 1 to 1095.',
  /** Spec 001 §5: minimum nights must not exceed maximum nights. */
  minAboveMax: 'Minimum nights must not be more than maximum nights.',
  advanceNoticeInvalid: 'Please choose an advance notice from the list: same day, 1, 2, 3 or 7 days.',
  /** Spec 001 §9: booking window options 3, 6, 9, 12 months or all future dates. */
  bookingWindowInvalid: 'Please choose a booking window of 3, 6, 9 or 12 months, or all future dates.',
  timeInvalid: 'Please choose a time from the list.',
  weekdayInvalid: 'Days of the week are MON, TUE, WED, THU, FRI, SAT and SUN.',
  allCheckInDaysBlocked: 'Guests need at least one day of the week on which they can check in.',
  allCheckOutDaysBlocked: 'Guests need at least one day of the week on which they can check out.',
  dateInvalid: 'Please choose a date from the calendar.',
  guestCountRange: 'Guest count must be from 1 to 1000.',
  extraGuestAfterRange: 'Extra guests are counted after a number of guests from 1 to 1000.',
  extraGuestAfterOverCapacity:
    'Extra guests are counted after a number of guests no higher than the guests you accept.',
  seasonsOverlap: (a: string, b: string) =>
    `The seasons "${a}" and "${b}" overlap: each night can have only one seasonal price.`,
  daysBeforeArrivalRange: 'Days before arrival must be a whole number from 0 to 1095.',
  lengthOfStayNightsRange: 'A length-of-stay discount starts at a number of nights from 1 to 1095.',
} as const;
