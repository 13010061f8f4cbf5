// Every sentence the listing rules say to a host or an admin, in one place. Spec 001 §5 quotes some word for word
// ('Title is Required', 'Neighbourhood is required', 'Number is required', 'Zip / Postal Code is required'); the
// others it names without wording (numbers only, the deposit's maximum with its advice, 0-99 %, minimum ≤ maximum
// nights, from-time before to-time, duplicate 1 to 50) are worded here once, and the tests hold each one.

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
  timeZoneInvalid: 'Please choose a time zone from the list.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  // step 2: the scene
  descriptionRequired: 'Description is required',
  // step 3: pricing. Spec 001 §5 "Numeric-only messages" and "Base price numbers only".
  numbersOnly: (label: string) => `${label}: only numbers are allowed.`,
  tooManyDecimals: (label: string, currency: string, decimals: number) =>
    decimals === 0
      ? `${label}: ${currency} amounts have no decimals.`
      : `${label}: ${currency} amounts have at most ${decimals} decimals.`,
  basePriceRequired: 'Base price is required',
  mustBeAboveZero: (label: string) => `${label} must be greater than zero.`,
  amountTooHigh: (label: string, max: string) => `${label} must not be more than ${max}.`,
  /** Spec 001 §5: the security deposit's maximum, shown in the message with advice to add more to the house rules. */
  securityDepositTooHigh: (max: string) =>
    `The security deposit can be at most ${max}. If you need more cover, please add it to your house rules.`,
  currencyRequired: 'Please choose the currency of your prices.',
  currencyInvalid: 'Please choose a currency from the list.',
  extraGuestAfterRange: 'Extra guests are counted after a number of guests from 1 to 1000.',
  extraGuestAfterOverCapacity:
    'Extra guests are counted after a number of guests no higher than the guests you accept.',
  /** Spec 001 §5: discount and tax rate 0-99 %. */
  discountRange: 'Discount must be a number from 0 to 99 %.',
  taxRateNumbersOnly: 'Tax rate: only numbers are allowed.',
  taxRateRange: 'Tax rate must be a number from 0 to 99 %.',
  // step 3: booking settings
  minNightsRange: 'Minimum nights must be from 1 to 365.',
  maxNightsRange: 'Maximum nights must be from 1 to 1095.',
  /** Spec 001 §5: minimum nights must not exceed maximum nights. */
  minAboveMax: 'Minimum nights must not be more than maximum nights.',
  advanceNoticeInvalid: 'Please choose an advance notice from the list: same day, 1, 2, 3 or 7 days.',
  /** Spec 001 §9: booking window options 3, 6, 9, 12 months or all future dates. */
  bookingWindowInvalid: 'Please choose a booking window of 3, 6, 9 or 12 months, or all future dates.',
  timeInvalid: 'Please choose a time from the list.',
  /** Spec 001 §5: check-in from-time must be earlier than to-time. */
  checkInFromAfterTo: 'Check-in from time must be earlier than the to time.',
  longTermNeedsNights: 'A long-term stay listing must accept stays of 28 nights or more.',
  monthPlusNeedsNights: 'A month-plus stay listing must accept stays of 31 nights or more.',
  weekdayInvalid: 'Blocked check-in days are MON, TUE, WED, THU, FRI, SAT and SUN.',
  allDaysBlocked: 'Guests need at least one day of the week on which they can check in.',
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
