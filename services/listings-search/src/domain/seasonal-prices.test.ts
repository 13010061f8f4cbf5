import { season, stayTerms } from '@golightly/stay-rules/testing';
import { describe, expect, it } from 'vitest';
import { checkSeason, sameSeason, type SeasonInput } from './seasonal-prices';

const terms = stayTerms({
  currency: 'JPY',
  minNight: 2,
  maxNight: 30,
  seasons: [season('Cherry blossom', '2026-03-25', '2026-04-10', 20000)],
});
const golden: SeasonInput = { name: ' Golden Week ', from: '2026-04-29', to: '2026-05-06', nightlyPrice: '30000' };

describe('a seasonal price as the host writes it', () => {
  it("reads its amounts in the listing's currency and its weekdays in week order", () => {
    expect(checkSeason({ ...golden, weekendPrice: '35000', noCheckInDays: ['sun', ' Mon', 'SUN'] }, terms)).toEqual({
      ok: true,
      value: {
        name: 'Golden Week',
        from: '2026-04-29',
        to: '2026-05-06',
        nightlyMinor: 30000,
        weekendMinor: 35000,
        extraGuestMinor: null,
        minimumStay: null,
        maximumStay: null,
        noCheckInDays: ['MON', 'SUN'],
        noCheckOutDays: [],
      },
    });
  });

  it('takes a season of one night, and refuses one that shares a night with another, naming both', () => {
    expect(checkSeason({ ...golden, from: '2026-04-11', to: '2026-04-11' }, terms)).toMatchObject({ ok: true });
    expect(checkSeason({ ...golden, from: '2026-04-10', to: '2026-04-12' }, terms)).toEqual({
      ok: false,
      errors: [
        {
          field: 'from',
          message:
            'The seasons "Cherry blossom" and "Golden Week" overlap: each night can have only one seasonal price.',
        },
      ],
    });
  });

  it("holds its stay limits to the listing's where it leaves them empty", () => {
    expect(checkSeason({ ...golden, minimumStay: 31 }, terms)).toMatchObject({
      ok: false,
      errors: [{ field: 'minimumStay', message: 'Minimum nights must not be more than maximum nights.' }],
    });
    expect(checkSeason({ ...golden, nightlyPrice: '300.5' }, terms)).toMatchObject({
      errors: [{ field: 'nightlyPrice', message: 'Nightly price: JPY amounts have no decimals.' }],
    });
  });

  it('knows two seasons alike whatever order their fields were written in', () => {
    const a = season('A', '2026-01-01', '2026-01-31', 100);
    const { name, ...rest } = a;
    expect(sameSeason(a, { ...rest, name })).toBe(true);
    expect(sameSeason(a, { ...a, noCheckOutDays: ['FRI'] })).toBe(false);
  });
});
