// Everything listings-search tells the rest of the club about a listing, written to the outbox inside the caller's
// transaction: the full booking terms after every change that matters for booking, and the moments the hosting
// e-mails are about.
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import {
  ListingApprovalStatus,
  ListingApprovedSchema,
  ListingCreatedByAdminSchema,
  ListingDeletedSchema,
  ListingListedChangedSchema,
  ListingPublishedSchema,
  ListingRejectedSchema,
  ListingSubmittedSchema,
  ListingTermsChangedSchema,
  ListingTransferredSchema,
  ListingUnpublishedSchema,
} from '@golightly/proto';
import type { ApprovalStatus } from '../domain/approval';
import { NO_CALENDAR_PARTS, type CalendarParts } from '../domain/calendar-terms';
import { isBookable, type ListingRecord } from '../domain/listing';
import { findCalendarParts } from '../db/listing-calendar';

export const PRODUCER = 'listings-search';

const APPROVAL: Record<ApprovalStatus, ListingApprovalStatus> = {
  draft: ListingApprovalStatus.DRAFT,
  awaitingApproval: ListingApprovalStatus.AWAITING_APPROVAL,
  approved: ListingApprovalStatus.APPROVED,
  rejected: ListingApprovalStatus.REJECTED,
};

const summaryOf = (listing: ListingRecord) => ({
  listId: listing.id,
  hostUserId: listing.hostId,
  title: listing.title,
  city: listing.city,
  state: listing.state,
  country: listing.country,
});

/** The calendar's part of the terms (decision 0039): blocked nights, weekly rules, seasons, discount rules. */
function calendarTermsOf(parts: CalendarParts) {
  return {
    blockedDates: [...parts.blockedDates],
    blockedCheckOutDays: [...parts.blockedCheckOutDays],
    sameDayCutOff: parts.sameDayCutOff ?? '',
    seasons: parts.seasons.map((season) => ({
      name: season.name,
      from: season.from,
      to: season.to,
      nightlyMinor: BigInt(season.nightlyMinor),
      weekendMinor: BigInt(season.weekendMinor ?? 0),
      extraGuestMinor: season.extraGuestMinor === null ? undefined : BigInt(season.extraGuestMinor),
      minimumStay: season.minimumStay ?? 0,
      maximumStay: season.maximumStay ?? 0,
      noCheckInDays: [...season.noCheckInDays],
      noCheckOutDays: [...season.noCheckOutDays],
    })),
    lastMinuteDiscounts: parts.lastMinuteDiscounts.map((rule) => ({ ...rule })),
    lengthOfStayDiscounts: parts.lengthOfStayDiscounts.map((rule) => ({
      minimumNights: rule.minimumNights,
      percent: rule.percent,
      daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom ?? undefined,
      daysBeforeArrivalTo: rule.daysBeforeArrivalTo ?? undefined,
    })),
  };
}

