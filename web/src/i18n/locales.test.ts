import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, initialLocale, matchLocale, pickBrowserLocale, SUPPORTED_LOCALES } from './locales';

describe('picking the locale from the browser', () => {
  it('supports exactly the six locales of the spec, en-US by default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en-US', 'cs-CZ', 'es', 'it-IT', 'fr-FR', 'pt-PT']);
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('takes an exact match in any case or separator', () => {
    expect(matchLocale('cs-CZ')).toBe('cs-CZ');
    expect(matchLocale('fr_fr')).toBe('fr-FR');
    expect(matchLocale('ES')).toBe('es');
  });

  it('falls back to the supported locale of the same language', () => {
    expect(matchLocale('fr')).toBe('fr-FR');
    expect(matchLocale('fr-CA')).toBe('fr-FR');
    expect(matchLocale('es-MX')).toBe('es');
    expect(matchLocale('pt-BR')).toBe('pt-PT');
    expect(matchLocale('it')).toBe('it-IT');
    expect(matchLocale('en-GB')).toBe('en-US');
  });

  it('knows nothing of languages the club does not speak', () => {
    expect(matchLocale('de-DE')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });

  it('takes the first of the browser’s languages the club speaks, in the browser’s order', () => {
    expect(pickBrowserLocale(['de-DE', 'it', 'fr-FR'])).toBe('it-IT');
    expect(pickBrowserLocale(['pt-BR', 'en-US'])).toBe('pt-PT');
  });

  it('uses en-US when none of the browser’s languages is supported', () => {
    expect(pickBrowserLocale(['de-DE', 'ja'])).toBe('en-US');
    expect(pickBrowserLocale([])).toBe('en-US');
  });

  it('starts from the remembered choice when it is still supported, else from the browser', () => {
    expect(initialLocale('es', ['fr-FR'])).toBe('es');
    expect(initialLocale('de-DE', ['fr-FR'])).toBe('fr-FR');
    expect(initialLocale(null, ['cs'])).toBe('cs-CZ');
  });
});
