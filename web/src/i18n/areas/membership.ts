// Texts of joining and membership: registration, become a member, membership and Diamond pages and their copy: English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const membershipScreenMessages = defineMessages({});

type Id = (typeof membershipScreenMessages)[keyof typeof membershipScreenMessages]['id'];

export const membershipScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {},
  es: {},
  'it-IT': {},
  'fr-FR': {},
  'pt-PT': {},
};
