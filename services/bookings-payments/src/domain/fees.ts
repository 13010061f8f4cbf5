// The club's service fees on a stay (spec 000 §3 "Guest/host service fee", "Property service fee"; decision 0047):
// a guest fee added to what she pays and a host fee taken from what the host is paid, each a percentage of the stay
// before tax or a fixed amount once per stay. Diamond members pay no fees (spec 001 §9).
import { percentOf, type Minor } from '@golightly/money';

export type FeeType = 'percentage' | 'fixed';

/** One side's fee: a percentage (0 to 100) or a fixed amount in the settings' currency, as decimal text. */
export interface Fee {
  type: FeeType;
  /** Exact decimal text: "12" or "12.50". */
  value: string;
}

/** A row of service_fees: the site's fees, or the property service fees. */
export interface FeeSettings {
  kind: 'site' | 'property';
  guest: Fee;
  host: Fee;
  /** ISO 4217 code fixed fees are stated in. */
  currency: string;
}

/** The fees of one stay, in the listing's currency. */
export interface StayFees {
  guestMinor: Minor;
  hostMinor: Minor;
}

/**
 * The fee on a stay whose price before tax is `stayMinor`: its percentage of it, or the fixed amount already
 * converted into the listing's currency (`fixedMinor`).
 */
export function feeOn(fee: Fee, stayMinor: Minor, fixedMinor: () => Minor): Minor {
  return fee.type === 'percentage' ? percentOf(stayMinor, fee.value) : fixedMinor();
}

/**
 * The guest and host fees of a stay. A Diamond guest pays no guest fee; the host's fee is hers to pay whoever books
 * (a Diamond host's own exemption needs her standing, which only her own calls carry).
 */
export function stayFees(
  settings: FeeSettings,
  stayMinor: Minor,
  guestIsDiamond: boolean,
  fixedMinor: (value: string) => Minor,
): StayFees {
  return {
    guestMinor: guestIsDiamond ? 0 : feeOn(settings.guest, stayMinor, () => fixedMinor(settings.guest.value)),
    hostMinor: feeOn(settings.host, stayMinor, () => fixedMinor(settings.host.value)),
  };
}
