import { describe, expect, it } from 'vitest';
import { findCountryByCode } from './countries';
import { PAYOUT_STATE_COUNTRY_IDS, getStripeStates } from './payout-states';

describe('getStripeStates', () => {
  it('has state lists for exactly the ids the spec names, 229, 13 and 242', () => {
    expect([...PAYOUT_STATE_COUNTRY_IDS].sort((a, b) => a - b)).toEqual([13, 229, 242]);
  });

  it('lists the 50 United States and the District of Columbia', () => {
    const states = getStripeStates(229);
    expect(states).toHaveLength(51);
    expect(states.map((state) => state.stateCode)).toContain('DC');
    expect(states.find((state) => state.stateCode === 'NY')).toEqual({
      id: 33,
      countryId: 229,
      stateName: 'New York',
      stateCode: 'NY',
      isEnable: true,
    });
  });

  it('lists the six Australian states and two mainland territories', () => {
    expect(getStripeStates(13).map((state) => state.stateCode)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
  });

  it('lists the ten Canadian provinces and three territories', () => {
    const codes = getStripeStates(242).map((state) => state.stateCode);
    expect(codes).toHaveLength(13);
    expect(codes).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'YT', 'NU', 'NT']));
  });

  it('belongs each state to its country and gives every state its own id', () => {
    const all = PAYOUT_STATE_COUNTRY_IDS.flatMap((countryId) => {
      const states = getStripeStates(countryId);
      for (const state of states) expect(state.countryId).toBe(countryId);
      return states;
    });
    expect(new Set(all.map((state) => state.id)).size).toBe(all.length);
    expect(all.every((state) => state.isEnable)).toBe(true);
  });

  it('uses the country table ids, so a state list follows its country', () => {
    expect(getStripeStates(findCountryByCode('US')?.id ?? 0)).toBe(getStripeStates(229));
  });

  it('returns no states for any other country or an unknown id', () => {
    expect(getStripeStates(findCountryByCode('GB')?.id ?? 0)).toEqual([]);
    expect(getStripeStates(0)).toEqual([]);
    expect(getStripeStates(9999)).toEqual([]);
  });
});
