// Where the member app's map tiles come from (decision 0037), one setting for the build and the web server alike:
// MAP_TILE_URL (a Leaflet template, {z}/{x}/{y}, optionally {s} and {r}) and MAP_TILE_ATTRIBUTION, defaulting to
// OpenStreetMap's standard tiles. The build hands them to the app; the server's Content-Security-Policy allows images
// from the URL's origin, so the two never disagree. Tests point MAP_TILE_URL at tiles they serve themselves.

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapTileSettings {
  url: string;
  attribution: string;
}

/** The tile settings of an environment: its own, or OpenStreetMap's (with OpenStreetMap's credit line). */
export function mapTileSettings(env: Record<string, string | undefined>): MapTileSettings {
  const url = env.MAP_TILE_URL?.trim() || DEFAULT_MAP_TILE_URL;
  const given = env.MAP_TILE_ATTRIBUTION?.trim();
  return { url, attribution: given ?? (url === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_TILE_ATTRIBUTION : '') };
}

const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$|^\[[0-9a-f:.]+\]$/i;

/**
 * The image source a tile URL needs in a Content-Security-Policy: its origin ('https://tile.example.com:8443'), with
 * a {s} subdomain as a wildcard ('https://*.tile.example.com'); nothing for a same-origin path ('self' covers it) or
 * for anything that is not a plain http(s) URL, which is left out rather than written into a header.
 */
export function tileImageSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const [, scheme, authority] = match as unknown as [string, string, string];
  const wildcard = authority.startsWith('{s}.');
  const hostAndPort = wildcard ? authority.slice(4) : authority;
  const [, host = '', port] = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(hostAndPort) ?? [];
  if (!PLAIN_HOST.test(host) || hostAndPort.includes('{')) return undefined;
  return `${scheme.toLowerCase()}://${wildcard ? '*.' : ''}${host.toLowerCase()}${port ? `:${port}` : ''}`;
}
