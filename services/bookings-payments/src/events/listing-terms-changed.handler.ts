// ListingTermsChanged (listings-search): a listing's full booking terms, kept as the listing_terms read-model that
// quotes are priced from (DESIGN §8, decision 0047). Terms with a version not above the stored one (a redelivery, an
// older event arriving late) change nothing; a deleted or unpublished listing arrives as terms that are not bookable.
import { on } from '@golightly/events';
import { ListingTermsChangedSchema, type ListingTerms } from '@golightly/proto';
import { localDate, type AdvanceNoticeDays, type BookingWindowMonths, type Weekday } from '@golightly/stay-rules';
import { saveListingTerms } from '../db/listing-terms';
import type { BookingTerms } from '../domain/quote';

const minor = (value: bigint) => Number(value);
const orNull = (value: number) => (value === 0 ? null : value);

/** The event's terms as stay-rules reads them (0 and empty text stand for "none" in the event). */
export function bookingTermsOf(terms: ListingTerms): BookingTerms {
  return {
    timeZone: terms.timeZone,
    currency: terms.currency,
    basePriceMinor: minor(terms.basePriceMinor),
    weekendPriceMinor: terms.weekendPriceMinor === 0n ? null : minor(terms.weekendPriceMinor),
    cleaningPriceMinor: minor(terms.cleaningPriceMinor),
    extraGuestFeeMinor: minor(terms.extraGuestFeeMinor),
    extraGuestAfter: orNull(terms.extraGuestAfter),
    petFeeMinor: minor(terms.petFeeMinor),
    securityDepositMinor: minor(terms.securityDepositMinor),
    taxRate: Number(terms.taxRate || '0'),
    weeklyDiscount: terms.weeklyDiscount,
    monthlyDiscount: terms.monthlyDiscount,
    threeMonthDiscount: terms.threeMonthDiscount,
    lastMinuteDiscounts: terms.lastMinuteDiscounts.map((rule) => ({
      percent: rule.percent,
      daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom,
      daysBeforeArrivalTo: rule.daysBeforeArrivalTo,
    })),
    lengthOfStayDiscounts: terms.lengthOfStayDiscounts.map((rule) => ({
      minimumNights: rule.minimumNights,
      percent: rule.percent,
      daysBeforeArrivalFrom: rule.daysBeforeArrivalFrom ?? null,
      daysBeforeArrivalTo: rule.daysBeforeArrivalTo ?? null,
    })),
    seasons: terms.seasons.map((season) => ({
      name: season.name,
      from: localDate(season.from),
      to: localDate(season.to),
      nightlyMinor: minor(season.nightlyMinor),
      weekendMinor: season.weekendMinor === 0n ? null : minor(season.weekendMinor),
      extraGuestMinor: season.extraGuestMinor === undefined ? null : minor(season.extraGuestMinor),
      minimumStay: orNull(season.minimumStay),
      maximumStay: orNull(season.maximumStay),
      noCheckInDays: season.noCheckInDays as Weekday[],
      noCheckOutDays: season.noCheckOutDays as Weekday[],
    })),
    personCapacity: terms.personCapacity,
    minNight: Math.max(1, terms.minNights),
    maxNight: orNull(terms.maxNights),
    advanceNoticeDays: terms.advanceNoticeDays as AdvanceNoticeDays,
    sameDayCutOff: (terms.sameDayCutOff || null) as BookingTerms['sameDayCutOff'],
    bookingWindowMonths: orNull(terms.bookingWindowMonths) as BookingWindowMonths,
    blockedDates: terms.blockedDates.map(localDate),
    blockedCheckInDays: terms.blockedCheckInDays as Weekday[],
    blockedCheckOutDays: terms.blockedCheckOutDays as Weekday[],
    instantBook: terms.instantBook,
    womensOnly: terms.womensOnly,
    cancellationPolicy: terms.cancellationPolicy,
    checkInStart: terms.checkInStart || null,
    checkOutTime: terms.checkOutTime || null,
  };
}

export const listingTermsChanged = on(ListingTermsChangedSchema, async (event, trx) => {
  const { terms } = event.message;
  const listId = Number(event.message.listingId);
  if (!terms || !Number.isSafeInteger(listId) || listId < 1 || !terms.hostUserId) {
    throw new Error(
      `ListingTermsChanged ${JSON.stringify(event.message.listingId)} carries no listing number or terms`,
    );
  }
  await saveListingTerms(
    trx,
    {
      listId,
      version: terms.version,
      hostId: terms.hostUserId,
      bookable: terms.bookable,
      deleted: terms.deleted,
      terms: bookingTermsOf(terms),
    },
    {
      title: event.message.listing?.title ?? '',
      city: event.message.listing?.city ?? '',
      state: event.message.listing?.state ?? '',
      country: event.message.listing?.country ?? '',
    },
  );
});
