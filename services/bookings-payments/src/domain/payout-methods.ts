// Who may hold payout methods and what the address of one needs (spec 000 §3, §6; decision 0059). The bank fields'
// rules are @golightly/payout-rules', shared with the form.
import type { Identity } from '@golightly/service-kit';
import { normalisedCountry, STATE_COUNTRIES } from '@golightly/payout-rules';

/** The reserved system account of spec 000 §6: it has no money of its own. */
import { RESERVED_ACCOUNT_ID } from '@golightly/config';

export { RESERVED_ACCOUNT_ID };

export const PAYOUT_METHOD_TEXTS = {
  coHost: "A co-host cannot manage payout methods; please ask the account's owner.",
  reserved: 'This account cannot have payout methods.',
  notFound: 'This payout method is not yours or was removed.',
  defaultWithOthers: 'Make another payout method the default before removing this one.',
  lastWithStays: 'You have stays still to be paid out: add another payout method before removing this one.',
  offlineNotice: 'Payouts are not connected on this site yet: the method is recorded, but no money is sent to it.',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  zipcodeRequired: 'Zip / Postal Code is required',
  currencyInvalid: 'Choose a currency the club pays in',
} as const;

/** Paid methods are bank accounts (spec 000 §3 paymentMethod {id, name}). */
export const BANK_ACCOUNT_METHOD = { id: 2, name: 'Bank Account' } as const;

export interface PayoutAddress {
  address1: string;
  address2?: string | null;
  city: string;
  state?: string | null;
  country: string;
  zipcode: string;
}

export function payoutAddressErrors(address: PayoutAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!address.address1.trim()) errors.address1 = PAYOUT_METHOD_TEXTS.addressRequired;
  if (!address.city.trim()) errors.city = PAYOUT_METHOD_TEXTS.cityRequired;
  if (!/^[A-Za-z]{2,3}$/.test(address.country.trim())) errors.country = PAYOUT_METHOD_TEXTS.countryRequired;
  const needsState = (STATE_COUNTRIES as readonly string[]).includes(normalisedCountry(address.country));
  if (needsState && !(address.state ?? '').trim()) errors.state = PAYOUT_METHOD_TEXTS.stateRequired;
  if (!address.zipcode.trim()) errors.zipcode = PAYOUT_METHOD_TEXTS.zipcodeRequired;
  return errors;
}

/** Why this caller may not hold payout methods (a co-host acts for her host, whose money is hers alone), or null. */
export function payoutOwnerRefusal(identity: Identity): string | null {
  if (identity.coHost) return PAYOUT_METHOD_TEXTS.coHost;
  if (identity.userId === RESERVED_ACCOUNT_ID) return PAYOUT_METHOD_TEXTS.reserved;
  return null;
}

/** How a bank account is named on her rows and e-mails (spec 000 §3 payEmail): never its whole number. */
export const bankAccountLabel = (last4: string) => `Bank account ending ${last4}`;
