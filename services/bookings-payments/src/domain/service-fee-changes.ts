// What an admin changed in a set of service fees, in words for the admin log (decision 0028: a save that changes
// nothing records nothing).
import type { CheckedServiceFees } from '@golightly/stay-rules';

/** "12 %" or "25 EUR": one side's fee as an admin reads it. */
export function feeText(type: string, value: string, currency: string): string {
  return type === 'percentage' ? `${value} %` : `${value} ${currency}`;
}

/** Each change from `before` to `after` ("guest fee 12 % → 10 %"); empty when nothing changed. */
export function describeFeeChanges(before: CheckedServiceFees, after: CheckedServiceFees): string[] {
  const changes: string[] = [];
  for (const side of ['guest', 'host'] as const) {
    const was = feeText(before[`${side}Type`], before[`${side}Value`], before.currency);
    const now = feeText(after[`${side}Type`], after[`${side}Value`], after.currency);
    if (was !== now) changes.push(`${side} fee ${was} → ${now}`);
  }
  if (before.currency !== after.currency) changes.push(`currency ${before.currency} → ${after.currency}`);
  return changes;
}

/** The whole set in one phrase, for an added or removed listing's fees. */
export const feesText = (fees: CheckedServiceFees): string =>
  `guest fee ${feeText(fees.guestType, fees.guestValue, fees.currency)}, host fee ${feeText(fees.hostType, fees.hostValue, fees.currency)}`;
