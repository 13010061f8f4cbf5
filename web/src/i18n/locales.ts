// The locales of spec 000 §9: en-US by default; the browser's preferred language picked from the supported list.
export const SUPPORTED_LOCALES = ['en-US', 'cs-CZ', 'es', 'it-IT', 'fr-FR', 'pt-PT'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALE_COOKIE = 'locale';

/** Each language named in itself, as a chooser shows it to someone who may not read the current one. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'cs-CZ': 'Čeština',
  es: 'Español',
  'it-IT': 'Italiano',
  'fr-FR': 'Français',
  'pt-PT': 'Português',
};

const languageOf = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/** The supported locale a tag names exactly (any case, - or _), or else the one of the same language, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const wanted = tag.trim().replace('_', '-').toLowerCase();
  if (!wanted) return null;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  return SUPPORTED_LOCALES.find((locale) => languageOf(locale) === languageOf(wanted)) ?? null;
}

/** The first of the browser's languages (most preferred first) that the club speaks, else the default. */
export function pickBrowserLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The locale to start in: the member's earlier choice (its cookie) if still supported, else her browser's. */
export function initialLocale(cookieValue: string | null, browserLanguages: readonly string[]): Locale {
  const chosen = SUPPORTED_LOCALES.find((locale) => locale === cookieValue);
  return chosen ?? pickBrowserLocale(browserLanguages);
}
