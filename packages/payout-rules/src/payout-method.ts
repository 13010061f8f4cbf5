// A host's bank payout method (spec 001 §3 "Payout account", §5 "Payout form"): which fields each country asks for
// and their checks, worded as the spec's messages. The server refuses what this refuses; the form shows the same
// messages beside the fields, so the rules exist once.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

export type AccountType = 'individual' | 'company';

/** The bank details a form may carry; which are asked for depends on the country (see payoutFieldsFor). */
export interface PayoutBankDetails {
  accountType: AccountType;
  companyName?: string;
  firstName: string;
  lastName: string;
  routingNumber?: string;
  accountNumber?: string;
  confirmAccountNumber?: string;
  iban?: string;
  confirmIban?: string;
  ssnLast4?: string;
  sortCode?: string;
  transitNumber?: string;
  institutionNumber?: string;
  bsb?: string;
}

export type PayoutField = Exclude<keyof PayoutBankDetails, 'accountType'>;

/** Spec 001 §5's payout-form messages (the spec names them; these are their words on the form). */
export const PAYOUT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  routingNumberRequired: 'Routing number is required',
  routingNumberInvalid: 'Invalid routing number',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Invalid account number',
  accountNumberMismatch: 'Account number mismatch',
  ibanRequired: 'IBAN is required',
  ibanInvalid: 'Invalid IBAN',
  ibanMismatch: 'IBAN number mismatch',
  ssnRequired: 'SSN number is required',
  ssnInvalid: 'Invalid SSN number',
  sortCodeRequired: 'Sort code is required',
  sortCodeInvalid: 'Invalid sort code',
  transitNumberRequired: 'Transit number is required',
  institutionNumberRequired: 'Institution number is required',
  bsbRequired: 'BSB is required',
  bsbInvalid: 'Invalid BSB',
} as const;

/** Countries whose payout address asks for a state, from getStripeStates (spec 000 §9: ids 229, 13 and 242). */
export const STATE_COUNTRIES = ['US', 'AU', 'CA'] as const;

/** The country codes whose banks are reached by IBAN (the euro area, the EEA and a few more Stripe pays to). */
const IBAN_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'AE',
]); // prettier-ignore

/** The fields the form asks for in a country, in the order shown (besides account type and the address). */
export function payoutFieldsFor(countryCode: string, accountType: AccountType): PayoutField[] {
  const country = normalisedCountry(countryCode);
  const holder: PayoutField[] = accountType === 'company' ? ['companyName'] : ['firstName', 'lastName'];
  if (country === 'US') return [...holder, 'routingNumber', 'accountNumber', 'confirmAccountNumber', 'ssnLast4'];
  if (country === 'GB') return [...holder, 'sortCode', 'accountNumber', 'confirmAccountNumber'];
  if (country === 'CA')
    return [...holder, 'transitNumber', 'institutionNumber', 'accountNumber', 'confirmAccountNumber'];
  if (country === 'AU') return [...holder, 'bsb', 'accountNumber', 'confirmAccountNumber'];
  if (IBAN_COUNTRIES.has(country)) return [...holder, 'iban', 'confirmIban'];
  return [...holder, 'accountNumber', 'confirmAccountNumber'];
}

/** Spec 000 §9: payout country lists map UK to GB and UAE to AE. */
export function normalisedCountry(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (code === 'UK') return 'GB';
  if (code === 'UAE') return 'AE';
  return code;
}

/** The ABA routing number's published checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const digitsOnly = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

export type PayoutFieldErrors = Partial<Record<PayoutField, string>>;

/** Each asked-for field's first problem, with the spec's message; empty when the details may be saved. */
export function payoutDetailsErrors(countryCode: string, details: PayoutBankDetails): PayoutFieldErrors {
  const errors: PayoutFieldErrors = {};
  const fields = new Set(payoutFieldsFor(countryCode, details.accountType));
  const blank = (field: PayoutField) => !(details[field] ?? '').trim();
  const m = PAYOUT_MESSAGES;

  if (fields.has('companyName') && blank('companyName')) errors.companyName = m.companyNameRequired;
  if (fields.has('firstName') && blank('firstName')) errors.firstName = m.firstNameRequired;
  if (fields.has('lastName') && blank('lastName')) errors.lastName = m.lastNameRequired;

  if (fields.has('routingNumber')) {
    if (blank('routingNumber')) errors.routingNumber = m.routingNumberRequired;
    else if (!isValidRoutingNumber(digitsOnly(details.routingNumber))) errors.routingNumber = m.routingNumberInvalid;
  }
  if (fields.has('sortCode')) {
    if (blank('sortCode')) errors.sortCode = m.sortCodeRequired;
    else if (!/^\d{6}$/.test(digitsOnly(details.sortCode))) errors.sortCode = m.sortCodeInvalid;
  }
  if (fields.has('transitNumber') && !/^\d{5}$/.test(digitsOnly(details.transitNumber)))
    errors.transitNumber = m.transitNumberRequired;
  if (fields.has('institutionNumber') && !/^\d{3}$/.test(digitsOnly(details.institutionNumber)))
    errors.institutionNumber = m.institutionNumberRequired;
  if (fields.has('bsb')) {
    if (blank('bsb')) errors.bsb = m.bsbRequired;
    else if (!/^\d{6}$/.test(digitsOnly(details.bsb))) errors.bsb = m.bsbInvalid;
  }
  if (fields.has('accountNumber')) {
    const account = digitsOnly(details.accountNumber);
    if (!account) errors.accountNumber = m.accountNumberRequired;
    else if (!/^\d{4,17}$/.test(account)) errors.accountNumber = m.accountNumberInvalid;
    else if (account !== digitsOnly(details.confirmAccountNumber))
      errors.confirmAccountNumber = m.accountNumberMismatch;
  }
  if (fields.has('iban')) {
    const iban = electronicFormatIBAN(details.iban ?? '') ?? '';
    if (!iban) errors.iban = m.ibanRequired;
    else if (!isValidIBAN(iban) || !iban.startsWith(normalisedCountry(countryCode))) errors.iban = m.ibanInvalid;
    else if (iban !== (electronicFormatIBAN(details.confirmIban ?? '') ?? '')) errors.confirmIban = m.ibanMismatch;
  }
  if (fields.has('ssnLast4')) {
    if (blank('ssnLast4')) errors.ssnLast4 = m.ssnRequired;
    else if (!/^\d{4}$/.test(digitsOnly(details.ssnLast4))) errors.ssnLast4 = m.ssnInvalid;
  }
  return errors;
}

/** What is kept of a bank account to show her which it is: its last four characters. */
export function payoutAccountLast4(countryCode: string, details: PayoutBankDetails): string {
  const fields = payoutFieldsFor(countryCode, details.accountType);
  const account = fields.includes('iban')
    ? (electronicFormatIBAN(details.iban ?? '') ?? '')
    : digitsOnly(details.accountNumber);
  return account.slice(-4);
}
