// The admins' picks on a signed-in member's home page (issue 15 item 3, decision 0045): one row of cards per list that
// has live homes, in the order its picks manager set; each card leads to the listing's page. A list with no live home
// is left out; a failure says so in a sentence and the rest of the page stays.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useCurrency } from '../../currency/currency-provider';
import { HomePicksDocument, type HomePicksQuery } from '../../gen/graphql';
import { dashboardScreenMessages as m } from '../../i18n/areas/dashboard';
import { listingScreenMessages as lm } from '../../i18n/areas/listing';
import { listingPictureUrl } from '../../layout/fallback-image';
import { listingPath } from '../listing/listing-url';
import { RetryingImage } from '../listing/retrying-image';
import styles from './home-page.module.css';

type PickedListing = HomePicksQuery['homePicks'][number]['listings'][number];

const LIST_NAMES: Record<string, MessageDescriptor> = {
  top: m.homePickTop,
  longTerm: m.homePickLongTerm,
  solo: m.homePickSolo,
  unique: m.homePickUnique,
  family: m.homePickFamily,
  business: m.homePickBusiness,
};
const PHOTO_ALT: MessageDescriptor = lm.cardPhotoAlt;
const PER_NIGHT: MessageDescriptor = lm.perNight;
const RATING: MessageDescriptor = m.homePickRating;

export function HomePicks() {
  const t = useIntl().formatMessage;
  const { data, error } = useQuery(HomePicksDocument, { fetchPolicy: 'cache-and-network' });
  const lists = (data?.homePicks ?? []).filter((list) => list.listings.length > 0 && LIST_NAMES[list.kind]);
  if (error && !data) {
    return (
      <p className={styles.notice} role="status">
        {t(m.homePicksUnavailable)}
      </p>
    );
  }
  if (lists.length === 0) return null;
  return (
    <section className={styles.picks} aria-labelledby="home-picks-heading">
      <h2 id="home-picks-heading" className={styles.sectionHeading}>
        {t(m.homePicksHeading)}
      </h2>
      {lists.map((list) => (
        <section key={list.kind} className={styles.pickRow} aria-labelledby={`home-picks-${list.kind}`}>
          <h3 id={`home-picks-${list.kind}`}>{t(LIST_NAMES[list.kind]!)}</h3>
          <ul className={styles.cards}>
            {list.listings.map((listing) => (
              <PickCard key={listing.id} listing={listing} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function PickCard({ listing }: { listing: PickedListing }) {
  const t = useIntl().formatMessage;
  const { format } = useCurrency();
  const title = listing.title || t(lm.untitled);
  const { basePrice, currency } = listing.listingData;
  return (
    <li className={styles.card}>
      <RetryingImage
        key={listing.coverPhoto ?? 'none'}
        className={styles.cardPhoto}
        src={listingPictureUrl(listing.coverPhoto)}
        alt={t(PHOTO_ALT, { title })}
      />
      <h4 className={styles.cardTitle}>
        <Link to={listingPath(listing)}>{title}</Link>
      </h4>
      <p className={styles.cardMeta}>{[listing.city, listing.countryName].filter(Boolean).join(', ')}</p>
      <p className={styles.cardMeta}>
        {listing.reviewsCount > 0 ? (
          <span>
            <span aria-hidden="true">★ </span>
            {t(RATING, { rating: listing.reviewsStarRating.toFixed(1) })}
          </span>
        ) : (
          t(m.homePickNew)
        )}
      </p>
      {basePrice !== null && basePrice !== undefined && currency && (
        <p className={styles.cardPrice}>{t(PER_NIGHT, { price: format(basePrice, currency) })}</p>
      )}
    </li>
  );
}
