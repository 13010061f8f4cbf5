// /rooms/{listId}/{preview}? (spec 000 §2, §7, §9; decision 0037): a listing's page. The number at the end of the path
// names the listing, and the address moves to its own slug; UserListing answers what the caller may see, so a listing
// that is not live reads as unavailable to everyone but its host (who may preview it) and admins.
import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useCurrency } from '../../currency/currency-provider';
import { ListingPageDocument, RecordListingViewDocument, type ListingPageQuery } from '../../gen/graphql';
import { bookingScreenMessages } from '../../i18n/areas/booking';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import { PageTitle } from '../../layout/page-title';
import NotFoundPage from '../not-found/not-found-page';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingPanel } from './booking-panel';
import { HostCard } from './host-card';
import { ContactHostButton } from '../messages/contact-host-dialog';
import { AboutSections, AmenitiesSection, CancellationSection, HouseRulesSection } from './listing-sections';
import { isCanonicalPath, listingIdOf, listingPath } from './listing-url';
import { mapTiles } from './map-tiles';
import { PhotoGallery } from './photo-gallery';
import { WishListHeart } from '../wishlists/wish-list-heart';
import { SimilarListings } from './similar-listings';
import { ListingReviews } from '../reviews/listing-reviews';
import styles from './listing-page.module.css';

type Listing = NonNullable<ListingPageQuery['UserListing']>;

// Leaflet is loaded only with the map.
const ListingMap = lazy(() => import('./listing-map'));

const GUESTS: MessageDescriptor = m.guests;
const BEDROOMS: MessageDescriptor = m.bedrooms;
const BEDS: MessageDescriptor = m.beds;
const BATHROOMS: MessageDescriptor = m.bathrooms;
const WHO_ELSE: MessageDescriptor = m.whoElseStays;
const PER_NIGHT: MessageDescriptor = m.perNight;
const CLEANING: MessageDescriptor = m.cleaningFee;
const MIN_NIGHTS: MessageDescriptor = m.minNights;
const MAX_NIGHTS: MessageDescriptor = m.maxNights;
const VIEWS: MessageDescriptor = m.viewsThisWeek;
const REVIEWS: MessageDescriptor = m.reviewsSummary;
const MAP_LABEL: MessageDescriptor = m.mapLabel;

export default function ListingPage() {
  const { listId: segment, preview } = useParams();
  const listId = listingIdOf(segment);
  if (listId === null || (preview !== undefined && preview !== 'preview')) return <NotFoundPage />;
  return <ListingLoader key={listId} listId={listId} preview={preview === 'preview'} />;
}

