// A listing as its resolvers return it: the stored record shaped for the SDL, money in major units of its currency,
// the host's own fields only for those who may see them, and the viewer kept for the fields resolved later.
import { toDecimalString } from '@golightly/money';
import { isOwnedBy, seesPrivateFields, stepProgress, type ListingRecord, type Viewer } from '../domain/listing';
import { listingSlug } from '@golightly/listing-rules';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Minor units as a number of major units for display; exact for every amount a listing takes. */
const major = (minor: number, currency: string | null): number =>
  currency ? Number(toDecimalString(minor, currency)) : minor;

const majorOrNull = (minor: number | null, currency: string | null): number | null =>
  minor === null ? null : major(minor, currency);

export function listingDataOf(listing: ListingRecord) {
  const { currency } = listing;
  return {
    currency,
    basePrice: majorOrNull(listing.basePriceMinor, currency),
    cleaningPrice: major(listing.cleaningPriceMinor, currency),
    weekendPrice: majorOrNull(listing.weekendPriceMinor, currency),
    extraGuestFee: major(listing.extraGuestFeeMinor, currency),
    extraGuestAfter: listing.extraGuestAfter,
    petFee: major(listing.petFeeMinor, currency),
    securityFee: major(listing.securityDepositMinor, currency),
    taxRate: listing.taxRate,
    weeklyDiscount: listing.weeklyDiscount,
    monthlyDiscount: listing.monthlyDiscount,
    threeMonthDiscount: listing.threeMonthDiscount,
    minNight: listing.minNight,
    maxNight: listing.maxNight,
    bookingNoticeTime: listing.advanceNoticeDays,
    maxDaysNotice: listing.bookingWindowMonths,
    checkInStart: listing.checkInStart ?? 'flexible',
    checkInEnd: listing.checkInEnd ?? 'flexible',
    checkOutTime: listing.checkOutTime ?? 'flexible',
    blockedCheckInDays: listing.blockedCheckInDays,
    cancellationPolicy: listing.cancellationPolicy,
    guestPledgeAccepted: listing.guestPledgeAcceptedAt !== null,
  };
}
export type ListingDataGraph = ReturnType<typeof listingDataOf>;

/** Beds of one type, before the type is resolved. */
export interface BedTypeGraph {
  bedTypeId: number;
  count: number;
}

export function toGraph(listing: ListingRecord, viewer: Viewer) {
  const own = seesPrivateFields(listing, viewer);
  const mine = <T>(value: T): T | null => (own ? value : null);
  return {
    record: listing,
    viewer,
    id: listing.id,
    userId: listing.hostId,
    host: { id: listing.hostId },
    title: listing.title,
    slug: listingSlug(listing.title),
    description: listing.description,
    neighbourhood: listing.neighbourhood,
    country: listing.country,
    countryName: countryName(listing.country),
    street: mine(listing.street),
    buildingName: mine(listing.buildingName),
    city: listing.city,
    state: listing.state,
    zipcode: mine(listing.zipcode),
    lat: listing.lat,
    lng: listing.lng,
    timeZone: listing.timeZone,
    womensOnly: listing.womensOnly,
    menStay: listing.menStay,
    whoElseStays: listing.whoElseStays,
    commonArea: listing.commonArea,
    bookingType: listing.instantBook ? 'instant' : 'request',
    bedrooms: listing.bedrooms,
    beds: listing.beds,
    bathrooms: listing.bathrooms,
    personCapacity: listing.personCapacity,
    residenceType: listing.residenceType,
    extraGuest: listing.extraGuest,
    extraBed: listing.extraBed,
    extraBathroom: listing.extraBathroom,
    extraBedroom: listing.extraBedroom,
    customHouseRules: listing.customHouseRules,
    businessLicenseNumber: mine(listing.businessLicenseNumber),
    isExclusive: listing.isExclusive,
    isLongerStay: listing.isLongerStay,
    isMonthPlus: listing.isMonthPlus,
    listingData: listingDataOf(listing),
    approvalStatus: listing.approvalStatus,
    rejectionMessage: mine(listing.rejectionMessage),
    isPublished: listing.isPublished,
    isListed: listing.isListed,
    unlistedReason: mine(listing.unlistedReason),
    ...stepProgress(listing),
    reviewsCount: 0,
    reviewsStarRating: 0,
    isListOwner: isOwnedBy(listing, viewer),
    wishListStatus: false,
    createdAt: new Date(listing.createdAt).toISOString(),
    updatedAt: new Date(listing.updatedAt).toISOString(),
  };
}

/** A listing as its resolvers return it; photos, catalogue items and beds are resolved from `record`. */
export type ListingGraph = ReturnType<typeof toGraph>;
