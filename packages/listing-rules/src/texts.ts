// Every sentence the listing rules say to a host or an admin, in one place. Spec 001 §5 quotes some word for word
// ('Title is Required', 'Neighbourhood is required', 'Number is required', 'Zip / Postal Code is required'); the
// others it names without wording (numbers only, the deposit's maximum with its advice, 0-99 %, minimum ≤ maximum
// nights, from-time before to-time, duplicate 1 to 50) are worded here once, and the tests hold each one. The rules
// of a stay's terms are @golightly/stay-rules' (decision 0035): their sentences are its TERMS_TEXTS, taken from
// there, so the editor and bookings-payments say one sentence for one rule.
import { TERMS_TEXTS } from '@golightly/stay-rules';

/** Spec 001 §5, verbatim. */
export const SPEC_TEXTS = {
  titleRequired: 'Title is Required',
  neighbourhoodRequired: 'Neighbourhood is required',
  numberRequired: 'Number is required',
  zipRequired: 'Zip / Postal Code is required',
  zipInvalid: 'Zip / Postal Code is Invalid',
  /** Spec 001 §8: "a listing may be deleted or unpublished" (the editor's word for one she cannot open). */
  listingUnavailable: 'This listing may have been deleted or unpublished.',
} as const;

/** The money fields of step 3, as the messages name them. */
export const MONEY_FIELD_LABELS = {
  basePrice: 'Base price',
  cleaningPrice: 'Cleaning price',
  weekendPrice: 'Weekend price',
  extraGuestFee: 'Extra guest fee',
  petFee: 'Pet fee',
  securityDeposit: 'Security deposit',
} as const;
export type MoneyField = keyof typeof MONEY_FIELD_LABELS;

/** The money fields of a seasonal price, named as stay-rules names them in its messages. */
export const SEASON_MONEY_LABELS = {
  nightlyPrice: 'Nightly price',
  weekendPrice: 'Weekend price',
  extraGuestPrice: 'Extra guest fee',
} as const;

