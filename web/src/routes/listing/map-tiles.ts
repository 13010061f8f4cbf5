// Where the map's tiles come from (decision 0037): MAP_TILE_URL, read when the app is built (vite.config.ts copies it
// into VITE_MAP_TILE_URL, with its attribution, defaulting to OpenStreetMap's), the same setting the web server's
// Content-Security-Policy allows images from. Without a URL the map draws no tiles, only the home's place.

export interface MapTiles {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optionally {s} and {r}). */
  url: string;
  /** HTML of the tiles' credit line, as the provider asks for it. */
  attribution: string;
}

export function mapTiles(env: Record<string, unknown> = import.meta.env): MapTiles | null {
  const url = typeof env.VITE_MAP_TILE_URL === 'string' ? env.VITE_MAP_TILE_URL.trim() : '';
  if (!url) return null;
  const attribution = typeof env.VITE_MAP_TILE_ATTRIBUTION === 'string' ? env.VITE_MAP_TILE_ATTRIBUTION.trim() : '';
  return { url, attribution };
}
