// Step 1 of the host editor, the basics (spec 001 §3-§5): the kind of place, guests up to 1000, rooms and beds,
// who else stays, the address with its map pin and time zone, amenities, business licence. Checked as a whole.
import { canonicalTimeZone } from '@golightly/stay-rules';
import { checkText, checkWhole, distinct, Refusals, type Checked } from './fields';
import { AMENITY_TYPE_IDS, isPickable, LIST_SETTING_TYPES, type ListSetting } from './list-settings';
import { LISTING_TEXTS as T, SPEC_TEXTS } from './texts';

export const MAX_GUESTS = 1000;
export const RESIDENCE_TYPES = ['primary', 'secondary'] as const;
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];

/** What the form sends for step 1. */
export interface BasicsInput {
  roomTypeId?: number | null;
  houseTypeId?: number | null;
  buildingSizeId?: number | null;
  bathroomTypeId?: number | null;
  residenceType?: string | null;
  personCapacity?: number | null;
  bedrooms?: number | null;
  beds?: number | null;
  bathrooms?: number | null;
  bedTypes?: readonly { bedTypeId: number; count: number }[] | null;
  extraGuest?: boolean | null;
  extraBed?: boolean | null;
  extraBathroom?: boolean | null;
  extraBedroom?: boolean | null;
  commonArea?: boolean | null;
  womensOnly?: boolean | null;
  menStay?: boolean | null;
  whoElseStays?: string | null;
  country?: string | null;
  street?: string | null;
  buildingName?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  lat?: number | null;
  lng?: number | null;
  timeZone?: string | null;
  amenityIds?: readonly number[] | null;
  businessLicenseNumber?: string | null;
}

/** Step 1 as stored. */
export interface Basics {
  roomTypeId: number;
  houseTypeId: number;
  buildingSizeId: number | null;
  bathroomTypeId: number | null;
  residenceType: ResidenceType | null;
  personCapacity: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  bedTypes: { bedTypeId: number; count: number }[];
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
  lat: number;
  lng: number;
  timeZone: string;
  amenityIds: number[];
  businessLicenseNumber: string;
}

/** Every list setting id step 1 refers to, for the use case to load before checking. */
export function basicsSettingIds(input: BasicsInput): number[] {
  return distinct(
    [
      input.roomTypeId,
      input.houseTypeId,
      input.buildingSizeId,
      input.bathroomTypeId,
      ...(input.bedTypes ?? []).map((b) => b.bedTypeId),
      ...(input.amenityIds ?? []),
    ].filter((id): id is number => typeof id === 'number' && Number.isInteger(id)),
  );
}

/**
 * The canonical name of an IANA time zone this runtime knows ('asia/kolkata' and 'Asia/Kolkata' are one zone, named
 * once, as stay-rules names it: decisions 0035, 0039), or null; offsets and abbreviations are refused.
 */
export function canonicalZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  return canonicalTimeZone(name);
}

/** An IANA time zone name this runtime knows ('Europe/Lisbon', 'UTC'); offsets and abbreviations are refused. */
export const isTimeZone = (name: string): boolean => canonicalZone(name) !== null;

/** Letters, digits, spaces and hyphens, as postal codes of every country are written. */
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function pickOne(
  refusals: Refusals,
  field: string,
  id: number | null | undefined,
  typeId: number,
  catalogue: ReadonlyMap<number, ListSetting>,
  required?: string,
): number | null {
  if (id === null || id === undefined) {
    if (required) refusals.add(field, required);
    return null;
  }
  if (!isPickable(catalogue.get(id), [typeId])) refusals.add(field, T.settingUnknown);
  return id;
}

