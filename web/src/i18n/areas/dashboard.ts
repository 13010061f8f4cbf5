// Texts of the member's home: home page, dashboard, co-hosts, invitations, the social rules dialog and the placeholder screen: English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const dashboardScreenMessages = defineMessages({});

type Id = (typeof dashboardScreenMessages)[keyof typeof dashboardScreenMessages]['id'];

export const dashboardScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {},
  es: {},
  'it-IT': {},
  'fr-FR': {},
  'pt-PT': {},
};
