import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountryByCode, normaliseCountryCode } from './countries';

// Country codes in id order, from id 1 to id 250. Ids are stored elsewhere: this line may grow, never change.
const CODES_BY_ID = [
  'AF AX AL DZ AS AD AO AI AQ AG AR AM AU AW AT AZ BS BH BD BB BY BE BZ BJ BM',
  'BT BO BQ BA BW BV BR IO VG BN BG BF BI CV KH CM KY CF TD CL CN CX CC CO KM',
  'CG CD CK CR CI HR CU CW CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FK FO FJ',
  'FI FR GF PF TF GA GM GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HM HN HK',
  'HU IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI XK KW KG LA LV LB LS LR',
  'LY LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ME MS MA MZ',
  'MM NA NR NP NL NC NZ NI NE NG NU NF KP MK MP NO OM PK PW PS PA PG PY PE PH',
  'PN PL PT PR QA RE RO RU RW BL SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG',
  'SX SK SI SB SO ZA GS KR SS ES LK SD SR SJ SE CH SY TW TJ TZ TH TL TG TK TO',
  'TT TN TR US TM TC TV UG UA AE GB UM VI UY UZ VU CA VA VE VN WF EH YE ZM ZW',
]
  .join(' ')
  .split(' ');

describe('COUNTRIES', () => {
  it('lists the 249 ISO 3166-1 countries and Kosovo, each once', () => {
    const codes = new Set(COUNTRIES.map((country) => country.countryCode));
    expect(COUNTRIES).toHaveLength(250);
    expect(codes.size).toBe(250);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('never moves an id: every country keeps the id it was given', () => {
    const byId = [...COUNTRIES].sort((a, b) => a.id - b.id).map((country) => country.countryCode);
    expect(byId.slice(0, CODES_BY_ID.length)).toEqual(CODES_BY_ID);
    expect(new Set(COUNTRIES.map((country) => country.id)).size).toBe(COUNTRIES.length);
  });

  it('gives the payout-state countries the ids the spec names: Australia 13, United States 229, Canada 242', () => {
    expect(findCountryByCode('AU')?.id).toBe(13);
    expect(findCountryByCode('US')?.id).toBe(229);
    expect(findCountryByCode('CA')?.id).toBe(242);
  });

  it('is in alphabetical order of English name', () => {
    const names = COUNTRIES.map((country) => country.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every country a dial code, borrowing one where libphonenumber-js has none', () => {
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    expect(findCountryByCode('GB')?.dialCode).toBe('+44');
    expect(findCountryByCode('US')?.dialCode).toBe('+1');
    expect(findCountryByCode('AE')?.dialCode).toBe('+971');
    expect(findCountryByCode('XK')?.dialCode).toBe('+383');
    expect(findCountryByCode('AQ')?.dialCode).toBe('+672');
    expect(findCountryByCode('PN')?.dialCode).toBe('+64');
  });

  it('enables every country', () => {
    expect(COUNTRIES.every((country) => country.isEnable)).toBe(true);
  });
});

describe('normaliseCountryCode', () => {
  it('returns an ISO code in upper case, whatever the case and spacing', () => {
    expect(normaliseCountryCode('gb')).toBe('GB');
    expect(normaliseCountryCode(' de ')).toBe('DE');
  });

  it('maps the legacy spellings UK and GBR to GB and UAE to AE', () => {
    expect(normaliseCountryCode('UK')).toBe('GB');
    expect(normaliseCountryCode('uk')).toBe('GB');
    expect(normaliseCountryCode('GBR')).toBe('GB');
    expect(normaliseCountryCode('UAE')).toBe('AE');
  });

  it('returns undefined for anything that names no listed country', () => {
    expect(normaliseCountryCode('ZZ')).toBeUndefined();
    expect(normaliseCountryCode('USA')).toBeUndefined();
    expect(normaliseCountryCode('')).toBeUndefined();
    expect(normaliseCountryCode(null)).toBeUndefined();
    expect(normaliseCountryCode(undefined)).toBeUndefined();
  });
});

describe('findCountryByCode', () => {
  it('finds a country by its code or an alias', () => {
    expect(findCountryByCode('UK')).toEqual({
      id: 236,
      countryCode: 'GB',
      countryName: 'United Kingdom',
      dialCode: '+44',
      isEnable: true,
    });
    expect(findCountryByCode('uae')?.countryName).toBe('United Arab Emirates');
  });

  it('finds nothing for an unknown code', () => {
    expect(findCountryByCode('XX')).toBeUndefined();
  });
});
