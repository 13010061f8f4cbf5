// The "Create a listing for a host" form's state and what it sends (adminCreateListing's AdminListingInput): text as
// typed, numbers parsed only as far as GraphQL's types need (the server's checks are the only rules), empty optional
// fields sent as null, the catalogue picks by id.
// The choices themselves (weekdays, booking windows, policies, times, catalogue ids) are the listing rules' own, as
// the host editor offers them.
import {
  AMENITY_TYPE_IDS,
  BOOKING_WINDOW_MONTHS,
  CANCELLATION_POLICIES as POLICIES,
  HALF_HOURS,
  HOUSE_RULE_TYPE_ID,
  LIST_SETTING_TYPES,
  WEEKDAYS,
} from '@golightly/listing-rules';
import type { AdminListingInput } from '../../gen/graphql';

export { AMENITY_TYPE_IDS, HOUSE_RULE_TYPE_ID, WEEKDAYS };
export const BOOKING_WINDOWS = BOOKING_WINDOW_MONTHS;
export const CANCELLATION_POLICIES = Object.keys(POLICIES);
/** Check-in and check-out choices: flexible, or on the hour or half hour. */
export const TIMES = ['flexible', ...HALF_HOURS];

/** The catalogues the form picks one item of, each with the field the server names in its refusals. */
export const SINGLE_PICKS = [
  { field: 'roomType', typeId: 1, required: true },
  { field: 'houseType', typeId: 3, required: true },
  { field: 'buildingSize', typeId: 4, required: false },
  { field: 'bathroomType', typeId: 9, required: false },
] as const;
export const BED_TYPE_ID = LIST_SETTING_TYPES.bedType;
export const ADVANCE_NOTICE_TYPE_ID = LIST_SETTING_TYPES.bookingNoticeTime;

/** Text fields, as typed (numbers too, so a field keeps what she typed until the server answers). */
export const TEXT_FIELDS = [
  'roomType',
  'houseType',
  'buildingSize',
  'bathroomType',
  'residenceType',
  'personCapacity',
  'bedrooms',
  'beds',
  'bathrooms',
  'whoElseStays',
  'country',
  'street',
  'buildingName',
  'city',
  'state',
  'zipcode',
  'lat',
  'lng',
  'timeZone',
  'businessLicenseNumber',
  'title',
  'description',
  'neighbourhood',
  'currency',
  'basePrice',
  'cleaningPrice',
  'weekendPrice',
  'extraGuestFee',
  'extraGuestAfter',
  'petFee',
  'securityDeposit',
  'taxRate',
  'weeklyDiscount',
  'monthlyDiscount',
  'threeMonthDiscount',
  'minNight',
  'maxNight',
  'advanceNoticeDays',
  'bookingWindowMonths',
  'checkInStart',
  'checkInEnd',
  'checkOutTime',
  'customHouseRules',
  'cancellationPolicy',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FLAGS = [
  'womensOnly',
  'menStay',
  'commonArea',
  'extraGuest',
  'extraBed',
  'extraBathroom',
  'extraBedroom',
  'instantBook',
  'isLongerStay',
  'isMonthPlus',
  'isExclusive',
] as const;
export type Flag = (typeof FLAGS)[number];

/** Whole-number fields: GraphQL's Int takes nothing else, so anything else is refused before sending. */
const INT_FIELDS: readonly TextField[] = [
  'personCapacity',
  'bedrooms',
  'beds',
  'extraGuestAfter',
  'weeklyDiscount',
  'monthlyDiscount',
  'threeMonthDiscount',
  'minNight',
  'maxNight',
];
const FLOAT_FIELDS: readonly TextField[] = ['bathrooms', 'lat', 'lng'];

export interface ListingFormState {
  text: Record<TextField, string>;
  flags: Record<Flag, boolean>;
  amenityIds: number[];
  houseRuleIds: number[];
  /** Beds of each type (list settings 7) by its id, as typed. */
  bedCounts: Record<number, string>;
  blockedDays: string[];
}

export function emptyListingForm(): ListingFormState {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  Object.assign(text, {
    bedrooms: '1',
    beds: '1',
    bathrooms: '1',
    minNight: '1',
    advanceNoticeDays: '0',
    checkInStart: 'flexible',
    checkInEnd: 'flexible',
    checkOutTime: 'flexible',
  });
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, false])) as Record<Flag, boolean>;
  flags.womensOnly = true;
  return { text, flags, amenityIds: [], houseRuleIds: [], bedCounts: {}, blockedDays: [] };
}

