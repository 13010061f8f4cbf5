// The editor's forms hold what she typed, as text; these turn a stored listing into those values and the values into
// the server's inputs. A number that is not one becomes NaN, which the shared rules refuse in their own words; the
// reader also notes every number GraphQL could not carry, so nothing is sent that would fail as a whole request.
import type {
  ListingBasicsInput,
  ListingBookingInput,
  ListingHouseRulesInput,
  ListingPricingInput,
  ListingSceneInput,
} from '../../gen/graphql';
import type { FieldError } from './edit-answer';
import type { HostListing } from './editor-context';

/** The words for a number that cannot be sent, in her language. */
export interface NumberWords {
  notANumber: string;
  notAWholeNumber: string;
}

/** Parses typed numbers, remembering which cannot be sent. */
export class NumberReader {
  readonly errors: FieldError[] = [];
  constructor(private readonly words: NumberWords) {}

  private refuse(field: string, message: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
  }

  /** A whole number, or null when empty (NaN, or the fraction, when it is not one). */
  whole(field: string, text: string): number | null {
    const given = text.trim();
    if (given === '') return null;
    const value = Number(given);
    if (!Number.isFinite(value)) this.refuse(field, this.words.notANumber);
    else if (!Number.isSafeInteger(value)) this.refuse(field, this.words.notAWholeNumber);
    return Number.isFinite(value) ? value : Number.NaN;
  }

  /** Any number (bathrooms in halves, map coordinates), or null when empty (NaN when it is not one). */
  decimal(field: string, text: string): number | null {
    const given = text.trim();
    if (given === '') return null;
    const value = Number(given);
    if (!Number.isFinite(value)) this.refuse(field, this.words.notANumber);
    return Number.isFinite(value) ? value : Number.NaN;
  }
}

export interface Converted<Input> {
  input: Input;
  /** Numbers that cannot be sent: shown (after the shared rules' own refusals) and nothing is sent. */
  errors: FieldError[];
}

/** What a section shows before sending: the shared rules' refusals, else the numbers GraphQL could not carry. */
export const beforeSending = (shared: FieldError[], converted: Converted<unknown>): FieldError[] =>
  shared.length > 0 ? shared : converted.errors;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A fee of 0 means none: the field shows empty. */
const fee = (value: number | null | undefined) => (value ? String(value) : '');
const id = (setting: { id: number } | null | undefined) => (setting ? String(setting.id) : '');
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));

// ---------------------------------------------------------------------------------------------------------------
// Step 1: the basics

export interface BasicsValues {
  roomTypeId: string;
  houseTypeId: string;
  buildingSizeId: string;
  residenceType: string;
  personCapacity: string;
  bedrooms: string;
  beds: string;
  bathrooms: string;
  bathroomTypeId: string;
  /** Count typed per bed type id. */
  bedCounts: Record<string, string>;
  extraGuest: boolean;
  extraBed: boolean;
  extraBathroom: boolean;
  extraBedroom: boolean;
  womensOnly: boolean;
  menStay: boolean;
  commonArea: boolean;
  whoElseStays: string;
  country: string;
  street: string;
  buildingName: string;
  city: string;
  state: string;
  zipcode: string;
  lat: string;
  lng: string;
  timeZone: string;
  amenityIds: string[];
  businessLicenseNumber: string;
}

