// Texts of the route table: every screen's title (page title and heading of screens still to come) and the areas'
// names and summaries, in English here and translated beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const screenTitleMessages = defineMessages({});

type Id = (typeof screenTitleMessages)[keyof typeof screenTitleMessages]['id'];

export const screenTitleTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {},
  es: {},
  'it-IT': {},
  'fr-FR': {},
  'pt-PT': {},
};
