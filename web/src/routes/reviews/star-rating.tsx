// Stars: a picker of 1 to 5 (a radio group, keyboard and screen reader friendly) and the read-only row of a review.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@golightly/stay-rules';
import { reviewMessages as m } from '../../i18n/areas/reviews';
import styles from './reviews.module.css';

/** Messages with placeholders are typed loosely here, as elsewhere in the app. */
type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

const VALUES = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

export function StarPicker({
  value,
  onChange,
  errorId,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  errorId?: string;
}) {
  const t: Say = useIntl().formatMessage;
  return (
    <fieldset className={styles.stars} aria-describedby={errorId}>
      <legend>{t(m.ratingLabel)}</legend>
      {VALUES.map((rating) => (
        <label key={rating} className={`${styles.star} ${value !== null && rating <= value ? styles.starOn : ''}`}>
          <input
            type="radio"
            name="rating"
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            aria-label={t(m.stars, { count: rating })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

export function StarRow({ rating }: { rating: number }) {
  const t: Say = useIntl().formatMessage;
  const whole = Math.round(rating);
  return (
    <span className={styles.rating} role="img" aria-label={t(m.ratedOutOf, { rating })}>
      {'★'.repeat(whole)}
      {'☆'.repeat(Math.max(0, REVIEW_RATING_MAX - whole))}
    </span>
  );
}