function ListingLoader({ listId, preview }: { listId: number; preview: boolean }) {
  const t = useIntl().formatMessage;
  const location = useLocation();
  // Spec 000 §7: UserListing always asks the network; what it may show can change with every visit.
  const { data, loading, error } = useQuery(ListingPageDocument, {
    variables: { listId, preview },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const listing = data?.UserListing ?? null;
  if (loading && !data) {
    return (
      <p role="status" className={`${styles.page} ${styles.muted}`}>
        {t(m.loading)}
      </p>
    );
  }
  if (!listing && error) {
    return (
      <div className={styles.page}>
        <p role="alert">{t(m.loadFailed)}</p>
      </div>
    );
  }
  if (!listing) return <ListingUnavailable />;
  // Only its host previews a listing; anyone else reads its page.
  const previewing = preview && listing.isListOwner;
  const canonical = listingPath(listing, previewing);
  if (!isCanonicalPath(location.pathname, canonical)) {
    return <Navigate to={`${canonical}${location.search}${location.hash}`} replace />;
  }
  return <ListingView listing={listing} preview={previewing} />;
}

/** Spec 001 §8 "a listing may be deleted or unpublished": what everyone else reads for a listing they may not see. */
function ListingUnavailable() {
  const t = useIntl().formatMessage;
  return (
    <article className={`${styles.page} ${styles.unavailable}`} aria-labelledby="listing-unavailable">
      <PageTitle title={t(m.unavailableTitle)} />
      <h1 id="listing-unavailable">{t(m.unavailableTitle)}</h1>
      <p>{t(m.unavailableLead)}</p>
      <p className={styles.muted}>{t(m.unavailableHint)}</p>
      <p className={styles.actions}>
        <Link className="button button--primary" to="/s">
          {t(m.searchHomes)}
        </Link>
        <Link className="button button--quiet" to="/">
          {t(m.goHome)}
        </Link>
      </p>
    </article>
  );
}

const isLive = (listing: Listing) => listing.approvalStatus === 'approved' && listing.isPublished;

function ListingView({ listing, preview }: { listing: Listing; preview: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { format } = useCurrency();
  const [recordView] = useMutation(RecordListingViewDocument);
  const counted = isLive(listing) && !listing.isListOwner && !preview;
  useEffect(() => {
    // The server counts each viewer once a day; a failure here costs a count, never the page.
    if (counted) recordView({ variables: { listId: listing.id } }).catch(() => undefined);
  }, [counted, listing.id, recordView]);

  const title = listing.title || t(m.untitled);
  const place = [listing.city, listing.state, listing.countryName].filter(Boolean).join(', ');
  // The server answers these only to whom may read them (decision 0052): her own home, or a stay of hers confirmed.
  const street = [listing.buildingName, listing.street].filter(Boolean).join(', ');
  const address =
    street || listing.zipcode
      ? [street, [listing.zipcode, place].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      : '';
  const { basePrice, cleaningPrice, currency, minNight, maxNight } = listing.listingData;
  const kinds = [listing.roomType?.itemName, listing.houseType?.itemName].filter(Boolean).join(' · ');
  const facts = [
    t(GUESTS, { count: listing.personCapacity }),
    t(BEDROOMS, { count: listing.bedrooms }),
    t(BEDS, { count: listing.beds }),
    t(BATHROOMS, { count: listing.bathrooms }),
  ];
  const tiles = mapTiles();

  return (
    <article className={styles.page} aria-labelledby="listing-title">
      <PageTitle title={title} />
      {listing.isListOwner && (
        <div className={styles.ownerNote} role="note">
          {preview && <p>{t(m.previewBanner)}</p>}
          {!isLive(listing) && <p>{preview ? t(m.previewNotLive) : t(m.ownerNotLive)}</p>}
          <p className={styles.actions}>
            <Link to={`/become-a-host/${listing.id}/home`}>{t(m.editListing)}</Link>
            {preview ? (
              <Link to={listingPath(listing)}>{t(m.leavePreview)}</Link>
            ) : (
              <Link to={listingPath(listing, true)}>{t(m.previewYourListing)}</Link>
            )}
          </p>
        </div>
      )}
      <header className={styles.header}>
        <h1 id="listing-title">{title}</h1>
        <p className={styles.muted}>
          {place}
          {listing.reviewsCount > 0 && (
            <span>
              {' · '}
              {t(REVIEWS, {
                rating: intl.formatNumber(listing.reviewsStarRating, { maximumFractionDigits: 1 }),
                count: listing.reviewsCount,
              })}
            </span>
          )}
        </p>
        {address && (
          <p data-testid="listing-address">
            {t(bookingScreenMessages.address)}: {address}
          </p>
        )}
        {isLive(listing) && !preview && <WishListHeart listId={listing.id} wishListStatus={listing.wishListStatus} />}
      </header>
      <PhotoGallery photos={listing.photos} title={title} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-label={kinds || title}>
            {kinds && <p className={styles.kinds}>{kinds}</p>}
            <ul className={styles.facts}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <ul className={styles.badges}>
              {listing.womensOnly && <li>{t(m.womenOnly)}</li>}
              {listing.menStay && <li>{t(m.menStay)}</li>}
              {listing.commonArea && <li>{t(m.commonArea)}</li>}
            </ul>
            {listing.whoElseStays.trim() && <p>{t(WHO_ELSE, { who: listing.whoElseStays })}</p>}
          </section>
          <AboutSections listing={listing} />
          <AmenitiesSection amenities={listing.amenities} />
          <HouseRulesSection listing={listing} />
          <CancellationSection policy={listing.listingData.cancellationPolicy} />
          <AvailabilityCalendar
            listId={listing.id}
            preview={preview}
            timeZone={listing.timeZone}
            owner={listing.isListOwner}
          />
          <section className={styles.section} aria-labelledby="listing-map">
            <h2 id="listing-map">{t(m.mapHeading)}</h2>
            {listing.mapLocation ? (
              <figure className={styles.mapFigure} aria-label={t(MAP_LABEL, { title })}>
                <Suspense fallback={<div className={styles.map}>{t(m.mapLoading)}</div>}>
                  <ListingMap place={listing.mapLocation} tiles={tiles} />
                </Suspense>
                <figcaption className={styles.muted}>
                  {listing.mapLocation.exact ? t(m.mapExact) : t(m.mapApproximate)}
                </figcaption>
              </figure>
            ) : (
              <p className={styles.muted}>{t(m.mapNone)}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="listing-reviews">
            <h2 id="listing-reviews">{t(m.reviewsHeading)}</h2>
            {listing.reviewsCount === 0 ? (
              <p className={styles.muted}>{t(m.reviewsNone)}</p>
            ) : (
              <p>
                {t(REVIEWS, {
                  rating: intl.formatNumber(listing.reviewsStarRating, { maximumFractionDigits: 1 }),
                  count: listing.reviewsCount,
                })}
              </p>
            )}
            {listing.reviewsCount > 0 && <ListingReviews listId={listing.id} />}
          </section>
        </div>
        <aside className={styles.aside}>
          <section className={styles.card} aria-labelledby="listing-price">
            <h2 id="listing-price" className={styles.price}>
              {basePrice !== null && basePrice !== undefined && currency
                ? t(PER_NIGHT, { price: format(basePrice, currency) })
                : t(m.noPrice)}
            </h2>
            <ul className={styles.terms}>
              <li>{listing.bookingType === 'instant' ? t(m.instantBook) : t(m.requestToBook)}</li>
              {cleaningPrice > 0 && currency && <li>{t(CLEANING, { price: format(cleaningPrice, currency) })}</li>}
              <li>{t(MIN_NIGHTS, { count: minNight })}</li>
              {maxNight !== null && maxNight !== undefined && <li>{t(MAX_NIGHTS, { count: maxNight })}</li>}
            </ul>
            <p className={styles.views}>{t(VIEWS, { count: listing.viewsLastWeek })}</p>
          </section>
          {isLive(listing) && !listing.isListOwner && !preview && (
            <BookingPanel
              listId={listing.id}
              timeZone={listing.timeZone}
              instantBook={listing.bookingType === 'instant'}
            />
          )}
          {isLive(listing) && !listing.isListOwner && !preview && (
            <ContactHostButton listId={listing.id} title={listing.title} />
          )}
          <HostCard host={listing.host} listId={listing.id} />
        </aside>
      </div>
      <SimilarListings listings={listing.similarListings} />
    </article>
  );
}
