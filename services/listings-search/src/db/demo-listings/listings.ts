// The demo listings themselves (decision 0038): for each place, a home as its host would have typed it into the
// editor (basics, scene, prices in the local currency, booking settings, house rules, a cancellation policy) and its
// photos, made from a seed so every run makes the same ones. Each is checked by the editor's own rules before it is
// stored, so the demo data can never hold what a host could not have saved.
import { DEMO_MEMBERS } from '@golightly/config';
import { currencyExponent } from '@golightly/money';
import { addDays, type LocalDate, type Season } from '@golightly/stay-rules';
import { checkDateRanges } from '../../domain/blocked-dates';
import { NO_CALENDAR_PARTS, stayTermsOf } from '../../domain/calendar-terms';
import type { ListingRecord } from '../../domain/listing';
import { AMENITY_TYPE_IDS, HOUSE_RULE_TYPE_ID, LIST_SETTING_TYPES, type ListSetting } from '../../domain/list-settings';
import { checkBasics, type Basics, type BasicsInput } from '../../domain/listing-basics';
import { checkBookingSettings, type BookingInput, type BookingSettings } from '../../domain/listing-booking';
import { checkPricing, securityDepositMax, type Pricing, type PricingInput } from '../../domain/listing-pricing';
import {
  CANCELLATION_POLICIES,
  checkCancellationPolicy,
  checkHouseRules,
  type HouseRules,
  type HouseRulesInput,
} from '../../domain/listing-rules';
import { checkScene, type Scene, type SceneInput } from '../../domain/listing-scene';
import { checkSeason } from '../../domain/seasonal-prices';
import type { Checked } from '../../domain/fields';
import { DEMO_PHOTOS } from './photos';
import type { Place } from './places';
import { seeded, type Random } from './random';
import { SCENE_CAPTIONS, type SceneKind } from './scenes';

/** The demo hosts (accounts' seed): Grace hosts three in five, Frida the rest; Celia co-hosts Grace's. */
export const DEMO_HOST_IDS = [DEMO_MEMBERS.grace.id, DEMO_MEMBERS.frida.id] as const;

/** The demo listings' numbers start here: below the random numbers (1,000,000 and up), above listings 1 to 5. */
export const DEMO_FIRST_ID = 101;

export interface DemoListing {
  id: number;
  hostId: string;
  place: Place;
  basics: Basics;
  scene: Scene;
  pricing: Pricing;
  booking: BookingSettings;
  rules: HouseRules;
  cancellationPolicy: string;
  photos: { name: string; caption: string }[];
  /** Nights the host blocked, in date order (listing-local dates). */
  blockedNights: LocalDate[];
  /** Seasonal prices: none, or one busy season. */
  seasons: Season[];
}

/** The catalogues' enabled items, by type: what the demo homes pick from, whatever the admins keep in them. */
export type Catalogue = ReadonlyMap<number, ListSetting>;

const ADJECTIVES = [
  'Sunny',
  'Quiet',
  'Bright',
  'Cosy',
  'Airy',
  'Calm',
  'Charming',
  'Light-filled',
  'Peaceful',
  'Elegant',
];
const FEATURES = [
  'with a balcony',
  'with a garden',
  'near the old town',
  'by the park',
  'with a view',
  'close to the market',
  'with a reading nook',
  'by the water',
  'with a terrace',
  'on a leafy street',
];
const OPENINGS = [
  'A calm home for a member travelling alone or with a friend.',
  'Light all day, with a proper desk and fast wifi for working days.',
  'A restful base after long days of walking the city.',
  'Filled with books, plants and morning sun.',
  'Freshly renovated, with good beds and blackout curtains.',
  'A quiet street, yet everything within a short walk.',
];
const DETAILS = [
  'The kitchen has everything for cooking a proper dinner.',
  'Towels, linen and coffee for the first morning are ready for you.',
  'I live nearby and am happy to share my favourite places.',
  'Public transport is five minutes away on foot.',
  'There is a washing machine and a drying rack.',
  'The bedroom faces the courtyard, so nights are quiet.',
];
const NEIGHBOURHOODS = [
  'cafés, bakeries and a Saturday market a few minutes away',
  'a residential quarter with parks and small restaurants',
  'galleries and independent shops on the surrounding streets',
  'the old centre within a short walk, yet quiet at night',
  'close to the river path, good for morning runs',
  'a lively area with music and food until late',
];
const STREETS = [
  'Market Street',
  'Park Lane',
  'Garden Road',
  'River Walk',
  'Station Road',
  'Church Street',
  'Hill Street',
];
const WHO_ELSE = [
  '',
  '',
  'I live in the flat upstairs.',
  'My cat Pixel lives here too.',
  'My daughter sometimes stays.',
];
const CUSTOM_RULES = [
  '',
  '',
  'Please take your shoes off inside.',
  'Quiet hours are from 10 pm to 8 am.',
  'Please separate the recycling.',
];
const CHECK_IN = [
  ['14:00', '20:00'],
  ['15:00', '21:00'],
  ['16:00', '22:00'],
  ['15:00', null],
  [null, null],
] as const;

