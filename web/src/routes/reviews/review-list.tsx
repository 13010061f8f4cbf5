// A list of reviews as members read them: the stars, her words, who wrote it and when.
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ReviewFieldsFragment } from '../../gen/graphql';
import { reviewMessages as m } from '../../i18n/areas/reviews';
import { StarRow } from './star-rating';
import styles from './reviews.module.css';

/** Messages with placeholders are typed loosely here, as elsewhere in the app. */
type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

export function authorOf(review: ReviewFieldsFragment, fallback: string): string {
  if (review.authorRole === 'admin') return review.authorName || fallback;
  return review.author?.firstName || fallback;
}

export function ReviewList({
  reviews,
  label,
  showHidden = false,
}: {
  reviews: readonly ReviewFieldsFragment[];
  label: string;
  showHidden?: boolean;
}) {
  const intl = useIntl();
  const t: Say = intl.formatMessage;
  return (
    <ul className={styles.list} aria-label={label}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <StarRow rating={review.rating} />
          {showHidden && review.hidden && <span className={styles.badge}>{t(m.hidden)}</span>}
          <p>{review.text}</p>
          <p className={styles.muted}>
            {t(m.byline, {
              name: authorOf(review, t(m.aGuest)),
              date: intl.formatDate(review.createdAt, { year: 'numeric', month: 'long' }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