/** Checks step 1 against the catalogue items it names (`catalogue` holds at least those of basicsSettingIds). */
export function checkBasics(input: BasicsInput, catalogue: ReadonlyMap<number, ListSetting>): Checked<Basics> {
  const r = new Refusals();
  const types = LIST_SETTING_TYPES;
  const roomTypeId = pickOne(r, 'roomType', input.roomTypeId, types.roomType, catalogue, T.roomTypeRequired);
  const houseTypeId = pickOne(r, 'houseType', input.houseTypeId, types.houseType, catalogue, T.houseTypeRequired);
  const buildingSizeId = pickOne(r, 'buildingSize', input.buildingSizeId, types.buildingSize, catalogue);
  const bathroomTypeId = pickOne(r, 'bathroomType', input.bathroomTypeId, types.bathroomType, catalogue);
  const residence = input.residenceType ?? null;
  if (residence !== null && !(RESIDENCE_TYPES as readonly string[]).includes(residence)) {
    r.add('residenceType', T.settingUnknown);
  }

  const capacity = input.personCapacity;
  if (capacity === null || capacity === undefined) r.add('personCapacity', T.guestCountRequired);
  else if (Number.isInteger(capacity) && capacity > MAX_GUESTS) r.add('personCapacity', T.guestCountTooHigh);
  else if (!Number.isInteger(capacity) || capacity < 1) r.add('personCapacity', T.guestCountRequired);
  const bedrooms = checkWhole(r, 'bedrooms', input.bedrooms ?? 0, { min: 0, max: 500, message: T.bedroomsRange });
  const beds = checkWhole(r, 'beds', input.beds ?? 1, { min: 1, max: 1000, message: T.bedsRange });
  const bathrooms = input.bathrooms ?? 1;
  if (!Number.isFinite(bathrooms) || bathrooms < 0 || bathrooms > 500 || !Number.isInteger(bathrooms * 2)) {
    r.add('bathrooms', T.bathroomsRange);
  }
  const bedTypes = (input.bedTypes ?? []).map((b) => ({ bedTypeId: b.bedTypeId, count: b.count }));
  if (new Set(bedTypes.map((b) => b.bedTypeId)).size !== bedTypes.length) r.add('bedTypes', T.bedTypeRepeated);
  for (const bed of bedTypes) {
    if (!isPickable(catalogue.get(bed.bedTypeId), [types.bedType])) r.add('bedTypes', T.settingUnknown);
    else if (!Number.isInteger(bed.count) || bed.count < 1 || bed.count > 1000) r.add('bedTypes', T.bedTypeCountRange);
  }
  const whoElseStays = checkText(r, 'whoElseStays', input.whoElseStays, { max: 255 });

  const country = (input.country ?? '').trim().toUpperCase();
  if (country === '') r.add('country', T.countryRequired);
  else if (!/^[A-Z]{2}$/.test(country)) r.add('country', T.countryInvalid);
  const street = checkText(r, 'street', input.street, { max: 255, required: T.streetRequired });
  const buildingName = checkText(r, 'buildingName', input.buildingName, { max: 255 });
  const city = checkText(r, 'city', input.city, { max: 255, required: T.cityRequired });
  const state = checkText(r, 'state', input.state, { max: 255, required: T.stateRequired });
  const zipcode = checkText(r, 'zipcode', input.zipcode, { max: 20, required: SPEC_TEXTS.zipRequired });
  if (zipcode !== '' && !r.has('zipcode') && !ZIP.test(zipcode)) r.add('zipcode', SPEC_TEXTS.zipInvalid);
  const { lat, lng } = input;
  if (lat === null || lat === undefined || lng === null || lng === undefined) r.add('location', T.locationRequired);
  else if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    r.add('location', T.locationInvalid);
  }
  const zoneText = (input.timeZone ?? '').trim();
  const timeZone = canonicalZone(zoneText) ?? zoneText;
  if (zoneText === '') r.add('timeZone', T.timeZoneRequired);
  else if (!isTimeZone(zoneText)) r.add('timeZone', T.timeZoneInvalid);

  const amenityIds = distinct(input.amenityIds ?? []);
  if (amenityIds.some((id) => !isPickable(catalogue.get(id), AMENITY_TYPE_IDS))) r.add('amenities', T.settingUnknown);
  const businessLicenseNumber = checkText(r, 'businessLicenseNumber', input.businessLicenseNumber, { max: 50 });

  return r.result(() => ({
    roomTypeId: roomTypeId!,
    houseTypeId: houseTypeId!,
    buildingSizeId,
    bathroomTypeId,
    residenceType: residence as ResidenceType | null,
    personCapacity: capacity!,
    bedrooms: bedrooms!,
    beds: beds!,
    bathrooms,
    bedTypes,
    extraGuest: Boolean(input.extraGuest),
    extraBed: Boolean(input.extraBed),
    extraBathroom: Boolean(input.extraBathroom),
    extraBedroom: Boolean(input.extraBedroom),
    commonArea: Boolean(input.commonArea),
    womensOnly: Boolean(input.womensOnly),
    menStay: Boolean(input.menStay),
    whoElseStays,
    country,
    street,
    buildingName,
    city,
    state,
    zipcode,
    lat: Math.round(lat! * 1e6) / 1e6,
    lng: Math.round(lng! * 1e6) / 1e6,
    timeZone,
    amenityIds,
    businessLicenseNumber,
  }));
}
