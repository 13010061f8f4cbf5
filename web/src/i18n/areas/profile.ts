// Texts of the profile screens: edit profile, the phone dialog, trust and verification, account security, the public profile and reviews: English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const profileScreenMessages = defineMessages({});

type Id = (typeof profileScreenMessages)[keyof typeof profileScreenMessages]['id'];

export const profileScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {},
  es: {},
  'it-IT': {},
  'fr-FR': {},
  'pt-PT': {},
};
