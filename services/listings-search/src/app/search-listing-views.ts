// The homes a search found as SearchResultListing and SearchMapMarker show them (spec 000 §3; decision 0041): the
// approximate point (decision 0037, never the pin), the lowest nightly price in the member's display currency, the
// prices of the months ahead, photos, the room type, and whether she saved it.
import { toDecimalString, type Minor } from '@golightly/money';
import { quoteStay, todayAt, type LocalDate } from '@golightly/stay-rules';
import { findListSettings } from '../db/list-settings';
import { findListingsByIds } from '../db/listings';
import { findPhotos } from '../db/photos';
import { BASE_CURRENCY, ratesOf, seasonsOverlapping, type SearchCandidate, type SearchSeason } from '../db/search';
import { findSearchCards, type SearchCardData } from '../db/search-cards';
import { mapLocation, type MapLocation } from '../domain/approximate-location';
import { stayTermsOf, type CalendarParts } from '../domain/calendar-terms';
import { isOwnedBy, type ListingRecord, type Viewer } from '../domain/listing';
import type { SearchFilter } from '../domain/search-filter';
import {
  comingYear,
  convertToDisplay,
  lengthDiscount,
  lowestNightMinor,
  monthPrices,
  type NightlyPricing,
} from '../domain/search-prices';
import { listingSlug } from '@golightly/listing-rules';
import type { ListingsDeps } from './deps';
import { mapLocations } from './listing-location';

export interface ViewContext {
  viewer: Viewer;
  /** The display currency. */
  currency: string;
  /** Units of the display currency for one of the base currency. */
  displayRate: number;
  filter: SearchFilter;
  now: number;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string): string => {
  try {
    return /^[A-Z]{2}$/.test(code) ? (regionNames.of(code) ?? code) : code;
  } catch {
    return code;
  }
};

const major = (minor: Minor, currency: string): number => Number(toDecimalString(minor, currency));

/** The nights a card or marker prices: the asked stay, else the coming year at the listing. */
function pricedNights(listing: ListingRecord, context: ViewContext): { from: LocalDate; to: LocalDate } {
  const dates = context.filter.dates;
  return dates ? { from: dates.checkIn, to: dates.checkOut } : comingYear(todayAt(listing.timeZone, context.now));
}

function pricingOf(listing: ListingRecord, seasons: readonly SearchSeason[]): NightlyPricing {
  return { basePriceMinor: listing.basePriceMinor ?? 0, weekendPriceMinor: listing.weekendPriceMinor, seasons };
}

/** The lowest nightly price in the display currency; in the listing's own when the club has no rate for it. */
function displayPrice(
  minor: Minor,
  listing: ListingRecord,
  context: ViewContext,
  rates: ReadonlyMap<string, number>,
): { price: number; currency: string } {
  const currency = listing.currency ?? context.currency;
  const converted = convertToDisplay(minor, currency, context.currency, rates);
  return converted === null
    ? { price: major(minor, currency), currency }
    : { price: converted, currency: context.currency };
}

