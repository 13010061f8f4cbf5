import type { CheckedServiceFees } from '@golightly/stay-rules';
import { describe, expect, it } from 'vitest';
import { describeFeeChanges, feesText } from './service-fee-changes';

const SITE: CheckedServiceFees = {
  guestType: 'percentage',
  guestValue: '12',
  hostType: 'percentage',
  hostValue: '3',
  currency: 'USD',
};

describe('describeFeeChanges', () => {
  it('says nothing when nothing changed', () => {
    expect(describeFeeChanges(SITE, { ...SITE })).toEqual([]);
  });

  it('names each side that changed, with its type', () => {
    expect(describeFeeChanges(SITE, { ...SITE, guestValue: '10', hostType: 'fixed', hostValue: '25' })).toEqual([
      'guest fee 12 % → 10 %',
      'host fee 3 % → 25 USD',
    ]);
  });

  it('counts a new currency as a change even when no fee is fixed', () => {
    expect(describeFeeChanges(SITE, { ...SITE, currency: 'EUR' })).toEqual(['currency USD → EUR']);
  });

  it('reads a whole set in one phrase', () => {
    expect(feesText({ ...SITE, guestType: 'fixed', guestValue: '5.5' })).toBe('guest fee 5.5 USD, host fee 3 %');
  });
});
