// Message bundles load on demand (spec 000 §7): only the chosen language is downloaded, each in its own chunk.
import type { Locale } from './locales';
import type { MessageBundle } from './messages';

const BUNDLES: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: MessageBundle }>> = {
  'cs-CZ': () => import('./bundles/cs-CZ'),
  es: () => import('./bundles/es'),
  'it-IT': () => import('./bundles/it-IT'),
  'fr-FR': () => import('./bundles/fr-FR'),
  'pt-PT': () => import('./bundles/pt-PT'),
};

/** The translations of `locale`; English is the messages' own default text, so it needs none. */
export async function loadMessages(locale: Locale): Promise<Partial<MessageBundle>> {
  if (locale === 'en-US') return {};
  return (await BUNDLES[locale]()).default;
}
