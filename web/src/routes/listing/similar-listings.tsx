// Similar homes under a listing (decision 0037): up to six cards, each with its cover, place, size and price.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useCurrency } from '../../currency/currency-provider';
import type { ListingCardFieldsFragment } from '../../gen/graphql';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import { listingPictureUrl } from '../../layout/fallback-image';
import { listingPath } from './listing-url';
import { RetryingImage } from './retrying-image';
import styles from './listing-page.module.css';

const PHOTO_ALT: MessageDescriptor = m.cardPhotoAlt;
const PER_NIGHT: MessageDescriptor = m.perNight;
const GUESTS: MessageDescriptor = m.guests;
const BEDROOMS: MessageDescriptor = m.bedrooms;

export function SimilarListings({ listings }: { listings: readonly ListingCardFieldsFragment[] }) {
  const t = useIntl().formatMessage;
  const { format } = useCurrency();
  if (listings.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="listing-similar">
      <h2 id="listing-similar">{t(m.similarHeading)}</h2>
      <ul className={styles.cards}>
        {listings.map((listing) => {
          const title = listing.title || t(m.untitled);
          const { basePrice, currency } = listing.listingData;
          return (
            <li key={listing.id} className={styles.similarCard}>
              <RetryingImage
                key={listing.coverPhoto ?? 'none'}
                className={styles.cardPhoto}
                src={listingPictureUrl(listing.coverPhoto)}
                alt={t(PHOTO_ALT, { title })}
              />
              <h3 className={styles.cardTitle}>
                <Link to={listingPath(listing)}>{title}</Link>
              </h3>
              <p className={styles.muted}>{[listing.city, listing.countryName].filter(Boolean).join(', ')}</p>
              <p className={styles.muted}>
                {[
                  listing.roomType?.itemName,
                  t(GUESTS, { count: listing.personCapacity }),
                  t(BEDROOMS, { count: listing.bedrooms }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {basePrice !== null && basePrice !== undefined && currency && (
                <p className={styles.cardPrice}>{t(PER_NIGHT, { price: format(basePrice, currency) })}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
