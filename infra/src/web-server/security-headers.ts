// The security headers of the web apps' origin: a Content-Security-Policy the built apps run under, framing refused.
import { mapTileSettings, tileImageSource } from './map-tiles';

export interface SecurityHeaderOptions {
  /** The public origin (SITE_URL); HSTS is sent only when it is https. */
  siteUrl?: string | undefined;
  /** The request's Host header: live counts open a websocket to the same host. */
  host?: string | undefined;
  /** An OpenID Connect issuer on another origin (OIDC_ISSUER): the admin app fetches its discovery and tokens. */
  oidcIssuer?: string | undefined;
  /** The map's tile URL template (MAP_TILE_URL; OpenStreetMap's when unset): the listing page loads its images. */
  mapTileUrl?: string | undefined;
  /** Stripe Elements takes cards on the payment screen (a publishable key is configured, decision 0052). */
  stripe?: boolean | undefined;
}

/** What Stripe.js needs: its script, its frames (the card fields, 3-D Secure) and its API (Stripe's own list). */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** A host[:port] as browsers send it; anything else is left out of the policy rather than written into a header. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const connect = ["'self'"];
  if (options.host && PLAIN_HOST.test(options.host)) connect.push(`ws://${options.host}`, `wss://${options.host}`);
  const oidc = originOf(options.oidcIssuer);
  if (oidc) connect.push(oidc);
  // data: for inline SVG icons, blob: for a picture's preview before it is uploaded, and the map's tiles.
  const images = ["'self'", 'data:', 'blob:'];
  const tiles = tileImageSource(mapTileSettings({ MAP_TILE_URL: options.mapTileUrl }).url);
  if (tiles) images.push(tiles);
  const scripts = ["'self'"];
  const frames: string[] = [];
  if (options.stripe) {
    scripts.push(...STRIPE_SOURCES.script);
    frames.push(...STRIPE_SOURCES.frame);
    connect.push(...STRIPE_SOURCES.connect);
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Stylesheets are files of the build; style attributes stay allowed for CMS pages' sanitised HTML.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const isHttps = (siteUrl: string | undefined) => originOf(siteUrl)?.startsWith('https:') ?? false;

/** Headers of every page and file the static server sends. */
export function staticSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(isHttps(options.siteUrl) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Headers added to what the gateway answers through this origin, where it sent none of its own: its pages (the
 * sign-in provider's) carry their own inline styles, so only framing, sniffing, referrer and HSTS are imposed.
 */
export function proxiedSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(isHttps(options.siteUrl) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
