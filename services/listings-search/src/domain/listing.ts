// A listing as this service keeps it (decision 0034), who may see it, and how far its host got in the editor.
import type { ApprovalStatus } from './approval';

export interface ListingRecord {
  id: number;
  hostId: string;
  // step 1: basics (null on a listing made before the editor existed)
  roomTypeId: number | null;
  houseTypeId: number | null;
  buildingSizeId: number | null;
  bathroomTypeId: number | null;
  residenceType: string | null;
  personCapacity: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  extraGuest: boolean;
  extraBed: boolean;
  extraBathroom: boolean;
  extraBedroom: boolean;
  commonArea: boolean;
  womensOnly: boolean;
  menStay: boolean;
  whoElseStays: string;
  country: string;
  street: string;
  buildingName: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number | null;
  lng: number | null;
  timeZone: string;
  businessLicenseNumber: string;
  // step 2: the scene
  title: string;
  description: string;
  neighbourhood: string;
  // step 3: the booking terms, in minor units of `currency`
  currency: string | null;
  basePriceMinor: number | null;
  cleaningPriceMinor: number;
  weekendPriceMinor: number | null;
  extraGuestFeeMinor: number;
  extraGuestAfter: number | null;
  petFeeMinor: number;
  securityDepositMinor: number;
  taxRate: number;
  weeklyDiscount: number;
  monthlyDiscount: number;
  threeMonthDiscount: number;
  minNight: number;
  maxNight: number | null;
  advanceNoticeDays: number;
  bookingWindowMonths: number | null;
  checkInStart: string | null;
  checkInEnd: string | null;
  checkOutTime: string | null;
  blockedCheckInDays: string[];
  instantBook: boolean;
  isExclusive: boolean;
  isLongerStay: boolean;
  isMonthPlus: boolean;
  cancellationPolicy: string | null;
  customHouseRules: string;
  guestPledgeAcceptedAt: Date | null;
  // its life
  approvalStatus: ApprovalStatus;
  rejectionMessage: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  createdByAdmin: string | null;
  isPublished: boolean;
  isListed: boolean;
  unlistedReason: string | null;
  deletedAt: Date | null;
  deletedBy: 'host' | 'admin' | null;
  /** Set while the host's account is deleted by an admin and may be restored (decision 0040). */
  hostSuspendedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** What a listing picked from the catalogues, and its beds by type. */
export interface ListingPicks {
  amenityIds: number[];
  houseRuleIds: number[];
  bedTypes: { bedTypeId: number; count: number }[];
}

/** Who is looking: a visitor, a member (a co-host looks as her host), or an admin whose privileges open listings. */
export type Viewer =
  { kind: 'visitor' } | { kind: 'member'; userId: string } | { kind: 'admin'; mayManageListings: boolean };

/**
 * Live: approved, published, not deleted and its host's account not deleted by an admin. Members book it; search
 * shows it unless it is unlisted.
 */
export const isLive = (
  listing: Pick<ListingRecord, 'approvalStatus' | 'isPublished' | 'deletedAt' | 'hostSuspendedAt'>,
): boolean =>
  listing.deletedAt === null &&
  !listing.hostSuspendedAt &&
  listing.approvalStatus === 'approved' &&
  listing.isPublished;

/** Members may request it now: live, priced, with a cancellation policy. */
export const isBookable = (listing: ListingRecord): boolean =>
  isLive(listing) && listing.basePriceMinor !== null && listing.cancellationPolicy !== null;

export const isOwnedBy = (listing: Pick<ListingRecord, 'hostId'>, viewer: Viewer): boolean =>
  viewer.kind === 'member' && viewer.userId === listing.hostId;

/**
 * A live listing to everyone; one not approved or unpublished only to its host (and her co-hosts, who sign in as
 * her) and to admins whose privileges open listings; one whose host an admin deleted only to those admins (it waits
 * for her restore); a deleted one to nobody.
 */
export function maySee(listing: ListingRecord, viewer: Viewer): boolean {
  if (listing.deletedAt !== null) return false;
  if (listing.hostSuspendedAt) return viewer.kind === 'admin' && viewer.mayManageListings;
  if (isLive(listing)) return true;
  return isOwnedBy(listing, viewer) || (viewer.kind === 'admin' && viewer.mayManageListings);
}

/** The host's own fields (the street address, the licence number, the admin's message): her, her co-hosts, admins. */
export const seesPrivateFields = (listing: ListingRecord, viewer: Viewer): boolean =>
  isOwnedBy(listing, viewer) || (viewer.kind === 'admin' && viewer.mayManageListings);

export type StepState = 'completed' | 'incomplete';
export interface StepProgress {
  step1: StepState;
  step2: StepState;
  step3: StepState;
  step4: StepState;
}

/**
 * How far the editor got (spec 000 §3 step1 to step4, value 'completed'), read from the listing itself so it can
 * never disagree with it: 1 basics, 2 the scene, 3 ready for guests (prices, cancellation policy, guest pledge),
 * 4 submitted for approval.
 */
export function stepProgress(listing: ListingRecord): StepProgress {
  const done = (yes: boolean): StepState => (yes ? 'completed' : 'incomplete');
  return {
    step1: done(listing.roomTypeId !== null && listing.houseTypeId !== null && listing.lat !== null),
    step2: done(listing.title !== '' && listing.description !== '' && listing.neighbourhood !== ''),
    step3: done(
      listing.basePriceMinor !== null && listing.cancellationPolicy !== null && listing.guestPledgeAcceptedAt !== null,
    ),
    step4: done(listing.approvalStatus !== 'draft'),
  };
}

/** Steps 1 to 3 not yet complete, in order: what a submission still needs. */
export function incompleteSteps(listing: ListingRecord): number[] {
  const progress = stepProgress(listing);
  return ([1, 2, 3] as const).filter((n) => progress[`step${n}`] !== 'completed');
}
