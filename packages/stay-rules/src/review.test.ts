import { describe, expect, it } from 'vitest';
import { checkReview, REVIEW_TEXT_MAX, REVIEW_TEXTS, starRatingOf } from './review';

describe('checkReview', () => {
  it('keeps a whole-star rating and the trimmed text', () => {
    expect(checkReview({ rating: 5, text: '  Lovely flat.  ' })).toEqual({
      ok: true,
      value: { rating: 5, text: 'Lovely flat.' },
    });
  });

  it('requires both the rating and the text (spec 001 §5)', () => {
    expect(checkReview({ rating: null, text: '   ' })).toEqual({
      ok: false,
      errors: [
        { field: 'rating', message: REVIEW_TEXTS.ratingRequired },
        { field: 'text', message: REVIEW_TEXTS.textRequired },
      ],
    });
  });

  it.each([0, 6, 2.5, Number.NaN])('refuses the rating %s', (rating) => {
    expect(checkReview({ rating, text: 'ok' }).ok).toBe(false);
  });

  it('refuses a text longer than the limit, counted in characters', () => {
    expect(checkReview({ rating: 4, text: '😀'.repeat(REVIEW_TEXT_MAX) }).ok).toBe(true);
    expect(checkReview({ rating: 4, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) })).toEqual({
      ok: false,
      errors: [{ field: 'text', message: REVIEW_TEXTS.textTooLong }],
    });
  });
});

describe('starRatingOf', () => {
  it('is the mean to one decimal, 0 without ratings', () => {
    expect(starRatingOf(0, 0)).toBe(0);
    expect(starRatingOf(3, 13)).toBe(4.3);
  });
});
