import { describe, expect, it } from 'vitest';
import { basicsSettingIds, checkBasics, isTimeZone, type BasicsInput } from './listing-basics';
import type { ListSetting } from './list-settings';
import { LISTING_TEXTS } from './texts';

const setting = (id: number, typeId: number, isEnable = true): ListSetting => ({
  id,
  typeId,
  itemName: `item ${id}`,
  isEnable,
});
const catalogue = new Map(
  [setting(1, 1), setting(4, 3), setting(11, 4), setting(14, 7), setting(15, 7), setting(20, 9), setting(22, 10)]
    .concat([setting(28, 11), setting(44, 21), setting(50, 14), setting(99, 10, false)])
    .map((s) => [s.id, s] as const),
);

const valid: BasicsInput = {
  roomTypeId: 1,
  houseTypeId: 4,
  personCapacity: 4,
  bedrooms: 2,
  beds: 3,
  bathrooms: 1.5,
  bedTypes: [
    { bedTypeId: 14, count: 1 },
    { bedTypeId: 15, count: 2 },
  ],
  womensOnly: true,
  whoElseStays: '  My cat Miso  ',
  country: 'pt',
  street: 'Rua da Saudade 12',
  city: 'Lisbon',
  state: 'Lisboa',
  zipcode: '1100-583',
  lat: 38.7105123456,
  lng: -9.1302,
  timeZone: 'Europe/Lisbon',
  amenityIds: [22, 28, 22, 44],
  businessLicenseNumber: 'AL-12345',
};

const errorsOf = (input: BasicsInput) => {
  const checked = checkBasics(input, catalogue);
  return checked.ok ? [] : checked.errors;
};
const messageFor = (input: BasicsInput, field: string) => errorsOf(input).find((e) => e.field === field)?.message;

