// The app's language: starts from the member's cookie or her browser, loads the bundle on demand, and keeps a
// change in a one-year cookie once its bundle has loaded (spec 000 §4 "Locale change", §9).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { getBrowserCookie, setBrowserCookie } from './cookies';
import { loadMessages } from './load-messages';
import { DEFAULT_LOCALE, initialLocale, LOCALE_COOKIE, SUPPORTED_LOCALES, type Locale } from './locales';
import type { MessageBundle } from './messages';

export type LocaleStatus = 'loading' | 'ready' | 'error';

export interface LocaleState {
  locale: Locale;
  status: LocaleStatus;
  supported: readonly Locale[];
  /** Loads the locale's messages, then switches to it and remembers it; on failure keeps the current language. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a <LocaleProvider> above it');
  return state;
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

export function LocaleProvider({ children, load = loadMessages }: { children: ReactNode; load?: typeof loadMessages }) {
  const [startLocale] = useState(() => initialLocale(getBrowserCookie(LOCALE_COOKIE), browserLanguages()));
  // Until the starting bundle arrives the page reads in English rather than staying blank.
  const [shown, setShown] = useState<{ locale: Locale; messages: Partial<MessageBundle> }>({
    locale: DEFAULT_LOCALE,
    messages: {},
  });
  const [status, setStatus] = useState<LocaleStatus>(startLocale === DEFAULT_LOCALE ? 'ready' : 'loading');
  const latestRequest = useRef(0);

  const switchTo = useCallback(
    async (locale: Locale, remember: boolean) => {
      const request = ++latestRequest.current;
      setStatus('loading');
      try {
        const messages = await load(locale);
        if (request !== latestRequest.current) return;
        setShown({ locale, messages });
        setStatus('ready');
        if (remember) setBrowserCookie(LOCALE_COOKIE, locale);
      } catch {
        if (request === latestRequest.current) setStatus('error');
      }
    },
    [load],
  );

  useEffect(() => {
    // Loading the starting bundle is the effect's work: it marks itself loading, then shows the bundle.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (startLocale !== DEFAULT_LOCALE) void switchTo(startLocale, false);
  }, [startLocale, switchTo]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  const setLocale = useCallback((locale: Locale) => switchTo(locale, true), [switchTo]);
  const state = useMemo<LocaleState>(
    () => ({ locale: shown.locale, status, supported: SUPPORTED_LOCALES, setLocale }),
    [shown.locale, status, setLocale],
  );

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