async function loadInOrder(deps: ListingsDeps, candidates: readonly SearchCandidate[]): Promise<ListingRecord[]> {
  const byId = new Map(
    (
      await findListingsByIds(
        deps.db,
        candidates.map((c) => c.id),
      )
    ).map((l) => [l.id, l]),
  );
  return candidates.flatMap((candidate) => byId.get(candidate.id) ?? []);
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export type SearchResultView = Awaited<ReturnType<typeof resultViews>>[number];
export type SearchMarkerView = Awaited<ReturnType<typeof markerViews>>[number];

/** A night of the asked stay as quoted (its discounts shared over its nights), else the base price. */
function stayPrice(
  listing: ListingRecord,
  parts: CalendarParts,
  context: ViewContext,
): { defaultPriceMinor: number; dailyDiscount: number } {
  const dates = context.filter.dates;
  const base = { defaultPriceMinor: listing.basePriceMinor ?? 0, dailyDiscount: 0 };
  if (!dates) return base;
  const quote = quoteStay(stayTermsOf(listing, parts), {
    checkIn: dates.checkIn,
    checkOut: dates.checkOut,
    guests: 1,
    pets: 0,
    now: context.now,
  });
  if (!quote.ok) return base;
  const { accommodationMinor, discounts, nights } = quote.quote;
  const off = discounts.reduce((sum, line) => sum + line.amountMinor, 0);
  return {
    defaultPriceMinor: Math.round((accommodationMinor - off) / nights),
    dailyDiscount: discounts.find((line) => line.kind === 'last-minute')?.percent ?? 0,
  };
}

/** Each listing's map location as a guest sees it: its own offset, drawn now (once) for one never shown before. */
async function cardLocations(
  deps: ListingsDeps,
  cards: readonly SearchCardData[],
  viewer: Viewer,
): Promise<Map<number, MapLocation | null>> {
  const unplaced = cards.filter((card) => card.offset === null).map((card) => card.listing);
  const drawn = unplaced.length > 0 ? await mapLocations(deps, unplaced, viewer, true) : new Map();
  return new Map(
    cards.map(({ listing, offset }) => {
      if (listing.lat === null || listing.lng === null) return [listing.id, null];
      return [
        listing.id,
        offset ? mapLocation({ lat: listing.lat, lng: listing.lng }, offset, false) : drawn.get(listing.id),
      ];
    }),
  );
}

/**
 * A page of found homes as result cards, in the order found, from their data read with the page (`cards`) or in one
 * read (db/search-cards.ts).
 */
export async function resultViews(
  deps: ListingsDeps,
  candidates: readonly SearchCandidate[],
  context: ViewContext,
  cards?: ReadonlyMap<number, SearchCardData>,
) {
  if (candidates.length === 0) return [];
  const userId = context.viewer.kind === 'member' ? context.viewer.userId : null;
  const byId =
    cards ??
    (await findSearchCards(
      deps.db,
      candidates.map((candidate) => candidate.id),
      { stay: context.filter.dates, userId },
    ));
  const found = candidates.flatMap((candidate) => byId.get(candidate.id) ?? []);
  const rates = new Map([
    [BASE_CURRENCY, 1],
    [context.currency, context.displayRate],
  ]);
  for (const { listing, rate } of found) if (listing.currency && rate !== null) rates.set(listing.currency, rate);
  const locations = await cardLocations(deps, found, context.viewer);
  return found.map(({ listing, photos, settings, parts: listingParts, saved }) => {
    const currency = listing.currency ?? context.currency;
    const seasons = listingParts.seasons.map((season) => ({ ...season, listingId: listing.id }));
    const pricing = pricingOf(listing, seasons);
    const nights = pricedNights(listing, context);
    const lowest = displayPrice(lowestNightMinor(pricing, nights.from, nights.to), listing, context, rates);
    const location = locations.get(listing.id) ?? null;
    const cardSettings = [listing.roomTypeId, listing.houseTypeId].flatMap((id) => {
      const setting = settings.find((item) => item.id === id);
      return setting ? [{ listsettings: setting }] : [];
    });
    return {
      id: listing.id,
      title: listing.title,
      slug: listingSlug(listing.title),
      city: listing.city,
      state: listing.state,
      country: listing.country,
      countryName: countryName(listing.country),
      personCapacity: listing.personCapacity,
      extraGuest: listing.extraGuestAfter,
      extraBed: listing.extraBed ? 1 : 0,
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
      beds: listing.beds,
      bedrooms: listing.bedrooms,
      bookingType: listing.instantBook ? 'instant' : 'request',
      coverPhoto: photos[0]?.name ?? null,
      reviewsCount: 0,
      reviewsStarRating: 0,
      isExclusiveProp: listing.isExclusive,
      minPrice: lowest.price,
      // A year of nights priced a card: worked out only when a query selects it (the search page does not).
      get searchPrices() {
        return monthPrices(pricing, todayAt(listing.timeZone, context.now)).map((month) => ({
          price: major(month.priceMinor, currency),
          month: month.month,
          year: month.year,
        }));
      },
      listPhotos: photos.map((photo) => ({
        id: photo.id,
        name: photo.name,
        type: photo.type,
        status: 'active',
      })),
      // The stay quoted (its discounts included) only when a query selects it (the search page does not).
      get listingData() {
        const { defaultPriceMinor, dailyDiscount } = stayPrice(listing, listingParts, context);
        return {
          defaultPrice: major(defaultPriceMinor, currency),
          basePrice: major(listing.basePriceMinor ?? 0, currency),
          currency,
          isExclusive: listing.isExclusive,
          isLongerStay: listing.isLongerStay,
          weeklyDiscount: listing.weeklyDiscount,
          monthlyDiscount: listing.monthlyDiscount,
          dailyDiscount,
          weekendPrice: listing.weekendPriceMinor === null ? null : major(listing.weekendPriceMinor, currency),
        };
      },
      settingsData: cardSettings,
      wishListStatus: saved,
      isListOwner: isOwnedBy(listing, context.viewer),
      rentalsUnitedBedCount: null,
      rentalUnitedId: null,
      interhomeId: null,
      hostFullyPropertyId: null,
      ownerRezId: null,
      naturalRetreatsId: null,
      nextPaxId: null,
      hostAwayId: null,
    };
  });
}

/** The map's price markers of found homes, in the order given (the cheapest first). */
export async function markerViews(deps: ListingsDeps, candidates: readonly SearchCandidate[], context: ViewContext) {
  if (candidates.length === 0) return [];
  const listings = await loadInOrder(deps, candidates);
  const ids = listings.map((listing) => listing.id);
  const dates = context.filter.dates;
  const widest = dates ?? { checkIn: todayOrEarliest(listings, context.now), checkOut: null };
  const [photos, settings, seasons, rates, locations] = await Promise.all([
    findPhotos(deps.db, ids),
    findListSettings(
      deps.db,
      listings.flatMap((listing) => listing.roomTypeId ?? []),
    ),
    seasonsOverlapping(deps.db, ids, widest.checkIn, widest.checkOut ?? comingYear(widest.checkIn).to),
    ratesOf(deps.db, [context.currency, ...listings.map((listing) => listing.currency ?? context.currency)]),
    mapLocations(deps, listings, context.viewer, true),
  ]);
  const coverOf = new Map<number, string>();
  for (const photo of photos) if (!coverOf.has(photo.listingId)) coverOf.set(photo.listingId, photo.name);
  const seasonsOf = groupBy(seasons, (season) => season.listingId);
  return listings.flatMap((listing) => {
    const location = locations.get(listing.id);
    if (!location) return [];
    const nights = pricedNights(listing, context);
    const pricing = pricingOf(listing, seasonsOf.get(listing.id) ?? []);
    const lowest = displayPrice(lowestNightMinor(pricing, nights.from, nights.to), listing, context, rates);
    return [
      {
        id: listing.id,
        lat: location.lat,
        lng: location.lng,
        prices: lowest.price,
        currency: lowest.currency,
        title: listing.title,
        beds: listing.beds,
        bedrooms: listing.bedrooms,
        personCapacity: listing.personCapacity,
        roomType: listing.roomTypeId === null ? null : (settings.get(listing.roomTypeId)?.itemName ?? null),
        photos: coverOf.get(listing.id) ?? null,
        ratings: 0,
        discounts: dates ? lengthDiscount(listing, dates.checkIn, dates.checkOut) : 0,
      },
    ];
  });
}

/** The earliest "today" among these listings' clocks: the seasons read for markers start there. */
function todayOrEarliest(listings: readonly ListingRecord[], now: number): LocalDate {
  return listings.map((listing) => todayAt(listing.timeZone, now)).reduce((a, b) => (a <= b ? a : b));
}
