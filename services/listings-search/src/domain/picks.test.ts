import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/service-kit';
import { checkSearchSettings, isPermutation, moveOne, PICK_KINDS, PICK_LISTS, SEARCH_SETTINGS_URL } from './picks';

describe('picks rules', () => {
  it('moves one place, stays put at either end, and knows a listing not in the list', () => {
    expect(moveOne([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(moveOne([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(moveOne([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moveOne([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(moveOne([1, 2, 3], 4, 'up')).toBeNull();
  });

  it('accepts a new order only of the same listings, each once', () => {
    expect(isPermutation([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isPermutation([1, 2, 3], [3, 1])).toBe(false);
    expect(isPermutation([1, 2, 3], [3, 3, 1])).toBe(false);
    expect(isPermutation([1, 2, 3], [3, 1, 4])).toBe(false);
  });

  it('keeps each list at the exact page its picks manager privilege opens', () => {
    const opened = (url: string) => ADMIN_PRIVILEGES.filter((p) => p.permittedUrls.includes(url)).map((p) => p.name);
    expect(PICK_KINDS.map((kind) => opened(PICK_LISTS[kind].url))).toEqual([
      ['Top Picks Manager'],
      ['Long Term Picks Manager'],
      ['Solo Travel Picks Manager'],
      ['Unique Travel Picks Manager'],
      ['Family Friendly Picks Manager'],
      ['Business Travel Picks Manager'],
    ]);
    expect(opened(SEARCH_SETTINGS_URL)).toEqual(['Manage Search Settings']);
  });

  it('checks the search settings: max > min >= 0 in whole dollars', () => {
    expect(checkSearchSettings({ priceRangeMin: 0, priceRangeMax: 1, pageSize: 6 }).ok).toBe(true);
    expect(checkSearchSettings({ priceRangeMin: 10, priceRangeMax: 9, pageSize: 18 }).ok).toBe(false);
    expect(checkSearchSettings({ priceRangeMin: 0, priceRangeMax: 1_000_001, pageSize: 18 }).ok).toBe(false);
    expect(checkSearchSettings({ priceRangeMin: 0.5, priceRangeMax: 100, pageSize: 18 }).ok).toBe(false);
    expect(checkSearchSettings({ priceRangeMin: 0, priceRangeMax: 100, pageSize: 5 }).ok).toBe(false);
  });
});
