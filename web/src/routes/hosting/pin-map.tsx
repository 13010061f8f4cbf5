// The host editor's map pin (issue 14): a Leaflet map with the tiles of the listing page (decision 0037) where she
// clicks the place of her home or drags the pin there; the latitude and longitude fields beside it stay the keyboard's
// way and move the pin when typed. Loaded only with the basics page. The server checks the numbers as before.
import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { mapTiles } from '../listing/map-tiles';
import styles from './hosting.module.css';

export interface PinMapProps {
  /** The fields' values, as typed: the pin shows only while both are numbers on the globe. */
  lat: string;
  lng: string;
  /** Her pick, rounded to 6 decimals (about 10 cm), as the fields take it. */
  onPick: (lat: string, lng: string) => void;
  /** The map's accessible name. */
  label: string;
}

/** A point on the globe from the fields' text, or null while they are not one. */
export function pinOf(lat: string, lng: string): [number, number] | null {
  if (lat.trim() === '' || lng.trim() === '') return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

const degrees = (value: number) => String(Number(value.toFixed(6)));
/** Leaflet's longitudes run on past ±180 when the world repeats; the fields take them back onto it. */
const wrapped = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

const WORLD: [number, number] = [20, 0];

function PickOnClick({ onPick }: { onPick: PinMapProps['onPick'] }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick(degrees(event.latlng.lat), degrees(wrapped(event.latlng.lng))),
  });
  return null;
}

const CLOSE_ZOOM = 15;

/**
 * Zooms in on the pin when it first appears (typed, or her first click on the world), and brings it back into view
 * when the fields move it out of sight; a pin she drags or clicks later is in view already.
 */
function FollowPin({ pin }: { pin: [number, number] | null }) {
  const map = useMap();
  const had = useRef(pin !== null);
  useEffect(() => {
    if (!pin) return;
    if (!had.current) map.setView(pin, Math.max(map.getZoom(), CLOSE_ZOOM), { animate: false });
    else if (!map.getBounds().contains(pin)) map.setView(pin, map.getZoom(), { animate: false });
    had.current = true;
  }, [map, pin]);
  return null;
}

export default function PinMap({ lat, lng, onPick, label }: PinMapProps) {
  const tiles = useMemo(() => mapTiles(), []);
  const icon = useMemo(() => divIcon({ className: styles.pin, iconSize: [24, 24], iconAnchor: [12, 12] }), []);
  const pin = useMemo(() => pinOf(lat, lng), [lat, lng]);
  // Centred once, on the pin she had or the whole world; after that the map follows her.
  const [start] = useState<[number, number]>(() => pin ?? WORLD);
  return (
    <div className={styles.pinMap} role="group" aria-label={label}>
      <MapContainer className={styles.pinMapView} center={start} zoom={pin ? CLOSE_ZOOM : 2} scrollWheelZoom={false}>
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
        <PickOnClick onPick={onPick} />
        <FollowPin pin={pin} />
        {pin && (
          <Marker
            position={pin}
            icon={icon}
            draggable
            keyboard={false}
            eventHandlers={{
              dragend: (event) => {
                const at = (event.target as LeafletMarker).getLatLng();
                onPick(degrees(at.lat), degrees(wrapped(at.lng)));
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
