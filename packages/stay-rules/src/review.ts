// The rules of a stay review (spec 001 §5: "Review: text and rating required"), once for the member app, the admin
// app and bookings-payments: a whole-star rating from 1 to 5 and a text of at most REVIEW_TEXT_MAX characters.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Reviews are public and short: a few paragraphs, never a letter (decision 0057). */
export const REVIEW_TEXT_MAX = 2_000;

export const REVIEW_TEXTS = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  textRequired: 'Please write your review.',
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters.`,
  notFound: 'We could not find that stay.',
  notYetCheckedOut: 'You can write a review once the stay has ended (after check-out).',
  alreadyReviewed: 'You have already reviewed this stay.',
  reviewNotFound: 'We could not find that review.',
  listingNotFound: 'We could not find that listing.',
} as const;

export interface ReviewInput {
  rating?: number | null;
  text?: string | null;
}

export type ReviewField = 'rating' | 'text';
export interface ReviewFieldError {
  field: ReviewField;
  message: string;
}

export type ReviewCheck =
  { ok: true; value: { rating: number; text: string } } | { ok: false; errors: ReviewFieldError[] };

/** The review as it will be stored (text trimmed), or every field's refusal. */
export function checkReview(input: ReviewInput): ReviewCheck {
  const errors: ReviewFieldError[] = [];
  const rating = input.rating;
  if (
    typeof rating !== 'number' ||
    !Number.isInteger(rating) ||
    rating < REVIEW_RATING_MIN ||
    rating > REVIEW_RATING_MAX
  ) {
    errors.push({ field: 'rating', message: REVIEW_TEXTS.ratingRequired });
  }
  const text = (input.text ?? '').trim();
  if (!text) errors.push({ field: 'text', message: REVIEW_TEXTS.textRequired });
  else if (Array.from(text).length > REVIEW_TEXT_MAX) errors.push({ field: 'text', message: REVIEW_TEXTS.textTooLong });
  return errors.length ? { ok: false, errors } : { ok: true, value: { rating: rating as number, text } };
}

/** A listing's star rating as shown: the mean of its ratings to one decimal, 0 when it has none. */
export const starRatingOf = (count: number, ratingSum: number): number =>
  count > 0 ? Math.round((ratingSum / count) * 10) / 10 : 0;