/** The browser's own zone: most hosts list the home they are in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export function basicsValues(listing: HostListing | null): BasicsValues {
  return {
    roomTypeId: id(listing?.roomType),
    houseTypeId: id(listing?.houseType),
    buildingSizeId: id(listing?.buildingSize),
    residenceType: listing?.residenceType ?? '',
    personCapacity: listing ? String(listing.personCapacity) : '',
    bedrooms: listing ? String(listing.bedrooms) : '1',
    beds: listing ? String(listing.beds) : '1',
    bathrooms: listing ? String(listing.bathrooms) : '1',
    bathroomTypeId: id(listing?.bathroomType),
    bedCounts: Object.fromEntries((listing?.bedTypes ?? []).map((bed) => [String(bed.bedType.id), String(bed.count)])),
    extraGuest: listing?.extraGuest ?? false,
    extraBed: listing?.extraBed ?? false,
    extraBathroom: listing?.extraBathroom ?? false,
    extraBedroom: listing?.extraBedroom ?? false,
    womensOnly: listing?.womensOnly ?? false,
    menStay: listing?.menStay ?? false,
    commonArea: listing?.commonArea ?? false,
    whoElseStays: listing?.whoElseStays ?? '',
    country: listing?.country ?? '',
    street: listing?.street ?? '',
    buildingName: listing?.buildingName ?? '',
    city: listing?.city ?? '',
    state: listing?.state ?? '',
    zipcode: listing?.zipcode ?? '',
    lat: text(listing?.lat),
    lng: text(listing?.lng),
    timeZone: listing?.timeZone || browserTimeZone(),
    amenityIds: (listing?.amenities ?? []).map((amenity) => String(amenity.id)),
    businessLicenseNumber: listing?.businessLicenseNumber ?? '',
  };
}

export function basicsInput(values: BasicsValues, words: NumberWords): Converted<ListingBasicsInput> {
  const read = new NumberReader(words);
  const bedTypes = Object.entries(values.bedCounts)
    .filter(([, count]) => count.trim() !== '')
    .map(([bedTypeId, count]) => ({ bedTypeId: Number(bedTypeId), count: read.whole('bedTypes', count) ?? 0 }));
  const input: ListingBasicsInput = {
    roomTypeId: idOrNull(values.roomTypeId),
    houseTypeId: idOrNull(values.houseTypeId),
    buildingSizeId: idOrNull(values.buildingSizeId),
    bathroomTypeId: idOrNull(values.bathroomTypeId),
    residenceType: orNull(values.residenceType),
    personCapacity: read.whole('personCapacity', values.personCapacity),
    bedrooms: read.whole('bedrooms', values.bedrooms),
    beds: read.whole('beds', values.beds),
    bathrooms: read.decimal('bathrooms', values.bathrooms),
    bedTypes,
    extraGuest: values.extraGuest,
    extraBed: values.extraBed,
    extraBathroom: values.extraBathroom,
    extraBedroom: values.extraBedroom,
    commonArea: values.commonArea,
    womensOnly: values.womensOnly,
    menStay: values.menStay,
    whoElseStays: values.whoElseStays,
    country: values.country,
    street: values.street,
    buildingName: values.buildingName,
    city: values.city,
    state: values.state,
    zipcode: values.zipcode,
    lat: read.decimal('location', values.lat),
    lng: read.decimal('location', values.lng),
    timeZone: values.timeZone,
    amenityIds: values.amenityIds.map(Number),
    businessLicenseNumber: values.businessLicenseNumber,
  };
  return { input, errors: read.errors };
}

// ---------------------------------------------------------------------------------------------------------------
// Step 2: the words

export type SceneValues = Required<{ [K in keyof ListingSceneInput]: string }>;

export const sceneValues = (listing: HostListing | null): SceneValues => ({
  title: listing?.title ?? '',
  description: listing?.description ?? '',
  neighbourhood: listing?.neighbourhood ?? '',
});

// ---------------------------------------------------------------------------------------------------------------
// Step 3: prices

export interface PricingValues {
  currency: string;
  basePrice: string;
  weekendPrice: string;
  cleaningPrice: string;
  extraGuestFee: string;
  extraGuestAfter: string;
  petFee: string;
  securityDeposit: string;
  taxRate: string;
  weeklyDiscount: string;
  monthlyDiscount: string;
  threeMonthDiscount: string;
}

export function pricingValues(listing: HostListing | null): PricingValues {
  const data = listing?.listingData;
  return {
    currency: data?.currency ?? '',
    basePrice: text(data?.basePrice),
    weekendPrice: text(data?.weekendPrice),
    cleaningPrice: fee(data?.cleaningPrice),
    extraGuestFee: fee(data?.extraGuestFee),
    extraGuestAfter: text(data?.extraGuestAfter),
    petFee: fee(data?.petFee),
    securityDeposit: fee(data?.securityFee),
    taxRate: fee(data?.taxRate),
    weeklyDiscount: fee(data?.weeklyDiscount),
    monthlyDiscount: fee(data?.monthlyDiscount),
    threeMonthDiscount: fee(data?.threeMonthDiscount),
  };
}

export function pricingInput(values: PricingValues, words: NumberWords): Converted<ListingPricingInput> {
  const read = new NumberReader(words);
  const input: ListingPricingInput = {
    currency: values.currency,
    // Amounts go as typed: the server reads them in the currency's own decimals, without floats.
    basePrice: values.basePrice.trim(),
    weekendPrice: values.weekendPrice.trim(),
    cleaningPrice: values.cleaningPrice.trim(),
    extraGuestFee: values.extraGuestFee.trim(),
    extraGuestAfter: read.whole('extraGuestAfter', values.extraGuestAfter),
    petFee: values.petFee.trim(),
    securityDeposit: values.securityDeposit.trim(),
    taxRate: values.taxRate.trim(),
    weeklyDiscount: read.whole('weeklyDiscount', values.weeklyDiscount),
    monthlyDiscount: read.whole('monthlyDiscount', values.monthlyDiscount),
    threeMonthDiscount: read.whole('threeMonthDiscount', values.threeMonthDiscount),
  };
  return { input, errors: read.errors };
}

// ---------------------------------------------------------------------------------------------------------------
// Step 3: calendar and booking

export const FLEXIBLE = 'flexible';

export interface BookingValues {
  minNight: string;
  maxNight: string;
  advanceNoticeDays: string;
  /** '' is all future dates. */
  bookingWindowMonths: string;
  checkInStart: string;
  checkInEnd: string;
  checkOutTime: string;
  blockedCheckInDays: string[];
  instantBook: boolean;
  isLongerStay: boolean;
  isMonthPlus: boolean;
  isExclusive: boolean;
}

