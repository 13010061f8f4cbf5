import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { POSTAL_CODE_EXEMPT_COUNTRIES, POSTAL_CODE_FORMATS, validatePostalCode } from './postal-codes';

describe('validatePostalCode', () => {
  it.each([
    ['US', '12345'],
    ['US', '12345-6789'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'EC1A 1BB'],
    ['GB', 'M1 1AE'],
    ['CA', 'K1A 0B1'],
    ['DE', '10115'],
    ['NL', '1234 AB'],
    ['JP', '100-0001'],
    ['BR', '01310-100'],
    ['IN', '110001'],
    ['AU', '2000'],
    ['IE', 'D02 X285'],
    ['IE', 'A65 F4E2'],
    ['SE', '114 55'],
    ['FR', '75008'],
    ['ES', '28013'],
    ['PL', '00-950'],
    ['PT', '1000-001'],
    ['AR', 'C1425ABC'],
    ['PR', '00901'],
  ])('accepts a well-formed code for %s: %s', (country, code) => {
    expect(validatePostalCode(country, code)).toBe(true);
  });

  it.each([
    ['US', 'ABCDE'],
    ['US', '1234'],
    ['DE', '1234'],
    ['GB', '12345'],
    ['CA', '12345'],
    ['NL', 'AB 1234'],
    ['JP', '1000-001'],
    ['AU', '200'],
    ['IE', '12345'],
    ['ES', '53001'],
    ['PR', '12345'],
  ])('rejects a code of the wrong shape for %s: %s', (country, code) => {
    expect(validatePostalCode(country, code)).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(validatePostalCode('gb', '  sw1a 1aa ')).toBe(true);
    expect(validatePostalCode('ca', 'k1a0b1')).toBe(true);
    expect(validatePostalCode('us', ' 12345 ')).toBe(true);
  });

  it('treats UK and GBR as GB and UAE as AE', () => {
    expect(validatePostalCode('UK', 'SW1A 1AA')).toBe(true);
    expect(validatePostalCode('GBR', 'SW1A 1AA')).toBe(true);
    expect(validatePostalCode('UK', '12345')).toBe(false);
    expect(validatePostalCode('UAE', 'Dubai')).toBe(true);
  });

  it('requires a code that is not blank, in every country', () => {
    for (const country of ['US', 'AE', 'AQ', 'IR']) {
      expect(validatePostalCode(country, '')).toBe(false);
      expect(validatePostalCode(country, '   ')).toBe(false);
      expect(validatePostalCode(country, null)).toBe(false);
      expect(validatePostalCode(country, undefined)).toBe(false);
    }
  });

  it('passes any non-blank code in the exempt countries AQ, TD, CD, CI, DJ, GA, GN, IR and MR', () => {
    expect([...POSTAL_CODE_EXEMPT_COUNTRIES].sort()).toEqual(['AQ', 'CD', 'CI', 'DJ', 'GA', 'GN', 'IR', 'MR', 'TD']);
    for (const country of POSTAL_CODE_EXEMPT_COUNTRIES)
      expect(validatePostalCode(country, 'anything at all')).toBe(true);
  });

  it('passes any non-blank code in a country without postal codes', () => {
    expect(validatePostalCode('AE', 'P.O. Box 1234')).toBe(true);
    expect(validatePostalCode('HK', '000000')).toBe(true);
  });

  it('fails when the country is unknown', () => {
    expect(validatePostalCode('ZZ', '12345')).toBe(false);
    expect(validatePostalCode('', '12345')).toBe(false);
    expect(validatePostalCode(null, '12345')).toBe(false);
  });
});

describe('POSTAL_CODE_FORMATS', () => {
  it('only names countries of the country list, and none of the exempt ones', () => {
    const listed = new Set(COUNTRIES.map((country) => country.countryCode));
    for (const country of Object.keys(POSTAL_CODE_FORMATS)) {
      expect(listed.has(country), country).toBe(true);
      expect(POSTAL_CODE_EXEMPT_COUNTRIES.has(country), country).toBe(false);
    }
  });

  it('anchors every format, so a valid code followed by junk fails', () => {
    for (const [country, format] of Object.entries(POSTAL_CODE_FORMATS)) {
      expect(format.source.startsWith('^') && format.source.endsWith('$'), country).toBe(true);
    }
    expect(validatePostalCode('DE', '10115 Berlin')).toBe(false);
  });
});