export const NUMBER_PROBLEM = {
  int: 'Please enter a whole number.',
  float: 'Please enter a number.',
} as const;

/** Fields whose text GraphQL's types cannot carry, with why; empty when the form may be sent. */
export function typeProblems(state: ListingFormState): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  for (const field of INT_FIELDS) {
    const text = state.text[field].trim();
    if (text !== '' && !/^-?\d{1,9}$/.test(text)) problems.push({ field, message: NUMBER_PROBLEM.int });
  }
  for (const field of FLOAT_FIELDS) {
    const text = state.text[field].trim();
    if (text !== '' && !Number.isFinite(Number(text))) problems.push({ field, message: NUMBER_PROBLEM.float });
  }
  for (const [bedTypeId, count] of Object.entries(state.bedCounts)) {
    if (count.trim() !== '' && !/^\d{1,9}$/.test(count.trim())) {
      problems.push({ field: `bedTypes.${bedTypeId}`, message: NUMBER_PROBLEM.int });
    }
  }
  return problems;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** What adminCreateListing is sent; call only when typeProblems found none. */
export function toListingInput(state: ListingFormState): AdminListingInput {
  const t = state.text;
  const f = state.flags;
  const pick = (text: string) => numberOrNull(text);
  return {
    basics: {
      roomTypeId: pick(t.roomType),
      houseTypeId: pick(t.houseType),
      buildingSizeId: pick(t.buildingSize),
      bathroomTypeId: pick(t.bathroomType),
      residenceType: textOrNull(t.residenceType),
      personCapacity: numberOrNull(t.personCapacity),
      bedrooms: numberOrNull(t.bedrooms),
      beds: numberOrNull(t.beds),
      bathrooms: numberOrNull(t.bathrooms),
      bedTypes: Object.entries(state.bedCounts)
        .filter(([, count]) => count.trim() !== '' && Number(count) > 0)
        .map(([bedTypeId, count]) => ({ bedTypeId: Number(bedTypeId), count: Number(count) })),
      extraGuest: f.extraGuest,
      extraBed: f.extraBed,
      extraBathroom: f.extraBathroom,
      extraBedroom: f.extraBedroom,
      commonArea: f.commonArea,
      womensOnly: f.womensOnly,
      menStay: f.menStay,
      whoElseStays: t.whoElseStays.trim(),
      country: t.country.trim().toUpperCase(),
      street: t.street.trim(),
      buildingName: t.buildingName.trim(),
      city: t.city.trim(),
      state: t.state.trim(),
      zipcode: t.zipcode.trim(),
      lat: numberOrNull(t.lat),
      lng: numberOrNull(t.lng),
      timeZone: t.timeZone.trim(),
      amenityIds: state.amenityIds,
      businessLicenseNumber: t.businessLicenseNumber.trim(),
    },
    scene: { title: t.title.trim(), description: t.description.trim(), neighbourhood: t.neighbourhood.trim() },
    pricing: {
      currency: t.currency.trim().toUpperCase(),
      basePrice: textOrNull(t.basePrice),
      cleaningPrice: textOrNull(t.cleaningPrice),
      weekendPrice: textOrNull(t.weekendPrice),
      extraGuestFee: textOrNull(t.extraGuestFee),
      extraGuestAfter: numberOrNull(t.extraGuestAfter),
      petFee: textOrNull(t.petFee),
      securityDeposit: textOrNull(t.securityDeposit),
      taxRate: textOrNull(t.taxRate),
      weeklyDiscount: numberOrNull(t.weeklyDiscount),
      monthlyDiscount: numberOrNull(t.monthlyDiscount),
      threeMonthDiscount: numberOrNull(t.threeMonthDiscount),
    },
    booking: {
      minNight: numberOrNull(t.minNight),
      maxNight: numberOrNull(t.maxNight),
      advanceNoticeDays: numberOrNull(t.advanceNoticeDays),
      bookingWindowMonths: numberOrNull(t.bookingWindowMonths),
      checkInStart: t.checkInStart,
      checkInEnd: t.checkInEnd,
      checkOutTime: t.checkOutTime,
      blockedCheckInDays: WEEKDAYS.filter((day) => state.blockedDays.includes(day)),
      instantBook: f.instantBook,
      isLongerStay: f.isLongerStay,
      isMonthPlus: f.isMonthPlus,
      isExclusive: f.isExclusive,
    },
    houseRules: { houseRuleIds: state.houseRuleIds, customHouseRules: t.customHouseRules.trim() },
    cancellationPolicy: t.cancellationPolicy,
  };
}
