// /s, /s/{filters} and /s/refinement_paths?… (spec 000 §2, §3, §5, §8, §9; issue 15 item 3): the search screen. Its
// whole state is its address (@golightly/search-query), so every search is a link and back and forward walk through
// them. The homes found are listed beside a map of price markers; on a phone a button switches between the two.
// A failed search hides the loading bar and says so (spec 000 §8).
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  hasFilters,
  refine,
  toSearchListingVariables,
  withoutFilters,
  type SearchFilters,
} from '@golightly/search-query';
import { useCurrency } from '../../currency/currency-provider';
import { SearchListingsDocument } from '../../gen/graphql';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { PageTitle } from '../../layout/page-title';
import { mapTiles } from '../listing/map-tiles';
import { MoreFiltersDialog, moreFiltersCount } from './more-filters-dialog';
import { SearchBar } from './search-bar';
import { ResultCards, Pagination } from './search-results';
import { usePriceSlider, useSearchState } from './search-state';
import styles from './search-page.module.css';

// Leaflet is loaded only with the map.
const SearchMap = lazy(() => import('./search-map'));

const HEADING_IN: MessageDescriptor = m.headingIn;
const COUNT: MessageDescriptor = m.count;
const MORE_FILTERS_COUNT: MessageDescriptor = m.moreFiltersCount;

export default function SearchPage() {
  const { filters, go } = useSearchState();
  const t = useIntl().formatMessage;
  const { format } = useCurrency();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [autoSearch, setAutoSearch] = useState(true);

  const priceSlider = usePriceSlider();
  // Until the slider's maximum is known no range reaches it; a range then searched again once it is.
  const variables = toSearchListingVariables(filters, {
    priceRangeMax: priceSlider?.max ?? Number.POSITIVE_INFINITY,
  });
  const { data, previousData, loading, error, refetch } = useQuery(SearchListingsDocument, {
    variables,
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  // While the next search runs, the last one stays on screen under the loading bar.
  const shown = (data ?? previousData)?.SearchListing;
  const failed = Boolean(error) || Boolean(data?.SearchListing.errorMessage);
  const searching = loading && !failed;

  const apply = (change: Partial<SearchFilters>) => go(refine(filters, change));
  const formatInSearchCurrency = (amount: number) => format(amount, shown?.currency ?? 'USD');
  const pages = shown ? Math.ceil(shown.count / Math.max(shown.pageSize, 1)) : 0;
  const otherPages = shown ? Math.ceil(shown.otherResultsCount / Math.max(shown.pageSize, 1)) : 0;
  const extra = moreFiltersCount(filters);
  const title = filters.address ? t(HEADING_IN, { place: filters.address }) : t(m.heading);

  return (
    <div className={`${styles.page} ${view === 'map' ? styles.showingMap : styles.showingList}`}>
      <PageTitle title={title} />
      {searching && <div className={styles.loadingBar} role="progressbar" aria-label={t(m.loading)} />}
      {/* A new search (another address) starts the bar's fields afresh. */}
      <SearchBar key={`${filters.address}|${filters.startDate}|${filters.endDate}`} filters={filters} onSearch={go} />

      <div className={styles.filters} role="group" aria-label={t(m.filtersLabel)}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={filters.bookingType === 'instant'}
          onClick={() => apply({ bookingType: filters.bookingType === 'instant' ? null : 'instant' })}
        >
          {t(m.instantBook)}
        </button>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={filters.isExclusive}
          onClick={() => apply({ isExclusive: !filters.isExclusive })}
        >
          {t(m.exclusive)}
        </button>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={filters.isLongerStay}
          onClick={() => apply({ isLongerStay: !filters.isLongerStay })}
        >
          {t(m.longerStay)}
        </button>
        <button
          type="button"
          className={styles.chip}
          aria-haspopup="dialog"
          aria-pressed={extra > 0}
          onClick={() => setDialogOpen(true)}
        >
          {extra > 0 ? t(MORE_FILTERS_COUNT, { count: extra }) : t(m.moreFilters)}
        </button>
        {hasFilters(filters) && (
          <button type="button" className={styles.clearAll} onClick={() => go(withoutFilters(filters))}>
            {t(m.clearAll)}
          </button>
        )}
        <label className={styles.sort}>
          {t(m.sortLabel)}
          <select
            value={filters.priceSortOrder ?? ''}
            onChange={(event) =>
              apply({
                priceSortOrder:
                  event.target.value === 'asc' || event.target.value === 'desc' ? event.target.value : null,
              })
            }
          >
            <option value="">{t(m.sortRelevance)}</option>
            <option value="asc">{t(m.sortPriceAsc)}</option>
            <option value="desc">{t(m.sortPriceDesc)}</option>
          </select>
        </label>
      </div>
      {dialogOpen && (
        <MoreFiltersDialog
          filters={filters}
          priceSlider={priceSlider}
          onClose={() => setDialogOpen(false)}
          onApply={(next) => {
            setDialogOpen(false);
            go(next);
          }}
        />
      )}

      <button
        type="button"
        className={`button button--quiet ${styles.viewToggle}`}
        onClick={() => setView(view === 'list' ? 'map' : 'list')}
      >
        {view === 'list' ? t(m.showMap) : t(m.showList)}
      </button>

      <div className={styles.layout}>
        <section className={styles.results} aria-labelledby="search-heading" aria-busy={searching}>
          <h1 id="search-heading" className={styles.heading}>
            {title}
          </h1>
          {failed ? (
            <div role="alert" className={styles.error}>
              <p>{data?.SearchListing.errorMessage ?? t(m.loadFailed)}</p>
              {!data?.SearchListing.errorMessage && (
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
              {shown.count === 0 && <p className={styles.muted}>{t(m.noneHint)}</p>}
              <ResultCards listings={shown.results} label={t(m.resultsLabel)} formatPrice={formatInSearchCurrency} />
              <Pagination
                page={filters.currentPage}
                pages={pages}
                label={t(m.pagination)}
                onPage={(currentPage) => go({ ...filters, currentPage })}
              />
              {shown.otherResults.length > 0 && (
                <section className={styles.other} aria-labelledby="search-other">
                  <h2 id="search-other">{t(m.otherHeading)}</h2>
                  <p className={styles.muted}>{t(m.otherLead)}</p>
                  <ResultCards
                    listings={shown.otherResults}
                    label={t(m.otherHeading)}
                    formatPrice={formatInSearchCurrency}
                  />
                  <Pagination
                    page={filters.otherCurrentPage}
                    pages={otherPages}
                    label={t(m.otherPagination)}
                    onPage={(otherCurrentPage) => go({ ...filters, otherCurrentPage })}
                  />
                </section>
              )}
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
              searchedBounds={filters.bounds}
              zoomLevel={filters.zoomLevel}
              autoSearch={autoSearch}
              onAutoSearchChange={setAutoSearch}
              onSearchArea={(bounds, zoomLevel) =>
                // Each pan of one look around replaces the last, so back returns to the search before the map moved.
                go(refine(filters, { bounds, zoomLevel, searchByMap: true }), { replace: filters.searchByMap })
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