/** The terms bookings-payments keeps, from the listing as stored, its picked house rules and its calendar parts. */
export function termsOf(
  listing: ListingRecord,
  houseRuleIds: readonly number[],
  parts: CalendarParts = NO_CALENDAR_PARTS,
) {
  return {
    hostUserId: listing.hostId,
    timeZone: listing.timeZone,
    personCapacity: listing.personCapacity,
    currency: listing.currency ?? '',
    basePriceMinor: BigInt(listing.basePriceMinor ?? 0),
    weekendPriceMinor: BigInt(listing.weekendPriceMinor ?? 0),
    cleaningPriceMinor: BigInt(listing.cleaningPriceMinor),
    extraGuestFeeMinor: BigInt(listing.extraGuestFeeMinor),
    extraGuestAfter: listing.extraGuestAfter ?? 0,
    petFeeMinor: BigInt(listing.petFeeMinor),
    securityDepositMinor: BigInt(listing.securityDepositMinor),
    taxRate: String(listing.taxRate),
    weeklyDiscount: listing.weeklyDiscount,
    monthlyDiscount: listing.monthlyDiscount,
    threeMonthDiscount: listing.threeMonthDiscount,
    minNights: listing.minNight,
    maxNights: listing.maxNight ?? 0,
    advanceNoticeDays: listing.advanceNoticeDays,
    bookingWindowMonths: listing.bookingWindowMonths ?? 0,
    checkInStart: listing.checkInStart ?? '',
    checkInEnd: listing.checkInEnd ?? '',
    checkOutTime: listing.checkOutTime ?? '',
    blockedCheckInDays: listing.blockedCheckInDays,
    instantBook: listing.instantBook,
    isLongerStay: listing.isLongerStay,
    isMonthPlus: listing.isMonthPlus,
    isExclusive: listing.isExclusive,
    womensOnly: listing.womensOnly,
    cancellationPolicy: listing.cancellationPolicy ?? '',
    customHouseRules: listing.customHouseRules,
    houseRuleIds: [...houseRuleIds],
    approvalStatus: APPROVAL[listing.approvalStatus],
    published: listing.isPublished,
    listed: listing.isListed,
    deleted: listing.deletedAt !== null,
    bookable: isBookable(listing),
    version: listing.version,
    ...calendarTermsOf(parts),
  };
}

/** Publishes the listing's full terms; its calendar parts are read in the same transaction unless given. */
export const listingTermsChanged = async (
  trx: Knex.Transaction,
  listing: ListingRecord,
  houseRuleIds: readonly number[],
  parts?: CalendarParts,
) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ListingTermsChangedSchema,
    data: {
      listingId: String(listing.id),
      listing: summaryOf(listing),
      terms: termsOf(listing, houseRuleIds, parts ?? (await findCalendarParts(trx, listing.id))),
    },
  });

const base = (listing: ListingRecord) => ({ listingId: String(listing.id), listing: summaryOf(listing) });

export const listingSubmitted = (trx: Knex.Transaction, listing: ListingRecord, resubmitted: boolean) =>
  publish(trx, { producer: PRODUCER, schema: ListingSubmittedSchema, data: { ...base(listing), resubmitted } });

export const listingApproved = (trx: Knex.Transaction, listing: ListingRecord, adminId: string) =>
  publish(trx, { producer: PRODUCER, schema: ListingApprovedSchema, data: { ...base(listing), adminId } });

export const listingRejected = (trx: Knex.Transaction, listing: ListingRecord, adminId: string, message: string) =>
  publish(trx, { producer: PRODUCER, schema: ListingRejectedSchema, data: { ...base(listing), adminId, message } });

export const listingCreatedByAdmin = (trx: Knex.Transaction, listing: ListingRecord, adminId: string) =>
  publish(trx, { producer: PRODUCER, schema: ListingCreatedByAdminSchema, data: { ...base(listing), adminId } });

export const listingTransferred = (
  trx: Knex.Transaction,
  listing: ListingRecord,
  fromHostUserId: string,
  adminId: string,
) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ListingTransferredSchema,
    data: { ...base(listing), fromHostUserId, adminId },
  });

export const listingPublished = (trx: Knex.Transaction, listing: ListingRecord) =>
  publish(trx, { producer: PRODUCER, schema: ListingPublishedSchema, data: base(listing) });

export const listingUnpublished = (trx: Knex.Transaction, listing: ListingRecord) =>
  publish(trx, { producer: PRODUCER, schema: ListingUnpublishedSchema, data: base(listing) });

export const listingListedChanged = (trx: Knex.Transaction, listing: ListingRecord) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ListingListedChangedSchema,
    data: { ...base(listing), listed: listing.isListed, reason: listing.unlistedReason ?? '' },
  });

export const listingDeleted = (trx: Knex.Transaction, listing: ListingRecord, adminId: string | null) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ListingDeletedSchema,
    data: { ...base(listing), deletedBy: listing.deletedBy ?? 'host', adminId: adminId ?? '' },
  });
