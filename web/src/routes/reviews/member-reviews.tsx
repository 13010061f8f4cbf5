// The reviews about a member on her public profile (/users/show/{profileId}): what other members wrote of her.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { MemberReviewsDocument } from '../../gen/graphql';
import { reviewMessages as m } from '../../i18n/areas/reviews';
import { ReviewList } from './review-list';

export function MemberReviews({ userId, className }: { userId: string; className?: string }) {
  const t = useIntl().formatMessage;
  const { data, loading, error, refetch } = useQuery(MemberReviewsDocument, { variables: { userId } });
  const reviews = data?.memberReviews ?? [];
  return (
    <section className={className} aria-labelledby="member-reviews">
      <h2 id="member-reviews">{t(m.memberHeading)}</h2>
      {loading && !data ? (
        <p role="status">{t(m.loading)}</p>
      ) : error && !data ? (
        <p role="alert">
          {t(m.loadFailed)}{' '}
          <button type="button" className="button" onClick={() => void refetch()}>
            {t(m.retry)}
          </button>
        </p>
      ) : reviews.length === 0 ? (
        <p>{t(m.memberNone)}</p>
      ) : (
        <ReviewList reviews={reviews} label={t(m.memberHeading)} />
      )}
    </section>
  );
}
