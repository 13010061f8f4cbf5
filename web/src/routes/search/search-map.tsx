// The search map (issue 15 item 3), loaded only with the map: the tiles of the configured URL (decision 0037), a price
// marker for every match, and the member's own moves. With "search as I move the map" on, a pan or zoom searches the
// new box once the map has been still for a moment; off, a "search this area" button does it. A marker opens a small
// card linking to the home.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapBounds } from '@golightly/search-query';
import type { SearchListingsQuery } from '../../gen/graphql';
import { searchScreenMessages as m } from '../../i18n/areas/search';
import { listingPictureUrl } from '../../layout/fallback-image';
import { listingPath } from '../listing/listing-url';
import type { MapTiles } from '../listing/map-tiles';
import { RetryingImage } from '../listing/retrying-image';
import styles from './search-page.module.css';

export type SearchMarker = SearchListingsQuery['SearchListing']['mapMarkers'][number];

/** How long the map must be still before a move searches (ms). */
export const MOVE_SEARCH_DELAY_MS = 400;
/** The whole world, when nothing narrower is known. */
const WORLD: L.LatLngBoundsExpression = [
  [-60, -170],
  [75, 170],
];

/**
 * Room kept around a searched box, in pixels, so no marker inside it sits under the zoom buttons (top left) or the
 * attribution (bottom right), where a finger could not reach it: each price is centred on its point, half a pill wide.
 */
const CLEAR_OF_CONTROLS: L.FitBoundsOptions = { paddingTopLeft: [72, 24], paddingBottomRight: [36, 36] };

const MARKER_LABEL: MessageDescriptor = m.markerLabel;
const PHOTO_ALT: MessageDescriptor = m.photoAlt;
const PER_NIGHT: MessageDescriptor = m.perNight;

export interface SearchMapProps {
  markers: readonly SearchMarker[];
  /** The box searched (the member's move of the map, or the chosen place's); the map keeps to it, not the markers. */
  searchedBounds: MapBounds | null;
  zoomLevel: number | null;
  autoSearch: boolean;
  onAutoSearchChange: (on: boolean) => void;
  onSearchArea: (bounds: MapBounds, zoomLevel: number) => void;
  formatPrice: (amount: number, currency: string) => string;
  tiles: MapTiles | null;
}

export default function SearchMap(props: SearchMapProps) {
  const t = useIntl().formatMessage;
  const { markers, autoSearch, onAutoSearchChange } = props;
  const [moved, setMoved] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = markers.find((marker) => marker.id === selectedId) ?? null;

  return (
    <div className={styles.mapPanel}>
      <div className={styles.mapControls}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={autoSearch}
            onChange={(event) => {
              onAutoSearchChange(event.target.checked);
              setMoved(null);
            }}
          />
          <span>{t(m.searchAsMove)}</span>
        </label>
        {!autoSearch && moved && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              props.onSearchArea(moved.bounds, moved.zoom);
              setMoved(null);
            }}
          >
            {t(m.searchThisArea)}
          </button>
        )}
      </div>
      <MapContainer className={styles.map} bounds={WORLD} scrollWheelZoom aria-label={t(m.mapLabel)}>
        {props.tiles && <TileLayer url={props.tiles.url} attribution={props.tiles.attribution} />}
        <MapView
          {...props}
          onMoved={(bounds, zoom) => {
            if (autoSearch) props.onSearchArea(bounds, zoom);
            else setMoved({ bounds, zoom });
          }}
        />
        {markers.map((marker) => (
          <PriceMarker
            key={marker.id}
            marker={marker}
            label={t(MARKER_LABEL, {
              title: marker.title,
              price: props.formatPrice(marker.prices, marker.currency),
            })}
            price={props.formatPrice(marker.prices, marker.currency)}
            selected={marker.id === selectedId}
            onSelect={() => setSelectedId(marker.id)}
          />
        ))}
      </MapContainer>
      {selected && (
        <div className={styles.markerCard} role="group" aria-label={selected.title}>
          <button
            type="button"
            className={styles.markerCardClose}
            aria-label={t(m.closeCard)}
            onClick={() => setSelectedId(null)}
          >
            ×
          </button>
          <RetryingImage
            key={selected.photos ?? 'none'}
            className={styles.markerCardPhoto}
            src={listingPictureUrl(selected.photos)}
            alt={t(PHOTO_ALT, { title: selected.title })}
          />
          <div>
            <p className={styles.cardTitle}>{selected.title}</p>
            <p>{t(PER_NIGHT, { price: props.formatPrice(selected.prices, selected.currency) })}</p>
            <Link to={listingPath({ id: selected.id, slug: '' })}>{t(m.viewHome)}</Link>
          </div>
        </div>
      )}
    </div>
  );
}