const ofType = (catalogue: Catalogue, typeId: number) =>
  [...catalogue.values()].filter((item) => item.typeId === typeId && item.isEnable).sort((a, b) => a.id - b.id);

/** Two significant figures: 137 → 140, 12,345 → 12,000; money a host would type. */
function roundNicely(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** An amount in the place's currency for `dollars`, as the host would type it (whole units). */
const local = (place: Place, dollars: number) => String(roundNicely(dollars * place.perDollar * place.priceLevel));

function basicsInput(r: Random, place: Place, catalogue: Catalogue): BasicsInput {
  const types = LIST_SETTING_TYPES;
  const roomTypes = ofType(catalogue, types.roomType);
  const houseTypes = ofType(catalogue, types.houseType);
  const beds = ofType(catalogue, types.bedType);
  const personCapacity = r.pick([1, 2, 2, 2, 3, 4, 4, 5, 6, 8]);
  const bedCount = Math.max(1, Math.ceil(personCapacity / 2));
  const bedTypes = r.some(beds, Math.min(bedCount, r.int(1, 2)));
  const counts = bedTypes.map((bed, i) => ({
    bedTypeId: bed.id,
    count: i === 0 ? bedCount - (bedTypes.length - 1) : 1,
  }));
  const womensOnly = r.chance(0.5);
  const amenities = AMENITY_TYPE_IDS.flatMap((typeId) => r.some(ofType(catalogue, typeId), r.int(0, 3)));
  return {
    // Mostly whole homes: the demo is about places to stay.
    roomTypeId: (r.chance(0.75) ? roomTypes[0] : r.pick(roomTypes))?.id ?? null,
    houseTypeId: r.pick(houseTypes)?.id ?? null,
    buildingSizeId: r.chance(0.7) ? (r.pick(ofType(catalogue, types.buildingSize))?.id ?? null) : null,
    bathroomTypeId: r.chance(0.7) ? (r.pick(ofType(catalogue, types.bathroomType))?.id ?? null) : null,
    residenceType: r.pick(['primary', 'secondary', null]),
    personCapacity,
    bedrooms: personCapacity <= 2 && r.chance(0.3) ? 0 : Math.max(1, Math.ceil(personCapacity / 2)),
    beds: bedCount,
    bathrooms: r.pick([1, 1, 1, 1.5, 2, 2.5]),
    bedTypes: counts,
    extraGuest: personCapacity > 2 && r.chance(0.4),
    extraBed: r.chance(0.2),
    extraBathroom: r.chance(0.1),
    extraBedroom: r.chance(0.1),
    commonArea: r.chance(0.3),
    womensOnly,
    menStay: !womensOnly && r.chance(0.3),
    whoElseStays: r.pick(WHO_ELSE),
    country: place.country,
    street: `${r.int(1, 240)} ${r.pick(STREETS)}`,
    buildingName: r.chance(0.2) ? `${r.pick(['Maple', 'Harbour', 'Garden', 'Linden'])} House` : '',
    city: place.city,
    state: place.state,
    zipcode: String(r.int(10_000, 99_999)),
    // A few streets from the centre, never on top of each other.
    lat: Number((place.lat + (r.next() - 0.5) * 0.04).toFixed(6)),
    lng: Number((place.lng + (r.next() - 0.5) * 0.04).toFixed(6)),
    timeZone: place.timeZone,
    amenityIds: amenities.map((item) => item.id),
    businessLicenseNumber: r.chance(0.25) ? `STR-${r.int(10_000, 99_999)}` : '',
  };
}

function sceneInput(r: Random, place: Place, houseType: string): SceneInput {
  const kind = houseType.toLowerCase();
  const title = r.chance(0.5)
    ? `${r.pick(ADJECTIVES)} ${kind} in ${place.city}`
    : `${r.pick(ADJECTIVES)} ${kind} ${r.pick(FEATURES)}`;
  return {
    title: title.slice(0, 255),
    description: `${r.pick(OPENINGS)} ${r.pick(DETAILS)} ${r.pick(DETAILS)}`,
    neighbourhood: `${place.city}: ${r.pick(NEIGHBOURHOODS)}.`,
  };
}

function pricingInput(r: Random, place: Place, personCapacity: number, extraGuest: boolean): PricingInput {
  const night = (55 + r.int(0, 220)) * (1 + 0.12 * Math.max(0, personCapacity - 2));
  const depositMajor = securityDepositMax(place.currency) / 10 ** currencyExponent(place.currency);
  const deposit = r.chance(0.5) ? Math.min(Number(local(place, r.int(100, 400))), depositMajor) : 0;
  const extraGuestAfter = extraGuest ? Math.max(1, personCapacity - r.int(1, 2)) : null;
  return {
    currency: place.currency,
    basePrice: local(place, night),
    cleaningPrice: r.chance(0.7) ? local(place, r.int(15, 60)) : '',
    weekendPrice: r.chance(0.4) ? local(place, night * 1.2) : '',
    extraGuestFee: extraGuestAfter ? local(place, r.int(10, 30)) : '',
    extraGuestAfter,
    petFee: r.chance(0.25) ? local(place, r.int(15, 35)) : '',
    securityDeposit: deposit > 0 ? String(deposit) : '',
    taxRate: r.pick(['', '', '5', '7.5', '10', '12', '6.25']),
    weeklyDiscount: r.pick([0, 0, 5, 10, 15]),
    monthlyDiscount: r.pick([0, 0, 15, 20, 30]),
    threeMonthDiscount: r.pick([0, 0, 0, 25, 35]),
  };
}

function bookingInput(r: Random): BookingInput {
  const minNight = r.pick([1, 1, 2, 2, 3, 4, 5, 7]);
  const isLongerStay = r.chance(0.25);
  const isMonthPlus = isLongerStay && r.chance(0.5);
  const maxChoices = isLongerStay ? [null, 60, 90, 365] : [null, null, 14, 30, 60, 90];
  const maxNight = r.pick(maxChoices);
  const [checkInStart, checkInEnd] = r.pick(CHECK_IN);
  return {
    minNight,
    maxNight: maxNight === null ? null : Math.max(maxNight, minNight),
    advanceNoticeDays: r.pick([0, 1, 1, 2, 3, 7]),
    bookingWindowMonths: r.pick([null, null, 3, 6, 9, 12]),
    checkInStart,
    checkInEnd,
    checkOutTime: r.pick(['10:00', '11:00', '11:00', '12:00', null]),
    blockedCheckInDays: r.chance(0.2) ? r.pick([['SUN'], ['SAT', 'SUN'], ['MON']]) : [],
    instantBook: r.chance(0.5),
    isLongerStay,
    isMonthPlus,
    isExclusive: r.chance(0.15),
  };
}

/** 2 to 5 photos: the house or its living room first (the cover), then other rooms and what is around it. */
function photosOf(r: Random): { name: string; caption: string }[] {
  const pickOf = (kind: SceneKind) => {
    const photo = r.pick(DEMO_PHOTOS.filter((p) => p.kind === kind));
    return { name: photo.name, caption: r.pick(SCENE_CAPTIONS[kind]) };
  };
  const first = pickOf(r.pick(['exterior', 'living'] as const));
  const rest = r.some(['bedroom', 'kitchen', 'bathroom', 'mountains', 'seaside', 'city'] as const, r.int(1, 4));
  return [first, ...rest.map(pickOf)];
}

/** A few blocked stretches in the coming months for some listings (the host's own stays, a repair), none for most. */
function blockedRanges(r: Random, today: LocalDate): { from: string; to: string }[] {
  const count = r.pick([0, 0, 0, 1, 1, 2, 3]);
  return Array.from({ length: count }, () => {
    const from = addDays(today, r.int(3, 120));
    return { from, to: addDays(from, r.int(0, 6)) };
  });
}

/** The value of a section checked by the editor's rules; demo data a host could not have saved is a bug. */
function valid<T>(id: number, section: string, checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  const problems = checked.errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  throw new Error(`demo listing ${id} has a ${section} the editor refuses (${problems})`);
}

/**
 * Demo listing number `index` (0-based) at `place`; the same every time for the same index and catalogue. Its number
 * is DEMO_FIRST_ID + index and its host one of the demo hosts, unless given (the benchmark generator's are others).
 */
export function demoListing(
  index: number,
  place: Place,
  catalogue: Catalogue,
  given: { id?: number; hostId?: string; today?: LocalDate } = {},
): DemoListing {
  const id = given.id ?? DEMO_FIRST_ID + index;
  const r = seeded(0xde30 + index * 104_729);
  const basics = valid(id, 'step 1', checkBasics(basicsInput(r, place, catalogue), catalogue));
  const houseType = catalogue.get(basics.houseTypeId)?.itemName ?? 'home';
  const scene = valid(id, 'step 2', checkScene(sceneInput(r, place, houseType)));
  const pricing = valid(
    id,
    'price',
    checkPricing(pricingInput(r, place, basics.personCapacity, basics.extraGuest), basics),
  );
  const booking = valid(id, 'booking setting', checkBookingSettings(bookingInput(r)));
  const rulesInput: HouseRulesInput = {
    houseRuleIds: r.some(ofType(catalogue, HOUSE_RULE_TYPE_ID), r.int(1, 3)).map((item) => item.id),
    customHouseRules: r.pick(CUSTOM_RULES),
  };
  const rules = valid(id, 'house rule', checkHouseRules(rulesInput, catalogue));
  const policies = Object.keys(CANCELLATION_POLICIES);
  const cancellationPolicy = valid(id, 'policy', checkCancellationPolicy(r.pick(policies)));
  const today = given.today ?? (new Date().toISOString().slice(0, 10) as LocalDate);
  const ranges = blockedRanges(r, today);
  const blockedNights = ranges.length > 0 ? valid(id, 'calendar', checkDateRanges(ranges)) : [];
  const seasons: Season[] = [];
  if (r.chance(0.2)) {
    // The terms as the calendar's rules read them, from the sections just checked (stayTermsOf reads only those).
    const record = { ...basics, ...pricing, ...booking } as unknown as ListingRecord;
    const from = addDays(today, r.int(20, 150));
    const input = {
      name: r.pick(['Summer', 'Holidays', 'Festival weeks', 'High season']),
      from,
      to: addDays(from, r.int(13, 45)),
      nightlyPrice: String(
        roundNicely((Number(pricing.basePriceMinor) / 10 ** currencyExponent(place.currency)) * 1.3),
      ),
      minimumStay: r.pick([null, 3, 5]),
    };
    seasons.push(valid(id, 'season', checkSeason(input, stayTermsOf(record, NO_CALENDAR_PARTS))));
  }
  return {
    id,
    // Three in five are Grace's.
    hostId: given.hostId ?? DEMO_HOST_IDS[index % 5 < 3 ? 0 : 1],
    place,
    basics,
    scene,
    pricing,
    booking,
    rules,
    cancellationPolicy,
    photos: photosOf(r),
    blockedNights,
    seasons,
  };
}