export const LISTING_TEXTS = {
  ...SPEC_TEXTS,
  // step 1: basics
  roomTypeRequired: 'Please choose what kind of place you are listing.',
  houseTypeRequired: 'Please choose the type of property.',
  settingUnknown: 'Please choose one of the options offered.',
  guestCountRequired: 'Please say how many guests can stay.',
  /** Spec 001 §5: "guest count must not exceed 1000". */
  guestCountTooHigh: 'Guest count must not exceed 1000',
  bedroomsRange: 'Bedrooms must be a whole number from 0 to 500.',
  bedsRange: 'Beds must be a whole number from 1 to 1000.',
  bathroomsRange: 'Bathrooms must be from 0 to 500, in steps of a half.',
  bedTypeCountRange: 'Each bed type needs a count from 1 to 1000.',
  bedTypeRepeated: 'Each bed type can be listed once.',
  countryRequired: 'Please choose the country.',
  countryInvalid: 'Please choose a country from the list.',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State / Province is required',
  locationRequired: 'Please place the pin on the map.',
  locationInvalid: 'The map pin is outside the map: latitude -90 to 90, longitude -180 to 180.',
  timeZoneRequired: 'Please choose the time zone of the home.',
  timeZoneInvalid: TERMS_TEXTS.timeZoneInvalid,
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  // step 2: the scene
  descriptionRequired: 'Description is required',
  // step 3: pricing. Spec 001 §5 "Numeric-only messages" and "Base price numbers only".
  numbersOnly: TERMS_TEXTS.numbersOnly,
  tooManyDecimals: (label: string, currency: string, decimals: number) =>
    decimals === 0
      ? `${label}: ${currency} amounts have no decimals.`
      : `${label}: ${currency} amounts have at most ${decimals} decimals.`,
  basePriceRequired: 'Base price is required',
  mustBeAboveZero: TERMS_TEXTS.mustBeAboveZero,
  amountTooHigh: (label: string, max: string) => `${label} must not be more than ${max}.`,
  /** Spec 001 §5: the security deposit's maximum, shown in the message with advice to add more to the house rules. */
  securityDepositTooHigh: TERMS_TEXTS.securityDepositTooHigh,
  currencyRequired: 'Please choose the currency of your prices.',
  currencyInvalid: TERMS_TEXTS.currencyInvalid,
  extraGuestAfterRange: TERMS_TEXTS.extraGuestAfterRange,
  extraGuestAfterOverCapacity: TERMS_TEXTS.extraGuestAfterOverCapacity,
  /** Spec 001 §5: discount and tax rate 0-99 %. */
  discountRange: TERMS_TEXTS.discountRange,
  taxRateNumbersOnly: 'Tax rate: only numbers are allowed.',
  taxRateRange: TERMS_TEXTS.taxRateRange,
  // step 3: booking settings
  minNightsRange: TERMS_TEXTS.minNightsRange,
  maxNightsRange: TERMS_TEXTS.maxNightsRange,
  /** Spec 001 §5: minimum nights must not exceed maximum nights. */
  minAboveMax: TERMS_TEXTS.minAboveMax,
  advanceNoticeInvalid: TERMS_TEXTS.advanceNoticeInvalid,
  /** Spec 001 §9: booking window options 3, 6, 9, 12 months or all future dates. */
  bookingWindowInvalid: TERMS_TEXTS.bookingWindowInvalid,
  timeInvalid: TERMS_TEXTS.timeInvalid,
  /** Spec 001 §5: check-in from-time must be earlier than to-time. */
  checkInFromAfterTo: 'Check-in from time must be earlier than the to time.',
  longTermNeedsNights: 'A long-term stay listing must accept stays of 28 nights or more.',
  monthPlusNeedsNights: 'A month-plus stay listing must accept stays of 31 nights or more.',
  weekdayInvalid: TERMS_TEXTS.weekdayInvalid,
  allDaysBlocked: TERMS_TEXTS.allCheckInDaysBlocked,
  // step 3: the calendar, seasonal prices and discount rules (decision 0039)
  datesRequired: 'Please choose the dates on the calendar.',
  dateInvalid: TERMS_TEXTS.dateInvalid,
  /** Spec 001 §5: "From value must be below the to value." */
  fromNotBelowTo: TERMS_TEXTS.fromNotBelowTo,
  tooManyNights: (max: number) => `You can block or unblock up to ${max} nights at a time.`,
  pastNights: 'These nights are already past at the home: please choose today or a later date.',
  nightsReserved: (nights: string) =>
    `Guests have already reserved ${nights}: a reservation keeps its nights, so nothing was blocked.`,
  pricesFirst: "Please set the base price first: seasonal prices are in the listing's currency.",
  nightlyPriceRequired: 'Nightly price is required',
  tooManySeasons: (max: number) => `A listing can have up to ${max} seasonal prices.`,
  seasonNotFound: 'This seasonal price is no longer there: it may have been deleted.',
  tooManyDiscountRules: (max: number) => `You can set up to ${max} rules of each kind.`,
  seasonsInCurrency: (currency: string) =>
    `Your seasonal prices are in ${currency}: please delete them before you change the currency.`,
  // step 3: rules, policy, pledge
  cancellationPolicyRequired: 'Please choose a cancellation policy.',
  cancellationPolicyInvalid: 'Please choose one of the cancellation policies offered.',
  guestPledgeRequired: 'Please agree to the guest pledge to continue.',
  // duplicates (spec 001 §5: numbers only, 1 to 50, required)
  duplicateNumbersOnly: 'Only numbers are allowed.',
  duplicateRange: 'You can make from 1 to 50 copies at a time.',
  // the listing's life
  reasonRequired: 'Please give a reason.',
  rejectionMessageRequired: 'Please tell the host why the listing is not approved.',
  stepsIncomplete: (steps: string) => `Please complete ${steps} before you submit your listing.`,
  notApproved: 'Your listing can be published once our team has approved it.',
  alreadyAwaiting: 'This listing is already awaiting approval.',
  alreadyApproved: 'This listing is already approved.',
  notAwaiting: 'Only a listing awaiting approval can be approved or rejected.',
  alreadyPublished: 'This listing is already published.',
  alreadyUnpublished: 'This listing is already unpublished.',
  alreadyListed: 'This listing is already listed.',
  alreadyUnlisted: 'This listing is already unlisted.',
  sameHost: 'This listing already belongs to that host.',
  hostIdInvalid: 'Please choose the host from the members list.',
  nothingSaved: 'Nothing was saved: correct the fields marked and save again.',
} as const;