function PriceMarker({
  marker,
  label,
  price,
  selected,
  onSelect,
}: {
  marker: SearchMarker;
  label: string;
  price: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const icon = useMemo(
    () =>
      L.divIcon({
        className: `${styles.priceMarker}${selected ? ` ${styles.priceMarkerSelected}` : ''}`,
        html: `<span>${escapeHtml(price)}</span>`,
        iconSize: undefined,
      }),
    [price, selected],
  );
  // Leaflet names a marker by its content (the price) and gives it role button and a tab stop, but nothing opens it
  // from the keyboard: Enter and Space do here, as on any button. The label adds the home's title. A new icon is a
  // new element, so the label and the keys follow it.
  const element = useRef<L.Marker>(null);
  useEffect(() => {
    const icon = element.current?.getElement();
    if (!icon) return;
    icon.setAttribute('aria-label', label);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect();
    };
    icon.addEventListener('keydown', onKey);
    return () => icon.removeEventListener('keydown', onKey);
  }, [label, icon, onSelect]);
  return (
    <Marker
      position={[marker.lat, marker.lng]}
      icon={icon}
      title={label}
      alt={label}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      ref={element}
      eventHandlers={{ click: onSelect }}
    />
  );
}

/**
 * Keeps the view: to the searched box when the member moved the map, else around the markers (a new place). The
 * code's own moves are told apart from the member's by the view they leave: a move that ends where the code last put
 * the map searches nothing. (A flag set before each code move is not enough: Leaflet fires no moveend when a resize
 * moves the centre by less than half a pixel, and the flag then ate the member's next pan.)
 */
function MapView({
  markers,
  searchedBounds,
  onMoved,
}: SearchMapProps & { onMoved: (bounds: MapBounds, zoom: number) => void }) {
  const map = useMap();
  const codeView = useRef<L.LatLngBounds | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const markerKey = markers.map((marker) => marker.id).join(',');
  const boundsKey = searchedBounds ? JSON.stringify(searchedBounds) : '';

  /** Runs a move of the code's (never animated, so done on return) and remembers where it left the map. */
  const moveByCode = useCallback(
    (move: () => void) => {
      move();
      codeView.current = map.getBounds();
    },
    [map],
  );
  // A fit asked for while the map is hidden (on a phone, behind the list) waits until it is shown: a hidden map has no
  // size to fit anything into.
  const fitWhenShown = useRef<(() => void) | null>(null);
  const fit = useCallback(
    (move: () => void) => {
      const box = map.getContainer();
      if (box.clientWidth === 0 || box.clientHeight === 0) fitWhenShown.current = move;
      else {
        fitWhenShown.current = null;
        moveByCode(move);
      }
    },
    [map, moveByCode],
  );

  useEffect(() => {
    if (boundsKey) return;
    const points = markers.map((marker) => L.latLng(marker.lat, marker.lng));
    if (points.length === 0) return;
    fit(() => map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14, animate: false }));
    // The effect follows the markers shown, by their ids.
  }, [map, markerKey, boundsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!searchedBounds) return;
    const box = L.latLngBounds(
      [searchedBounds.swLat, searchedBounds.swLng],
      [searchedBounds.neLat, searchedBounds.neLng],
    );
    fit(() => {
      // A box the map already shows (the member's own move) is left as it is.
      if (!map.getBounds().equals(box, 1e-5)) map.fitBounds(box, { ...CLEAR_OF_CONTROLS, animate: false });
    });
    // The box is compared by value.
  }, [map, boundsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // On a phone the map starts hidden behind the list and is hidden again with it: once shown, Leaflet measures its box
  // again and makes the fit that waited. Hiding it changes nothing, so the view is as the member left it.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = map.getContainer();
      const size = L.point(box.clientWidth, box.clientHeight);
      if (size.x === 0 || size.y === 0) return;
      if (!size.equals(map.getSize())) moveByCode(() => map.invalidateSize({ pan: false }));
      const waiting = fitWhenShown.current;
      fitWhenShown.current = null;
      if (waiting) moveByCode(waiting);
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, moveByCode]);

  useMapEvents({
    movestart: () => window.clearTimeout(timer.current),
    moveend: () => {
      window.clearTimeout(timer.current);
      // Decided once the map is still: a code move fires its moveend before moveByCode has noted where it ended.
      timer.current = window.setTimeout(() => {
        if (codeView.current?.equals(map.getBounds(), 1e-9)) return;
        codeView.current = null;
        onMoved(boundsOf(map), map.getZoom());
      }, MOVE_SEARCH_DELAY_MS);
    },
  });
  return null;
}

/** The map's box, to six decimals (about 10 cm): enough for a search, short enough for a link. */
export function boundsOf(map: L.Map): MapBounds {
  const box = map.getBounds();
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return {
    swLat: round(Math.max(box.getSouth(), -90)),
    swLng: round(Math.max(box.getWest(), -180)),
    neLat: round(Math.min(box.getNorth(), 90)),
    neLng: round(Math.min(box.getEast(), 180)),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (mark) => `&#${mark.charCodeAt(0)};`);
}
