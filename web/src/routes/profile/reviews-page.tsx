// /user/reviews and /user/gosolo-reviews: "Reviews about you" and "Reviews by you". Reviews are written after a stay
// or a GoSolo trip, which the bookings and GoSolo services add later; until then each tab says so honestly.
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from './member-only';
import { ProfileTabs } from './profile-tabs';
import styles from './profile.module.css';

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
  const t = useIntl().formatMessage;
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
          <section className={styles.panel} aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">{t(showingByYou ? m.reviewsByYou : m.reviewsAboutYou)}</h2>
            <p className={styles.muted}>{t(kind.none)}</p>
            <p className={styles.muted}>{t(showingByYou ? kind.byYou : kind.aboutYou)}</p>
          </section>
        </div>
      )}
    </MemberOnly>
  );
}
