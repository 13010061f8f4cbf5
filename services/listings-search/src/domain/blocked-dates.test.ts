import { localDate } from '@golightly/stay-rules';
import { describe, expect, it } from 'vitest';
import { BLOCK_NIGHTS_MAX, checkDateRanges, nightsText } from './blocked-dates';
import { LISTING_TEXTS } from './texts';

describe('ranges of nights to block or unblock', () => {
  it('spells out every night of the ranges once, in date order, a range of one date being one night', () => {
    expect(
      checkDateRanges([
        { from: '2026-03-05', to: '2026-03-06' },
        { from: ' 2026-03-01 ', to: '2026-03-01' },
        { from: '2026-03-06', to: '2026-03-07' },
      ]),
    ).toEqual({ ok: true, value: ['2026-03-01', '2026-03-05', '2026-03-06', '2026-03-07'] });
  });

  it('crosses months, leap days and years by the calendar', () => {
    const checked = checkDateRanges([{ from: '2028-02-28', to: '2028-03-01' }]);
    expect(checked).toEqual({ ok: true, value: ['2028-02-28', '2028-02-29', '2028-03-01'] });
    expect(checkDateRanges([{ from: '2026-12-31', to: '2027-01-01' }])).toMatchObject({ ok: true });
  });

  it("answers every bad range with the spec's words where it has them", () => {
    expect(
      checkDateRanges([
        { from: '2026-03-05', to: '2026-03-04' },
        { from: '2026-02-29', to: null },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'ranges.0.to', message: 'From value must be below the to value.' },
        { field: 'ranges.1.from', message: LISTING_TEXTS.dateInvalid },
        { field: 'ranges.1.to', message: LISTING_TEXTS.dateInvalid },
      ],
    });
    expect(checkDateRanges([])).toEqual({
      ok: false,
      errors: [{ field: 'ranges', message: LISTING_TEXTS.datesRequired }],
    });
  });

  it('takes up to three years of nights at a time, and refuses a range of centuries without spelling it out', () => {
    expect(checkDateRanges([{ from: '2026-01-01', to: '2028-12-31' }])).toMatchObject({ ok: true });
    const refusal = {
      ok: false,
      errors: [{ field: 'ranges', message: LISTING_TEXTS.tooManyNights(BLOCK_NIGHTS_MAX) }],
    };
    expect(checkDateRanges([{ from: '2026-01-01', to: '2029-01-01' }])).toEqual(refusal);
    expect(checkDateRanges([{ from: '1000-01-01', to: '9999-12-31' }])).toEqual(refusal);
  });

  it('names nights as people read dates', () => {
    expect(nightsText([localDate('2026-03-21')])).toBe('Mar 21, 2026');
    expect(nightsText(['2026-03-21', '2026-03-22', '2026-04-01'].map(localDate))).toBe(
      'Mar 21, 2026, Mar 22, 2026 and Apr 01, 2026',
    );
  });
});
