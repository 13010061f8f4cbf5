// /user/reviews and /user/gosolo-reviews: "Reviews about you" and "Reviews by you". Stay reviews come from
// bookings-payments (myReviews), with her completed stays that still wait for her review above them; GoSolo trip
// reviews arrive with the GoSolo service, so that tab says so honestly until then.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { MyReviewsDocument } from '../../gen/graphql';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { reviewMessages as r } from '../../i18n/areas/reviews';
import { PageTitle } from '../../layout/page-title';
import { ReviewList } from '../reviews/review-list';
import { writeReviewPath } from '../reviews/write-review-link';
import { MemberOnly } from './member-only';
import { ProfileTabs } from './profile-tabs';
import styles from './profile.module.css';

/** Messages with placeholders are typed loosely here, as elsewhere in the app. */
type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

const KINDS = {
  '/user/reviews': {
    title: m.reviewsTitle,
    none: m.reviewsNoneAfterStay,
    aboutYou: m.reviewsStayAboutYou,
    byYou: m.reviewsStayByYou,
  },
  '/user/gosolo-reviews': {
    title: m.reviewsGoSoloTitle,
    none: m.reviewsNoneAfterTrip,
    aboutYou: m.reviewsTripAboutYou,
    byYou: m.reviewsTripByYou,
  },
} as const;

type ReviewsPath = keyof typeof KINDS;

export default function ReviewsPage() {
  const location = useLocation();
  const t: Say = useIntl().formatMessage;
  const path: ReviewsPath = location.pathname.toLowerCase().startsWith('/user/gosolo-reviews')
    ? '/user/gosolo-reviews'
    : '/user/reviews';
  const kind = KINDS[path];
  const showingByYou = new URLSearchParams(location.search).get('tab') === 'by-you';
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title={t(kind.title)} />
          <h1>{t(kind.title)}</h1>
          <ProfileTabs />
          <nav aria-label={t(m.reviewsWhich)}>
            <ul className={styles.tabs}>
              <li>
                <Link className={styles.tab} to={path} aria-current={showingByYou ? undefined : 'page'}>
                  {t(m.reviewsAboutYou)}
                </Link>
              </li>
              <li>
                <Link className={styles.tab} to={`${path}?tab=by-you`} aria-current={showingByYou ? 'page' : undefined}>
                  {t(m.reviewsByYou)}
                </Link>
              </li>
            </ul>
          </nav>
          {path === '/user/reviews' ? (
            <StayReviews showingByYou={showingByYou} />
          ) : (
            <section className={styles.panel} aria-labelledby="reviews-heading">
              <h2 id="reviews-heading">{t(showingByYou ? m.reviewsByYou : m.reviewsAboutYou)}</h2>
              <p className={styles.muted}>{t(kind.none)}</p>
              <p className={styles.muted}>{t(showingByYou ? kind.byYou : kind.aboutYou)}</p>
            </section>
          )}
        </div>
      )}
    </MemberOnly>
  );
}

function StayReviews({ showingByYou }: { showingByYou: boolean }) {
  const intl = useIntl();
  const t: Say = intl.formatMessage;
  const { data, loading, error, refetch } = useQuery(MyReviewsDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p role="status">{t(r.loading)}</p>;
  if (error && !data) {
    return (
      <section className={styles.panel}>
        <p role="alert">{t(r.loadFailed)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t(r.retry)}
        </button>
      </section>
    );
  }
  const mine = data?.myReviews;
  const heading = t(showingByYou ? m.reviewsByYou : m.reviewsAboutYou);
  const reviews = (showingByYou ? mine?.byMe : mine?.aboutMe) ?? [];
  const pending = mine?.pending ?? [];
  return (
    <>
      {pending.length > 0 && (
        <section className={styles.panel} aria-labelledby="pending-reviews">
          <h2 id="pending-reviews">{t(r.pendingHeading)}</h2>
          <ul>
            {pending.map((stay) => (
              <li key={stay.reservationId}>
                {t(r.pendingStay, {
                  title: stay.listingTitle,
                  date: intl.formatDate(`${stay.checkOut}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                })}{' '}
                <Link to={writeReviewPath(stay.reservationId)}>{t(r.writeReview)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{heading}</h2>
        {reviews.length === 0 ? (
          <p className={styles.muted}>{t(showingByYou ? r.noneByYou : r.noneAboutYou)}</p>
        ) : (
          <ReviewList reviews={reviews} label={heading} showHidden={showingByYou} />
        )}
      </section>
    </>
  );
}
