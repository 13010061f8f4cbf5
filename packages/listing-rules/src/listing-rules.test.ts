import { describe, expect, it } from 'vitest';
import { checkCancellationPolicy, checkGuestPledge, checkHouseRules } from './listing-rules';
import { LISTING_TEXTS } from './texts';

const catalogue = new Map([
  [50, { id: 50, typeId: 14, itemName: 'No smoking', isEnable: true }],
  [22, { id: 22, typeId: 10, itemName: 'Wifi', isEnable: true }],
]);

describe('step 3, house rules, cancellation policy and guest pledge', () => {
  it('keeps picked house rules and the host’s own rules', () => {
    expect(checkHouseRules({ houseRuleIds: [50, 50], customHouseRules: ' Shoes off, please. ' }, catalogue)).toEqual({
      ok: true,
      value: { houseRuleIds: [50], customHouseRules: 'Shoes off, please.' },
    });
  });

  it('refuses an item that is not a house rule, and own rules past 1000 characters', () => {
    expect(checkHouseRules({ houseRuleIds: [22], customHouseRules: 'x'.repeat(1001) }, catalogue)).toEqual({
      ok: false,
      errors: [
        { field: 'houseRules', message: LISTING_TEXTS.settingUnknown },
        { field: 'customHouseRules', message: LISTING_TEXTS.tooLong(1000) },
      ],
    });
  });

  it('offers the four policies of spec 001 §9', () => {
    for (const policy of ['flexible', 'moderate', 'strict', 'superStrict30']) {
      expect(checkCancellationPolicy(policy)).toEqual({ ok: true, value: policy });
    }
    expect(checkCancellationPolicy('')).toEqual({
      ok: false,
      errors: [{ field: 'cancellationPolicy', message: LISTING_TEXTS.cancellationPolicyRequired }],
    });
    expect(checkCancellationPolicy('lenient')).toEqual({
      ok: false,
      errors: [{ field: 'cancellationPolicy', message: LISTING_TEXTS.cancellationPolicyInvalid }],
    });
  });

  it('needs the guest pledge agreed to', () => {
    expect(checkGuestPledge(true).ok).toBe(true);
    expect(checkGuestPledge(false)).toEqual({
      ok: false,
      errors: [{ field: 'guestPledge', message: 'Please agree to the guest pledge to continue.' }],
    });
  });
});
