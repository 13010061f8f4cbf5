import { describe, expect, it } from 'vitest';
import { splitPhone } from './phone';

describe('splitPhone', () => {
  it('splits an international number into dial code and significant digits', () => {
    expect(splitPhone('+44 20 7946 0958', 'US')).toEqual({
      ok: true,
      dialCode: '+44',
      phoneNumber: '2079460958',
      countryCode: 'GB',
    });
  });

  it('reads a national number in the default country, dropping the trunk prefix and punctuation', () => {
    expect(splitPhone('020 7946 0958', 'GB')).toEqual({
      ok: true,
      dialCode: '+44',
      phoneNumber: '2079460958',
      countryCode: 'GB',
    });
    expect(splitPhone('(202) 555-0143', 'US')).toEqual({
      ok: true,
      dialCode: '+1',
      phoneNumber: '2025550143',
      countryCode: 'US',
    });
  });

  it('accepts UK and UAE as default countries', () => {
    expect(splitPhone('07911 123456', 'UK')).toMatchObject({ ok: true, dialCode: '+44', phoneNumber: '7911123456' });
    expect(splitPhone('050 123 4567', 'UAE')).toEqual({
      ok: true,
      dialCode: '+971',
      phoneNumber: '501234567',
      countryCode: 'AE',
    });
  });

  it('tells +1 countries apart by the number itself', () => {
    expect(splitPhone('+1 416 555 0123', 'US')).toMatchObject({ dialCode: '+1', countryCode: 'CA' });
  });

  it.each([
    ['letters', 'call me maybe', 'US'],
    ['an empty input', '', 'US'],
    ['too few digits', '+44 20 79', 'GB'],
    ['a national number without a default country', '020 7946 0958', undefined],
    ['a national number with an unknown default country', '020 7946 0958', 'ZZ'],
    ['digits no country uses', '+44 00 0000 0000', 'GB'],
    ['a number that belongs to no country', '+800 1234 5678', 'US'],
  ])('refuses %s', (_case, input, country) => {
    expect(splitPhone(input, country)).toEqual({ ok: false, reason: 'Please enter a valid phone number.' });
  });
});
