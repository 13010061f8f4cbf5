// The browser cookies the app keeps for a member's choices (language, currency), one year each (spec 000 §9).
export const ONE_YEAR_SECONDS = 31_536_000;

/** A cookie's value from a `document.cookie` string, or null when it is not set. */
export function readCookie(name: string, cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that keeps `value` for a year on the whole site. */
export function cookieAssignment(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function getBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookie(name, document.cookie);
}

export function setBrowserCookie(name: string, value: string): void {
  if (typeof document !== 'undefined') document.cookie = cookieAssignment(name, value);
}
