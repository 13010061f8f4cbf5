// The home on a Leaflet map (decision 0037), loaded only when the page shows it: the tiles from the configured URL,
// the exact place as a dot for those who may see it, and otherwise the circle the server drew around the area.
import 'leaflet/dist/leaflet.css';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import type { MapTiles } from './map-tiles';
import styles from './listing-page.module.css';

export interface MapPlace {
  lat: number;
  lng: number;
  exact: boolean;
  radiusMeters: number;
}

const BRAND = { color: '#6b2d5c', fillColor: '#6b2d5c', weight: 2 };

export default function ListingMap({ place, tiles }: { place: MapPlace; tiles: MapTiles | null }) {
  const center: [number, number] = [place.lat, place.lng];
  return (
    <MapContainer className={styles.map} center={center} zoom={place.exact ? 15 : 14} scrollWheelZoom={false}>
      {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
      {place.exact ? (
        <CircleMarker center={center} radius={9} pathOptions={{ ...BRAND, fillOpacity: 0.9 }} />
      ) : (
        <Circle center={center} radius={place.radiusMeters} pathOptions={{ ...BRAND, fillOpacity: 0.15 }} />
      )}
    </MapContainer>
  );
}