export function bookingValues(listing: HostListing | null): BookingValues {
  const data = listing?.listingData;
  return {
    minNight: text(data?.minNight ?? 1),
    maxNight: text(data?.maxNight),
    advanceNoticeDays: text(data?.bookingNoticeTime ?? 0),
    bookingWindowMonths: text(data?.maxDaysNotice),
    checkInStart: data?.checkInStart ?? FLEXIBLE,
    checkInEnd: data?.checkInEnd ?? FLEXIBLE,
    checkOutTime: data?.checkOutTime ?? FLEXIBLE,
    blockedCheckInDays: [...(data?.blockedCheckInDays ?? [])],
    instantBook: listing?.bookingType === 'instant',
    isLongerStay: listing?.isLongerStay ?? false,
    isMonthPlus: listing?.isMonthPlus ?? false,
    isExclusive: listing?.isExclusive ?? false,
  };
}

export function bookingInput(values: BookingValues, words: NumberWords): Converted<ListingBookingInput> {
  const read = new NumberReader(words);
  const input: ListingBookingInput = {
    minNight: read.whole('minNight', values.minNight),
    maxNight: read.whole('maxNight', values.maxNight),
    advanceNoticeDays: read.whole('advanceNoticeDays', values.advanceNoticeDays),
    bookingWindowMonths: read.whole('bookingWindowMonths', values.bookingWindowMonths),
    checkInStart: values.checkInStart,
    checkInEnd: values.checkInEnd,
    checkOutTime: values.checkOutTime,
    blockedCheckInDays: values.blockedCheckInDays,
    instantBook: values.instantBook,
    isLongerStay: values.isLongerStay,
    isMonthPlus: values.isMonthPlus,
    isExclusive: values.isExclusive,
  };
  return { input, errors: read.errors };
}

// ---------------------------------------------------------------------------------------------------------------
// Step 3: house rules

export interface HouseRulesValues {
  houseRuleIds: string[];
  customHouseRules: string;
}

export const houseRulesValues = (listing: HostListing | null): HouseRulesValues => ({
  houseRuleIds: (listing?.houseRules ?? []).map((rule) => String(rule.id)),
  customHouseRules: listing?.customHouseRules ?? '',
});

export const houseRulesInput = (values: HouseRulesValues): ListingHouseRulesInput => ({
  houseRuleIds: values.houseRuleIds.map(Number),
  customHouseRules: values.customHouseRules,
});
