// The homes found (spec 000 §3 search result listing): a card each with the cover photo (retried as every listing
// picture is), the wish-list heart, title, place, size, price per night in the member's currency and rating; pages
// under them.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { SearchResultCardFieldsFragment } from '../../gen/graphql';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { listingPictureUrl } from '../../layout/fallback-image';
import { listingPath } from '../listing/listing-url';
import { RetryingImage } from '../listing/retrying-image';
import { WishListHeart } from '../wishlists/wish-list-heart';
import styles from './search-page.module.css';

const PHOTO_ALT: MessageDescriptor = m.photoAlt;
const PER_NIGHT: MessageDescriptor = m.perNight;
const RATING: MessageDescriptor = m.rating;
const FACTS: MessageDescriptor = m.facts;
const PAGE: MessageDescriptor = m.page;
const PAGE_OF: MessageDescriptor = m.pageOf;

export function ResultCards({
  listings,
  label,
  formatPrice,
}: {
  listings: readonly SearchResultCardFieldsFragment[];
  label: string;
  /** minPrice is already in the search's currency. */
  formatPrice: (amount: number) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ul className={styles.cards} aria-label={label}>
      {listings.map((listing) => {
        const title = listing.title || t(m.untitled);
        return (
          <li key={listing.id} className={styles.card}>
            <RetryingImage
              key={listing.coverPhoto ?? 'none'}
              className={styles.cardPhoto}
              src={listingPictureUrl(listing.coverPhoto)}
              alt={t(PHOTO_ALT, { title })}
            />
            {!listing.isListOwner && (
              <div className={styles.cardHeart}>
                <WishListHeart listId={listing.id} wishListStatus={listing.wishListStatus} />
              </div>
            )}
            <div className={styles.cardBody}>
              <p className={styles.badges}>
                {listing.bookingType === 'instant' && <span>{t(m.instantBadge)}</span>}
                {listing.isExclusiveProp && <span>{t(m.exclusiveBadge)}</span>}
              </p>
              <h3 className={styles.cardTitle}>
                <Link to={listingPath(listing)}>{title}</Link>
              </h3>
              <p className={styles.muted}>{[listing.city, listing.countryName].filter(Boolean).join(', ')}</p>
              <p className={styles.muted}>
                {t(FACTS, { guests: listing.personCapacity, bedrooms: listing.bedrooms, beds: listing.beds })}
              </p>
              <p className={styles.cardFooter}>
                <strong>{t(PER_NIGHT, { price: formatPrice(listing.minPrice) })}</strong>
                <span>
                  {listing.reviewsCount > 0
                    ? t(RATING, {
                        rating: intl.formatNumber(listing.reviewsStarRating, { maximumFractionDigits: 1 }),
                        count: listing.reviewsCount,
                      })
                    : t(m.newHome)}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous, the pages around the current one, next; `pages` from the count and page size. */
export function Pagination({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const t = useIntl().formatMessage;
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(m.previous)}
      </button>
      {shown.map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t(PAGE, { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <span className={styles.visuallyHidden}>{t(PAGE_OF, { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(m.next)}
      </button>
    </nav>
  );
}
