// /cities/{city} and /explore/{city} (spec 000 §2, §7; issue 15 item 3): a city or region page. The slug names a place
// of the gazetteer (CitySearchListing, decision 0044); the page is headed with its name and shows its homes as the
// search screen's cards, with pages (?page=N, so each page is a link), beside the map of every home's price marker.
// "Refine this search" hands the place's box to the search screen. A slug the gazetteer lacks is told kindly, never
// as an error; a failed search is told as the search screen tells it.
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { defaultSearch, refine, searchPath, withPlace, type MapBounds } from '@golightly/search-query';
import { useCurrency } from '../../currency/currency-provider';
import { CitySearchListingsDocument, type CitySearchListingsQuery } from '../../gen/graphql';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { PageTitle } from '../../layout/page-title';
import { mapTiles } from '../listing/map-tiles';
import type { ScreenProps } from '../screen';
import { Pagination, ResultCards } from '../search/search-results';
import styles from '../search/search-page.module.css';

// Leaflet is loaded only with the map.
const SearchMap = lazy(() => import('../search/search-map'));

const HEADING_IN: MessageDescriptor = m.headingIn;
const COUNT: MessageDescriptor = m.count;

type PlaceBounds = NonNullable<CitySearchListingsQuery['CitySearchListing']['placeBounds']>;

const mapBoundsOf = (bounds: PlaceBounds): MapBounds => ({
  swLat: bounds.southwest.lat,
  swLng: bounds.southwest.lng,
  neLat: bounds.northeast.lat,
  neLng: bounds.northeast.lng,
});

/** The page asked in ?page=, from 1; anything else is the first. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function CityPage({ screen }: ScreenProps) {
  const city = useParams().city ?? '';
  // Another place starts afresh: nothing of the last one stays on screen while it loads.
  return <CityListing key={city} city={city} screenTitle={screen.title} />;
}

function CityListing({ city, screenTitle }: { city: string; screenTitle: MessageDescriptor }) {
  const t = useIntl().formatMessage;
  const { format } = useCurrency();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const [view, setView] = useState<'list' | 'map'>('list');
  // Moving the map leaves the city page for the search screen, so only the member's "search this area" does it.
  const [autoSearch, setAutoSearch] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(CitySearchListingsDocument, {
    variables: { city, page },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, the last one stays on screen under the loading bar.
  const shown = (data ?? previousData)?.CitySearchListing;
  const unknownPlace = Boolean(data && !data.CitySearchListing.placeName && data.CitySearchListing.errorMessage);
  const failed = !unknownPlace && (Boolean(error) || Boolean(data?.CitySearchListing.errorMessage));
  const searching = loading && !failed;

  if (unknownPlace) {
    return (
      <div className={styles.page}>
        <PageTitle title={t(m.cityUnknownHeading)} />
        <h1 className={styles.heading}>{t(m.cityUnknownHeading)}</h1>
        <p className={styles.muted}>{t(m.cityUnknownLead)}</p>
        <p>
          <Link className="button button--primary" to="/s">
            {t(m.cityUnknownLink)}
          </Link>
        </p>
      </div>
    );
  }

  const placeName = shown?.placeName ?? null;
  const bounds = shown?.placeBounds ? mapBoundsOf(shown.placeBounds) : null;
  const placeSearch = placeName ? withPlace(defaultSearch(), placeName, true, bounds) : null;
  const title = placeName ? t(HEADING_IN, { place: placeName }) : t(screenTitle);
  const pages = shown ? Math.ceil(shown.count / Math.max(shown.pageSize, 1)) : 0;

  return (
    <div className={`${styles.page} ${view === 'map' ? styles.showingMap : styles.showingList}`}>
      <PageTitle title={title} />
      {searching && <div className={styles.loadingBar} role="progressbar" aria-label={t(m.loading)} />}

      <button
        type="button"
        className={`button button--quiet ${styles.viewToggle}`}
        onClick={() => setView(view === 'list' ? 'map' : 'list')}
      >
        {view === 'list' ? t(m.showMap) : t(m.showList)}
      </button>

      <div className={styles.layout}>
        <section className={styles.results} aria-labelledby="city-heading" aria-busy={searching}>
          <h1 id="city-heading" className={styles.heading}>
            {title}
          </h1>
          {placeSearch && (
            <p>
              <Link to={searchPath(placeSearch)}>{t(m.cityRefine)}</Link>
            </p>
          )}
          {failed ? (
            <div role="alert" className={styles.error}>
              <p>{data?.CitySearchListing.errorMessage ?? t(m.loadFailed)}</p>
              {!data?.CitySearchListing.errorMessage && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => void refetch().catch(() => undefined)}
                >
                  {t(m.retry)}
                </button>
              )}
            </div>
          ) : shown ? (
            <>
              <p role="status" className={styles.count}>
                {t(COUNT, { count: shown.count })}
              </p>
              <ResultCards
                listings={shown.results}
                label={t(m.resultsLabel)}
                formatPrice={(amount) => format(amount, shown.currency)}
              />
              <Pagination
                page={page}
                pages={pages}
                label={t(m.pagination)}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          ) : (
            <p role="status" className={styles.muted}>
              {t(m.loading)}
            </p>
          )}
        </section>
        <section className={styles.mapColumn} aria-label={t(m.mapLabel)}>
          <Suspense fallback={<div className={styles.map}>{t(m.mapLoading)}</div>}>
            <SearchMap
              markers={shown?.mapMarkers ?? []}
              searchedBounds={bounds}
              zoomLevel={null}
              autoSearch={autoSearch}
              onAutoSearchChange={setAutoSearch}
              onSearchArea={(area, zoomLevel) =>
                void navigate(
                  searchPath(refine(placeSearch ?? defaultSearch(), { bounds: area, zoomLevel, searchByMap: true })),
                )
              }
              formatPrice={format}
              tiles={mapTiles()}
            />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
