// /user/reviews and /user/gosolo-reviews: "Reviews about you" and "Reviews by you". Reviews are written after a stay
// or a GoSolo trip, which the bookings and GoSolo services add later; until then each tab says so honestly.
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from './member-only';
import { ProfileTabs } from './profile-tabs';
import styles from './profile.module.css';

const KINDS = {
  '/user/reviews': {
    title: 'Reviews',
    after: 'a stay',
    aboutYou: 'When you have hosted or stayed with a member, her review of you appears here.',
    byYou: 'After each stay you are invited to write a review; the reviews you write appear here.',
  },
  '/user/gosolo-reviews': {
    title: 'GoSolo reviews',
    after: 'a GoSolo trip',
    aboutYou: 'Reviews of you from the GoSolo trips you join appear here.',
    byYou: 'After each GoSolo trip you are invited to review it; the reviews you write appear here.',
  },
} as const;

type ReviewsPath = keyof typeof KINDS;

export default function ReviewsPage() {
  const location = useLocation();
  const path: ReviewsPath = location.pathname.toLowerCase().startsWith('/user/gosolo-reviews')
    ? '/user/gosolo-reviews'
    : '/user/reviews';
  const kind = KINDS[path];
  const showingByYou = new URLSearchParams(location.search).get('tab') === 'by-you';
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title={kind.title} />
          <h1>{kind.title}</h1>
          <ProfileTabs />
          <nav aria-label="Which reviews">
            <ul className={styles.tabs}>
              <li>
                <Link className={styles.tab} to={path} aria-current={showingByYou ? undefined : 'page'}>
                  Reviews about you
                </Link>
              </li>
              <li>
                <Link className={styles.tab} to={`${path}?tab=by-you`} aria-current={showingByYou ? 'page' : undefined}>
                  Reviews by you
                </Link>
              </li>
            </ul>
          </nav>
          <section className={styles.panel} aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">{showingByYou ? 'Reviews by you' : 'Reviews about you'}</h2>
            <p className={styles.muted}>No reviews yet. Reviews appear here after {kind.after}.</p>
            <p className={styles.muted}>{showingByYou ? kind.byYou : kind.aboutYou}</p>
          </section>
        </div>
      )}
    </MemberOnly>
  );
}
