import { describe, expect, it } from 'vitest';
import {
  incompleteSteps,
  isBookable,
  isLive,
  maySee,
  seesPrivateFields,
  stepProgress,
  type ListingRecord,
} from './listing';

const base: ListingRecord = {
  id: 1_234_567,
  hostId: 'host',
  roomTypeId: 1,
  houseTypeId: 4,
  buildingSizeId: null,
  bathroomTypeId: null,
  residenceType: null,
  personCapacity: 2,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  extraGuest: false,
  extraBed: false,
  extraBathroom: false,
  extraBedroom: false,
  commonArea: false,
  womensOnly: false,
  menStay: false,
  whoElseStays: '',
  country: 'US',
  street: '1 Main St',
  buildingName: '',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  lat: 30.26,
  lng: -97.74,
  timeZone: 'America/Chicago',
  businessLicenseNumber: '',
  title: '',
  description: '',
  neighbourhood: '',
  currency: null,
  basePriceMinor: null,
  cleaningPriceMinor: 0,
  weekendPriceMinor: null,
  extraGuestFeeMinor: 0,
  extraGuestAfter: null,
  petFeeMinor: 0,
  securityDepositMinor: 0,
  taxRate: 0,
  weeklyDiscount: 0,
  monthlyDiscount: 0,
  threeMonthDiscount: 0,
  minNight: 1,
  maxNight: null,
  advanceNoticeDays: 0,
  bookingWindowMonths: null,
  checkInStart: null,
  checkInEnd: null,
  checkOutTime: null,
  blockedCheckInDays: [],
  instantBook: false,
  isExclusive: false,
  isLongerStay: false,
  isMonthPlus: false,
  cancellationPolicy: null,
  customHouseRules: '',
  guestPledgeAcceptedAt: null,
  approvalStatus: 'draft',
  rejectionMessage: null,
  submittedAt: null,
  reviewedAt: null,
  createdByAdmin: null,
  isPublished: false,
  isListed: true,
  unlistedReason: null,
  deletedAt: null,
  deletedBy: null,
  hostSuspendedAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
};
const live: ListingRecord = { ...base, approvalStatus: 'approved', isPublished: true };
const host = { kind: 'member', userId: 'host' } as const;
const guest = { kind: 'member', userId: 'guest' } as const;
const manager = { kind: 'admin', mayManageListings: true } as const;
const otherAdmin = { kind: 'admin', mayManageListings: false } as const;

describe('who sees a listing', () => {
  it('shows a live listing to everyone', () => {
    for (const viewer of [host, guest, manager, otherAdmin, { kind: 'visitor' } as const]) {
      expect(maySee(live, viewer)).toBe(true);
    }
  });

  it('shows one not approved or unpublished only to its host and to admins who manage listings', () => {
    for (const listing of [base, { ...live, isPublished: false }, { ...base, approvalStatus: 'rejected' as const }]) {
      expect(isLive(listing)).toBe(false);
      expect(maySee(listing, host)).toBe(true);
      expect(maySee(listing, manager)).toBe(true);
      expect(maySee(listing, guest)).toBe(false);
      expect(maySee(listing, otherAdmin)).toBe(false);
      expect(maySee(listing, { kind: 'visitor' })).toBe(false);
    }
  });

  it('shows a deleted listing to nobody, its host included', () => {
    const deleted = { ...live, isPublished: false, deletedAt: new Date(), deletedBy: 'host' as const };
    expect([host, manager, guest].some((viewer) => maySee(deleted, viewer))).toBe(false);
  });

  it('shows a listing whose host an admin deleted only to admins who manage listings, and never as live', () => {
    for (const listing of [live, base]) {
      const suspended = { ...listing, hostSuspendedAt: new Date() };
      expect(isLive(suspended)).toBe(false);
      expect(maySee(suspended, manager)).toBe(true);
      for (const viewer of [host, guest, otherAdmin, { kind: 'visitor' } as const]) {
        expect(maySee(suspended, viewer)).toBe(false);
      }
    }
  });

  it('makes a suspended listing unbookable and gives it back as it was once the suspension ends', () => {
    const ready: ListingRecord = { ...live, currency: 'USD', basePriceMinor: 10_000, cancellationPolicy: 'moderate' };
    expect(isBookable(ready)).toBe(true);
    expect(isBookable({ ...ready, hostSuspendedAt: new Date() })).toBe(false);
    expect(isBookable({ ...ready, hostSuspendedAt: null })).toBe(true);
  });

  it('shows nobody a deleted listing whose host is suspended too', () => {
    const both = { ...live, isPublished: false, deletedAt: new Date(), deletedBy: 'admin' as const };
    expect(maySee({ ...both, hostSuspendedAt: new Date() }, manager)).toBe(false);
  });

  it('keeps the address and the admin’s message for the host and admins who manage listings', () => {
    expect(seesPrivateFields(live, host)).toBe(true);
    expect(seesPrivateFields(live, manager)).toBe(true);
    expect(seesPrivateFields(live, guest)).toBe(false);
    expect(seesPrivateFields(live, otherAdmin)).toBe(false);
  });
});

describe('step progress', () => {
  it('reads each step from the listing itself', () => {
    expect(stepProgress(base)).toEqual({
      step1: 'completed',
      step2: 'incomplete',
      step3: 'incomplete',
      step4: 'incomplete',
    });
    expect(incompleteSteps(base)).toEqual([2, 3]);
    const ready: ListingRecord = {
      ...base,
      title: 'Loft',
      description: 'Light',
      neighbourhood: 'SoCo',
      currency: 'USD',
      basePriceMinor: 10_000,
      cancellationPolicy: 'moderate',
      guestPledgeAcceptedAt: new Date(),
    };
    expect(incompleteSteps(ready)).toEqual([]);
    expect(stepProgress({ ...ready, approvalStatus: 'awaitingApproval' }).step4).toBe('completed');
    expect(stepProgress({ ...base, roomTypeId: null }).step1).toBe('incomplete');
  });
});
