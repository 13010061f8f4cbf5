// A member's phone number split into dial code and significant number (spec 000 §5). The phone-gate exemption is
// shared with the member app (@golightly/account-rules) and re-exported here.
import { INVALID_PHONE_NUMBER } from '@golightly/account-rules/phone';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normaliseCountryCode } from './countries';

export { INVALID_PHONE_NUMBER, isPhoneGateExempt } from '@golightly/account-rules/phone';

export type PhoneSplit =
  | { ok: true; dialCode: string; phoneNumber: string; countryCode: string }
  | { ok: false; reason: typeof INVALID_PHONE_NUMBER };

/** Ascension and Tristan da Cunha have numbering plans of their own but belong to SH in the country list. */
const REGIONS_IN_OTHER_COUNTRIES: Readonly<Record<string, string>> = { AC: 'SH', TA: 'SH' };

/**
 * Splits a number given internationally ('+44 20 7946 0958') or in the national form of the default country
 * ('020 7946 0958' with 'GB'; 'UK' and 'UAE' are accepted too). The number must be valid for a country; numbers
 * that belong to none (such as +800 freephone) are refused.
 */
export function splitPhone(input: string, defaultCountryCode?: string | null): PhoneSplit {
  const defaultCountry = normaliseCountryCode(defaultCountryCode);
  const parsed = parsePhoneNumberFromString(
    input.trim(),
    defaultCountry !== undefined && isSupportedCountry(defaultCountry) ? defaultCountry : undefined,
  );
  if (!parsed?.country || !parsed.isValid()) return { ok: false, reason: INVALID_PHONE_NUMBER };
  return {
    ok: true,
    dialCode: `+${parsed.countryCallingCode}`,
    phoneNumber: parsed.nationalNumber,
    countryCode: REGIONS_IN_OTHER_COUNTRIES[parsed.country] ?? parsed.country,
  };
}
