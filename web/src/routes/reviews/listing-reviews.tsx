// The reviews of a home on its listing page, newest first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ListingReviewsDocument } from '../../gen/graphql';
import { reviewMessages as m } from '../../i18n/areas/reviews';
import { ReviewList } from './review-list';

const PAGE_SIZE = 6;

export function ListingReviews({ listId }: { listId: number }) {
  const t = useIntl().formatMessage;
  const { data, error, fetchMore } = useQuery(ListingReviewsDocument, {
    variables: { listId, page: 1, pageSize: PAGE_SIZE },
  });
  if (error && !data) return <p role="alert">{t(m.loadFailed)}</p>;
  const page = data?.listingReviews;
  if (!page || page.results.length === 0) return null;
  return (
    <>
      <ReviewList reviews={page.results} label={t(m.listingList)} />
      {page.results.length < page.count && (
        <button
          type="button"
          className="button"
          onClick={() =>
            void fetchMore({
              variables: { page: Math.floor(page.results.length / PAGE_SIZE) + 1 },
              updateQuery: (previous, { fetchMoreResult }) => ({
                listingReviews: {
                  ...fetchMoreResult.listingReviews,
                  results: [...previous.listingReviews.results, ...fetchMoreResult.listingReviews.results],
                },
              }),
            })
          }
        >
          {t(m.showMore)}
        </button>
      )}
    </>
  );
}
