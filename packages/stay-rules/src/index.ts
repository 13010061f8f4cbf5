// @golightly/stay-rules: the rules of a stay (issue 14 item 3), once for listings-search and bookings-payments and
// the member app alike: listing-local dates and zones, availability, the price of a stay, the checks of the terms.
export {
  WEEKDAYS,
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  fromEpochDay,
  localDate,
  maxDate,
  minDate,
  nightsOf,
  parseLocalDate,
  toEpochDay,
  weekdayOf,
  type LocalDate,
  type Weekday,
} from './local-date';
export {
  canonicalTimeZone,
  checkInWindow,
  checkOutDeadline,
  hoursWindow,
  instantAt,
  isTimeZone,
  localDateTimeAt,
  localDaysBefore,
  localTime,
  offsetAt,
  parseLocalTime,
  startOfDay,
  todayAt,
  type HoursWindow,
  type InstantWindow,
  type LocalDateTime,
  type LocalTime,
} from './time-zone';
export {
  ADVANCE_NOTICE_DAYS,
  BOOKING_WINDOW_MONTHS,
  MAX_NIGHTS_MAX,
  MIN_NIGHTS_MAX,
  MONTHLY_NIGHTS,
  NINETY_PLUS_NIGHTS,
  PERCENT_MAX,
  WEEKLY_NIGHTS,
  type AdvanceNoticeDays,
  type BookingWindowMonths,
  type CalendarTerms,
  type LastMinuteDiscount,
  type LengthOfStayDiscount,
  type PriceTerms,
  type Season,
  type StayDates,
  type StayTerms,
} from './terms';
export { isWeekendNight, seasonOf } from './seasons';
export {
  blockedNights,
  checkAvailability,
  reservedNights,
  type Availability,
  type AvailabilityRequest,
  type Unavailable,
  type UnavailableRule,
} from './availability';
export {
  discountLines,
  quoteStay,
  type DiscountKind,
  type DiscountLine,
  type NightLine,
  type Quote,
  type QuoteRefusal,
  type QuoteRequest,
  type QuoteResult,
} from './quote';
export {
  DAYS_BEFORE_ARRIVAL_MAX,
  DEFAULT_DEPOSIT_MAX_MAJOR,
  PERSON_CAPACITY_MAX,
  securityDepositMax,
  validateTerms,
  type TermsFieldError,
} from './validate-terms';
export { AVAILABILITY_TEXTS, QUOTE_TEXTS, SPEC_TEXTS, TERMS_TEXTS, formatLocalDate } from './texts';
export { calendarDays, type CalendarDay, type NightStatus } from './calendar';
export { RESERVATION_STATUS_LABELS, type ReservationStatusCode } from './reservation-status';
