// Every sentence a stay quote says to a member, and the English labels of its lines (the member app words them in
// her language from the line's kind; these are what receipts and e-mails read). Stay-rules' messages are used
// verbatim for the rules it decides.
import { SPEC_TEXTS } from '@golightly/stay-rules';

export const QUOTE_MESSAGES = {
  /** Spec 001 §8, for a listing that cannot be booked at all (missing, deleted, not live, not priced). */
  notAvailable: SPEC_TEXTS.notAvailable,
  datesInvalid: 'Please choose a check-in and a check-out date from the calendar.',
  guestsInvalid: 'Guests and pets must each be a whole number from 0 to 1000.',
  womenOnly: 'Only women stay in this home, so men cannot be among the guests.',
  /** Spec 001 §9 (in the list of text rules of §5): a booking needs the choice, a price shown does not. */
  bookingProtectionRequired: 'Booking Protection yes or no must be chosen to continue booking',
  quoteMissing: 'This price is no longer available. Please check the price again.',
  quoteExpired: 'This price has expired. Please check the price again.',
  tooLarge: 'This stay is too large to price. Please choose fewer nights or guests.',
  cannotConvert: 'Prices cannot be shown in this currency right now. Please choose another currency.',
} as const;

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

export const QUOTE_LINE_LABELS = {
  nights: (nights: number) => plural(nights, 'night', 'nights'),
  extraGuests: (guests: number) => `Extra guests (${guests})`,
  weeklyDiscount: (percent: number) => `Weekly discount (${percent} %)`,
  monthlyDiscount: (percent: number) => `Monthly discount (${percent} %)`,
  threeMonthDiscount: (percent: number) => `90+ nights discount (${percent} %)`,
  lengthOfStayDiscount: (percent: number) => `Length-of-stay discount (${percent} %)`,
  lastMinuteDiscount: (percent: number) => `Last-minute discount (${percent} %)`,
  cleaning: 'Cleaning fee',
  petFee: 'Pet fee',
  specialPrice: (nights: number) => `Special price (${plural(nights, 'night', 'nights')})`,
  counterOffer: (nights: number) => `Counter-offer (${plural(nights, 'night', 'nights')})`,
  tax: (rate: number) => `Tax (${rate} %)`,
  serviceFee: 'Service fee',
  bookingProtection: (percent: number) => `Booking Protection (${percent} %)`,
} as const;