describe('step 1, the basics', () => {
  it('accepts a complete form and cleans it: trimmed text, upper-case country, distinct amenities, a 6-decimal pin', () => {
    const checked = checkBasics(valid, catalogue);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({
      country: 'PT',
      whoElseStays: 'My cat Miso',
      amenityIds: [22, 28, 44],
      lat: 38.710512,
      womensOnly: true,
      menStay: false,
      buildingSizeId: null,
      residenceType: null,
    });
  });

  it('names every catalogue item the form refers to, once', () => {
    expect(basicsSettingIds(valid).sort((a, b) => a - b)).toEqual([1, 4, 14, 15, 22, 28, 44]);
  });

  it('asks for the kind of place and the type of property', () => {
    const errors = errorsOf({ ...valid, roomTypeId: null, houseTypeId: undefined });
    expect(errors).toContainEqual({ field: 'roomType', message: LISTING_TEXTS.roomTypeRequired });
    expect(errors).toContainEqual({ field: 'houseType', message: LISTING_TEXTS.houseTypeRequired });
  });

  it('refuses an item of another catalogue, an unknown one and a switched-off one', () => {
    expect(messageFor({ ...valid, roomTypeId: 4 }, 'roomType')).toBe(LISTING_TEXTS.settingUnknown);
    expect(messageFor({ ...valid, amenityIds: [999] }, 'amenities')).toBe(LISTING_TEXTS.settingUnknown);
    expect(messageFor({ ...valid, amenityIds: [99] }, 'amenities')).toBe(LISTING_TEXTS.settingUnknown);
    expect(messageFor({ ...valid, amenityIds: [50] }, 'amenities')).toBe(LISTING_TEXTS.settingUnknown);
    expect(messageFor({ ...valid, bedTypes: [{ bedTypeId: 1, count: 1 }] }, 'bedTypes')).toBe(
      LISTING_TEXTS.settingUnknown,
    );
    expect(messageFor({ ...valid, residenceType: 'castle' }, 'residenceType')).toBe(LISTING_TEXTS.settingUnknown);
  });

  it('takes guests up to 1000, and says so past it', () => {
    expect(checkBasics({ ...valid, personCapacity: 1000 }, catalogue).ok).toBe(true);
    expect(messageFor({ ...valid, personCapacity: 1001 }, 'personCapacity')).toBe('Guest count must not exceed 1000');
    expect(messageFor({ ...valid, personCapacity: null }, 'personCapacity')).toBe(LISTING_TEXTS.guestCountRequired);
    expect(messageFor({ ...valid, personCapacity: 0 }, 'personCapacity')).toBe(LISTING_TEXTS.guestCountRequired);
  });

  it('bounds rooms, beds and bathrooms (in halves)', () => {
    expect(messageFor({ ...valid, bedrooms: 501 }, 'bedrooms')).toBe(LISTING_TEXTS.bedroomsRange);
    expect(messageFor({ ...valid, beds: 0 }, 'beds')).toBe(LISTING_TEXTS.bedsRange);
    expect(messageFor({ ...valid, bathrooms: 1.25 }, 'bathrooms')).toBe(LISTING_TEXTS.bathroomsRange);
    expect(messageFor({ ...valid, bedTypes: [{ bedTypeId: 14, count: 0 }] }, 'bedTypes')).toBe(
      LISTING_TEXTS.bedTypeCountRange,
    );
    expect(
      messageFor(
        {
          ...valid,
          bedTypes: [
            { bedTypeId: 14, count: 1 },
            { bedTypeId: 14, count: 2 },
          ],
        },
        'bedTypes',
      ),
    ).toBe(LISTING_TEXTS.bedTypeRepeated);
  });

  it('needs the address, the zip code in the spec words, the map pin and the time zone', () => {
    const errors = errorsOf({
      ...valid,
      country: '',
      street: ' ',
      city: '',
      state: '',
      zipcode: '',
      lat: null,
      timeZone: '',
    });
    expect(errors).toEqual([
      { field: 'country', message: LISTING_TEXTS.countryRequired },
      { field: 'street', message: LISTING_TEXTS.streetRequired },
      { field: 'city', message: LISTING_TEXTS.cityRequired },
      { field: 'state', message: LISTING_TEXTS.stateRequired },
      { field: 'zipcode', message: 'Zip / Postal Code is required' },
      { field: 'location', message: LISTING_TEXTS.locationRequired },
      { field: 'timeZone', message: LISTING_TEXTS.timeZoneRequired },
    ]);
  });

  it('refuses a malformed zip code, country, pin and time zone', () => {
    expect(messageFor({ ...valid, zipcode: '1100/583' }, 'zipcode')).toBe('Zip / Postal Code is Invalid');
    expect(messageFor({ ...valid, country: 'Portugal' }, 'country')).toBe(LISTING_TEXTS.countryInvalid);
    expect(messageFor({ ...valid, lat: 91 }, 'location')).toBe(LISTING_TEXTS.locationInvalid);
    expect(messageFor({ ...valid, timeZone: 'Mars/Olympus' }, 'timeZone')).toBe(LISTING_TEXTS.timeZoneInvalid);
    expect(messageFor({ ...valid, timeZone: '+01:00' }, 'timeZone')).toBe(LISTING_TEXTS.timeZoneInvalid);
  });

  it('keeps free text within its length', () => {
    expect(messageFor({ ...valid, whoElseStays: 'x'.repeat(256) }, 'whoElseStays')).toBe(LISTING_TEXTS.tooLong(255));
    expect(messageFor({ ...valid, businessLicenseNumber: 'x'.repeat(51) }, 'businessLicenseNumber')).toBe(
      LISTING_TEXTS.tooLong(50),
    );
    expect(messageFor({ ...valid, street: '🏠'.repeat(255) }, 'street')).toBeUndefined();
  });
});

describe('time zones', () => {
  it('knows IANA names and UTC, and refuses offsets and abbreviations', () => {
    expect(['Europe/Lisbon', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'].every(isTimeZone)).toBe(true);
    expect(['+01:00', 'CEST!', '', 'Europe/Nowhere', '../etc'].some(isTimeZone)).toBe(false);
  });
});
